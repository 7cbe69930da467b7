import { usePermissions } from '../../core';
import { Button } from '../../ui';
import { useEmit } from '../widget-context';
import { STOCK_DETAIL_PATHS, STOCK_LIST_PATHS } from './api';
import { ExportButtons } from './ExportButtons';
import { stockLabels } from './labels';
import { navigate, STOCK_PATHS } from './navigation';
import { C1_CODES } from './permission-codes';
import { StockBalanceList, useStockList } from './StockBalanceList';
import { toStockQuery, withoutPaging } from './stock-query';
import { useActionDialog } from './use-action-dialog';

const { buttons } = stockLabels;

/** 自有库存(C1): pallets this downstream C1 holds that belong to an upstream customer. */
export function C1StockView() {
  const emit = useEmit();
  const { can } = usePermissions();
  const list = useStockList('c1');
  const actions = useActionDialog(list.reload);
  const filters = withoutPaging(toStockQuery(list.applied, list.paging, list.sort));

  const toolbar = (
    <>
      <ExportButtons
        code={C1_CODES.export}
        listPath={STOCK_LIST_PATHS.c1}
        filters={filters}
        label={buttons.export}
      />
      <ExportButtons
        code={C1_CODES.exportDetail}
        listPath={STOCK_DETAIL_PATHS.c1}
        filters={filters}
        label={buttons.exportDetail}
      />
    </>
  );

  return (
    <>
      <StockBalanceList
        list={list}
        caption={stockLabels.captions.c1Stock}
        columns={['warehouseName', 'trayTypeCode', 'ownerCompanyName', 'onHand', 'inTransit', 'overdue']}
        warehouseFilter
        toolbar={toolbar}
        rowActions={(row) => (
          <>
            {can(C1_CODES.check) && (
              <Button
                variant="link"
                size="small"
                onClick={() =>
                  navigate(emit, STOCK_PATHS.ownStockC1Detail, {
                    warehouseId: row.warehouseId,
                    trayTypeCode: row.trayTypeCode,
                    ownerCompanyId: row.ownerCompanyId,
                  })
                }
              >
                {buttons.check}
              </Button>
            )}
            {can(C1_CODES.transferOut) && (
              <Button variant="link" size="small" onClick={() => actions.open('c1TransferOut', row)}>
                {buttons.transferOut}
              </Button>
            )}
            {can(C1_CODES.returnTray) && (
              <Button variant="link" size="small" onClick={() => actions.open('returnTray', row)}>
                {buttons.returnTray}
              </Button>
            )}
          </>
        )}
      />
      {actions.dialog}
    </>
  );
}
