/** The stock reads these widgets make (paths and wire types in src/contract/stock.ts; actions: ../stock-actions). */
import { API } from '../../contract/api-paths';
import { SOURCE_LIST_PATHS } from '../balances';

/** The list calls whose rows are StockRow, by the page that shows them. */
export const STOCK_LIST_PATHS = {
  ...SOURCE_LIST_PATHS,
  downstream: API.consumerStock.searchDownstreamStock,
} as const;

export const STOCK_DETAIL_PATHS = {
  own: API.customerStock.detail,
  c1: API.downstreamCustomer.stockDetail,
} as const;

export const STOCK_SUMMARY_PATH = API.customerStock.getStockSummary;
export const DEDUCTION_LIST_PATH = API.consumerStock.searchDeductionList;
