/**
 * The calls of the transport pages (wire types in src/contract/transport.ts; SPEC §7). Every list has a
 * GET export twin: the list path with `Export` appended.
 */
import type { Page } from '../../contract/envelope';
import type { InboundOrder } from '../../contract/stock';
import type {
  BatchConfirmResult,
  CreateCustomerStockInRequest,
  InboundListQuery,
  InboundListRow,
  Waybill,
  WaybillQuery,
} from '../../contract/transport';
import { api, type RequestOptions } from '../../core';

const T = '/api/api/transportationManagement';
const W = '/api/api/customerWarehousingManagement';

export const PATHS = {
  waybillList: `${T}/searchList`,
  waybillDetail: `${T}/getDetailById`,
  batchConfirm: `${T}/batchConfirmArrive`,
  deleteWaybill: `${T}/deleteWaitStockOut`,
  inboundList: `${W}/searchList`,
  inboundDetail: `${W}/getCustomerWarehousingDetail`,
  confirmFinish: `${W}/confirmCustomerStockInFinish`,
  createStockIn: `${W}/createCustomerStockIn`,
} as const;

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

const post = <P extends keyof TransportResponses>(path: P, body: object, options?: RequestOptions) =>
  api.post<TransportResponses[P]>(path, body, options);

export const transportApi = {
  waybillList: (query: WaybillQuery, options?: RequestOptions) => post(PATHS.waybillList, query, options),
  waybillDetail: (id: string, options?: RequestOptions) => post(PATHS.waybillDetail, { id }, options),
  batchConfirm: (ids: string[]) => post(PATHS.batchConfirm, { ids }),
  deleteWaybill: (id: string) => post(PATHS.deleteWaybill, { id }),

  inboundList: (query: InboundListQuery, options?: RequestOptions) => post(PATHS.inboundList, query, options),
  inboundDetail: (id: string, options?: RequestOptions) =>
    post(PATHS.inboundDetail, { sourceType: 'inbound', id }, options),
  confirmFinish: (id: string) => post(PATHS.confirmFinish, { id }),
  createStockIn: (request: CreateCustomerStockInRequest) => post(PATHS.createStockIn, request),
};
