/**
 * Wire types of returns (归还) and return records (SPEC §2 /yelopack/return/*, /yelopack/returntray/*;
 * SPEC §7 recycle/, recycling/, /api/logistics/demand/*, getRecycleStockFlag, logisticsSwitch).
 *
 * A return gives pallets back to the platform, by one of three channels (one document type, `trayReturn`):
 * - toDoor (上门取件): booked → pickedUp (own stock falls by pickedQuantity) → received | booked → cancelled
 * - self (自行归还): submitted → received (own stock falls by the quantity)
 * - transport (运输记录确认归还): a platform transport record confirmed by the customer: created received,
 *   stock falls once at the confirmation.
 * Quantities are whole pallets; instants ISO 8601 UTC strings; dates yyyy-MM-dd (Asia/Shanghai).
 */
import type { PageQuery } from './envelope';
import type { Idempotent, InboundStatus, RecyclingApplication, RecyclingStatus } from './stock';
import { localized } from './localized';

export type ReturnChannel = 'toDoor' | 'self' | 'transport';
export type ReturnStatus = 'booked' | 'pickedUp' | 'submitted' | 'received' | 'cancelled';

/** Return channels as a clerk reads them, on screen and in exports alike. */
export const RETURN_CHANNEL_LABELS: Readonly<Record<ReturnChannel, string>> = localized(
  {
    toDoor: '上门取件',
    self: '自行归还',
    transport: '运输记录',
  },
  { toDoor: 'Door pickup', self: 'Self return', transport: 'Transport records' },
);

/** Return states as a clerk reads them: list tabs, details, exports and refusals alike. */
export const RETURN_STATUS_LABELS: Readonly<Record<ReturnStatus, string>> = localized(
  {
    booked: '待取件',
    pickedUp: '已取件',
    submitted: '待签收',
    received: '已签收',
    cancelled: '已取消',
  },
  {
    booked: 'Awaiting pickup',
    pickedUp: 'Picked up',
    submitted: 'Awaiting receipt',
    received: 'Signed for',
    cancelled: 'Cancelled',
  },
);

/** One step of a return's timeline (its status and when it was reached). */
export interface ReturnStep {
  status: ReturnStatus;
  at: string;
}

export interface TrayReturn {
  id: string;
  documentNo: string;
  channel: ReturnChannel;
  status: ReturnStatus;
  companyId: string;
  companyName: string;
  /** The customer warehouse the pallets leave from. */
  warehouseId: string;
  warehouseName: string;
  trayTypeCode: string;
  trayTypeName: string;
  /** Booked (toDoor), declared (self) or transported (transport) quantity. */
  quantity: number;
  /** toDoor: what the platform picked up (set at pickedUp). */
  pickedQuantity: number | null;
  goodQuantity: number | null;
  damagedQuantity: number | null;
  lostQuantity: number | null;
  /** toDoor */
  pickupDate: string;
  contact: string;
  phone: string;
  /** self and transport */
  depotId: string | null;
  depotName: string;
  plateNumber: string;
  /** self */
  expectedDate: string;
  /** transport: the confirmed record and the return number given at confirmation. */
  transportRecordId: string | null;
  returnNumber: string;
  remark: string;
  createdAt: string;
  updatedAt: string;
  pickedUpAt: string | null;
  receivedAt: string | null;
  cancelledAt: string | null;
}

/** A return with its state timeline (the detail pages). */
export interface TrayReturnDetail extends TrayReturn {
  timeline: ReturnStep[];
}

/** A platform depot (平台回收站) self returns go to. */
export interface ReturnDepot {
  id: string;
  name: string;
  province: string;
  city: string;
  address: string;
  contact: string;
  phone: string;
  longitude: number;
  latitude: number;
}

// ───────────────────────── customer calls ─────────────────────────

/** POST trayReturn/searchDoorPickupList, searchSelfReturnList (status tabs), searchFactoryReturnList (received only). */
export interface ReturnQuery extends PageQuery {
  status?: ReturnStatus;
  channel?: ReturnChannel;
  warehouseId?: string;
  trayTypeCode?: string;
  /** Document number, contact, plate or return number */
  keyword?: string;
  dateStart?: string;
  dateEnd?: string;
}

/** POST trayReturn/getDepotList { keyword? } → ReturnDepot[] */
export interface DepotQuery {
  keyword?: string;
}

/** POST trayReturn/getReturnableStock { warehouseId } → what may be booked at the warehouse, per tray type. */
export interface ReturnableStock {
  trayTypeCode: string;
  trayTypeName: string;
  onHand: number;
  /** On hand less door pickups and self returns booked but not yet taken. */
  available: number;
}

/** POST trayReturn/bookDoorPickup (上门取件) */
export interface BookDoorPickupRequest extends Idempotent {
  warehouseId: string;
  trayTypeCode: string;
  quantity: number;
  /** yyyy-MM-dd, not before today in Asia/Shanghai */
  pickupDate: string;
  contact: string;
  phone: string;
  remark?: string;
}

/** POST trayReturn/createSelfReturn (自行归还) */
export interface CreateSelfReturnRequest extends Idempotent {
  warehouseId: string;
  depotId: string;
  trayTypeCode: string;
  quantity: number;
  /** SPEC §5 */
  plateNumber: string;
  /** yyyy-MM-dd, not before today in Asia/Shanghai */
  expectedDate: string;
  remark?: string;
}

/** POST trayReturn/cancelDoorPickup { id } (booked only). Detail calls: { id } → TrayReturnDetail. */

