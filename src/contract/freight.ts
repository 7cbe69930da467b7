/**
 * Freight entrustment (托运, issue 15; SPEC §1, §6 logistics-*, §7 Logistics). Written once here for the
 * server (server/modules/freight) and the widget (<yp-carrier-orders>, the 物流 pages of the pallet area).
 *
 * PARTIES. A shipper 托运方 is any pallet-area company (role 2). A carrier 承运方 is a company flagged as a
 * carrier by the platform (companies.is_carrier; the demo's 广州白云物流). One company may be both; it never
 * quotes on its own demand orders. A shipper's blacklist (entrust/blackList) names carriers that may not
 * quote on its demand orders; a blacklisted carrier does not see them in the quote hall either.
 *
 * DEMAND ORDER 托运需求单 (DEMAND_TRANSITIONS): draft 草稿 → quoting 报价中 (published) → chosen 已选定 (one
 * quote chosen; the others are told 未中标 by message) → signed 已签约 (the shipper signed the freight
 * contract with an SMS code; a carrier order is created in the same transaction) → executing 执行中 (its
 * carrier order has a vehicle approved) → completed 已完成 (its carrier order completed); cancelled 已取消
 * from draft, quoting, expired or chosen (by the shipper, with a reason), or from signed or executing when
 * its carrier order is cancelled. A quoting order past its quote deadline is expired 已过期 on every read and write, whether or
 * not a job wrote it yet (as contracts do); republish sets a new deadline and opens quoting again, keeping
 * the quotes already given. Only a draft may be edited (save with an id).
 *
 * QUOTE 报价 (carrierOrderManagement/signUp): a carrier's price in fen for a quoting demand order, one live
 * quote per carrier and order (quoting again replaces its price). Quote states: submitted 已报价 → chosen
 * 已中标 | lost 未中标. chooseQuote is a compare-and-set on the demand order's status: of two racing
 * choices exactly one wins, the other gets a business refusal (errcode -1, 状态已变化; the widget reads the
 * order again).
 *
 * SIGNING (yeloflex/entrustDemandOrder/verifyCode sends the code, /sign confirms): the shipper previews the
 * contract (contractPreview: parties, route, cargo, price, terms), asks for a code — the verification code
 * service's scene 'sign', sent to the signer's bound mobile, single use, 5 minutes — and signs with it. The
 * signed contract is a PDF (server/pdf) downloadable with logistics-entrust-downloadContract.
 *
 * CARRIER ORDER 承运订单 (CARRIER_ORDER_TRANSITIONS), created by signing:
 *   waitDispatch 待派车 —assignVehicle (carrier)→ waitVehicleAudit 待审核车辆
 *   waitVehicleAudit —approve (shipper, logistics-vehicle-audit)→ waitLoad 待装货
 *   waitVehicleAudit —reject with a reason (shipper, logistics-vehicle-reject)→ waitDispatch
 *   waitLoad —modifyVehicle (carrier)→ waitVehicleAudit (a new assignment, audited again)
 *   waitLoad —reachLoad (carrier)→ arrivedLoad 到达装货地
 *   arrivedLoad —load with a loading ticket photo (carrier)→ loaded 已装货
 *   loaded —reachUnload (carrier)→ arrivedUnload 到达卸货地
 *   arrivedUnload —unload with an unloading ticket / POD photo (carrier)→ unloaded 已卸货
 *   unloaded —sign for it (shipper, logistics-waybill-sign; optional adjustments)→ completed 已完成
 *   waitDispatch | waitVehicleAudit | waitLoad | arrivedLoad —cancel with a reason (either party)→ cancelled
 * Assigning and modifying a vehicle are the same call (carrierOrderManagement/modifyVehicle); every
 * assignment is a row of carrierOrderVehicleHistory with its audit (pending 待审核 → approved 已通过 |
 * rejected 已驳回, with who, when and the reason; replaced 已更换 when a newer assignment took its place). Plates follow SPEC §5 (isValidPlateNumber); the driver's
 * phone is a mainland mobile and is shown masked (138****0000) to anyone but the carrier. Every transition
 * is a log row (carrierOrderManagement/logs: who, which company, when, from → to, remark) and is announced
 * on the carrier order event stream to both companies' open widgets, on every API node.
 *
 * SETTLEMENT 运费结算: completing a carrier order writes its settlement line: the chosen quote's price plus
 * the signed adjustments (each a reason and a signed amount in fen; the total never below 0). Lines are
 * listed by /api/yeloflex/entrustSettle/entrustSettlementListForWeb to both parties and exported.
 *
 * EVALUATION 评价 (entrustDemandOrder/evaluate): once per completed carrier order, by the shipper: 1–5 stars
 * and up to 500 characters. evaluateDetail reads it back.
 *
 * Company scoping: a shipper sees its own demand orders, their quotes and carrier orders; a carrier sees
 * the quoting orders it may quote (not blacklisted, not its own), the orders it quoted on (without the other
 * carriers' prices) and its carrier orders. Anything else answers not found. Every create carries a
 * requestId and is idempotent by it. Money in integer fen; instants ISO 8601 UTC, shown in Asia/Shanghai.
 */

