/**
 * Wire types of the pallet ledger and the stock area (SPEC §7 "Stock, transport, return, recycle";
 * DESIGN.md §3). Quantities are whole pallets; money is integer fen; instants are ISO 8601 UTC strings;
 * dates are yyyy-MM-dd (Asia/Shanghai).
 *
 * The model: every balance is kept per (holder company, warehouse, tray type, owner company).
 * - Own stock (自有库存): pallets a customer holds and rents from the platform itself (holder = owner).
 * - C1 stock (自有库存(C1)): pallets a downstream C1 customer holds that arrived with an upstream
 *   customer's goods (holder = the C1, owner = the upstream customer, who is billed for them).
 * - Downstream client stock (下游客户库存): the same rows seen from the owner: pallets of mine that my
 *   downstream clients hold (owner = me, holder ≠ me).
 * Documents move stock; each transition writes its ledger entries in the same transaction.
 */
import type { Page, PageQuery } from './envelope';
import { localized } from './localized';

// ───────────────────────── reference data ─────────────────────────

/** POST /api/api/getTrayTypeCodes {} → TrayType[] */
export interface TrayType {
  code: string;
  name: string;
  /** e.g. 1200×1000 mm */
  size: string;
  material: string;
  dailyRentFen: number;
  depositFen: number;
}

/** A warehouse or receiving address (recevingaddress/*). */
export interface Warehouse {
  id: string;
  companyId: string;
  name: string;
  province: string;
  city: string;
  district: string;
  detailAddress: string;
  contact: string;
  /** Shown masked (138****5678) in lists; full in the edit form. */
  phone: string;
  longitude: number | null;
  latitude: number | null;
  isDefault: boolean;
  createdAt: string;
}

/** POST recevingaddress/searchList */
export interface WarehouseQuery extends PageQuery {
  keyword?: string;
  province?: string;
  city?: string;
}
/** POST recevingaddress/add (no id) and recevingaddress/update (with id). */
export interface WarehouseInput {
  id?: string;
  name: string;
  province: string;
  city: string;
  district: string;
  detailAddress: string;
  contact: string;
  phone: string;
  longitude?: number | null;
  latitude?: number | null;
  isDefault?: boolean;
}
/** POST recevingaddress/detail, recevingaddress/setDefault, recevingaddress/delete: { id } */
export interface IdRequest {
  id: string;
}

/** POST equipment/getEquipmentByWarehouseId { warehouseId } → Equipment[] */
export interface Equipment {
  id: string;
  warehouseId: string;
  /** doorReader: an RFID door reader counting pallets through a warehouse door */
  type: 'doorReader';
  serialNo: string;
  name: string;
  status: 'online' | 'offline';
  lastSeenAt: string | null;
}

// ───────────────────────── balances and ledger ─────────────────────────

export type StockScope = 'own' | 'c1' | 'downstream';

/** One balance row: a warehouse × tray type (× owner for C1 and downstream scopes). */
export interface StockRow {
  warehouseId: string;
  warehouseName: string;
  /** The holder company (for scope 'downstream': the downstream client). */
  holderCompanyId: string;
  holderCompanyName: string;
  /** The company billed for the pallets (for scope 'c1': the upstream customer). */
  ownerCompanyId: string;
  ownerCompanyName: string;
  trayTypeCode: string;
  trayTypeName: string;
  onHand: number;
  /**
   * 可用数量: what may leave the balance, on hand less the pallets reserved for open returns (上门取件
   * booked, 自行归还 submitted). Every outgoing movement is refused beyond it.
   */
  available: number;
  /** Shipped towards this warehouse, not yet signed for (inbound orders, sale outbound, circulation). */
  inTransit: number;
  /** Transfers to this company waiting for its signature. */
  awaitingSignature: number;
  /** Pallets held longer than the free rent days (downstream scope: the overdue risk). */
  overdue: number;
}

/**
 * POST customerStock/searchCustomerStock (scope own: holder = owner = the session's company),
 * customerStock/searchCustomerStockC1 (scope c1: held by the session's company, owned by another),
 * consumerStock/searchDownstreamStock (scope downstream), downstreamCustomer/searchStock (a C1's own view).
 */
