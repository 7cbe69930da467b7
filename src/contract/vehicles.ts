/**
 * Wire types of vehicle positioning (车辆定位, /yelopack/transport/gps; SPEC §7 transMap/*, yuhongMap/*,
 * /api/customer/getMapByLonLat). Coordinates are GCJ-02 degrees as the TMS and the map pickers give them;
 * instants are ISO 8601 UTC strings.
 */
import type { PageQuery } from './envelope';
import type { VehicleProvider, WaybillStatus } from './transport';

export type { VehicleProvider };
/** The two track providers of SPEC §7 (transMap/*, yuhongMap/*): the waybill's vehicle_provider. */
export const VEHICLE_PROVIDERS: readonly VehicleProvider[] = ['trans', 'yuhong'];

/** One reported position of a vehicle. */
export interface VehiclePoint {
  longitude: number;
  latitude: number;
  speedKmh: number;
  /** Degrees clockwise from north, 0–359. */
  heading: number;
  recordedAt: string;
}

/** POST /api/platform/vehicle/positions (x-platform-key): a batch of up to 1,000 points from the TMS. */
export interface VehiclePositionBatch {
  points: (VehiclePoint & { provider: VehicleProvider; plateNumber: string })[];
}
/** Points stored; a point already known for (plate, recordedAt) is skipped. */
export interface VehiclePositionResult {
  received: number;
  inserted: number;
}

/** POST transMap/getVehicleTrack, yuhongMap/getVehicleTrack { waybillNo } */
export interface VehicleTrackRequest {
  waybillNo: string;
}
export interface VehicleTrack {
  waybillNo: string;
  plateNumber: string;
  driverName: string;
  status: Exclude<WaybillStatus, 'deleted'>;
  fromWarehouseName: string;
  toWarehouseName: string;
  departedAt: string | null;
  /** Confirmed, or null while the track is still open (up to now). */
  endedAt: string | null;
  /** Oldest first, between departure and confirmation (or now). */
  points: VehiclePoint[];
  lastPosition: VehiclePoint | null;
}

/** POST transMap/getVehicleList, yuhongMap/getVehicleList → Page<VehicleListItem>, newest departure first */
export interface VehicleListQuery extends PageQuery {
  /** Part of the waybill no, the plate or the driver's name. */
  keyword?: string;
  /** In transit or arrived (default: both). */
  status?: VehicleListItem['status'];
}
export interface VehicleListItem {
  provider: VehicleProvider;
  waybillNo: string;
  plateNumber: string;
  driverName: string;
  /** Full number; lists show it masked (138****5678). */
  driverPhone: string;
  status: 'inTransit' | 'arrived';
  fromCompanyName: string;
  toCompanyName: string;
  lastPosition: VehiclePoint | null;
}

/** POST /api/customer/getMapByLonLat { longitude, latitude } → the region, answered offline. */
export interface LonLatRequest {
  longitude: number;
  latitude: number;
}
export interface LonLatRegion {
  province: string;
  city: string;
  district?: string;
  /** province + city (+ district), as a clerk writes it: 江苏省苏州市, 上海市嘉定区. */
  address: string;
}
