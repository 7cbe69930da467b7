/** Where the stock widgets ask their host to go (`yp-navigate`): the shell routes, a host page may route itself. */
import { PAGES } from '../../contract/pages';

export const STOCK_PATHS = {
  ownStock: PAGES.stock.ownStock,
  ownStockDetail: PAGES.stock.ownStockDetail,
  ownStockC1: PAGES.stock.ownStockC1,
  ownStockC1Detail: PAGES.stock.ownStockC1Detail,
  customer: PAGES.stock.customer,
  sign: PAGES.stock.sign,
  importOrder: PAGES.transport.importOrder,
} as const;

export { navigate } from '../navigate';