/** The columns a stock list can be sorted by. */
export const STOCK_SORT_KEYS = [
  'warehouseName',
  'trayTypeCode',
  'onHand',
  'inTransit',
  'awaitingSignature',
  'overdue',
] as const;
export type StockSortKey = (typeof STOCK_SORT_KEYS)[number];

export interface StockQuery extends PageQuery {
  warehouseId?: string;
  trayTypeCode?: string;
  /** Name of warehouse, holder or owner company */
  keyword?: string;
  sortBy?: StockSortKey;
  sortOrder?: 'asc' | 'desc';
}

/** POST customerStock/getStockSummary — the stock board's overview of the session's company. */
export interface StockSummaryQuery {
  warehouseId?: string;
  trayTypeCode?: string;
}
export interface StockSummary {
  onHand: number;
  /** On hand less reserved for open returns (see StockRow.available). */
  available: number;
  inTransit: number;
  awaitingSignature: number;
  /** Own pallets at downstream clients. */
  atDownstream: number;
  /** Own pallets at downstream clients beyond the free rent days. */
  overdueRisk: number;
  byWarehouse: {
    warehouseId: string;
    warehouseName: string;
    onHand: number;
    available: number;
    inTransit: number;
    awaitingSignature: number;
  }[];
  byTrayType: {
    trayTypeCode: string;
    trayTypeName: string;
    onHand: number;
    available: number;
    inTransit: number;
    awaitingSignature: number;
  }[];
  /** The newest ledger entries of the company (any warehouse matching the filters), newest first, at most 10. */
  recentMovements: LedgerEntryRow[];
}

export type LedgerKind =
  | 'inbound' // platform delivery signed for
  | 'saleOut' // sale outbound to a downstream client
  | 'saleIn' // downstream client confirmed a sale outbound's arrival
  | 'transferOut' // transfer to another platform customer (pallets leave at once)
  | 'transferIn' // transfer accepted by the receiver
  | 'transferCancel' // transfer cancelled: pallets back to the sender
  | 'transferCorrection' // transfer corrected or rejected by the receiver: the difference moves back (transfer-disputes.ts)
  | 'circulationOut' // C1 sends C1 stock onward
  | 'circulationIn' // the next holder confirmed the circulation's arrival
  | 'recycle' // recycling application: pallets reserved for pickup
  | 'recycleCancel' // recycling application cancelled
  | 'deduction' // overdue pallets charged as lost
  | 'customerReturnOut' // pallets a downstream client returned leave its balance (owner = me)
  | 'customerReturnIn' // … and arrive in my own warehouse (生成入库单)
  | 'trayReturn'; // pallets returned to the platform (上门取件 picked up, 自行归还 / 运输记录 received)

/** Ledger kinds as a clerk reads them, on screen and in exports alike. */
export const LEDGER_KIND_LABELS: Readonly<Record<LedgerKind, string>> = localized(
  {
    inbound: '平台入库',
    saleOut: '销售出库',
    saleIn: '销售入库',
    transferOut: '调拨出库',
    transferIn: '调拨入库',
    transferCancel: '调拨取消',
    transferCorrection: '调拨更正',
    circulationOut: '流转出库',
    circulationIn: '流转入库',
    recycle: '申请回收',
    recycleCancel: '回收取消',
    deduction: '超期扣减',
    customerReturnOut: '客户归还出库',
    customerReturnIn: '客户归还入库',
    trayReturn: '托盘归还',
  },
  {
    inbound: 'Platform inbound',
    saleOut: 'Sales outbound',
    saleIn: 'Sales inbound',
    transferOut: 'Transfer out',
    transferIn: 'Transfer in',
    transferCancel: 'Transfer cancelled',
    transferCorrection: 'Transfer correction',
    circulationOut: 'Circulation outbound',
    circulationIn: 'Circulation inbound',
    recycle: 'Recycling request',
    recycleCancel: 'Recycling cancelled',
    deduction: 'Overdue deduction',
    customerReturnOut: 'Customer return outbound',
    customerReturnIn: 'Customer return inbound',
    trayReturn: 'Pallet return',
  },
);

