import { Type } from '@sinclair/typebox';
import {
  CARRIER_ORDER_ACTIONS,
  CARRIER_ORDER_STATUS_LABELS,
  TICKET_KIND_LABELS,
  VEHICLE_AUDIT_STATUS_LABELS,
  VEHICLE_TYPE_LABELS,
  type AddressSnapshot,
  type CarrierOrder,
  type CarrierOrderDetail,
  type CarrierOrderLog,
  type Evaluation,
  type SettlementLine,
  type Ticket,
  type VehicleAssignment,
} from '../../../src/contract/freight';
import { Instant, Int, Nullable, OneOf, OneOfKeys, wire } from '../../http/wire/schema';

/** Response schemas of the carrier-order types of src/contract/freight.ts. */

const Party = () => OneOf(['shipper', 'carrier'] as const);

const AddressSnapshotSchema = wire<AddressSnapshot>()(
  Type.Object({
    addressId: Type.String(),
    name: Type.String(),
    province: Type.String(),
    city: Type.String(),
    district: Type.String(),
    detail: Type.String(),
    contact: Type.String(),
    phone: Type.String(),
  }),
);

export const VehicleAssignmentSchema = wire<VehicleAssignment>()(
  Type.Object({
    id: Type.String(),
    carrierOrderId: Type.String(),
    carrierOrderNo: Type.String(),
    plateNumber: Type.String(),
    driverName: Type.String(),
    driverPhone: Type.String({ description: '承运方看到完整号码，其他人脱敏（138****0000）' }),
    status: OneOfKeys(VEHICLE_AUDIT_STATUS_LABELS),
    rejectReason: Nullable(Type.String()),
    assignedBy: Type.String(),
    assignedAt: Instant(),
    auditedBy: Nullable(Type.String()),
    auditedAt: Nullable(Instant()),
  }),
);

const orderFields = {
  id: Type.String(),
  documentNo: Type.String(),
  status: OneOfKeys(CARRIER_ORDER_STATUS_LABELS),
  demandOrderId: Type.String(),
  demandOrderNo: Type.String(),
  shipperCompanyId: Type.String(),
  shipperCompanyName: Type.String(),
  carrierCompanyId: Type.String(),
  carrierCompanyName: Type.String(),
  origin: AddressSnapshotSchema,
  destination: AddressSnapshotSchema,
  cargoName: Type.String(),
  pallets: Int(),
  vehicleType: OneOfKeys(VEHICLE_TYPE_LABELS),
  loadFrom: Instant(),
  loadTo: Instant(),
  priceFen: Int(),
  vehicle: Nullable(VehicleAssignmentSchema),
  cancelReason: Nullable(Type.String()),
  party: Party(),
  actions: Type.Array(OneOf(CARRIER_ORDER_ACTIONS), { description: '当前用户此刻可执行的操作' }),
  createdAt: Instant(),
  updatedAt: Instant(),
  version: Int(),
};

export const CarrierOrderSchema = wire<CarrierOrder>()(Type.Object(orderFields));

export const TicketSchema = wire<Ticket>()(
  Type.Object({
    fileId: Type.String(),
    kind: OneOfKeys(TICKET_KIND_LABELS),
    url: Type.String({ description: 'GET common/file?fileId=…（本企业的文件）' }),
    uploadedAt: Instant(),
  }),
);

const AdjustmentSchema = Type.Object({ reason: Type.String(), amountFen: Int() });

export const SettlementLineSchema = wire<SettlementLine>()(
  Type.Object({
    id: Type.String(),
    carrierOrderId: Type.String(),
    carrierOrderNo: Type.String(),
    demandOrderNo: Type.String(),
    shipperCompanyName: Type.String(),
    carrierCompanyName: Type.String(),
    priceFen: Int(),
    adjustments: Type.Array(AdjustmentSchema),
    totalFen: Int(),
    completedAt: Instant(),
  }),
);

const EvaluationSchema = wire<Evaluation>()(
  Type.Object({
    id: Type.String(),
    carrierOrderId: Type.String(),
    stars: Int(),
    content: Type.String(),
    evaluatorName: Type.String(),
    createdAt: Instant(),
  }),
);

export const CarrierOrderDetailSchema = wire<CarrierOrderDetail>()(
  Type.Object({
    ...orderFields,
    tickets: Type.Array(TicketSchema),
    evaluation: Nullable(EvaluationSchema),
    settlement: Nullable(SettlementLineSchema),
  }),
);

export const CarrierOrderLogSchema = wire<CarrierOrderLog>()(
  Type.Object({
    id: Type.String(),
    carrierOrderId: Type.String(),
    action: OneOf(['create', ...CARRIER_ORDER_ACTIONS] as const),
    from: Nullable(OneOfKeys(CARRIER_ORDER_STATUS_LABELS)),
    to: OneOfKeys(CARRIER_ORDER_STATUS_LABELS),
    actorName: Type.String(),
    actorCompanyName: Type.String(),
    remark: Type.String(),
    createdAt: Instant(),
  }),
);
