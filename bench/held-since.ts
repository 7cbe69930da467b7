/**
 * The check behind a disputed transfer's past booking (requireHeldSince, server/modules/ledger/available.ts):
 * did the balance hold the pallets at every moment since the corrected entry? On the bench data set
 * (bench/generate.ts), for the balance with the most entries (1,000,000) and an ordinary busy one, with
 * `since` 60 days back (a dispute window) and 1 day back. Read-only: `taken` 0, so it never refuses.
 * Min and median of --runs runs; run it on two trees (before and after a change) in the same sitting.
 *
 *   node --import tsx bench/held-since.ts --db sqlite --dir /tmp/yp-bench-sqlite
 *   node --import tsx bench/held-since.ts --db postgres --url postgres://postgres@127.0.0.1:5432/test --schema yp_bench
 *   options: --runs <n> (default 5)
 */
import { sql, type Kysely } from 'kysely';
import { loadavg } from 'node:os';
import type { Database } from '../server/db/schema';
import { requireHeldSince } from '../server/modules/ledger/available';
import type { BalanceKey } from '../server/modules/ledger';
import { connectTarget, parseTarget } from './target';

const { target, options } = parseTarget(process.argv.slice(2), { runs: { type: 'string' } });
const runs = Number(options.runs ?? 5);
const DAY_MS = 86_400_000;

const load = () => (loadavg()[0] ?? NaN).toFixed(2);
const ms = (value: number) => value.toFixed(1);

interface Balance extends BalanceKey {
  entries: number;
}

/** The balance with the most entries, and the busiest one under 10,000 (an ordinary warehouse's). */
async function balances(db: Kysely<Database>): Promise<{ name: string; balance: Balance }[]> {
  const pick = async (limit: number) =>
    (
      await sql<{ holder: string; warehouse: string; tray_type: string; owner: string; entries: number }>`
        select holder_company_id as holder, warehouse_id as warehouse, tray_type_code as tray_type,
          owner_company_id as owner, entry_count as entries
        from stock_balances where entry_count < ${limit} order by entry_count desc limit 1`.execute(db)
    ).rows[0];
  const found = [
    // entry_count is an integer column: PostgreSQL refuses a bound outside 32 bits.
    { name: 'the biggest balance', row: await pick(2 ** 31 - 1) },
    { name: 'a busy ordinary balance', row: await pick(10_000) },
  ];
  return found.flatMap(({ name, row }) =>
    row
      ? [
          {
            name,
            balance: {
              holder: row.holder,
              warehouse: row.warehouse,
              trayType: row.tray_type,
              owner: row.owner,
              entries: Number(row.entries),
            },
          },
        ]
      : [],
  );
}

async function measure(db: Kysely<Database>, name: string, balance: Balance, since: number): Promise<void> {
  const times: number[] = [];
  const before = load();
  for (let n = 0; n < runs; n += 1) {
    const started = performance.now();
    await requireHeldSince(db, balance, since, 0);
    times.push(performance.now() - started);
  }
  const sorted = [...times].sort((a, b) => a - b);
  const days = Math.round((Date.now() - since) / DAY_MS);
  console.log(
    `| ${name} (${balance.entries} entries), since ${days} d | ${ms(sorted[0] ?? NaN)} | ${ms(sorted[Math.floor(runs / 2)] ?? NaN)} | ${before} → ${load()} |`,
  );
}

const { db } = connectTarget(target);
try {
  const picked = await balances(db);
  if (picked.length === 0) throw new Error('no balances: run bench/generate.ts first');
  console.log(`${target.dialect}: requireHeldSince, ${runs} runs each (the first warms the cache)`);
  console.log('| balance, since | min ms | median ms | load avg before → after |');
  console.log('| -------------- | -----: | --------: | ----------------------- |');
  for (const { name, balance } of picked)
    for (const days of [60, 1]) await measure(db, name, balance, Date.now() - days * DAY_MS);
} finally {
  await db.destroy();
}