// ───────────────────────── transport records ─────────────────────────

export type TransportRecordStatus = 'pending' | 'confirmed';

/** Transport record states as a clerk reads them: list tabs, exports and refusals alike. */
export const TRANSPORT_RECORD_STATUS_LABELS: Readonly<Record<TransportRecordStatus, string>> = localized(
  {
    pending: '待确认',
    confirmed: '已确认归还',
  },
  { pending: 'Pending confirmation', confirmed: 'Return confirmed' },
);

/** A transport of the customer's pallets to a platform depot, recorded by the platform's logistics. */
export interface TransportRecord {
  id: string;
  recordNo: string;
  status: TransportRecordStatus;
  warehouseId: string;
  warehouseName: string;
  depotId: string;
  depotName: string;
  trayTypeCode: string;
  trayTypeName: string;
  quantity: number;
  goodQuantity: number;
  damagedQuantity: number;
  lostQuantity: number;
  waybillNo: string;
  plateNumber: string;
  driverName: string;
  departedAt: string;
  arrivedAt: string;
  /** The return the confirmation created. */
  returnId: string | null;
  returnNumber: string;
  confirmedAt: string | null;
}

/** POST /api/logistics/demand/searchTransportRecordList */
export interface TransportRecordQuery extends PageQuery {
  status?: TransportRecordStatus;
  keyword?: string;
  dateStart?: string;
  dateEnd?: string;
}

/** POST /api/logistics/demand/transportRecordConfirmSourceDetail { id } → TransportRecord (its source). */

/** POST /api/logistics/demand/checkReturnNumber */
export interface CheckReturnNumberRequest {
  returnNumber: string;
}
export type ReturnNumberRefusal = 'notIssued' | 'otherCompany' | 'used';
export interface CheckReturnNumberResult {
  valid: boolean;
  reason: ReturnNumberRefusal | null;
  /** Chinese text of the reason ('' when valid). */
  message: string;
}

/** POST /api/logistics/demand/transportationRecordConfirmation → TrayReturnDetail (repeat: the same return). */
export interface ConfirmTransportRecordRequest {
  id: string;
  /** Required when /api/config/logisticsSwitch says so. */
  returnNumber?: string;
}

/** POST /api/config/logisticsSwitch {} */
export interface LogisticsSwitch {
  returnNumberRequired: boolean;
}

/** POST /api/customer/getRecycleStockFlag {} */
export interface RecycleStockFlag {
  /** The company has recycling applications applied but not collected. */
  required: boolean;
  /** Pallets those applications reserve. */
  pendingRecycle: number;
}

// ───────────────────────── customer returns (客户归还) ─────────────────────────

/** Pallets a downstream client of the company gave back to it. */
export interface CustomerReturnRow {
  id: string;
  documentNo: string;
  clientCompanyId: string;
  clientCompanyName: string;
  warehouseId: string;
  warehouseName: string;
  trayTypeCode: string;
  trayTypeName: string;
  quantity: number;
  /** The inbound order's status: inTransit until the company signs for the returned pallets. */
  status: InboundStatus;
  receivedQuantity: number | null;
  createdAt: string;
  signedAt: string | null;
}

/** POST trayReturn/searchCustomerReturnList */
export interface CustomerReturnQuery extends PageQuery {
  status?: InboundStatus;
  /** Document number or client name */
  keyword?: string;
  trayTypeCode?: string;
  dateStart?: string;
  dateEnd?: string;
}

// ───────────────────────── recycling (recycle/, recycling/) ─────────────────────────

/** POST recycle/searchList (+ GET recycle/searchListExport); recycle/getDetail { id } → RecyclingApplication */
export interface RecycleQuery extends PageQuery {
  status?: RecyclingStatus;
  trayTypeCode?: string;
  dateStart?: string;
  dateEnd?: string;
}

/** A row of the 待取件 overview: a door pickup booked or a recycling application applied. */
export interface PickupRow {
  id: string;
  source: 'toDoor' | 'recycling';
  documentNo: string;
  warehouseId: string;
  warehouseName: string;
  trayTypeCode: string;
  trayTypeName: string;
  quantity: number;
  pickupDate: string;
  contact: string;
  phone: string;
  createdAt: string;
}

/** POST recycling/searchPickupList */
export interface PickupQuery extends PageQuery {
  source?: 'toDoor' | 'recycling';
  warehouseId?: string;
}

export type { RecyclingApplication };

// ───────────────────────── platform calls (x-platform-key) ─────────────────────────

/** POST /api/platform/return/doorPickup/pickedUp */
export interface PickedUpReport {
  id: string;
  pickedQuantity: number;
}
/** POST /api/platform/return/doorPickup/received and /api/platform/return/selfReturn/received */
export interface ReceivedReport {
  id: string;
  goodQuantity: number;
  damagedQuantity: number;
  lostQuantity: number;
}
/** POST /api/platform/return/transportRecord/create (idempotent on requestId) → TransportRecord */
export interface CreateTransportRecordRequest extends Idempotent {
  companyId: string;
  warehouseId: string;
  depotId: string;
  trayTypeCode: string;
  quantity: number;
  goodQuantity: number;
  damagedQuantity: number;
  lostQuantity: number;
  waybillNo: string;
  plateNumber: string;
  driverName: string;
}
/** POST /api/platform/return/returnNumber/issue { companyId, count } → the new numbers */
export interface IssueReturnNumbersRequest {
  companyId: string;
  count: number;
}
/** POST /api/platform/return/recycling/collected { id } → RecyclingApplication */
