import { useEmit } from '../widget-context';
import { BalanceExports } from './BalanceExports';
import { stockLabels } from './labels';
import { navigate, STOCK_PATHS } from './navigation';
import { C1_CODES, RowAction, useActionDialog } from '../balances';
import { StockBalanceList, useStockList } from './StockBalanceList';
import { toStockQuery, withoutPaging } from './stock-query';

const { buttons } = stockLabels;

/** 自有库存(C1): pallets this downstream C1 holds that belong to an upstream customer. */
export function C1StockView() {
  const emit = useEmit();
  const list = useStockList('c1');
  const actions = useActionDialog();
  const filters = withoutPaging(toStockQuery(list.applied, list.paging, list.sort));

  return (
    <>
      <StockBalanceList
        list={list}
        caption={stockLabels.captions.c1Stock}
        columns={['warehouseName', 'trayTypeCode', 'ownerCompanyName', 'onHand', 'inTransit', 'overdue']}
        warehouseFilter
        toolbar={<BalanceExports scope="c1" codes={C1_CODES} filters={filters} />}
        rowActions={(row) => (
          <>
            <RowAction
              code={C1_CODES.check}
              label={buttons.check}
              onClick={() =>
                navigate(emit, STOCK_PATHS.ownStockC1Detail, {
                  warehouseId: row.warehouseId,
                  trayTypeCode: row.trayTypeCode,
                  ownerCompanyId: row.ownerCompanyId,
                })
              }
            />
            <RowAction
              code={C1_CODES.transferOut}
              label={buttons.transferOut}
              onClick={() => actions.open('c1TransferOut', row)}
            />
            <RowAction
              code={C1_CODES.returnTray}
              label={buttons.returnTray}
              onClick={() => actions.open('returnTray', row)}
            />
          </>
        )}
      />
      {actions.dialog}
    </>
  );
}
