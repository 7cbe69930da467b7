import { PostgresAdapter, sql, type Kysely, type Migration } from 'kysely';

/**
 * Reports and charts (issue 14) read a year of a company's movements per day on a million-entry ledger.
 * `ledger_daily_moves` keeps, per balance, ledger kind and Asia/Shanghai day, the sum of the entries'
 * deltas (signed) and their number, written by the ledger service in the transaction that writes the
 * entries: a year of one company is at most one row per balance, kind and day, read by the holder and day
 * index. Backfilled from the ledger.
 */
export const ledgerDailyMoves: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('ledger_daily_moves')
      .addColumn('holder_company_id', 'text', (c) => c.notNull())
      .addColumn('warehouse_id', 'text', (c) => c.notNull())
      .addColumn('tray_type_code', 'text', (c) => c.notNull())
      .addColumn('owner_company_id', 'text', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull())
      /** Days since 1970-01-01 in Asia/Shanghai (UTC+8, no daylight saving). */
      .addColumn('day', 'integer', (c) => c.notNull())
      .addColumn('quantity', 'integer', (c) => c.notNull())
      .addColumn('entries', 'integer', (c) => c.notNull().check(sql`entries > 0`))
      .addPrimaryKeyConstraint('ledger_daily_moves_pk', [
        'holder_company_id',
        'warehouse_id',
        'tray_type_code',
        'owner_company_id',
        'kind',
        'day',
      ])
      .execute();
    // The reports' read: the scope's holders over a range of days, covering (no table row read per day) and
    // in the order the reads group by.
    await db.schema
      .createIndex('ledger_daily_moves_holder_day')
      .on('ledger_daily_moves')
      .columns(['holder_company_id', 'day', 'warehouse_id', 'tray_type_code', 'kind', 'quantity'])
      .execute();
    // Grouping a ledger of millions of entries takes longer than the server's 20 s statement timeout (about
    // 100 s for 2,000,000 on the bench machine under load): lifted for the migration's transaction only.
    if (db.getExecutor().adapter instanceof PostgresAdapter)
      await sql`select set_config('statement_timeout', '0', true)`.execute(db);
    await rebuildDailyMoves(db);
  },
};

/** Fills `ledger_daily_moves` from the ledger (the migration's backfill; the bench generator's too). */
export async function rebuildDailyMoves<DB>(db: Kysely<DB>): Promise<void> {
  await sql`delete from ledger_daily_moves`.execute(db);
  await sql`insert into ledger_daily_moves
      (holder_company_id, warehouse_id, tray_type_code, owner_company_id, kind, day, quantity, entries)
    select holder_company_id, warehouse_id, tray_type_code, owner_company_id, kind,
      ${SHANGHAI_DAY}, sum(delta), count(*)
    from ledger_entries where delta <> 0
    group by holder_company_id, warehouse_id, tray_type_code, owner_company_id, kind, ${SHANGHAI_DAY}`.execute(
    db,
  );
}

/**
 * The Asia/Shanghai day number of `created_at`: integer division on both dialects (bigint / bigint on
 * PostgreSQL, integer / integer on SQLite; created_at is positive, so truncation is the floor).
 */
const SHANGHAI_DAY = sql`cast((created_at + ${sql.lit(8 * 3_600_000)}) / ${sql.lit(86_400_000)} as integer)`;
