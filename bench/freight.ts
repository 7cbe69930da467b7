/**
 * Load on the freight lists (issue 15; goal: p99 ≤ 300 ms at 32 connections). A fresh database migrated
 * and demo-seeded by starting the real server once, the freight rows of bench/freight-data.ts written
 * straight into it, then the real server in a child process and autocannon per call (every body's
 * errcode checked), with the stock list as demo_pallet as the baseline of the same sitting.
 *
 *   node --import tsx bench/freight.ts --db sqlite --dir .tmp/bench-freight
 *   node --import tsx bench/freight.ts --db postgres --url postgres://postgres@127.0.0.1:5432/test --schema yp_freight_bench
 *   options: --duration <s> (default 5), --connections <n> (default 32), --only <scenario name part>,
 *   --keep (leave the database for EXPLAIN; otherwise it is dropped and the data folder removed)
 */
import { mkdirSync, rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import { sql } from 'kysely';
import { API } from '../src/contract/api-paths';
import { login } from '../tests/e2e/support/api-login';
import { generateFreight } from './freight-data';
import { isPage, measure, printResults, WARM_UP_SECONDS, type LoadResult, type Scenario } from './load-run';
import { startServer } from './server-process';
import { connectTarget, dropTarget, freshTarget, parseTarget, type BenchTarget } from './target';

const SEED = 20261124;
const FIRST_PAGE = { pageNum: 1, pageSize: 20 };
const KEYWORD = '杭州';

const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

/** A fresh database, migrated and seeded by one start of the real server, then the freight rows. */
async function prepare(target: BenchTarget): Promise<Record<string, number>> {
  await freshTarget(target);
  mkdirSync(target.dataDir, { recursive: true });
  await (await startServer(target)).stop();
  const { db } = connectTarget(target);
  try {
    const started = performance.now();
    const { rows } = await generateFreight(db, Date.now(), SEED);
    // What autovacuum does on a live PostgreSQL (statistics, visibility map); SQLite keeps none unasked.
    if (target.dialect === 'postgres') await sql`vacuum analyze`.execute(db);
    console.log(`freight rows written in ${((performance.now() - started) / 1000).toFixed(1)} s:`, rows);
    return rows;
  } finally {
    await db.destroy();
  }
}

const palletScenarios = (detailId: string): Scenario[] => [
  {
    name: 'baseline: stock list p1 (demo_pallet)',
    path: API.customerStock.searchCustomerStock,
    body: { ...FIRST_PAGE, sortBy: 'onHand', sortOrder: 'desc' },
    expect: isPage(1),
  },
  {
    name: 'demand searchList (demo_pallet)',
    path: API.entrustDemandOrder.searchList,
    body: FIRST_PAGE,
    expect: isPage(20),
  },
  {
    name: 'carrier orders list (demo_pallet)',
    path: API.carrierOrderManagement.list,
    body: FIRST_PAGE,
    expect: isPage(20),
  },
  {
    name: 'vehicle history searchList (demo_pallet)',
    path: API.carrierOrderVehicleHistory.searchList,
    body: FIRST_PAGE,
    expect: isPage(20),
  },
  {
    name: 'settlement list (demo_pallet)',
    path: API.entrustSettle.entrustSettlementListForWeb,
    body: FIRST_PAGE,
    expect: isPage(20),
  },
  {
    name: 'carrier order detail (demo_pallet)',
    path: API.carrierOrderManagement.detail,
    body: { id: detailId },
    expect: (data) => (data as { id?: string }).id === detailId,
  },
];

const carrierScenarios = (): Scenario[] => [
  {
    name: 'quote hall (demo_carrier)',
    path: API.entrustDemandOrder.searchQuoteHall,
    body: FIRST_PAGE,
    expect: isPage(20),
  },
  {
    name: 'quote hall, mine (demo_carrier)',
    path: API.entrustDemandOrder.searchQuoteHall,
    body: { ...FIRST_PAGE, mine: true },
    expect: isPage(20),
  },
  {
    name: `quote hall, keyword ${KEYWORD} (demo_carrier)`,
    path: API.entrustDemandOrder.searchQuoteHall,
    body: { ...FIRST_PAGE, keyword: KEYWORD },
    expect: isPage(1),
  },
  {
    name: 'carrier orders list (demo_carrier)',
    path: API.carrierOrderManagement.list,
    body: FIRST_PAGE,
    expect: isPage(20),
  },
];

/** The newest completed carrier order of the shipper (the most log rows and a settlement line). */
async function completedOrderId(url: string, token: string): Promise<string> {
  const response = await fetch(`${url}${API.carrierOrderManagement.list}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', token },
    body: JSON.stringify({ ...FIRST_PAGE, status: 'completed' }),
  });
  const page = (await response.json()) as { data: { list: { id: string }[]; total: number } };
  const first = page.data.list[0];
  if (!first) throw new Error('no completed carrier order: the freight data is missing');
  return first.id;
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const keep = args.includes('--keep');
  const { target, options } = parseTarget(
    args.filter((arg) => arg !== '--keep'),
    { duration: { type: 'string' }, connections: { type: 'string' }, only: { type: 'string' } },
  );
  const seconds = Number(options.duration ?? 5);
  const connections = Number(options.connections ?? 32);
  const chosen = (scenarios: Scenario[]) =>
    scenarios.filter((s) => !options.only || s.name.includes(options.only as string));
  const rows = await prepare(target);
  const loadBefore = load();
  const server = await startServer(target);
  const results: LoadResult[] = [];
  try {
    const pallet = await login(server.url, 'demo_pallet');
    const carrier = await login(server.url, 'demo_carrier');
    const detailId = await completedOrderId(server.url, pallet);
    results.push(
      ...(await measure(server.url, pallet, chosen(palletScenarios(detailId)), seconds, connections)),
    );
    results.push(...(await measure(server.url, carrier, chosen(carrierScenarios()), seconds, connections)));
  } finally {
    await server.stop();
    if (!keep) {
      await dropTarget(target);
      rmSync(target.dataDir, { recursive: true, force: true });
    }
  }
  printResults(
    `${target.dialect}, ${connections} connections, ${seconds} s each (after a ${WARM_UP_SECONDS} s warm-up); ` +
      `load average before ${loadBefore}, after ${load()}; rows ${JSON.stringify(rows)}`,
    results,
  );
}

await main();
