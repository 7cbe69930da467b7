/** The stock calls of SPEC §7 these widgets make (paths and wire types in src/contract/stock.ts). */
import type { Page } from '../../contract/envelope';
import type {
  AllocationTarget,
  ApplyRecyclingRequest,
  C1TransferRequest,
  CreateSaleOutboundRequest,
  CreateTransferRequest,
  Deduction,
  DeductionQuery,
  RecyclingApplication,
  Shipment,
  StockDetail,
  StockDetailQuery,
  StockQuery,
  StockRow,
  StockSummary,
  StockSummaryQuery,
  Transfer,
  TrayType,
  Warehouse,
  WarehouseQuery,
} from '../../contract/stock';
import { API } from '../../contract/api-paths';
import { api, type RequestOptions } from '../../core';

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
export const STOCK_READS: readonly string[] = [
  ...Object.values(STOCK_LIST_PATHS),
  ...Object.values(STOCK_DETAIL_PATHS),
  STOCK_SUMMARY_PATH,
];

export const stockApi = {
  summary: (query: StockSummaryQuery, options?: RequestOptions) =>
    api.post<StockSummary>(STOCK_SUMMARY_PATH, query, options),
  list: (path: string, query: StockQuery, options?: RequestOptions) =>
    api.post<Page<StockRow>>(path, query, options),
  detail: (path: string, query: StockDetailQuery, options?: RequestOptions) =>
    api.post<StockDetail>(path, query, options),
  deductions: (query: DeductionQuery, options?: RequestOptions) =>
    api.post<Page<Deduction>>(DEDUCTION_LIST_PATH, query, options),

  trayTypes: (options?: RequestOptions) => api.post<TrayType[]>(API.trayType.getTrayTypeCodes, {}, options),
  /** The session company's warehouses (filters). */
  warehouses: (query: WarehouseQuery, options?: RequestOptions) =>
    api.post<Page<Warehouse>>(API.recevingaddress.searchList, query, options),
  /** Platform customers one may transfer to. */
  allocationTargets: (options?: RequestOptions) =>
    api.post<AllocationTarget[]>(ALLOCATION_TARGETS_PATH, {}, options),
  /** Downstream clients of the session company (sale outbound targets). Not in src/contract yet. */
  downstreamClients: (options?: RequestOptions) =>
    api.post<AllocationTarget[]>(API.customerCompany.getDownstreamC1Company, {}, options),
  /** A client's receiving addresses. Not in src/contract yet. */
  receivingAddresses: (companyId: string, options?: RequestOptions) =>
    api.post<Warehouse[]>(API.customerCompany.getReceivingAddressByCompanyId, { companyId }, options),

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
