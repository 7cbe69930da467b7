/**
 * Load on the report calls (issue 14, goal: p99 ≤ 300 ms at 32 connections, the home board ≤ 150 ms): the
 * real server in a child process on the generated data set (bench/generate.ts), autocannon per call.
 * The company calls as demo_home (上海乐橙, the company with the most ledger entries); the group calls as
 * bench_group, an account this script adds (once) for the generated group whose members hold the most
 * ledger entries (the generator makes groups and factories but no group login).
 *
 *   node --import tsx bench/reports.ts --db sqlite --dir .tmp/bench-sqlite
 *   node --import tsx bench/reports.ts --db postgres --url postgres://postgres@127.0.0.1:5432/test --schema yp_bench
 *   options: --duration <s> (default 10), --connections <n> (default 32), --only <scenario name part>
 */
import { sql } from 'kysely';
import { API } from '../src/contract/api-paths';
import { dateOfDayNumber, type ChartQuery, type Granularity } from '../src/contract/reports';
import { seedAccount } from '../server/db/seed';
import { shanghaiDay } from '../server/modules/ledger';
import { login } from '../tests/e2e/support/api-login';
import { measure, printResults, WARM_UP_SECONDS, type LoadResult, type Scenario } from './load-run';
import { startServer } from './server-process';
import { connectTarget, parseTarget, type BenchTarget } from './target';

const GROUP_ACCOUNT = 'bench_group';

/** Adds bench_group (role 6, the demo password) for the group whose members hold the most entries; its name. */
async function ensureGroupLogin(target: BenchTarget): Promise<string> {
  const { db } = connectTarget(target);
  try {
    const biggest = (
      await sql<{ id: string; name: string; n: number | string }>`select g.id, g.name, count(*) as n
        from ledger_entries e join companies m on m.id = e.holder_company_id join companies g on g.id = m.group_company_id
        group by g.id, g.name order by count(*) desc limit 1`.execute(db)
    ).rows[0];
    if (!biggest) throw new Error('no group with ledger entries: run bench/generate.ts first');
    const known = await db
      .selectFrom('accounts')
      .select('id')
      .where('user_account', '=', GROUP_ACCOUNT)
      .executeTakeFirst();
    if (!known) {
      const demo = await db
        .selectFrom('accounts')
        .select('password_hash')
        .where('user_account', '=', 'demo_group')
        .executeTakeFirstOrThrow();
      const login = {
        userAccount: GROUP_ACCOUNT,
        username: '压测集团',
        mobile: '13999999999',
        area: '',
        note: '',
        memberships: [{ company: biggest.name, role: 6 as const, admin: true }],
      };
      await db
        .transaction()
        .execute((trx) =>
          seedAccount(
            trx,
            login,
            demo.password_hash,
            new Map([[biggest.name, biggest.id]]),
            new Map(),
            Date.now(),
          ),
        );
    }
    return `${biggest.name} (${Number(biggest.n)} entries of its members)`;
  } finally {
    await db.destroy();
  }
}

/** The last `days` days up to today. */
function lastDays(days: number, granularity: Granularity): ChartQuery {
  const today = shanghaiDay(Date.now());
  return { granularity, startDate: dateOfDayNumber(today - days + 1), endDate: dateOfDayNumber(today) };
}

const hasBuckets = (count: number) => (data: unknown) =>
  (data as { buckets?: unknown[] }).buckets?.length === count;

const companyScenarios = (): Scenario[] => [
  {
    name: 'home board',
    path: API.homepage.getBoardStatistics,
    body: {},
    expect: (data) => Array.isArray((data as { recentMovements?: unknown }).recentMovements),
  },
  {
    name: 'charts, a year by day',
    path: API.homepage.getChartStatistics,
    body: lastDays(365, 'day'),
    expect: hasBuckets(365),
  },
  {
    name: 'charts, a year by week',
    path: API.homepage.getChartStatistics,
    body: lastDays(365, 'week'),
    expect: (data) => ((data as { buckets: unknown[] }).buckets?.length ?? 0) >= 52,
  },
  {
    name: 'charts, a year by month',
    path: API.homepage.getChartStatistics,
    body: lastDays(365, 'month'),
    expect: (data) => ((data as { buckets: unknown[] }).buckets?.length ?? 0) >= 12,
  },
  {
    name: 'stock map by province',
    path: API.stockmap.getInStockAddressByMapLevel,
    body: { level: 'province' },
    expect: (data) => ((data as { areas?: unknown[] }).areas?.length ?? 0) > 0,
  },
];

const groupScenarios = (): Scenario[] => [
  {
    name: 'group summary',
    path: API.groupCustomer.GroupDataSummary,
    body: {},
    expect: (data) => ((data as { members?: unknown[] }).members?.length ?? 0) > 0,
  },
  {
    name: 'group stock report, a year by day',
    path: API.groupCustomer.searchStockData,
    body: lastDays(365, 'day'),
    expect: hasBuckets(365),
  },
  {
    name: 'group stock report, a year by month',
    path: API.groupCustomer.searchStockData,
    body: lastDays(365, 'month'),
    expect: (data) => ((data as { buckets: unknown[] }).buckets?.length ?? 0) >= 12,
  },
];

async function main(): Promise<void> {
  const { target, options } = parseTarget(process.argv.slice(2), {
    duration: { type: 'string' },
    connections: { type: 'string' },
    only: { type: 'string' },
  });
  const seconds = Number(options.duration ?? 10);
  const connections = Number(options.connections ?? 32);
  const chosen = (scenarios: Scenario[]) =>
    scenarios.filter((s) => !options.only || s.name.includes(options.only as string));
  const group = await ensureGroupLogin(target);
  const server = await startServer(target);
  const results: LoadResult[] = [];
  try {
    const home = await login(server.url, 'demo_home');
    // The province with the most stock, for the city level.
    const provinces = await fetch(`${server.url}${API.stockmap.getInStockAddressByMapLevel}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', token: home },
      body: JSON.stringify({ level: 'province' }),
    }).then((response) => response.json() as Promise<{ data: { areas: { name: string }[] } }>);
    const province = provinces.data.areas[0]?.name ?? '';
    const city: Scenario = {
      name: `stock map, cities of ${province}`,
      path: API.stockmap.getInStockAddressByMapLevel,
      body: { level: 'city', province },
      expect: (data) => ((data as { areas?: unknown[] }).areas?.length ?? 0) > 0,
    };
    results.push(
      ...(await measure(server.url, home, chosen([...companyScenarios(), city]), seconds, connections)),
    );
    const groupToken = await login(server.url, GROUP_ACCOUNT);
    results.push(...(await measure(server.url, groupToken, chosen(groupScenarios()), seconds, connections)));
  } finally {
    await server.stop();
  }
  printResults(
    `${target.dialect}, ${connections} connections, ${seconds} s each (after a ${WARM_UP_SECONDS} s warm-up); group: ${group}`,
    results,
  );
}

await main();
