import { usePermissions } from '../../core';
import { Button } from '../../ui';
import { useEmit } from '../widget-context';
import { STOCK_DETAIL_PATHS, STOCK_LIST_PATHS } from './api';
import { ExportButtons } from './ExportButtons';
import { stockLabels } from './labels';
import { navigate, STOCK_PATHS } from './navigation';
import { OWN_CODES } from './permission-codes';
import { StockBalanceList, useStockList } from './StockBalanceList';
import { toStockQuery, withoutPaging } from './stock-query';
import { useActionDialog } from './use-action-dialog';

const { buttons } = stockLabels;

/** 自有库存: the company's own pallets per warehouse × tray type, with every action SPEC §6 lists. */
export function OwnStockView() {
  const emit = useEmit();
  const { can } = usePermissions();
  const list = useStockList('own');
  const actions = useActionDialog(list.reload);
  const filters = withoutPaging(toStockQuery(list.applied, list.paging, list.sort));

  const toolbar = (
    <>
      {can(OWN_CODES.confirmInbound) && (
        <Button onClick={() => navigate(emit, STOCK_PATHS.sign)}>{buttons.confirmInbound}</Button>
      )}
      {can(OWN_CODES.buildInbound) && (
        <Button onClick={() => navigate(emit, STOCK_PATHS.importOrder)}>{buttons.buildInbound}</Button>
      )}
      <ExportButtons
        code={OWN_CODES.export}
        listPath={STOCK_LIST_PATHS.own}
        filters={filters}
        label={buttons.export}
      />
      <ExportButtons
        code={OWN_CODES.exportDetail}
        listPath={STOCK_DETAIL_PATHS.own}
        filters={filters}
        label={buttons.exportDetail}
      />
    </>
  );

  return (
    <>
      <StockBalanceList
        list={list}
        caption={stockLabels.captions.ownStock}
        columns={['warehouseName', 'trayTypeCode', 'onHand', 'inTransit', 'awaitingSignature']}
        warehouseFilter
        toolbar={toolbar}
        rowActions={(row) => (
          <>
            {can(OWN_CODES.checkDetail) && (
              <Button
                variant="link"
                size="small"
                onClick={() =>
                  navigate(emit, STOCK_PATHS.ownStockDetail, {
                    warehouseId: row.warehouseId,
                    trayTypeCode: row.trayTypeCode,
                  })
                }
              >
                {buttons.checkDetail}
              </Button>
            )}
            {can(OWN_CODES.saleOut) && (
              <Button variant="link" size="small" onClick={() => actions.open('saleOut', row)}>
                {buttons.saleOut}
              </Button>
            )}
            {can(OWN_CODES.transferOut) && (
              <Button variant="link" size="small" onClick={() => actions.open('transferOut', row)}>
                {buttons.transferOut}
              </Button>
            )}
            {can(OWN_CODES.applyRecycling) && (
              <Button variant="link" size="small" onClick={() => actions.open('applyRecycling', row)}>
                {buttons.applyRecycling}
              </Button>
            )}
          </>
        )}
      />
      {actions.dialog}
    </>
  );
}
