import { Type } from '@sinclair/typebox';
import { LISTED_WAYBILL_STATUSES } from '../../../src/contract/transport';
import {
  VEHICLE_PROVIDERS,
  type LonLatRegion,
  type VehicleListItem,
  type VehiclePositionResult,
  type VehicleTrack,
} from '../../../src/contract/vehicles';
import { Instant, Int, Nullable, OneOf, wire } from './schema';

/** Response schemas of src/contract/vehicles.ts (positions, tracks, the vehicle list, regions). */

const VehiclePointSchema = () =>
  Type.Object({
    longitude: Type.Number(),
    latitude: Type.Number(),
    speedKmh: Type.Number(),
    heading: Type.Number(),
    recordedAt: Instant(),
  });

export const VehiclePositionResultSchema = wire<VehiclePositionResult>()(
  Type.Object({ received: Int(), inserted: Int() }),
);

export const VehicleTrackSchema = wire<VehicleTrack>()(
  Type.Object({
    waybillNo: Type.String(),
    plateNumber: Type.String(),
    driverName: Type.String(),
    status: OneOf(LISTED_WAYBILL_STATUSES),
    fromWarehouseName: Type.String(),
    toWarehouseName: Type.String(),
    departedAt: Nullable(Instant()),
    endedAt: Nullable(Instant()),
    points: Type.Array(VehiclePointSchema()),
    lastPosition: Nullable(VehiclePointSchema()),
  }),
);

export const VehicleListItemSchema = wire<VehicleListItem>()(
  Type.Object({
    provider: OneOf(VEHICLE_PROVIDERS),
    waybillNo: Type.String(),
    plateNumber: Type.String(),
    driverName: Type.String(),
    driverPhone: Type.String(),
    status: OneOf(['inTransit', 'arrived'] as const),
    fromCompanyName: Type.String(),
    toCompanyName: Type.String(),
    lastPosition: Nullable(VehiclePointSchema()),
  }),
);

export const LonLatRegionSchema = wire<LonLatRegion>()(
  Type.Object({
    province: Type.String(),
    city: Type.String(),
    district: Type.Optional(Type.String()),
    address: Type.String(),
  }),
);