export type DocumentType =
  'inboundOrder' | 'saleOutbound' | 'transfer' | 'circulation' | 'recycling' | 'deduction' | 'trayReturn';

/** The document type behind each ledger kind (every entry points at a document of this type). */
export const LEDGER_KIND_DOCUMENT: Readonly<Record<LedgerKind, DocumentType>> = {
  inbound: 'inboundOrder',
  saleOut: 'saleOutbound',
  saleIn: 'saleOutbound',
  transferOut: 'transfer',
  transferIn: 'transfer',
  transferCancel: 'transfer',
  transferCorrection: 'transfer',
  circulationOut: 'circulation',
  circulationIn: 'circulation',
  recycle: 'recycling',
  recycleCancel: 'recycling',
  deduction: 'deduction',
  customerReturnOut: 'inboundOrder',
  customerReturnIn: 'inboundOrder',
  trayReturn: 'trayReturn',
};

export interface LedgerEntryRow {
  id: string;
  warehouseId: string;
  warehouseName: string;
  trayTypeCode: string;
  kind: LedgerKind;
  /** Signed: positive in, negative out. */
  delta: number;
  documentType: DocumentType;
  documentId: string;
  documentNo: string;
  createdAt: string;
}

/** POST customerStock/detail (own), downstreamCustomer/stockDetail (C1): the ledger of one balance. */
export interface StockDetailQuery extends PageQuery {
  warehouseId: string;
  trayTypeCode: string;
  /** C1 and downstream views: whose pallets */
  ownerCompanyId?: string;
  kind?: LedgerKind;
  dateStart?: string;
  dateEnd?: string;
}
export interface StockDetail {
  balance: StockRow;
  entries: PageOf<LedgerEntryRow>;
}
/** A page of a list (the envelope's Page). */
export type PageOf<T> = Page<T>;

// ───────────────────────── documents ─────────────────────────

/**
 * Every create call carries a client-made `requestId` (32 hex): repeating a request with the same id
 * returns the first result and moves no pallet twice. Every transition repeated is a no-op.
 */
export interface Idempotent {
  requestId: string;
}

export interface DocumentBase {
  id: string;
  documentNo: string;
  trayTypeCode: string;
  trayTypeName: string;
  quantity: number;
  createdAt: string;
  updatedAt: string;
  remark: string;
}

/** Inbound order: the platform delivers to a customer warehouse. inTransit → signed → completed */
export type InboundStatus = 'inTransit' | 'signed' | 'completed';
export interface InboundOrder extends DocumentBase {
  status: InboundStatus;
  warehouseId: string;
  warehouseName: string;
  /** Set at signing; quantity − receivedQuantity is the recorded difference. */
  receivedQuantity: number | null;
  differenceReason: string;
  plateNumber: string;
  signedAt: string | null;
}

/**
 * Transfer (调拨) to another platform customer. pending → accepted | corrected | rejected | cancelled;
 * accepted → corrected (the receiver's disputes within the window: src/contract/transfer-disputes.ts).
 */
export type TransferStatus = 'pending' | 'accepted' | 'corrected' | 'rejected' | 'cancelled';
export const TRANSFER_STATUS_LABELS: Readonly<Record<TransferStatus, string>> = localized(
  {
    pending: '待签收',
    accepted: '已签收',
    corrected: '已更正',
    rejected: '已拒收',
    cancelled: '已取消',
  },
  {
    pending: 'Awaiting receipt',
    accepted: 'Signed for',
    corrected: 'Corrected',
    rejected: 'Rejected',
    cancelled: 'Cancelled',
  },
);
export interface Transfer extends DocumentBase {
  status: TransferStatus;
  fromCompanyId: string;
  fromCompanyName: string;
  fromWarehouseId: string;
  fromWarehouseName: string;
  toCompanyId: string;
  toCompanyName: string;
  /** Chosen by the receiver when signing. */
  toWarehouseId: string | null;
  toWarehouseName: string;
  /** 'out' when the session's company sent it, 'in' when it receives it. */
  direction: 'out' | 'in';
  /** What the receiver counted (corrected); quantity stays what was sent. Null unless corrected. */
  correctedQuantity: number | null;
  /** The receiver's reason for a correction or rejection; '' otherwise. */
  disputeReason: string;
  /** When the receiver corrected or rejected it. */
  disputedAt: string | null;
  /**
   * Until when the receiver may still dispute it (creation + the server's TRANSFER_DISPUTE_DAYS), while
   * its state allows a dispute (pending or signed); null once corrected, rejected or cancelled.
   */
  disputableUntil: string | null;
}

