import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Found by the scale bench (bench/RESULTS.md, issue 3): the overdue count of a balance (what is on hand
 * beyond the pallets that came in during the free rent days) summed every incoming ledger entry of the
 * window, tens of thousands for a busy balance, on every stock list, summary and detail call.
 *
 * `ledger_daily_inflow` keeps, per balance and calendar day in Asia/Shanghai, the pallets that came in that day (the sum of the
 * positive ledger deltas), written by the ledger service in the transaction that writes the entries. The
 * window's inflow is then at most one row per day of the window, read from the primary key.
 * Backfilled from the ledger.
 */
export const dailyInflow: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('ledger_daily_inflow')
      .addColumn('holder_company_id', 'text', (c) => c.notNull())
      .addColumn('warehouse_id', 'text', (c) => c.notNull())
      .addColumn('tray_type_code', 'text', (c) => c.notNull())
      .addColumn('owner_company_id', 'text', (c) => c.notNull())
      /** Days since 1970-01-01 in Asia/Shanghai (UTC+8, no daylight saving). */
      .addColumn('day', 'integer', (c) => c.notNull())
      .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity > 0`))
      .addPrimaryKeyConstraint('ledger_daily_inflow_pk', [
        'holder_company_id',
        'warehouse_id',
        'tray_type_code',
        'owner_company_id',
        'day',
      ])
      .execute();
    await rebuildDailyInflow(db);
  },
};

/** Fills `ledger_daily_inflow` from the ledger (the migration's backfill; the bench generator's too). */
export async function rebuildDailyInflow<DB>(db: Kysely<DB>): Promise<void> {
  await sql`delete from ledger_daily_inflow`.execute(db);
  await sql`insert into ledger_daily_inflow
      (holder_company_id, warehouse_id, tray_type_code, owner_company_id, day, quantity)
    select holder_company_id, warehouse_id, tray_type_code, owner_company_id,
      ${SHANGHAI_DAY}, sum(delta)
    from ledger_entries where delta > 0
    group by holder_company_id, warehouse_id, tray_type_code, owner_company_id, ${SHANGHAI_DAY}`.execute(db);
}

/** The Asia/Shanghai day number of `created_at` (literals, so both dialects see one grouping expression). */
const SHANGHAI_DAY = sql`cast((created_at + ${sql.lit(8 * 3_600_000)}) / ${sql.lit(86_400_000)} as integer)`;