import type { PageQuery } from './envelope';
import type { PermissionCode } from './permissions';
import { localized } from './localized';

/** The permission code of every freight button (SPEC §6 logistics-*, and ours where it names none). */
export const FREIGHT_CODES = {
  demandEdit: 'logistics-demand-edit',
  demandCancel: 'logistics-demand-cancel',
  /** Choose a quote, preview, get the code and sign the contract. */
  demandSign: 'logistics-demand-sign',
  demandExport: 'logistics-demand-export',
  downloadContract: 'logistics-entrust-downloadContract',
  quote: 'logistics-quote-signUp',
  /** Assign or modify the vehicle, reach load, load, reach unload, unload (the carrier's steps). */
  dispatch: 'logistics-carrier-dispatch',
  vehicleAudit: 'logistics-vehicle-audit',
  vehicleReject: 'logistics-vehicle-reject',
  vehicleCheck: 'logistics-vehicle-check',
  /** Sign for a delivery (completes the carrier order). */
  waybillSign: 'logistics-waybill-sign',
  waybillExport: 'logistics-waybill-export',
  carrierCancel: 'logistics-carrier-cancel',
  evaluate: 'logistics-carrier-evaluate',
  blacklist: 'logistics-carrier-blacklist',
  addressEdit: 'logistics-address-edit',
  addressExport: 'logistics-address-export',
  settleExport: 'logistics-settle-export',
} as const satisfies Record<string, PermissionCode>;

// ——— Demand orders ———

export const DEMAND_STATUSES = [
  'draft',
  'quoting',
  'expired',
  'chosen',
  'signed',
  'executing',
  'completed',
  'cancelled',
] as const;
export type DemandStatus = (typeof DEMAND_STATUSES)[number];

export const DEMAND_STATUS_LABELS: Readonly<Record<DemandStatus, string>> = localized(
  {
    draft: '草稿',
    quoting: '报价中',
    expired: '已过期',
    chosen: '已选定',
    signed: '已签约',
    executing: '执行中',
    completed: '已完成',
    cancelled: '已取消',
  },
  {
    draft: 'Draft',
    quoting: 'Quoting',
    expired: 'Expired',
    chosen: 'Quote chosen',
    signed: 'Signed',
    executing: 'In progress',
    completed: 'Completed',
    cancelled: 'Cancelled',
  },
);

/** The moves a demand order may make (see the header). */
export const DEMAND_TRANSITIONS: Readonly<Record<DemandStatus, readonly DemandStatus[]>> = {
  draft: ['quoting', 'cancelled'],
  quoting: ['expired', 'chosen', 'cancelled'],
  expired: ['quoting', 'cancelled'],
  chosen: ['signed', 'cancelled'],
  signed: ['executing', 'cancelled'],
  executing: ['completed', 'cancelled'],
  completed: [],
  cancelled: [],
};

