/** Where the stock widgets ask their host to go (`yp-navigate`): the shell routes, a host page may route itself. */

export const STOCK_PATHS = {
  ownStock: '/yelopack/stock/ownStock',
  ownStockDetail: '/yelopack/stock/ownStockDetail',
  ownStockC1: '/yelopack/stock/ownStockC1',
  ownStockC1Detail: '/yelopack/stock/ownStockC1Detail',
  customer: '/yelopack/stock/customer',
  sign: '/yelopack/stock/sign',
  importOrder: '/yelopack/transport/importOrder',
} as const;

export { navigate } from '../navigate';
