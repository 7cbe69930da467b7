import { Type } from '@sinclair/typebox';
import {
  LEDGER_KIND_DOCUMENT,
  LEDGER_KIND_LABELS,
  type AllocationTarget,
  type Deduction,
  type DocumentType,
  type Equipment,
  type InboundOrder,
  type LedgerEntryRow,
  type PalletCode,
  type RecyclingApplication,
  type Shipment,
  type SignRow,
  SIGN_OUTCOME_LABELS,
  type StockDetail,
  type StockRow,
  type StockSummary,
  type Transfer,
  type TrayType,
  type Warehouse,
} from '../../../src/contract/stock';
import { Instant, Int, Nullable, OneOf, OneOfKeys, PageOf, wire } from './schema';

/** Response schemas of src/contract/stock.ts (reference data, balances, ledger, documents). */

const DOCUMENT_TYPES: readonly DocumentType[] = [...new Set(Object.values(LEDGER_KIND_DOCUMENT))];

export const TrayTypeSchema = wire<TrayType>()(
  Type.Object({
    code: Type.String(),
    name: Type.String(),
    size: Type.String(),
    material: Type.String(),
    dailyRentFen: Int(),
    depositFen: Int(),
  }),
);

export const WarehouseSchema = wire<Warehouse>()(
  Type.Object({
    id: Type.String(),
    companyId: Type.String(),
    name: Type.String(),
    province: Type.String(),
    city: Type.String(),
    district: Type.String(),
    detailAddress: Type.String(),
    contact: Type.String(),
    phone: Type.String(),
    longitude: Nullable(Type.Number()),
    latitude: Nullable(Type.Number()),
    isDefault: Type.Boolean(),
    createdAt: Instant(),
  }),
);

export const EquipmentSchema = wire<Equipment>()(
  Type.Object({
    id: Type.String(),
    warehouseId: Type.String(),
    type: Type.Literal('doorReader'),
    serialNo: Type.String(),
    name: Type.String(),
    status: OneOf(['online', 'offline'] as const),
    lastSeenAt: Nullable(Instant()),
  }),
);

export const StockRowSchema = wire<StockRow>()(
  Type.Object({
    warehouseId: Type.String(),
    warehouseName: Type.String(),
    holderCompanyId: Type.String(),
    holderCompanyName: Type.String(),
    ownerCompanyId: Type.String(),
    ownerCompanyName: Type.String(),
    trayTypeCode: Type.String(),
    trayTypeName: Type.String(),
    onHand: Int(),
    available: Int(),
    inTransit: Int(),
    awaitingSignature: Int(),
    overdue: Int(),
  }),
);

export const LedgerEntryRowSchema = wire<LedgerEntryRow>()(
  Type.Object({
    id: Type.String(),
    warehouseId: Type.String(),
    warehouseName: Type.String(),
    trayTypeCode: Type.String(),
    kind: OneOfKeys(LEDGER_KIND_LABELS),
    delta: Int(),
    documentType: OneOf(DOCUMENT_TYPES),
    documentId: Type.String(),
    documentNo: Type.String(),
    createdAt: Instant(),
  }),
);

const movementCounts = () => ({
  onHand: Int(),
  available: Int(),
  inTransit: Int(),
  awaitingSignature: Int(),
});

export const StockSummarySchema = wire<StockSummary>()(
  Type.Object({
    ...movementCounts(),
    atDownstream: Int(),
    overdueRisk: Int(),
    byWarehouse: Type.Array(
      Type.Object({ warehouseId: Type.String(), warehouseName: Type.String(), ...movementCounts() }),
    ),
    byTrayType: Type.Array(
      Type.Object({ trayTypeCode: Type.String(), trayTypeName: Type.String(), ...movementCounts() }),
    ),
    recentMovements: Type.Array(LedgerEntryRowSchema),
  }),
);

export const StockDetailSchema = wire<StockDetail>()(
  Type.Object({ balance: StockRowSchema, entries: PageOf(LedgerEntryRowSchema) }),
);

/** The fields of DocumentBase, spread into each document's schema. */
export const documentBase = () => ({
  id: Type.String(),
  documentNo: Type.String(),
  trayTypeCode: Type.String(),
  trayTypeName: Type.String(),
  quantity: Int(),
  createdAt: Instant(),
  updatedAt: Instant(),
  remark: Type.String(),
});

export const InboundStatusSchema = () => OneOf(['inTransit', 'signed', 'completed'] as const);