/**
 * What a refusal of a lost compare-and-set starts with (errcode -1, like every business refusal): the order
 * moved between the caller's read and its write. Re-read and show where it now stands.
 */
export const STATUS_CHANGED_PREFIX = '状态已变化';

export function canMoveDemand(from: DemandStatus, to: DemandStatus): boolean {
  return DEMAND_TRANSITIONS[from].includes(to);
}

/** A quoting order past its deadline reads as expired (whether or not it was written so). */
export function effectiveDemandStatus(
  order: { status: DemandStatus; quoteDeadline: string },
  now: Date,
): DemandStatus {
  return order.status === 'quoting' && Date.parse(order.quoteDeadline) <= now.getTime()
    ? 'expired'
    : order.status;
}

export const VEHICLE_TYPES = ['van4m2', 'van6m8', 'van9m6', 'flatbed13m', 'trailer17m5'] as const;
export type VehicleType = (typeof VEHICLE_TYPES)[number];
export const VEHICLE_TYPE_LABELS: Readonly<Record<VehicleType, string>> = localized(
  {
    van4m2: '4.2米厢式货车',
    van6m8: '6.8米厢式货车',
    van9m6: '9.6米厢式货车',
    flatbed13m: '13米平板车',
    trailer17m5: '17.5米挂车',
  },
  {
    van4m2: '4.2 m box truck',
    van6m8: '6.8 m box truck',
    van9m6: '9.6 m box truck',
    flatbed13m: '13 m flatbed',
    trailer17m5: '17.5 m trailer',
  },
);

/** Limits of a demand order's fields (the server's schemas and the form's rules). */
export const DEMAND_LIMITS = {
  cargoNameMax: 50,
  remarkMax: 200,
  palletsMax: 10_000,
  weightKgMax: 100_000,
  /** Price expectation and quotes: up to 1,000,000 yuan. */
  priceFenMax: 100_000_000,
  /** A quote deadline is 1 hour to 30 days after publishing. */
  quoteHoursMin: 1,
  quoteDaysMax: 30,
} as const;

/** POST yeloflex/entrustDemandOrder/save: a new draft (no id) or an edited draft; publish opens quoting. */
export interface DemandOrderInput {
  requestId: string;
  /** Edit this draft; without it a new order is made. */
  id?: string;
  originAddressId: string;
  destinationAddressId: string;
  cargoName: string;
  /** Pallets carried (integer ≥ 1). */
  pallets: number;
  weightKg: number;
  vehicleType: VehicleType;
  /** The load window, ISO instants; start before end, start in the future when publishing. */
  loadFrom: string;
  loadTo: string;
  /** What the shipper expects to pay, fen; optional. */
  expectedPriceFen?: number;
  /** Quotes are taken until then (publish only). */
  quoteDeadline: string;
  remark?: string;
  /** Publish at once (报价中) instead of keeping a draft. */
  publish: boolean;
}

export interface AddressSnapshot {
  addressId: string;
  name: string;
  province: string;
  city: string;
  district: string;
  detail: string;
  contact: string;
  phone: string;
}

export interface DemandOrder {
  id: string;
  documentNo: string;
  status: DemandStatus;
  shipperCompanyId: string;
  shipperCompanyName: string;
  origin: AddressSnapshot;
  destination: AddressSnapshot;
  cargoName: string;
  pallets: number;
  weightKg: number;
  vehicleType: VehicleType;
  loadFrom: string;
  loadTo: string;
  expectedPriceFen: number | null;
  quoteDeadline: string;
  remark: string;
  /** Number of live quotes (a carrier sees it, not the prices). */
  quoteCount: number;
  /** The chosen quote's price, once chosen. */
  agreedPriceFen: number | null;
  carrierCompanyName: string | null;
  carrierOrderId: string | null;
  cancelReason: string | null;
  createdAt: string;
  updatedAt: string;
  /** The quote hall (searchQuoteHall) only: the viewing carrier's own quote on the order, null when none. */
  myQuote?: Quote | null;
}