/**
 * A circulation outbound (流转出库) to another company. created → arrived. A sale outbound (销售出库) is a
 * waybill since issue 4 (transport.ts Waybill); the server keeps no shipment of that type.
 */
export type ShipmentStatus = 'inTransit' | 'arrived';
export interface Shipment extends DocumentBase {
  type: 'circulation';
  status: ShipmentStatus;
  fromCompanyId: string;
  fromCompanyName: string;
  fromWarehouseId: string;
  fromWarehouseName: string;
  toCompanyId: string;
  toCompanyName: string;
  toWarehouseId: string;
  toWarehouseName: string;
  /** Whose pallets travel: the upstream owner of the C1 stock. */
  ownerCompanyId: string;
  plateNumber: string;
  arrivedAt: string | null;
}

/** Recycling application (申请回收): applied → collected | cancelled */
export type RecyclingStatus = 'applied' | 'collected' | 'cancelled';
export interface RecyclingApplication extends DocumentBase {
  status: RecyclingStatus;
  warehouseId: string;
  warehouseName: string;
  ownerCompanyId: string;
  pickupDate: string;
  contact: string;
  phone: string;
}

/** Overdue deduction (超期扣减): pallets at a downstream client charged to the owner as lost. */
export interface Deduction extends DocumentBase {
  holderCompanyId: string;
  holderCompanyName: string;
  warehouseId: string;
  warehouseName: string;
  ownerCompanyId: string;
  overdueDays: number;
  /** quantity × deposit */
  amountFen: number;
}

// ───────────────────────── requests ─────────────────────────

/** POST customerStock/updateAllocationStockOut and transportationManagement/createCustomerCannibalizingOrder */
export interface CreateTransferRequest extends Idempotent {
  fromWarehouseId: string;
  toCompanyId: string;
  trayTypeCode: string;
  quantity: number;
  remark?: string;
}
/** POST customerStock/getAllocationInfo { keyword? } → the platform customers one may transfer to */
export interface AllocationTarget {
  companyId: string;
  companyName: string;
}
/** POST customerCompany/getDownstreamC1Company {} → AllocationTarget[]: my downstream C1 clients. */
/** POST customerCompany/getReceivingAddressByCompanyId { companyId } → Warehouse[]: mine or a downstream client's. */
/** POST customerStock/cancelAllocationStockOut { id } (sender, pending only) */
/** POST customerStock/searchAllocationList */
export interface TransferQuery extends PageQuery {
  direction?: 'out' | 'in';
  status?: TransferStatus;
  trayTypeCode?: string;
  keyword?: string;
  dateStart?: string;
  dateEnd?: string;
}

/** POST transportationManagement/createCustomerOutboundOrder (sale outbound) */
export interface CreateSaleOutboundRequest extends Idempotent {
  fromWarehouseId: string;
  /** A downstream client of the session's company */
  toCompanyId: string;
  toWarehouseId: string;
  trayTypeCode: string;
  quantity: number;
  plateNumber?: string;
  remark?: string;
}
/** POST downstreamCustomer/createMultiCirculationOutOrder: a C1 sends C1 stock onward, several lines at once. */
export interface CreateCirculationRequest extends Idempotent {
  fromWarehouseId: string;
  toCompanyId: string;
  toWarehouseId: string;
  plateNumber?: string;
  remark?: string;
  lines: { ownerCompanyId: string; trayTypeCode: string; quantity: number }[];
}
/** POST downstreamCustomer/confirmArriveStockIn { id } — the receiver of a shipment confirms arrival. */

