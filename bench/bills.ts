/**
 * The bills engine at scale (issue 11, goal: the bills of one month for 1,000 companies ≤ 10 s): on the
 * bench data set (bench/generate.ts), billLinesOf over the last closed month (the platform's cut-off day)
 * for every owner at once and for the owner with the most ledger entries, untraced (totals) and traced
 * (with the entries each line counts). Beside it, in the same process and sitting, the floor of any pass
 * over the ledger: one grouped sum(delta) per balance over every entry. Min and median of --runs runs.
 *
 *   node --import tsx bench/bills.ts --db sqlite --dir .tmp/bench-sqlite
 *   node --import tsx bench/bills.ts --db postgres --url postgres://postgres@127.0.0.1:5432/test --schema yp_bench
 *   options: --runs <n> (default 3), --statement-timeout <ms> (PostgreSQL, 0 = none: replaces the
 *   server's 20 s limit, on one connection, so the engine's two statements run one after the other)
 */
import { sql, type Kysely } from 'kysely';
import { loadavg } from 'node:os';
import type { Database } from '../server/db/schema';
import { billLinesOf, type BillScope } from '../server/modules/bills/engine';
import { PLATFORM_TERMS } from '../server/modules/bills/model';
import { dayText, periodOf } from '../server/modules/bills/period';
import { shanghaiDay } from '../server/modules/ledger';
import { connectTarget, parseTarget } from './target';

const { target, options } = parseTarget(process.argv.slice(2), {
  runs: { type: 'string' },
  'statement-timeout': { type: 'string' },
});
const runs = Number(options.runs ?? 3);

const load = () => (loadavg()[0] ?? NaN).toFixed(2);
const seconds = (ms: number) => (ms / 1000).toFixed(2);

interface Case {
  name: string;
  /** What one run produced, printed once: lines, traced entries, rows. */
  run: () => Promise<string>;
}

/** Times a case `runs` times; a run that fails (PostgreSQL's statement timeout) ends the case. */
async function measure({ name, run }: Case): Promise<void> {
  const times: number[] = [];
  let produced = '';
  const loadBefore = load();
  for (let n = 0; n < runs; n += 1) {
    const started = performance.now();
    try {
      produced = await run();
    } catch (error) {
      const elapsed = performance.now() - started;
      console.log(`| ${name} | failed after ${seconds(elapsed)} s: ${(error as Error).message} | | | |`);
      return;
    }
    times.push(performance.now() - started);
  }
  const sorted = [...times].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)] ?? NaN;
  console.log(
    `| ${name} | ${seconds(sorted[0] ?? NaN)} | ${seconds(median)} | ${times.map(seconds).join(', ')} | ${produced} | ${loadBefore} → ${load()} |`,
  );
}

function engineCase(db: Kysely<Database>, name: string, scope: BillScope, traced: boolean): Case {
  return {
    name,
    run: async () => {
      const lines = await billLinesOf(db, scope, { traced });
      const amount = lines.reduce((sum, line) => sum + line.amountFen, 0);
      const entryIds = lines.reduce((sum, line) => sum + line.entryIds.length, 0);
      return `${lines.length} lines, ${(amount / 100).toFixed(2)} yuan${traced ? `, ${entryIds} entry ids` : ''}`;
    },
  };
}

async function bench(db: Kysely<Database>): Promise<void> {
  const count = async (query: string) =>
    Number((await sql<{ n: number | string }>`${sql.raw(query)}`.execute(db)).rows[0]?.n);
  const current = periodOf(shanghaiDay(Date.now()), PLATFORM_TERMS.cutOffDay);
  const period = periodOf(current.from - 1, PLATFORM_TERMS.cutOffDay);
  // Also reads the whole ledger once before anything is timed, so every case starts on a warm cache.
  const biggest = (
    await sql<{ owner: string; n: number | string }>`select owner_company_id as owner, count(*) as n
      from ledger_entries group by owner_company_id order by count(*) desc limit 1`.execute(db)
  ).rows[0];
  if (!biggest) throw new Error('no ledger entries: run bench/generate.ts first');
  console.log(
    `${target.dialect}: ${await count('select count(distinct owner_company_id) as n from stock_balances')} owners, ` +
      `${await count('select count(*) as n from stock_balances')} balances, ` +
      `${await count('select count(*) as n from ledger_entries')} ledger entries; ` +
      `period ${dayText(period.from)} … ${dayText(period.to)} (cut-off day ${PLATFORM_TERMS.cutOffDay}); ` +
      `biggest owner ${biggest.owner} with ${Number(biggest.n)} entries; ${runs} runs each`,
  );
  console.log('| case | min s | median s | runs s | result | load avg before → after |');
  console.log('| ---- | ----: | -------: | ------ | ------ | ----------------------- |');
  const one = { ...period, owners: [biggest.owner] };
  const cases: Case[] = [
    {
      name: 'baseline: sum(delta) per balance over the whole ledger',
      run: async () => {
        const { rows } = await sql`select holder_company_id, warehouse_id, tray_type_code, owner_company_id,
            sum(delta) as on_hand from ledger_entries
          group by holder_company_id, warehouse_id, tray_type_code, owner_company_id`.execute(db);
        return `${rows.length} balances`;
      },
    },
    engineCase(db, 'every owner, untraced (totals)', period, false),
    engineCase(db, 'every owner, traced', period, true),
    engineCase(db, 'biggest owner, untraced', one, false),
    engineCase(db, 'biggest owner, traced', one, true),
  ];
  for (const c of cases) await measure(c);
}

const { db } = connectTarget(target);
try {
  const statementTimeout = options['statement-timeout'];
  if (statementTimeout !== undefined && target.dialect === 'postgres')
    await db.connection().execute(async (connection) => {
      console.log(`statement_timeout ${Number(statementTimeout)} ms, one connection`);
      await sql`select set_config('statement_timeout', ${String(Number(statementTimeout))}, false)`.execute(
        connection,
      );
      await bench(connection);
    });
  else await bench(db);
} finally {
  await db.destroy();
}
