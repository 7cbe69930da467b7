/**
 * The calls of the return pages (wire types in src/contract/returns.ts). Every list has a GET export
 * twin: the list path with `Export` appended.
 */
import type { Page } from '../../contract/envelope';
import type {
  BookDoorPickupRequest,
  CheckReturnNumberResult,
  ConfirmTransportRecordRequest,
  CreateSelfReturnRequest,
  CustomerReturnQuery,
  CustomerReturnRow,
  LogisticsSwitch,
  RecycleStockFlag,
  ReturnableStock,
  ReturnDepot,
  ReturnQuery,
  TransportRecord,
  TransportRecordQuery,
  TrayReturn,
  TrayReturnDetail,
} from '../../contract/returns';
import type { TrayType, Warehouse } from '../../contract/stock';
import { api, type RequestOptions } from '../../core';

const R = '/api/api/trayReturn';
const L = '/api/logistics/demand';

export const PATHS = {
  toDoorList: `${R}/searchDoorPickupList`,
  selfList: `${R}/searchSelfReturnList`,
  factoryList: `${R}/searchFactoryReturnList`,
  customerReturnList: `${R}/searchCustomerReturnList`,
  toDoorDetail: `${R}/getDoorPickupDetail`,
  selfDetail: `${R}/getSelfReturnDetail`,
  factoryDetail: `${R}/getFactoryReturnDetail`,
  book: `${R}/bookDoorPickup`,
  selfReturn: `${R}/createSelfReturn`,
  cancel: `${R}/cancelDoorPickup`,
  depots: `${R}/getDepotList`,
  returnable: `${R}/getReturnableStock`,
  transportList: `${L}/searchTransportRecordList`,
  transportSource: `${L}/transportRecordConfirmSourceDetail`,
  checkReturnNumber: `${L}/checkReturnNumber`,
  confirmTransport: `${L}/transportationRecordConfirmation`,
  logisticsSwitch: '/api/config/logisticsSwitch',
  recycleFlag: '/api/customer/getRecycleStockFlag',
  myWarehouses: '/api/api/recevingaddress/searchList',
  trayTypes: '/api/api/getTrayTypeCodes',
} as const;

/** Which return list or detail: a channel's (上门取件, 自行归还) or the received ones (工厂归还). */
export type ReturnListKind = 'toDoor' | 'self' | 'factory';
const LIST_PATH: Record<ReturnListKind, string> = {
  toDoor: PATHS.toDoorList,
  self: PATHS.selfList,
  factory: PATHS.factoryList,
};
const DETAIL_PATH: Record<ReturnListKind, string> = {
  toDoor: PATHS.toDoorDetail,
  self: PATHS.selfDetail,
  factory: PATHS.factoryDetail,
};
export const listPathOf = (kind: ReturnListKind) => LIST_PATH[kind];

export const returnsApi = {
  list: (kind: ReturnListKind, query: ReturnQuery, options?: RequestOptions) =>
    api.post<Page<TrayReturn>>(LIST_PATH[kind], query, options),
  detail: (kind: ReturnListKind, id: string, options?: RequestOptions) =>
    api.post<TrayReturnDetail>(DETAIL_PATH[kind], { id }, options),
  book: (request: BookDoorPickupRequest) => api.post<TrayReturnDetail>(PATHS.book, request),
  selfReturn: (request: CreateSelfReturnRequest) => api.post<TrayReturnDetail>(PATHS.selfReturn, request),
  cancel: (id: string) => api.post<TrayReturnDetail>(PATHS.cancel, { id }),
  depots: (options?: RequestOptions) => api.post<ReturnDepot[]>(PATHS.depots, {}, options),
  returnable: (warehouseId: string, options?: RequestOptions) =>
    api.post<ReturnableStock[]>(PATHS.returnable, { warehouseId }, options),
  recycleFlag: (options?: RequestOptions) => api.post<RecycleStockFlag>(PATHS.recycleFlag, {}, options),

  transportList: (query: TransportRecordQuery, options?: RequestOptions) =>
    api.post<Page<TransportRecord>>(PATHS.transportList, query, options),
  transportSource: (id: string, options?: RequestOptions) =>
    api.post<TransportRecord>(PATHS.transportSource, { id }, options),
  checkReturnNumber: (returnNumber: string, options?: RequestOptions) =>
    api.post<CheckReturnNumberResult>(PATHS.checkReturnNumber, { returnNumber }, options),
  confirmTransport: (request: ConfirmTransportRecordRequest) =>
    api.post<TrayReturnDetail>(PATHS.confirmTransport, request),
  logisticsSwitch: (options?: RequestOptions) =>
    api.post<LogisticsSwitch>(PATHS.logisticsSwitch, {}, options),

  customerReturnList: (query: CustomerReturnQuery, options?: RequestOptions) =>
    api.post<Page<CustomerReturnRow>>(PATHS.customerReturnList, query, options),

  myWarehouses: (options?: RequestOptions) =>
    api.post<Page<Warehouse>>(PATHS.myWarehouses, { pageNum: 1, pageSize: 100 }, options),
  trayTypes: (options?: RequestOptions) => api.post<TrayType[]>(PATHS.trayTypes, {}, options),
};