export const QUOTE_STATUSES = ['submitted', 'chosen', 'lost'] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];
export const QUOTE_STATUS_LABELS: Readonly<Record<QuoteStatus, string>> = localized(
  { submitted: '已报价', chosen: '已中标', lost: '未中标' },
  { submitted: 'Quoted', chosen: 'Won', lost: 'Not chosen' },
);

export interface Quote {
  id: string;
  demandOrderId: string;
  carrierCompanyId: string;
  carrierCompanyName: string;
  priceFen: number;
  remark: string;
  status: QuoteStatus;
  /** The carrier's average evaluation stars with this shipper's orders and elsewhere, null when none. */
  carrierStars: number | null;
  createdAt: string;
}

/** yeloflex/entrustDemandOrder/detail { id }: the order, its quotes (the shipper sees all; a carrier its own). */
export interface DemandOrderDetail extends DemandOrder {
  quotes: Quote[];
  /** Signed contract, once signed. */
  contractSignedAt: string | null;
}

/** The demand lists (yeloflex/entrustDemandOrder/searchList for the shipper, searchQuoteHall for carriers). */
export interface DemandOrderQuery extends PageQuery {
  status?: DemandStatus;
  /** Part of the order no, the cargo or a city. */
  keyword?: string;
  dateStart?: string;
  dateEnd?: string;
  /** The quote hall (searchQuoteHall) only: true lists the orders I quoted on (我的报价) instead of the
   * ones I may quote. */
  mine?: boolean;
}

/** republish { id, quoteDeadline } · cancel { id, reason } · chooseQuote { id, quoteId } */
export interface RepublishRequest {
  id: string;
  quoteDeadline: string;
}
export interface CancelRequest {
  id: string;
  reason: string;
}
export interface ChooseQuoteRequest {
  id: string;
  quoteId: string;
}

/** yeloflex/entrustDemandOrder/contractPreview { id }: the freight contract as it will be signed. */
export interface FreightContractPreview {
  demandOrderId: string;
  title: string;
  shipperCompanyName: string;
  carrierCompanyName: string;
  priceFen: number;
  /** Numbered clauses, already filled in (route, cargo, window, price, liabilities). */
  clauses: string[];
}

/** yeloflex/entrustDemandOrder/sign { id, code } → the carrier order it created. */
export interface SignDemandRequest {
  id: string;
  code: string;
}

// ——— Quotes (carrier) ———

/** carrierOrderManagement/signUp: a carrier quotes on a quoting order (again: replaces its price). */
export interface QuoteInput {
  requestId: string;
  demandOrderId: string;
  priceFen: number;
  remark?: string;
}

// ——— Entrust addresses ———

/** yeloflex/entrustAddress/save (no id: new), list (paged, keyword), detail { id }, delete { id }, export. */
export interface EntrustAddressInput {
  id?: string;
  name: string;
  province: string;
  city: string;
  district: string;
  detail: string;
  contact: string;
  phone: string;
}
export interface EntrustAddress extends EntrustAddressInput {
  id: string;
  /** Used by a demand order that is not final: it cannot be deleted. */
  inUse: boolean;
  createdAt: string;
}
export interface EntrustAddressQuery extends PageQuery {
  keyword?: string;
}

// ——— Carrier orders ———

export const CARRIER_ORDER_STATUSES = [
  'waitDispatch',
  'waitVehicleAudit',
  'waitLoad',
  'arrivedLoad',
  'loaded',
  'arrivedUnload',
  'unloaded',
  'completed',
  'cancelled',
] as const;
export type CarrierOrderStatus = (typeof CARRIER_ORDER_STATUSES)[number];

