import { Type } from '@sinclair/typebox';
import {
  LISTED_WAYBILL_STATUSES,
  type BatchConfirmResult,
  type InboundListRow,
  type Waybill,
} from '../../../src/contract/transport';
import { VEHICLE_PROVIDERS } from '../../../src/contract/vehicles';
import { Instant, Int, Nullable, OneOf, wire } from '../../http/wire/schema';
import { documentBase, inboundOrderFields, journeyFields } from '../../http/wire/stock';

/** Response schemas of src/contract/transport.ts (waybills, inbound management). */

export const WaybillSchema = wire<Waybill>()(
  Type.Object({
    ...documentBase(),
    status: OneOf([...LISTED_WAYBILL_STATUSES, 'deleted'] as const),
    ...journeyFields(),
    driverName: Type.String(),
    driverPhone: Type.String(),
    vehicleProvider: Nullable(OneOf(VEHICLE_PROVIDERS)),
    departedAt: Nullable(Instant()),
    arrivedAt: Nullable(Instant()),
    confirmedAt: Nullable(Instant()),
  }),
);

export const BatchConfirmResultSchema = wire<BatchConfirmResult>()(
  Type.Object({ confirmed: Int(), skipped: Int() }),
);

export const InboundListRowSchema = wire<InboundListRow>()(
  Type.Object({
    ...inboundOrderFields(),
    source: OneOf(['platform', 'client'] as const),
    clientCompanyId: Nullable(Type.String()),
    clientCompanyName: Type.String(),
    clientWarehouseId: Nullable(Type.String()),
    clientWarehouseName: Type.String(),
  }),
);
