import type { Kysely, Migration } from 'kysely';

/**
 * Vehicle positions reported by the TMS (/api/platform/vehicle/positions): one row per plate and instant.
 * The unique index (plate_number, recorded_at) makes a re-sent point a no-op and serves the track read
 * (one plate between departure and confirmation). Coordinates are `double precision` rather than
 * PostgreSQL's 4-byte `real`, which would round 121.28693 to about a metre.
 */
export const vehiclePositions: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('vehicle_positions')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('provider', 'text', (c) => c.notNull())
      .addColumn('plate_number', 'text', (c) => c.notNull())
      .addColumn('longitude', 'double precision', (c) => c.notNull())
      .addColumn('latitude', 'double precision', (c) => c.notNull())
      .addColumn('speed_kmh', 'integer', (c) => c.notNull())
      .addColumn('heading', 'integer', (c) => c.notNull())
      .addColumn('recorded_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('vehicle_positions_plate_time')
      .on('vehicle_positions')
      .columns(['plate_number', 'recorded_at'])
      .unique()
      .execute();
  },
};
