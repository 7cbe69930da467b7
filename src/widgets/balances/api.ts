/** The stock action calls (SPEC §7) and the reads an action changes. */
import { API, type ApiPath } from '../../contract/api-paths';
import type {
  ApplyRecyclingRequest,
  C1TransferRequest,
  CreateCirculationRequest,
  CreateSaleOutboundRequest,
  CreateTransferRequest,
  RecyclingApplication,
  Shipment,
  Transfer,
} from '../../contract/stock';
import { api } from '../../core';

/** Where the dialog finds the balances to choose from when no row fixed one (the pallet area, role 2). */
export const SOURCE_LIST_PATHS = {
  own: API.customerStock.searchCustomerStock,
  c1: API.customerStock.searchCustomerStockC1,
} as const;

/** Platform customers one may transfer to. */
export const ALLOCATION_TARGETS_PATH = API.customerStock.getAllocationInfo;

/**
 * Every read a stock action changes (balances, ledgers, totals, documents, the reports built on them):
 * invalidated after every action, so each list and total on the page refreshes.
 */
export const STOCK_READS: readonly ApiPath[] = [
  ...Object.values(SOURCE_LIST_PATHS),
  API.consumerStock.searchDownstreamStock,
  API.customerStock.detail,
  API.customerStock.getStockSummary,
  API.customerStock.searchAllocationList,
  API.consumerStock.searchShipmentList,
  API.downstreamCustomer.searchStock,
  API.downstreamCustomer.stockDetail,
  API.downstreamCustomer.searchLogisticsItem,
  ...Object.values(API.groupDownStreamCustomer),
];

/** The stock actions. */
export const stockActionApi = {
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
  circulateOut: (request: CreateCirculationRequest) =>
    api.post<Shipment[]>(API.downstreamCustomer.createMultiCirculationOutOrder, request),
};
