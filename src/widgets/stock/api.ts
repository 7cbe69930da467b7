/** The stock calls of SPEC §7 these widgets make (paths and wire types in src/contract/stock.ts). */
import { API, type ApiPath } from '../../contract/api-paths';
import type {
  ApplyRecyclingRequest,
  C1TransferRequest,
  CreateSaleOutboundRequest,
  CreateTransferRequest,
  RecyclingApplication,
  Shipment,
  Transfer,
} from '../../contract/stock';
import { api } from '../../core';

/** The list calls whose rows are StockRow, by the page that shows them. */
export const STOCK_LIST_PATHS = {
  own: API.customerStock.searchCustomerStock,
  c1: API.customerStock.searchCustomerStockC1,
  downstream: API.consumerStock.searchDownstreamStock,
} as const;

export const STOCK_DETAIL_PATHS = {
  own: API.customerStock.detail,
  c1: API.downstreamCustomer.stockDetail,
} as const;

export const STOCK_SUMMARY_PATH = API.customerStock.getStockSummary;
export const DEDUCTION_LIST_PATH = API.consumerStock.searchDeductionList;
/** Platform customers one may transfer to. */
export const ALLOCATION_TARGETS_PATH = API.customerStock.getAllocationInfo;

/** The reads a stock action changes (balances, ledgers, totals): invalidated after every action. */
export const STOCK_READS: readonly ApiPath[] = [
  ...Object.values(STOCK_LIST_PATHS),
  ...Object.values(STOCK_DETAIL_PATHS),
  STOCK_SUMMARY_PATH,
];

/** The stock actions (reads go through useApiQuery / usePagedQuery with the paths above). */
export const stockApi = {
  transferOut: (request: CreateTransferRequest) =>
    api.post<Transfer>(API.customerStock.updateAllocationStockOut, request),
  saleOut: (request: CreateSaleOutboundRequest) =>
    api.post<Shipment>(API.transportationManagement.createCustomerOutboundOrder, request),
  applyRecycling: (request: ApplyRecyclingRequest) =>
    api.post<RecyclingApplication>(API.customerStock.applyRecycling, request),
  c1TransferOut: (request: C1TransferRequest) =>
    api.post<Transfer>(API.downstreamCustomer.transferStockOut, request),
  c1ReturnTray: (request: ApplyRecyclingRequest) =>
    api.post<RecyclingApplication>(API.downstreamCustomer.applyDownstreamRecycle, request),
};
