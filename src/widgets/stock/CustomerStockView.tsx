import { STOCK_LIST_PATHS } from './api';
import { ListExportButtons } from '../ListExportButtons';
import { stockLabels } from './labels';
import { StockBalanceList, useStockList } from './StockBalanceList';
import { toStockQuery, withoutPaging } from './stock-query';

/**
 * 下游客户库存: my pallets held by my downstream clients, with what is overdue. SPEC §6 names no
 * permission code for this page's export, so the export buttons are shown to everyone who sees the page.
 */
export function CustomerStockView() {
  const list = useStockList('downstream');
  const filters = withoutPaging(toStockQuery(list.applied, list.paging, list.sort));
  return (
    <StockBalanceList
      list={list}
      caption={stockLabels.captions.customer}
      columns={['holderCompanyName', 'warehouseName', 'trayTypeCode', 'onHand', 'inTransit', 'overdue']}
      warehouseFilter={false}
      toolbar={
        <ListExportButtons
          listPath={STOCK_LIST_PATHS.downstream}
          filters={filters}
          label={stockLabels.buttons.export}
        />
      }
    />
  );
}
