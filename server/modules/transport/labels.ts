import { localized } from '../../../src/contract/localized';
import { WAYBILL_STATUS_LABELS, type WaybillStatus } from '../../../src/contract/transport';

/** Texts of the transport module (errmsg of refused rules, export headers), in Chinese and English. */
export const TRANSPORT_LABELS = localized(
  {
    waybill: '运单',
    waybillNotFound: '运单不存在',
    waybillRequired: '请提供运单号或运单 ID',
    /** Batch confirmation: the first waybill that may not be confirmed, by number. */
    notConfirmable: (waybillNo: string, status: string) =>
      `运单 ${waybillNo} 当前为「${status}」，不能确认到货`,
    notFoundInBatch: (id: string) => `运单 ${id} 不存在`,
    clientWarehouseNotFound: '客户仓库不存在',
    /** TMS reports refused naming their field `at`. */
    eventInFuture: '发生时间不能晚于当前时间',
    arrivalBeforeDeparture: '到达时间不能早于出发时间',
  },
  {
    waybill: 'Waybill',
    waybillNotFound: 'No such waybill',
    waybillRequired: 'Please give a waybill number or waybill ID',
    notConfirmable: (waybillNo, status) => `Cannot confirm arrival: waybill ${waybillNo} is “${status}”`,
    notFoundInBatch: (id) => `No such waybill: ${id}`,
    clientWarehouseNotFound: 'No such customer warehouse',
    eventInFuture: 'The event time must not be later than now',
    arrivalBeforeDeparture: 'The arrival time must not be before the departure time',
  },
);

/** The waybill's states as the transport pages word them: src/contract's set itself. */
export const WAYBILL_STATUS_NAMES = WAYBILL_STATUS_LABELS;

/** What each transition does, as a refusal says it ("不能出库"). */
export const WAYBILL_VERBS: Readonly<Record<WaybillStatus, string>> = localized(
  {
    created: '创建',
    inTransit: '出库',
    arrived: '到达',
    confirmed: '确认到货',
    deleted: '删除',
  },
  {
    created: 'create',
    inTransit: 'dispatch',
    arrived: 'mark as arrived',
    confirmed: 'confirm arrival',
    deleted: 'delete',
  },
);

export const VEHICLE_PROVIDER_NAMES = localized(
  { trans: '平台运力', yuhong: '裕鸿' },
  { trans: 'Platform fleet', yuhong: 'Yuhong' },
);

export const INBOUND_SOURCE_NAMES = localized(
  { platform: '平台入库', client: '客户归还' },
  { platform: 'Platform inbound', client: 'Customer return' },
);

export const TRANSPORT_EXPORT_FILE_NAMES = localized(
  {
    waybills: '出库管理',
    inbound: '入库管理',
  },
  {
    waybills: 'Outbound management',
    inbound: 'Inbound management',
  },
);
