/**
 * The calls of the moves pages (wire types in src/contract/stock.ts; SPEC §7 "Stock, transport, return,
 * recycle"). Every list has a GET export twin: the list path with `Export` appended.
 */
import type { Page } from '../../contract/envelope';
import type {
  AllocationTarget,
  CreateCirculationRequest,
  InboundOrder,
  PalletCode,
  PalletCodeQuery,
  Shipment,
  ShipmentQuery,
  SignQuery,
  SignRequest,
  SignRow,
  StockQuery,
  StockRow,
  Transfer,
  TransferQuery,
  TrayType,
  Warehouse,
} from '../../contract/stock';
import type { CreateWaybillRequest, Waybill, WaybillQuery } from '../../contract/transport';
import { api, type RequestOptions } from '../../core';

const BASE = '/api/api';

export const PATHS = {
  signList: `${BASE}/customerWarehousingManagement/searchSignList`,
  signDetail: `${BASE}/customerWarehousingManagement/getCustomerWarehousingDetail`,
  sign: `${BASE}/customerWarehousingManagement/sign`,
  transferList: `${BASE}/customerStock/searchAllocationList`,
  cancelTransfer: `${BASE}/customerStock/cancelAllocationStockOut`,
  shipmentList: `${BASE}/consumerStock/searchShipmentList`,
  createSaleOutbound: `${BASE}/transportationManagement/createCustomerOutboundOrder`,
  waybillList: `${BASE}/transportationManagement/searchList`,
  createCirculation: `${BASE}/downstreamCustomer/createMultiCirculationOutOrder`,
  ownStock: `${BASE}/customerStock/searchCustomerStock`,
  c1Stock: `${BASE}/customerStock/searchCustomerStockC1`,
  codeList: `${BASE}/code/searchCodeList`,
  codeDetail: `${BASE}/code/getCodeDetail`,
  trayTypes: `${BASE}/getTrayTypeCodes`,
  myWarehouses: `${BASE}/recevingaddress/searchList`,
  downstreamClients: `${BASE}/customerCompany/getDownstreamC1Company`,
  clientWarehouses: `${BASE}/customerCompany/getReceivingAddressByCompanyId`,
} as const;

/** A lookup list is read in one page of the server's largest size (a company has tens of warehouses). */
const LOOKUP_PAGE = { pageNum: 1, pageSize: 100 };

export type SourceType = SignRow['sourceType'];

export const movesApi = {
  signList: (query: SignQuery, options?: RequestOptions) =>
    api.post<Page<SignRow>>(PATHS.signList, query, options),
  signDetail: (request: { sourceType: SourceType; id: string }, options?: RequestOptions) =>
    api.post<InboundOrder | Transfer>(PATHS.signDetail, request, options),
  sign: (request: SignRequest) => api.post<unknown>(PATHS.sign, request),

  transferList: (query: TransferQuery, options?: RequestOptions) =>
    api.post<Page<Transfer>>(PATHS.transferList, query, options),
  cancelTransfer: (id: string) => api.post<unknown>(PATHS.cancelTransfer, { id }),

  shipmentList: (query: ShipmentQuery, options?: RequestOptions) =>
    api.post<Page<Shipment>>(PATHS.shipmentList, query, options),
  /** A sale outbound is a waybill waiting to leave (出库管理 follows it). */
  createSaleOutbound: (request: CreateWaybillRequest) => api.post<Waybill>(PATHS.createSaleOutbound, request),
  waybillList: (query: WaybillQuery, options?: RequestOptions) =>
    api.post<Page<Waybill>>(PATHS.waybillList, query, options),
  createCirculation: (request: CreateCirculationRequest) =>
    api.post<Shipment[] | Shipment>(PATHS.createCirculation, request),

  /** Own stock of one warehouse (and tray type): the available quantity of a sale outbound. */
  ownStock: (query: Omit<StockQuery, 'pageNum' | 'pageSize'>, options?: RequestOptions) =>
    api.post<Page<StockRow>>(PATHS.ownStock, { ...LOOKUP_PAGE, ...query }, options),
  /** C1 stock (pallets of upstream owners) of one warehouse: the lines of a circulation. */
  c1Stock: (query: Omit<StockQuery, 'pageNum' | 'pageSize'>, options?: RequestOptions) =>
    api.post<Page<StockRow>>(PATHS.c1Stock, { ...LOOKUP_PAGE, ...query }, options),

  codeList: (query: PalletCodeQuery, options?: RequestOptions) =>
    api.post<Page<PalletCode>>(PATHS.codeList, query, options),
  codeDetail: (traceId: string, options?: RequestOptions) =>
    api.post<PalletCode>(PATHS.codeDetail, { traceId }, options),

  trayTypes: (options?: RequestOptions) => api.post<TrayType[]>(PATHS.trayTypes, {}, options),
  myWarehouses: (options?: RequestOptions) =>
    api.post<Page<Warehouse>>(PATHS.myWarehouses, LOOKUP_PAGE, options),
  downstreamClients: (options?: RequestOptions) =>
    api.post<AllocationTarget[]>(PATHS.downstreamClients, {}, options),
  clientWarehouses: (companyId: string, options?: RequestOptions) =>
    api.post<Warehouse[]>(PATHS.clientWarehouses, { companyId }, options),
};
