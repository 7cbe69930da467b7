import type { VehicleProvider } from '../../../src/contract/vehicles';
import type { DbOrTrx } from '../../db/schema';
import { transportDb } from '../transport';

/** Table of migration 0010-vehicle-positions; one row per (plate_number, recorded_at). */
export interface VehiclePositionsTable {
  id: string;
  provider: VehicleProvider;
  plate_number: string;
  longitude: number;
  latitude: number;
  speed_kmh: number;
  heading: number;
  recorded_at: number;
}

// A type alias, not an interface: withTables<T> needs T to be indexable.
export type VehicleTables = { vehicle_positions: VehiclePositionsTable };

/** The database handle typed with the reference, ledger, transport (waybills) and position tables. */
export const vehiclesDb = (db: DbOrTrx) => transportDb(db).withTables<VehicleTables>();
