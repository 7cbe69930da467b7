import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Each party's own index order for the vehicle history and the settlement lines (bench/RESULTS.md,
 * issue 15): `shipper = ? or carrier = ?` sorted the company's whole set for every page, so each list
 * reads one side per party instead (server/modules/ledger/keyed-pages.ts).
 *
 * carrier_vehicle_assignments gains its order's two parties (written with every assignment; filled here
 * for the existing ones). The columns stay nullable because SQLite cannot add a NOT NULL column without
 * a default; nothing writes an assignment without them.
 */
export const carrierListKeys: Migration = {
  async up(db: Kysely<unknown>) {
    for (const party of ['shipper', 'carrier'] as const) {
      const column = `${party}_company_id`;
      await db.schema.alterTable('carrier_vehicle_assignments').addColumn(column, 'text').execute();
      await sql`update carrier_vehicle_assignments set ${sql.ref(column)} = (
        select o.${sql.ref(column)} from carrier_orders o where o.id = carrier_vehicle_assignments.carrier_order_id
      )`.execute(db);
      await db.schema
        .createIndex(`carrier_vehicle_assignments_${party}`)
        .on('carrier_vehicle_assignments')
        .columns([column, 'assigned_at', 'id'])
        .execute();
      await db.schema
        .createIndex(`entrust_settlement_lines_${party}`)
        .on('entrust_settlement_lines')
        .columns([column, 'completed_at', 'id'])
        .execute();
    }
  },
};