/** POST customerStock/applyRecycling (own) and downstreamCustomer/applyDownstreamRecycle (C1 stock) */
export interface ApplyRecyclingRequest extends Idempotent {
  warehouseId: string;
  trayTypeCode: string;
  quantity: number;
  /** C1 stock: whose pallets */
  ownerCompanyId?: string;
  pickupDate: string;
  contact: string;
  phone: string;
  remark?: string;
}

/** POST downstreamCustomer/transferStockOut: a C1 transfers C1 stock to another platform customer. */
export interface C1TransferRequest extends CreateTransferRequest {
  ownerCompanyId: string;
}

/** POST customerWarehousingManagement/searchSignList — the to-be-signed list (inbound orders and transfers to me). */
export interface SignQuery extends PageQuery {
  sourceType?: 'inbound' | 'transfer';
  status?: 'pending' | 'signed';
  keyword?: string;
  dateStart?: string;
  dateEnd?: string;
}
export interface SignRow {
  id: string;
  sourceType: 'inbound' | 'transfer';
  documentNo: string;
  fromName: string;
  trayTypeCode: string;
  trayTypeName: string;
  quantity: number;
  receivedQuantity: number | null;
  warehouseName: string;
  status: 'pending' | 'signed';
  /** How a signed row ended (a transfer the receiver corrected or rejected is signed too); null while pending. */
  outcome: SignOutcome | null;
  createdAt: string;
  signedAt: string | null;
}
export type SignOutcome = 'signed' | 'corrected' | 'rejected';
/** 签收结果 on 入库管理's 已签收 tab and its export. */
export const SIGN_OUTCOME_LABELS: Readonly<Record<SignOutcome, string>> = localized(
  { signed: '已签收', corrected: '已更正', rejected: '已拒收' },
  { signed: 'Signed for', corrected: 'Corrected', rejected: 'Rejected' },
);
/** POST customerWarehousingManagement/getCustomerWarehousingDetail { sourceType, id } → InboundOrder | Transfer */
/** POST customerWarehousingManagement/sign — sign an inbound order or accept a transfer. */
export interface SignRequest {
  sourceType: 'inbound' | 'transfer';
  id: string;
  /** Transfers: the receiving warehouse; inbound orders: fixed by the order (may be omitted). */
  warehouseId?: string;
  /** Inbound orders: pallets actually received (≤ quantity); a difference needs a reason. */
  receivedQuantity?: number;
  differenceReason?: string;
}

/** POST consumerStock/searchShipmentList (circulation records, both directions; sale outbounds are waybills) */
export interface ShipmentQuery extends PageQuery {
  type?: Shipment['type'];
  direction?: 'out' | 'in';
  status?: ShipmentStatus;
  keyword?: string;
  dateStart?: string;
  dateEnd?: string;
}

/** POST consumerStock/searchDeductionList */
export interface DeductionQuery extends PageQuery {
  holderCompanyId?: string;
  trayTypeCode?: string;
  dateStart?: string;
  dateEnd?: string;
}

// ───────────────────────── pallet codes ─────────────────────────

export type PalletCodeStatus = 'inStock' | 'inTransit' | 'atDownstream' | 'recycled' | 'lost';
export interface PalletCode {
  /** 32 hex, UUID v4 layout without dashes */
  traceId: string;
  trayTypeCode: string;
  trayTypeName: string;
  warehouseId: string;
  warehouseName: string;
  status: PalletCodeStatus;
  boundAt: string;
  lastMovedAt: string;
}
/** POST code/searchCodeList */
export interface PalletCodeQuery extends PageQuery {
  traceId?: string;
  warehouseId?: string;
  trayTypeCode?: string;
  status?: PalletCodeStatus;
}

// ───────────────────────── exports ─────────────────────────

/**
 * Every list has a GET export twin: the list path with `export` appended to the call name, e.g.
 * GET /api/api/customerStock/searchCustomerStockExport?format=csv|xlsx&token=…&<the list's filters>.
 * Streamed; all rows matching the filters (no paging); Chinese column headers.
 */
export type ExportFormat = 'csv' | 'xlsx';