/** The statuses an order passes through, in order, when nothing goes wrong (cancelled is not one). */
export const CARRIER_ORDER_PROGRESS: readonly CarrierOrderStatus[] = CARRIER_ORDER_STATUSES.filter(
  (status) => status !== 'cancelled',
);

export const CARRIER_ORDER_STATUS_LABELS: Readonly<Record<CarrierOrderStatus, string>> = localized(
  {
    waitDispatch: '待派车',
    waitVehicleAudit: '待审核车辆',
    waitLoad: '待装货',
    arrivedLoad: '到达装货地',
    loaded: '已装货',
    arrivedUnload: '到达卸货地',
    unloaded: '已卸货',
    completed: '已完成',
    cancelled: '已取消',
  },
  {
    waitDispatch: 'Awaiting vehicle',
    waitVehicleAudit: 'Vehicle under review',
    waitLoad: 'Awaiting loading',
    arrivedLoad: 'At loading',
    loaded: 'Loaded',
    arrivedUnload: 'At unloading',
    unloaded: 'Unloaded',
    completed: 'Completed',
    cancelled: 'Cancelled',
  },
);

/** The actions on a carrier order, who takes them and what they lead to (see the header). */
export const CARRIER_ORDER_ACTIONS = [
  'assignVehicle',
  'approveVehicle',
  'rejectVehicle',
  'reachLoad',
  'load',
  'reachUnload',
  'unload',
  'sign',
  'cancel',
] as const;
export type CarrierOrderAction = (typeof CARRIER_ORDER_ACTIONS)[number];

export type FreightParty = 'shipper' | 'carrier';

export interface CarrierOrderMove {
  from: readonly CarrierOrderStatus[];
  to: CarrierOrderStatus;
  by: readonly FreightParty[];
}

export const CARRIER_ORDER_TRANSITIONS: Readonly<Record<CarrierOrderAction, CarrierOrderMove>> = {
  assignVehicle: {
    from: ['waitDispatch', 'waitVehicleAudit', 'waitLoad'],
    to: 'waitVehicleAudit',
    by: ['carrier'],
  },
  approveVehicle: { from: ['waitVehicleAudit'], to: 'waitLoad', by: ['shipper'] },
  rejectVehicle: { from: ['waitVehicleAudit'], to: 'waitDispatch', by: ['shipper'] },
  reachLoad: { from: ['waitLoad'], to: 'arrivedLoad', by: ['carrier'] },
  load: { from: ['arrivedLoad'], to: 'loaded', by: ['carrier'] },
  reachUnload: { from: ['loaded'], to: 'arrivedUnload', by: ['carrier'] },
  unload: { from: ['arrivedUnload'], to: 'unloaded', by: ['carrier'] },
  sign: { from: ['unloaded'], to: 'completed', by: ['shipper'] },
  cancel: {
    from: ['waitDispatch', 'waitVehicleAudit', 'waitLoad', 'arrivedLoad'],
    to: 'cancelled',
    by: ['shipper', 'carrier'],
  },
};

/** The code each carrier-order action needs (beside being the right party in the right status). */
export const CARRIER_ORDER_ACTION_CODES: Readonly<Record<CarrierOrderAction, PermissionCode>> = {
  assignVehicle: FREIGHT_CODES.dispatch,
  approveVehicle: FREIGHT_CODES.vehicleAudit,
  rejectVehicle: FREIGHT_CODES.vehicleReject,
  reachLoad: FREIGHT_CODES.dispatch,
  load: FREIGHT_CODES.dispatch,
  reachUnload: FREIGHT_CODES.dispatch,
  unload: FREIGHT_CODES.dispatch,
  sign: FREIGHT_CODES.waybillSign,
  cancel: FREIGHT_CODES.carrierCancel,
};

