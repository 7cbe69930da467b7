/**
 * The calls of the return pages (wire types in src/contract/returns.ts); reads go through the query layer
 * by path. Every list has a GET export twin: the list path with `Export` appended.
 */
import { API, type ApiPath } from '../../contract/api-paths';
import type {
  BookDoorPickupRequest,
  ConfirmTransportRecordRequest,
  CreateSelfReturnRequest,
  TrayReturnDetail,
} from '../../contract/returns';
import { api } from '../../core';

const R = API.trayReturn;
const L = API.logisticsDemand;

/** Which return list or detail: a channel's (上门取件, 自行归还) or the received ones (工厂归还). */
export type ReturnListKind = 'toDoor' | 'self' | 'factory';
export const RETURN_LIST_CALL: Record<ReturnListKind, ApiPath> = {
  toDoor: R.searchDoorPickupList,
  self: R.searchSelfReturnList,
  factory: R.searchFactoryReturnList,
};
export const RETURN_DETAIL_CALL: Record<ReturnListKind, ApiPath> = {
  toDoor: R.getDoorPickupDetail,
  self: R.getSelfReturnDetail,
  factory: R.getFactoryReturnDetail,
};
export const CUSTOMER_RETURN_LIST_CALL = R.searchCustomerReturnList;
export const DEPOTS_CALL = R.getDepotList;
export const RETURNABLE_STOCK_CALL = R.getReturnableStock;
export const TRANSPORT_LIST_CALL = L.searchTransportRecordList;
export const TRANSPORT_SOURCE_CALL = L.transportRecordConfirmSourceDetail;
export const CHECK_RETURN_NUMBER_CALL = L.checkReturnNumber;
export const LOGISTICS_SWITCH_CALL = API.config.logisticsSwitch;
export const RECYCLE_FLAG_CALL = API.customer.getRecycleStockFlag;

/** The reads a return write changes: the return lists and details, the returnable stock, the transport records. */
export const RETURN_READS = [
  ...Object.values(RETURN_LIST_CALL),
  ...Object.values(RETURN_DETAIL_CALL),
  RETURNABLE_STOCK_CALL,
  TRANSPORT_LIST_CALL,
  TRANSPORT_SOURCE_CALL,
] as const;

export const returnsApi = {
  book: (request: BookDoorPickupRequest) => api.post<TrayReturnDetail>(R.bookDoorPickup, request),
  selfReturn: (request: CreateSelfReturnRequest) => api.post<TrayReturnDetail>(R.createSelfReturn, request),
  cancel: (id: string) => api.post<TrayReturnDetail>(R.cancelDoorPickup, { id }),
  confirmTransport: (request: ConfirmTransportRecordRequest) =>
    api.post<TrayReturnDetail>(L.transportationRecordConfirmation, request),
};