/** The fields of InboundOrder, spread into the inbound list row of the transport area. */
export const inboundOrderFields = () => ({
  ...documentBase(),
  status: InboundStatusSchema(),
  warehouseId: Type.String(),
  warehouseName: Type.String(),
  receivedQuantity: Nullable(Int()),
  differenceReason: Type.String(),
  plateNumber: Type.String(),
  signedAt: Nullable(Instant()),
});

export const InboundOrderSchema = wire<InboundOrder>()(Type.Object(inboundOrderFields()));

export const TransferSchema = wire<Transfer>()(
  Type.Object({
    ...documentBase(),
    status: OneOf(['pending', 'accepted', 'corrected', 'rejected', 'cancelled'] as const),
    fromCompanyId: Type.String(),
    fromCompanyName: Type.String(),
    fromWarehouseId: Type.String(),
    fromWarehouseName: Type.String(),
    toCompanyId: Type.String(),
    toCompanyName: Type.String(),
    toWarehouseId: Nullable(Type.String()),
    toWarehouseName: Type.String(),
    direction: OneOf(['out', 'in'] as const),
    correctedQuantity: Nullable(Int()),
    disputeReason: Type.String(),
    disputedAt: Nullable(Instant()),
    disputableUntil: Nullable(Instant()),
  }),
);

/** Where pallets travel from and to, whose they are and on which vehicle (a shipment, a waybill). */
export const journeyFields = () => ({
  fromCompanyId: Type.String(),
  fromCompanyName: Type.String(),
  fromWarehouseId: Type.String(),
  fromWarehouseName: Type.String(),
  toCompanyId: Type.String(),
  toCompanyName: Type.String(),
  toWarehouseId: Type.String(),
  toWarehouseName: Type.String(),
  ownerCompanyId: Type.String(),
  plateNumber: Type.String(),
});

export const ShipmentSchema = wire<Shipment>()(
  Type.Object({
    ...documentBase(),
    type: Type.Literal('circulation'),
    status: OneOf(['inTransit', 'arrived'] as const),
    ...journeyFields(),
    arrivedAt: Nullable(Instant()),
  }),
);

/** customerWarehousingManagement/getCustomerWarehousingDetail and sign: the document by its sourceType. */
export const InboundOrderOrTransferSchema = Type.Union([InboundOrderSchema, TransferSchema]);

export const RecyclingStatusSchema = () => OneOf(['applied', 'collected', 'cancelled'] as const);

export const RecyclingApplicationSchema = wire<RecyclingApplication>()(
  Type.Object({
    ...documentBase(),
    status: RecyclingStatusSchema(),
    warehouseId: Type.String(),
    warehouseName: Type.String(),
    ownerCompanyId: Type.String(),
    pickupDate: Type.String(),
    contact: Type.String(),
    phone: Type.String(),
  }),
);

export const DeductionSchema = wire<Deduction>()(
  Type.Object({
    ...documentBase(),
    holderCompanyId: Type.String(),
    holderCompanyName: Type.String(),
    warehouseId: Type.String(),
    warehouseName: Type.String(),
    ownerCompanyId: Type.String(),
    overdueDays: Int(),
    amountFen: Int(),
  }),
);

export const AllocationTargetSchema = wire<AllocationTarget>()(
  Type.Object({ companyId: Type.String(), companyName: Type.String() }),
);

export const SignRowSchema = wire<SignRow>()(
  Type.Object({
    id: Type.String(),
    sourceType: OneOf(['inbound', 'transfer'] as const),
    documentNo: Type.String(),
    fromName: Type.String(),
    trayTypeCode: Type.String(),
    trayTypeName: Type.String(),
    quantity: Int(),
    receivedQuantity: Nullable(Int()),
    warehouseName: Type.String(),
    status: OneOf(['pending', 'signed'] as const),
    outcome: Nullable(OneOfKeys(SIGN_OUTCOME_LABELS)),
    createdAt: Instant(),
    signedAt: Nullable(Instant()),
  }),
);

export const PalletCodeSchema = wire<PalletCode>()(
  Type.Object({
    traceId: Type.String(),
    trayTypeCode: Type.String(),
    trayTypeName: Type.String(),
    warehouseId: Type.String(),
    warehouseName: Type.String(),
    status: OneOf(['inStock', 'inTransit', 'atDownstream', 'recycled', 'lost'] as const),
    boundAt: Instant(),
    lastMovedAt: Instant(),
  }),
);