/** The actions a party may take on an order in a status (the buttons shown; the server checks the same). */
export function carrierOrderActions(status: CarrierOrderStatus, party: FreightParty): CarrierOrderAction[] {
  return CARRIER_ORDER_ACTIONS.filter((action) => {
    const move = CARRIER_ORDER_TRANSITIONS[action];
    return move.from.includes(status) && move.by.includes(party);
  });
}

/** replaced 已更换: a pending or approved assignment the carrier changed before loading. */
export const VEHICLE_AUDIT_STATUSES = ['pending', 'approved', 'rejected', 'replaced'] as const;
export type VehicleAuditStatus = (typeof VEHICLE_AUDIT_STATUSES)[number];
export const VEHICLE_AUDIT_STATUS_LABELS: Readonly<Record<VehicleAuditStatus, string>> = localized(
  { pending: '待审核', approved: '已通过', rejected: '已驳回', replaced: '已更换' },
  { pending: 'Awaiting review', approved: 'Approved', rejected: 'Rejected', replaced: 'Replaced' },
);

/** carrierOrderManagement/modifyVehicle: assign (or change, before loading) the vehicle and driver. */
export interface AssignVehicleRequest {
  id: string;
  plateNumber: string;
  driverName: string;
  driverPhone: string;
  /** The driver's ID number; stored, shown masked. Optional. */
  driverIdCard?: string;
}

export interface VehicleAssignment {
  id: string;
  carrierOrderId: string;
  carrierOrderNo: string;
  plateNumber: string;
  driverName: string;
  /** Masked (138****0000) for anyone but the carrier. */
  driverPhone: string;
  status: VehicleAuditStatus;
  rejectReason: string | null;
  assignedBy: string;
  assignedAt: string;
  auditedBy: string | null;
  auditedAt: string | null;
}

/** carrierOrderManagement/vehicleAudit { id, approve, reason } and carrierOrderVehicleHistory/auditOrReject
 * { historyId, approve, reason } (the reason is required to reject). */
export interface VehicleAuditRequest {
  approve: boolean;
  reason?: string;
}

/** load / unload { id, ticketFileIds }: 1–6 photos uploaded through common/uploadFile (images only). */
export interface TicketRequest {
  id: string;
  ticketFileIds: string[];
}
export const TICKET_KINDS = ['loading', 'unloading'] as const;
export type TicketKind = (typeof TICKET_KINDS)[number];
export const TICKET_KIND_LABELS: Readonly<Record<TicketKind, string>> = localized(
  { loading: '装货磅单', unloading: '卸货回单' },
  { loading: 'Loading ticket', unloading: 'Unloading receipt' },
);
export const TICKET_PHOTOS_MAX = 6;

export interface Ticket {
  fileId: string;
  kind: TicketKind;
  /** GET common/file?id=… (the session's token as for every download). */
  url: string;
  uploadedAt: string;
}

/** A settlement adjustment given when signing for a carrier order: + extra charge, − deduction. */
export interface SettlementAdjustment {
  reason: string;
  amountFen: number;
}

/** carrierOrderManagement/sign { id, adjustments }: the shipper signs for the delivery (completes it). */
export interface SignCarrierOrderRequest {
  id: string;
  adjustments: SettlementAdjustment[];
}

export interface CarrierOrder {
  id: string;
  documentNo: string;
  status: CarrierOrderStatus;
  demandOrderId: string;
  demandOrderNo: string;
  shipperCompanyId: string;
  shipperCompanyName: string;
  carrierCompanyId: string;
  carrierCompanyName: string;
  origin: AddressSnapshot;
  destination: AddressSnapshot;
  cargoName: string;
  pallets: number;
  vehicleType: VehicleType;
  loadFrom: string;
  loadTo: string;
  priceFen: number;
  /** The current assignment (the latest), null before the first. */
  vehicle: VehicleAssignment | null;
  cancelReason: string | null;
  /** The viewer's side of this order. */
  party: FreightParty;
  /** What the viewer may do now (carrierOrderActions of status and party). */
  actions: CarrierOrderAction[];
  createdAt: string;
  updatedAt: string;
  /** Bumped by every transition; the event stream announces it. */
  version: number;
}

