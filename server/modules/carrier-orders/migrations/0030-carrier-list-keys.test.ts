import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase, type Connection } from '../../../db/connect';
import { allMigrations } from '../../index';

/** A carrier order with two vehicle assignments written before 0030, brought to the latest schema. */
describe('0030 gives existing vehicle assignments their order’s parties (SQLite)', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'yp-0030-'));
  let connection: Connection;
  const migrator = () =>
    new Migrator({ db: connection.db, provider: { getMigrations: async () => allMigrations() } });

  beforeAll(async () => {
    connection = connectDatabase({ databaseUrl: undefined, dataDir });
    const before = await migrator().migrateTo('0029-entrust-list-keys');
    if (before.error) throw before.error;
    // Only the columns 0030 reads matter; the parents the foreign keys name are left out.
    await sql`pragma foreign_keys = off`.execute(connection.db);
    await sql`
      insert into carrier_orders (id, document_no, demand_order_id, demand_order_no, quote_id,
        shipper_company_id, shipper_company_name, carrier_company_id, carrier_company_name, origin,
        destination, cargo_name, pallets, weight_kg, vehicle_type, load_from, load_to, price_fen, status,
        version, sign_code_hash, signer_account_id, created_at, updated_at)
      values ('o', 'CY1', 'd', 'TY1', 'q', 'shipper', '货主', 'carrier', '承运方', '{}', '{}', '托盘', 10,
        100, 'van', 1, 2, 100, 'waitVehicleAudit', 1, 'h', 'a', 1, 1)
    `.execute(connection.db);
    await sql`
      insert into carrier_vehicle_assignments (id, carrier_order_id, plate_number, driver_name,
        driver_phone, status, assigned_by, assigned_at)
      values ('v1', 'o', '粤A12345', '王师傅', '13912345678', 'rejected', '调度', 1),
        ('v2', 'o', '粤A12346', '李师傅', '13912345679', 'pending', '调度', 2)
    `.execute(connection.db);
    await sql`pragma foreign_keys = on`.execute(connection.db);
    const { error } = await migrator().migrateToLatest();
    if (error) throw error;
  });
  afterAll(async () => {
    await connection.db.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('copies the shipper and the carrier onto every assignment', async () => {
    const { rows } = await sql<{ id: string; shipper_company_id: string; carrier_company_id: string }>`
      select id, shipper_company_id, carrier_company_id from carrier_vehicle_assignments order by id
    `.execute(connection.db);
    expect(rows).toEqual([
      { id: 'v1', shipper_company_id: 'shipper', carrier_company_id: 'carrier' },
      { id: 'v2', shipper_company_id: 'shipper', carrier_company_id: 'carrier' },
    ]);
  });
});
