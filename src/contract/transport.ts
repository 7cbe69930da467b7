/**
 * Wire types of the transport area (SPEC §2 /yelopack/transport/*, §7 transportationManagement/ and
 * customerWarehousingManagement/). A sale outbound is a waybill (运单): it waits to leave (待出库), the
 * platform's TMS reports departure and arrival, and the sender confirms the arrival.
 *
 * Stock: at departure the sender's own balance falls (ledger kind saleOut) and the receiver's in-transit
 * rises (owner = sender); at confirmation the receiver's in-transit falls and its on-hand rises (saleIn,
 * owner = sender: the sender's 下游客户库存). Creation, arrival and deletion move no stock.
 */
import type { PageQuery } from './envelope';
import { localized } from './localized';
import type { DocumentBase, Idempotent, InboundOrder, InboundStatus } from './stock';

/** created 待出库 → inTransit 运输中 → arrived 已到达 → confirmed 已确认到货; created → deleted (删除). */
export type WaybillStatus = 'created' | 'inTransit' | 'arrived' | 'confirmed' | 'deleted';

/** Waybill states as the transport pages, the server's exports and its refusals word them. */
export const WAYBILL_STATUS_LABELS: Readonly<Record<WaybillStatus, string>> = localized(
  {
    created: '待出库',
    inTransit: '运输中',
    arrived: '已到达',
    confirmed: '已确认到货',
    deleted: '已删除',
  },
  {
    created: 'Awaiting outbound',
    inTransit: 'In transit',
    arrived: 'Arrived',
    confirmed: 'Receipt confirmed',
    deleted: 'Deleted',
  },
);
/** The statuses a list shows (deleted waybills are kept but never listed). */
export type ListedWaybillStatus = Exclude<WaybillStatus, 'deleted'>;
export const LISTED_WAYBILL_STATUSES: readonly ListedWaybillStatus[] = [
  'created',
  'inTransit',
  'arrived',
  'confirmed',
];

/** Who provides the vehicle: the platform's carrier network (trans) or 裕鸿 (yuhong). */
export type VehicleProvider = 'trans' | 'yuhong';

export interface Waybill extends DocumentBase {
  status: WaybillStatus;
  fromCompanyId: string;
  fromCompanyName: string;
  fromWarehouseId: string;
  fromWarehouseName: string;
  /** A downstream client of the sender. */
  toCompanyId: string;
  toCompanyName: string;
  toWarehouseId: string;
  toWarehouseName: string;
  /** Whose pallets travel: the sender. */
  ownerCompanyId: string;
  plateNumber: string;
  driverName: string;
  driverPhone: string;
  vehicleProvider: VehicleProvider | null;
  departedAt: string | null;
  arrivedAt: string | null;
  confirmedAt: string | null;
}

/** POST transportationManagement/searchList: the sender's waybills, newest first (export twin searchListExport). */
export interface WaybillQuery extends PageQuery {
  status?: ListedWaybillStatus;
  /** Waybill no, client company name or plate number */
  keyword?: string;
  /** The sending warehouse */
  warehouseId?: string;
  trayTypeCode?: string;
  /** Created between (yyyy-MM-dd, inclusive, Asia/Shanghai) */
  dateStart?: string;
  dateEnd?: string;
}

/** POST transportationManagement/createCustomerOutboundOrder (销售出库 = a waybill waiting to leave). */
export interface CreateWaybillRequest extends Idempotent {
  fromWarehouseId: string;
  /** A downstream client of the session's company */
  toCompanyId: string;
  toWarehouseId: string;
  trayTypeCode: string;
  quantity: number;
  /** SPEC §5 (src/contract/plate-number.ts) */
  plateNumber: string;
  driverName?: string;
  driverPhone?: string;
  vehicleProvider?: VehicleProvider;
  remark?: string;
}

/** POST transportationManagement/getDetailById { id } → Waybill; deleteWaitStockOut { id } (created only). */

/** POST transportationManagement/batchConfirmArrive: all or nothing, in one transaction. */
export interface BatchConfirmRequest {
  /** 1..500 waybill ids, each the company's and arrived (or already confirmed: skipped). */
  ids: string[];
}
export interface BatchConfirmResult {
  /** Waybills this call confirmed. */
  confirmed: number;
  /** Waybills already confirmed before (no-ops). */
  skipped: number;
}

/**
 * POST /api/platform/waybill/depart and /api/platform/waybill/arrive (header x-platform-key): the TMS
 * reports a vehicle leaving or arriving. One of waybillNo or id; `at` defaults to the server's clock.
 */
export interface WaybillEventRequest {
  waybillNo?: string;
  id?: string;
  /** ISO 8601 instant */
  at?: string;
}

// ───────────────────────── inbound management ─────────────────────────

/** platform: a platform delivery (入库单); client: pallets booked back from a downstream client (生成入库单). */
export type InboundSource = 'platform' | 'client';

export interface InboundListRow extends InboundOrder {
  source: InboundSource;
  /** source client: the downstream client the pallets came back from */
  clientCompanyId: string | null;
  clientCompanyName: string;
  clientWarehouseId: string | null;
  clientWarehouseName: string;
}

/** POST customerWarehousingManagement/searchList (export twin searchListExport) */
export interface InboundListQuery extends PageQuery {
  status?: InboundStatus;
  source?: InboundSource;
  warehouseId?: string;
  trayTypeCode?: string;
  /** Document no, plate number or client company name */
  keyword?: string;
  dateStart?: string;
  dateEnd?: string;
}

/** POST customerWarehousingManagement/confirmCustomerStockInFinish { id }: signed → completed. */

/** POST customerWarehousingManagement/createCustomerStockIn (importOrder page 生成入库单). */
export interface CreateCustomerStockInRequest extends Idempotent {
  /** A downstream client of the session's company */
  clientCompanyId: string;
  clientWarehouseId: string;
  /** The company's own receiving warehouse */
  warehouseId: string;
  trayTypeCode: string;
  quantity: number;
  plateNumber?: string;
  remark?: string;
}