/** carrierOrderManagement/detail { id } */
export interface CarrierOrderDetail extends CarrierOrder {
  tickets: Ticket[];
  evaluation: Evaluation | null;
  settlement: SettlementLine | null;
}

/** carrierOrderManagement/list (both parties; `party` narrows), export */
export interface CarrierOrderQuery extends PageQuery {
  status?: CarrierOrderStatus;
  party?: FreightParty;
  /** Part of the order no, the plate, the driver or a company. */
  keyword?: string;
  dateStart?: string;
  dateEnd?: string;
}

/** carrierOrderManagement/logs { id } and carrierOrderVehicleHistory/viewLogs { historyId } */
export interface CarrierOrderLog {
  id: string;
  carrierOrderId: string;
  action: CarrierOrderAction | 'create';
  from: CarrierOrderStatus | null;
  to: CarrierOrderStatus;
  actorName: string;
  actorCompanyName: string;
  remark: string;
  createdAt: string;
}

/** carrierOrderVehicleHistory/searchList: assignments of my orders (shipper) — the 车辆审核 page. */
export interface VehicleHistoryQuery extends PageQuery {
  status?: VehicleAuditStatus;
  carrierOrderId?: string;
  keyword?: string;
}

/** Pushed as event `carrierOrder` on GET carrierOrderManagement/stream?token=… to both parties. */
export interface CarrierOrderEvent {
  id: string;
  status: CarrierOrderStatus;
  version: number;
}

// ——— Settlement, evaluation, blacklist ———

export interface SettlementLine {
  id: string;
  carrierOrderId: string;
  carrierOrderNo: string;
  demandOrderNo: string;
  shipperCompanyName: string;
  carrierCompanyName: string;
  priceFen: number;
  adjustments: SettlementAdjustment[];
  /** priceFen + Σ adjustments, never below 0. */
  totalFen: number;
  completedAt: string;
}

export function settlementTotal(priceFen: number, adjustments: readonly SettlementAdjustment[]): number {
  return Math.max(
    0,
    adjustments.reduce((sum, line) => sum + line.amountFen, priceFen),
  );
}

/** /api/yeloflex/entrustSettle/entrustSettlementListForWeb (both parties), getSettlementDetail { id } */
export interface SettlementQuery extends PageQuery {
  party?: FreightParty;
  keyword?: string;
  dateStart?: string;
  dateEnd?: string;
}

/** entrustDemandOrder/evaluate { carrierOrderId, stars, content }, evaluateDetail { carrierOrderId } */
export interface EvaluationInput {
  carrierOrderId: string;
  stars: number;
  content: string;
}
export interface Evaluation extends EvaluationInput {
  id: string;
  evaluatorName: string;
  createdAt: string;
}
export const EVALUATION_CONTENT_MAX = 500;

/** entrust/blackList/add { carrierCompanyId, reason }; list and remove { carrierCompanyId } beside it. */
export interface BlacklistInput {
  carrierCompanyId: string;
  reason: string;
}
export interface BlacklistEntry extends BlacklistInput {
  carrierCompanyName: string;
  createdAt: string;
}

/** The carriers a shipper may blacklist or has worked with (entrust/blackList/carriers). */
export interface CarrierCompany {
  companyId: string;
  companyName: string;
  blacklisted: boolean;
}

/** An address's region as it reads: 广东省广州市白云区; a municipality is its own city (上海市嘉定区, not 上海市上海市). */
export function regionOf(address: Pick<AddressSnapshot, 'province' | 'city' | 'district'>): string {
  const { province, city, district } = address;
  return `${province === city ? '' : province}${city}${district}`;
}

/** Masks a mobile for the other party: 138****0000. */
export function maskPhone(phone: string): string {
  return phone.length === 11 ? `${phone.slice(0, 3)}****${phone.slice(7)}` : phone;
}
