/**
 * The scale bench's data set (issue 3, item 7): a database made by the server's own migrations and seed,
 * then filled in bulk. Deterministic for a given --seed (ids, names, quantities; times are relative to now).
 *
 *   node --import tsx bench/generate.ts --db sqlite --dir .tmp/bench-sqlite
 *   node --import tsx bench/generate.ts --db postgres --url postgres://postgres@127.0.0.1:5432/test --schema yp_bench
 *   options: --seed <n> (default 20261122), --scale <factor> (default 1; 0.01 for a quick try)
 */
import { seedDatabase } from '../server/db/seed';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../server/db/schema';
import { migrateToLatest } from '../server/db/migrate';
import { rebuildDailyInflow } from '../server/db/migrations/0007-daily-inflow';
import { rebuildDailyMoves } from '../server/db/migrations/0025-ledger-daily-moves';
import { stockDb } from '../server/modules/stock/tables';
import { DEMO_SEEDS, allMigrations } from '../server/modules';
import { BatchedWriter, type BulkSink } from './bulk-sink';
import { BENCH_META_KEY, DatasetGenerator, type SeededRows } from './dataset';
import { dataPlan } from './plan';
import { PostgresSink } from './postgres-sink';
import { Prng } from './prng';
import { SqliteSink } from './sqlite-sink';
import { connectTarget, freshTarget, parseTarget, sqliteFile, type BenchTarget } from './target';
import { checkLedger } from './verify';

const ROWS_PER_BATCH = 10_000;

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

/** Migrates and seeds through the server's code, then reads what the seed wrote and empties the tables the generator rewrites whole. */
async function prepare(target: BenchTarget, now: number): Promise<SeededRows> {
  const { db, dialect } = connectTarget(target);
  try {
    await migrateToLatest(db, dialect, allMigrations());
    await seedDatabase(db, now, DEMO_SEEDS);
    const sdb = stockDb(db);
    const seeded: SeededRows = {
      companies: await db
        .selectFrom('companies')
        .select(['id', 'name', 'is_group', 'parent_company_id'])
        .orderBy('created_at')
        .orderBy('id')
        .execute(),
      warehouses: await sdb
        .selectFrom('warehouses')
        .select(['id', 'company_id', 'is_default', 'created_at'])
        .where('deleted', '=', 0)
        .orderBy('created_at')
        .orderBy('id')
        .execute(),
      trayTypes: await sdb
        .selectFrom('tray_types')
        .select(['code', 'deposit_fen'])
        .orderBy('sort_order')
        .execute(),
      balances: await sdb.selectFrom('stock_balances').selectAll().execute(),
      sequences: await sdb.selectFrom('document_sequences').selectAll().execute(),
    };
    // Rewritten whole by the generator: the seed's rows merged with the generated ones.
    await sdb.deleteFrom('stock_balances').execute();
    await sdb.deleteFrom('document_sequences').execute();
    return seeded;
  } finally {
    await db.destroy();
  }
}

const openSink = (target: BenchTarget): BulkSink =>
  target.dialect === 'sqlite'
    ? new SqliteSink(sqliteFile(target.dataDir))
    : new PostgresSink(target.url, target.schema);

/**
 * Fills the ledger's daily roll-ups from the bulk-loaded entries, on one connection without the server's
 * statement timeout on PostgreSQL (grouping two million entries took 103 s there under load).
 */
async function rebuildDailyRollups(db: Kysely<Database>, dialect: BenchTarget['dialect']): Promise<void> {
  await db.connection().execute(async (connection) => {
    if (dialect === 'postgres')
      await sql`select set_config('statement_timeout', '0', false)`.execute(connection);
    await rebuildDailyInflow(connection);
    await rebuildDailyMoves(connection);
    // Vacuumed too, as the sink does the bulk-loaded tables: without the visibility map PostgreSQL reads a
    // heap page per roll-up row instead of the covering index alone (乐橙's year: 908 ms → 86 ms).
    if (dialect === 'postgres') {
      await sql`vacuum analyze ledger_daily_inflow`.execute(connection);
      await sql`vacuum analyze ledger_daily_moves`.execute(connection);
    }
  });
}

async function main(): Promise<void> {
  const { target, options } = parseTarget(process.argv.slice(2), {
    seed: { type: 'string' },
    scale: { type: 'string' },
  });
  const plan = dataPlan(Number(options.scale ?? 1));
  const prng = new Prng(Number(options.seed ?? 20261122));
  const now = Date.now();
  const started = performance.now();

  await freshTarget(target);
  const seeded = await prepare(target, now);
  console.log(`migrated and seeded in ${seconds(started)}`);

  const loadStarted = performance.now();
  const sink = openSink(target);
  const writer = new BatchedWriter(sink, ROWS_PER_BATCH);
  try {
    await sink.begin();
    const meta = await new DatasetGenerator(writer, seeded, plan, prng, now).generate();
    await writer.add('app_meta', { key: BENCH_META_KEY, value: JSON.stringify(meta) });
    await writer.flushAll();
    console.log(`rows written in ${seconds(loadStarted)}:`, Object.fromEntries(writer.counts));
    const indexStarted = performance.now();
    await sink.finish();
    console.log(
      `indexes rebuilt${target.dialect === 'postgres' ? ' and analysed' : ''} in ${seconds(indexStarted)}`,
    );
    console.log('dataset:', JSON.stringify(meta));
  } finally {
    await sink.close();
  }
  console.log(`generated in ${seconds(started)} (${target.dialect})`);

  const { db } = connectTarget(target);
  try {
    // The generator writes ledger entries directly; the daily roll-ups (the overdue count's inflow, the
    // reports' moves) come from them.
    const inflowStarted = performance.now();
    await rebuildDailyRollups(db, target.dialect);
    console.log(`daily roll-ups rebuilt in ${seconds(inflowStarted)}`);
    const checkStarted = performance.now();
    const check = await checkLedger(db);
    console.log(`ledger check in ${seconds(checkStarted)}:`, JSON.stringify(check));
    if (check.mismatched + check.unbalancedGroups + check.negative > 0) {
      console.error('the ledger invariant does not hold');
      process.exitCode = 1;
    }
  } finally {
    await db.destroy();
  }
}

await main();
