import { Type } from '@sinclair/typebox';
import {
  RETURN_CHANNEL_LABELS,
  RETURN_STATUS_LABELS,
  TRANSPORT_RECORD_STATUS_LABELS,
  type CheckReturnNumberResult,
  type CustomerReturnRow,
  type LogisticsSwitch,
  type PickupRow,
  type RecycleStockFlag,
  type ReturnableStock,
  type ReturnDepot,
  type TransportRecord,
  type TrayReturn,
  type TrayReturnDetail,
} from '../../../src/contract/returns';
import { Instant, Int, Nullable, OneOf, OneOfKeys, wire } from '../../http/wire/schema';
import { InboundStatusSchema } from '../../http/wire/stock';

/** Response schemas of src/contract/returns.ts (pallet returns, depots, transport records, pickups). */

const ReturnStatusSchema = () => OneOfKeys(RETURN_STATUS_LABELS);

const trayReturnFields = () => ({
  id: Type.String(),
  documentNo: Type.String(),
  channel: OneOfKeys(RETURN_CHANNEL_LABELS),
  status: ReturnStatusSchema(),
  companyId: Type.String(),
  companyName: Type.String(),
  warehouseId: Type.String(),
  warehouseName: Type.String(),
  trayTypeCode: Type.String(),
  trayTypeName: Type.String(),
  quantity: Int(),
  pickedQuantity: Nullable(Int()),
  goodQuantity: Nullable(Int()),
  damagedQuantity: Nullable(Int()),
  lostQuantity: Nullable(Int()),
  pickupDate: Type.String(),
  contact: Type.String(),
  phone: Type.String(),
  depotId: Nullable(Type.String()),
  depotName: Type.String(),
  plateNumber: Type.String(),
  expectedDate: Type.String(),
  transportRecordId: Nullable(Type.String()),
  returnNumber: Type.String(),
  remark: Type.String(),
  createdAt: Instant(),
  updatedAt: Instant(),
  pickedUpAt: Nullable(Instant()),
  receivedAt: Nullable(Instant()),
  cancelledAt: Nullable(Instant()),
});

export const TrayReturnSchema = wire<TrayReturn>()(Type.Object(trayReturnFields()));

export const TrayReturnDetailSchema = wire<TrayReturnDetail>()(
  Type.Object({
    ...trayReturnFields(),
    timeline: Type.Array(Type.Object({ status: ReturnStatusSchema(), at: Instant() })),
  }),
);

export const ReturnDepotSchema = wire<ReturnDepot>()(
  Type.Object({
    id: Type.String(),
    name: Type.String(),
    province: Type.String(),
    city: Type.String(),
    address: Type.String(),
    contact: Type.String(),
    phone: Type.String(),
    longitude: Type.Number(),
    latitude: Type.Number(),
  }),
);

export const ReturnableStockSchema = wire<ReturnableStock>()(
  Type.Object({
    trayTypeCode: Type.String(),
    trayTypeName: Type.String(),
    onHand: Int(),
    available: Int(),
  }),
);

export const TransportRecordSchema = wire<TransportRecord>()(
  Type.Object({
    id: Type.String(),
    recordNo: Type.String(),
    status: OneOfKeys(TRANSPORT_RECORD_STATUS_LABELS),
    warehouseId: Type.String(),
    warehouseName: Type.String(),
    depotId: Type.String(),
    depotName: Type.String(),
    trayTypeCode: Type.String(),
    trayTypeName: Type.String(),
    quantity: Int(),
    goodQuantity: Int(),
    damagedQuantity: Int(),
    lostQuantity: Int(),
    waybillNo: Type.String(),
    plateNumber: Type.String(),
    driverName: Type.String(),
    departedAt: Instant(),
    arrivedAt: Instant(),
    returnId: Nullable(Type.String()),
    returnNumber: Type.String(),
    confirmedAt: Nullable(Instant()),
  }),
);

export const CheckReturnNumberResultSchema = wire<CheckReturnNumberResult>()(
  Type.Object({
    valid: Type.Boolean(),
    reason: Nullable(OneOf(['notIssued', 'otherCompany', 'used'] as const)),
    message: Type.String(),
  }),
);

export const LogisticsSwitchSchema = wire<LogisticsSwitch>()(
  Type.Object({ returnNumberRequired: Type.Boolean() }),
);

export const RecycleStockFlagSchema = wire<RecycleStockFlag>()(
  Type.Object({ required: Type.Boolean(), pendingRecycle: Int() }),
);

export const CustomerReturnRowSchema = wire<CustomerReturnRow>()(
  Type.Object({
    id: Type.String(),
    documentNo: Type.String(),
    clientCompanyId: Type.String(),
    clientCompanyName: Type.String(),
    warehouseId: Type.String(),
    warehouseName: Type.String(),
    trayTypeCode: Type.String(),
    trayTypeName: Type.String(),
    quantity: Int(),
    status: InboundStatusSchema(),
    receivedQuantity: Nullable(Int()),
    createdAt: Instant(),
    signedAt: Nullable(Instant()),
  }),
);

export const PickupRowSchema = wire<PickupRow>()(
  Type.Object({
    id: Type.String(),
    source: OneOf(['toDoor', 'recycling'] as const),
    documentNo: Type.String(),
    warehouseId: Type.String(),
    warehouseName: Type.String(),
    trayTypeCode: Type.String(),
    trayTypeName: Type.String(),
    quantity: Int(),
    pickupDate: Type.String(),
    contact: Type.String(),
    phone: Type.String(),
    createdAt: Instant(),
  }),
);
