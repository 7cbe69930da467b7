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

export const transportApi = {
  waybillList: (query: WaybillQuery, options?: RequestOptions) =>
    api.post<Page<Waybill>>(PATHS.waybillList, query, options),
  waybillDetail: (id: string, options?: RequestOptions) =>
    api.post<Waybill>(PATHS.waybillDetail, { id }, options),
  batchConfirm: (ids: string[]) => api.post<BatchConfirmResult>(PATHS.batchConfirm, { ids }),
  deleteWaybill: (id: string) => api.post<Waybill>(PATHS.deleteWaybill, { id }),

  inboundList: (query: InboundListQuery, options?: RequestOptions) =>
    api.post<Page<InboundListRow>>(PATHS.inboundList, query, options),
  inboundDetail: (id: string, options?: RequestOptions) =>
    api.post<InboundOrder>(PATHS.inboundDetail, { sourceType: 'inbound', id }, options),
  confirmFinish: (id: string) => api.post<InboundListRow>(PATHS.confirmFinish, { id }),
  createStockIn: (request: CreateCustomerStockInRequest) =>
    api.post<InboundListRow>(PATHS.createStockIn, request),
};
