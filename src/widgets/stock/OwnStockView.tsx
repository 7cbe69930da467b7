import { usePermissions } from '../../core';
import { Button } from '../../ui';
import { useEmit } from '../widget-context';
import { BalanceExports } from './BalanceExports';
import { stockLabels } from './labels';
import { navigate, STOCK_PATHS } from './navigation';
import { OWN_CODES, RowAction, useActionDialog } from '../balances';
import { StockBalanceList, useStockList } from './StockBalanceList';
import { toStockQuery, withoutPaging } from './stock-query';

const { buttons } = stockLabels;

/** 自有库存: the company's own pallets per warehouse × tray type, with every action SPEC §6 lists. */
export function OwnStockView() {
  const emit = useEmit();
  const { can } = usePermissions();
  const list = useStockList('own');
  const actions = useActionDialog();
  const filters = withoutPaging(toStockQuery(list.applied, list.paging, list.sort));

  const toolbar = (
    <>
      {can(OWN_CODES.confirmInbound) && (
        <Button onClick={() => navigate(emit, STOCK_PATHS.sign)}>{buttons.confirmInbound}</Button>
      )}
      {can(OWN_CODES.buildInbound) && (
        <Button onClick={() => navigate(emit, STOCK_PATHS.importOrder)}>{buttons.buildInbound}</Button>
      )}
      <BalanceExports scope="own" codes={OWN_CODES} filters={filters} />
    </>
  );

  return (
    <>
      <StockBalanceList
        list={list}
        caption={stockLabels.captions.ownStock}
        columns={['warehouseName', 'trayTypeCode', 'onHand', 'available', 'inTransit', 'awaitingSignature']}
        warehouseFilter
        toolbar={toolbar}
        rowActions={(row) => (
          <>
            <RowAction
              code={OWN_CODES.checkDetail}
              label={buttons.checkDetail}
              onClick={() =>
                navigate(emit, STOCK_PATHS.ownStockDetail, {
                  warehouseId: row.warehouseId,
                  trayTypeCode: row.trayTypeCode,
                })
              }
            />
            <RowAction
              code={OWN_CODES.saleOut}
              label={buttons.saleOut}
              onClick={() => actions.open('saleOut', row)}
            />
            <RowAction
              code={OWN_CODES.transferOut}
              label={buttons.transferOut}
              onClick={() => actions.open('transferOut', row)}
            />
            <RowAction
              code={OWN_CODES.applyRecycling}
              label={buttons.applyRecycling}
              onClick={() => actions.open('applyRecycling', row)}
            />
          </>
        )}
      />
      {actions.dialog}
    </>
  );
}
