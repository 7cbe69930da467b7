/**
 * The calls of the moves pages (wire types in src/contract/stock.ts; SPEC §7 "Stock, transport, return,
 * recycle"). Reads go through the query layer by path (every list has a GET export twin: the list path
 * with `Export` appended); writes are the functions of `movesApi`.
 */
import { API } from '../../contract/api-paths';
import type {
  CreateCirculationRequest,
  Shipment,
  SignRequest,
  SignRow,
  Transfer,
} from '../../contract/stock';
import type { CorrectTransferRequest, RejectTransferRequest } from '../../contract/transfer-disputes';
import type { CreateWaybillRequest, Waybill } from '../../contract/transport';
import { api } from '../../core';

export const SIGN_LIST_CALL = API.customerWarehousingManagement.searchSignList;
export const SIGN_DETAIL_CALL = API.customerWarehousingManagement.getCustomerWarehousingDetail;
export const TRANSFER_LIST_CALL = API.customerStock.searchAllocationList;
export const SHIPMENT_LIST_CALL = API.consumerStock.searchShipmentList;
export const WAYBILL_LIST_CALL = API.transportationManagement.searchList;
/** Own stock of one warehouse (and tray type): the available quantity of a sale outbound. */
export const OWN_STOCK_CALL = API.customerStock.searchCustomerStock;
/** C1 stock (pallets of upstream owners) of one warehouse: the lines of a circulation. */
export const C1_STOCK_CALL = API.customerStock.searchCustomerStockC1;
export const CODE_LIST_CALL = API.code.searchCodeList;
export const CODE_DETAIL_CALL = API.code.getCodeDetail;

/** A stock lookup is read in one page of the server's largest size (a warehouse holds a few rows). */
export const LOOKUP_PAGE = { pageNum: 1, pageSize: 100 } as const;

/** The reads a signature changes (the documents awaiting it, and the stock it adds to). */
export const SIGN_READS = [SIGN_LIST_CALL, SIGN_DETAIL_CALL, TRANSFER_LIST_CALL, OWN_STOCK_CALL] as const;
/** The reads cancelling a transfer changes (the stock it returns). */
export const TRANSFER_READS = [TRANSFER_LIST_CALL, SIGN_LIST_CALL, OWN_STOCK_CALL] as const;
/** The reads a shipment (sale outbound, circulation) changes: its lists and the stock it took. */
export const SHIPMENT_READS = [SHIPMENT_LIST_CALL, WAYBILL_LIST_CALL, OWN_STOCK_CALL, C1_STOCK_CALL] as const;

export type SourceType = SignRow['sourceType'];

export const movesApi = {
  sign: (request: SignRequest) => api.post<unknown>(API.customerWarehousingManagement.sign, request),
  cancelTransfer: (id: string) => api.post<unknown>(API.customerStock.cancelAllocationStockOut, { id }),
  /** The receiver's disputes (src/contract/transfer-disputes.ts). */
  correctTransfer: (request: CorrectTransferRequest) =>
    api.post<Transfer>(API.transferDispute.correct, request),
  rejectTransfer: (request: RejectTransferRequest) => api.post<Transfer>(API.transferDispute.reject, request),
  /** A sale outbound is a waybill waiting to leave (出库管理 follows it). */
  createSaleOutbound: (request: CreateWaybillRequest) =>
    api.post<Waybill>(API.transportationManagement.createCustomerOutboundOrder, request),
  createCirculation: (request: CreateCirculationRequest) =>
    api.post<Shipment[] | Shipment>(API.downstreamCustomer.createMultiCirculationOutOrder, request),
};
