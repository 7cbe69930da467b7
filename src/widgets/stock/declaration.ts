import { PAGES } from '../../contract/pages';
import { declareWidget, type WidgetModule } from '../declare-widget';

const balance = {
  warehouseId: { type: 'string', description: 'detail views, board: the warehouse of the balance' },
  trayTypeCode: { type: 'string', description: 'detail views, board: the tray type of the balance' },
} as const;
const balanceQuery = { warehouseId: 'warehouseId', trayTypeCode: 'trayTypeCode' } as const;

export const stockWidget = declareWidget({
  tag: 'yp-stock',
  summary: '库存 (own, C1 and downstream-client stock, their ledgers, deductions and stock actions)',
  attributes: {
    view: {
      type: 'string',
      values: ['ownStock', 'ownStockDetail', 'ownStockC1', 'ownStockC1Detail', 'customer', 'deductDetail'],
      description: 'the page of the same name under /yelopack/stock/ (default ownStock)',
    },
    ...balance,
    ownerCompanyId: { type: 'string', description: 'view="ownStockC1Detail": whose pallets' },
  },
  events: ['yp-navigate'],
  pages: [
    { path: PAGES.stock.ownStock, attributes: { view: 'ownStock' } },
    { path: PAGES.stock.ownStockDetail, attributes: { view: 'ownStockDetail' }, query: balanceQuery },
    { path: PAGES.stock.ownStockC1, attributes: { view: 'ownStockC1' } },
    {
      path: PAGES.stock.ownStockC1Detail,
      attributes: { view: 'ownStockC1Detail' },
      query: { ...balanceQuery, ownerCompanyId: 'ownerCompanyId' },
    },
    { path: PAGES.stock.customer, attributes: { view: 'customer' } },
    { path: PAGES.stock.deductDetail, attributes: { view: 'deductDetail' } },
  ],
  load: (): Promise<WidgetModule> => import('./index'),
});

/** Its own entry apart from <yp-stock>, so a host page that shows only the board loads no list code. */
export const stockBoardWidget = declareWidget({
  tag: 'yp-stock-board',
  summary: '库存看板 (stock totals and balances per warehouse and tray type, for a host ERP page)',
  attributes: balance,
  events: ['yp-navigate'],
  pages: [],
  load: (): Promise<WidgetModule> => import('./board'),
});
