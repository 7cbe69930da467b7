/**
 * The calls of the transport pages (wire types in src/contract/transport.ts; SPEC §7). Every list has a
 * GET export twin: the list path with `Export` appended.
 */
import type { Page } from '../../contract/envelope';
import type { InboundOrder } from '../../contract/stock';
import type {
  BatchConfirmResult,
  CreateCustomerStockInRequest,
  InboundListRow,
  Waybill,
} from '../../contract/transport';
import { API } from '../../contract/api-paths';
import { api } from '../../core';

const T = API.transportationManagement;
const W = API.customerWarehousingManagement;

export const PATHS = {
  waybillList: T.searchList,
  waybillDetail: T.getDetailById,
  batchConfirm: T.batchConfirmArrive,
  deleteWaybill: T.deleteWaitStockOut,
  inboundList: W.searchList,
  inboundDetail: W.getCustomerWarehousingDetail,
  confirmFinish: W.confirmCustomerStockInFinish,
  createStockIn: W.createCustomerStockIn,
} as const;

/** The reads a waybill write (确认到货, 删除) changes. */
export const WAYBILL_READS = [PATHS.waybillList, PATHS.waybillDetail] as const;
/** The reads an inbound write (确认完成, 生成入库单) changes. */
export const INBOUND_READS = [PATHS.inboundList, PATHS.inboundDetail] as const;

/** The body of an inbound order's detail read (the same call also reads other document kinds). */
export const inboundDetailBody = (id: string) => ({ sourceType: 'inbound', id }) as const;

/** What the server answers each call with; the calls below and the fake backend are typed by it. */
export interface TransportResponses {
  [PATHS.waybillList]: Page<Waybill>;
  [PATHS.waybillDetail]: Waybill;
  [PATHS.batchConfirm]: BatchConfirmResult;
  [PATHS.deleteWaybill]: Waybill;
  [PATHS.inboundList]: Page<InboundListRow>;
  /** readInboundOrder: the order alone, without the list's source and client fields. */
  [PATHS.inboundDetail]: InboundOrder;
  [PATHS.confirmFinish]: InboundListRow;
  [PATHS.createStockIn]: InboundListRow;
}

const post = <P extends keyof TransportResponses>(path: P, body: object) =>
  api.post<TransportResponses[P]>(path, body);

/** The writes; the reads go through the query layer by path (PATHS.waybillList …). */
export const transportApi = {
  batchConfirm: (ids: string[]) => post(PATHS.batchConfirm, { ids }),
  deleteWaybill: (id: string) => post(PATHS.deleteWaybill, { id }),
  confirmFinish: (id: string) => post(PATHS.confirmFinish, { id }),
  createStockIn: (request: CreateCustomerStockInRequest) => post(PATHS.createStockIn, request),
};
