import type { VehiclePositionBatch, VehiclePositionResult } from '../../../src/contract/vehicles';
import { newId } from '../../db/ids';
import type { DbOrTrx } from '../../db/schema';
import { fieldError } from '../../http/envelope';
import { VEHICLE_LABELS } from './labels';
import { vehiclesDb, type VehiclePositionsTable } from './tables';

/** Rows per insert statement (8 parameters a row: well under SQLite's and PostgreSQL's limits). */
const ROWS_PER_INSERT = 250;

export const toPositionRow = (
  point: VehiclePositionBatch['points'][number],
  recordedAt: number,
): VehiclePositionsTable => ({
  id: newId(),
  provider: point.provider,
  plate_number: point.plateNumber,
  longitude: point.longitude,
  latitude: point.latitude,
  speed_kmh: Math.round(point.speedKmh),
  heading: Math.round(point.heading) % 360,
  recorded_at: recordedAt,
});

/**
 * Stores a TMS batch in one transaction: every point is checked first (a bad `recordedAt` answers 2003
 * naming it, nothing written); a point already stored for its (plate, recordedAt) is skipped, so a
 * re-sent batch changes nothing.
 */
export async function recordPositions(
  db: DbOrTrx,
  batch: VehiclePositionBatch,
): Promise<VehiclePositionResult> {
  const rows = batch.points.map((point, index) => {
    const recordedAt = Date.parse(point.recordedAt);
    if (Number.isNaN(recordedAt))
      throw fieldError(`points.${index}.recordedAt`, VEHICLE_LABELS.recordedAtInvalid);
    return toPositionRow(point, recordedAt);
  });
  return insertPositions(db, rows).then((inserted) => ({ received: rows.length, inserted }));
}

/** Inserts position rows, skipping (plate, recorded_at) pairs already stored; returns how many were new. */
export async function insertPositions(db: DbOrTrx, rows: readonly VehiclePositionsTable[]): Promise<number> {
  if (rows.length === 0) return 0;
  const write = async (trx: DbOrTrx) => {
    let inserted = 0;
    for (let i = 0; i < rows.length; i += ROWS_PER_INSERT) {
      const result = await vehiclesDb(trx)
        .insertInto('vehicle_positions')
        .values(rows.slice(i, i + ROWS_PER_INSERT))
        .onConflict((c) => c.columns(['plate_number', 'recorded_at']).doNothing())
        .executeTakeFirst();
      inserted += Number(result.numInsertedOrUpdatedRows ?? 0);
    }
    return inserted;
  };
  return db.isTransaction ? write(db) : db.transaction().execute(write);
}
