/**
 * Load on the stock area's read calls (issue 3, item 7): the real server in a child process on a
 * generated database, logged in as demo_pallet, autocannon with 32 connections per call.
 *
 *   node --import tsx bench/load.ts --db sqlite --dir .tmp/bench-sqlite
 *   node --import tsx bench/load.ts --db postgres --url postgres://postgres@127.0.0.1:5432/test --schema yp_bench
 *   options: --duration <s> (default 10), --connections <n> (default 32), --only <scenario name part>
 */
import autocannon from 'autocannon';
import { login } from '../tests/e2e/support/api-login';
import { readDatasetMeta } from './dataset-meta';
import type { DatasetMeta } from './dataset';
import { startServer } from './server-process';
import { parseTarget } from './target';

interface Scenario {
  name: string;
  path: string;
  body: object;
  /** Checked on a sample of the bodies: the data has the expected shape. */
  expect: (data: unknown) => boolean;
}

const C = '/api/api/customerStock';
const WARM_UP_SECONDS = 2;
/** One body in this many is parsed in full; every body's errcode is checked by its prefix. */
const FULL_CHECK_EVERY = 50;
const SUCCESS_PREFIX = '{"errcode":0,';

const isPage = (minRows: number) => (data: unknown) =>
  Array.isArray((data as { list?: unknown }).list) && (data as { list: unknown[] }).list.length >= minRows;

function scenarios(meta: DatasetMeta): Scenario[] {
  const detail = (balance: DatasetMeta['biggestBalance']) => ({
    pageNum: 1,
    pageSize: 20,
    warehouseId: balance.warehouseId,
    trayTypeCode: balance.trayTypeCode,
  });
  const hasEntries = (data: unknown) => isPage(20)((data as { entries: unknown }).entries);
  return [
    {
      name: 'stock list p1 (sort onHand desc)',
      path: `${C}/searchCustomerStock`,
      body: { pageNum: 1, pageSize: 20, sortBy: 'onHand', sortOrder: 'desc' },
      expect: isPage(20),
    },
    {
      name: 'stock list last page (sort overdue asc)',
      path: `${C}/searchCustomerStock`,
      body: { pageNum: 5, pageSize: 20, sortBy: 'overdue', sortOrder: 'asc' },
      expect: isPage(1),
    },
    {
      name: `stock detail, biggest ordinary balance (${meta.biggestBalance.entries} entries)`,
      path: `${C}/detail`,
      body: detail(meta.biggestBalance),
      expect: hasEntries,
    },
    {
      name: `stock detail, export balance (${meta.exportBalance.entries} entries)`,
      path: `${C}/detail`,
      body: detail(meta.exportBalance),
      expect: hasEntries,
    },
    {
      name: 'stock summary',
      path: `${C}/getStockSummary`,
      body: {},
      expect: (data) => Array.isArray((data as { byWarehouse?: unknown }).byWarehouse),
    },
    {
      name: `transfer list p1 (${meta.demoTransfers} transfers)`,
      path: `${C}/searchAllocationList`,
      body: { pageNum: 1, pageSize: 20 },
      expect: isPage(20),
    },
    {
      name: 'transfer list p500',
      path: `${C}/searchAllocationList`,
      body: { pageNum: 500, pageSize: 20 },
      expect: isPage(20),
    },
  ];
}

export interface LoadResult {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  requests: number;
  errors: number;
  sampledBodies: number;
  badSamples: number;
}

async function run(
  url: string,
  token: string,
  scenario: Scenario,
  seconds: number,
  connections: number,
): Promise<LoadResult> {
  let bodies = 0;
  let failed = 0;
  let sampled = 0;
  let badSamples = 0;
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    requests: [
      {
        method: 'POST',
        path: scenario.path,
        headers: { 'content-type': 'application/json', token },
        body: JSON.stringify(scenario.body),
        onResponse: (status: number, body: string) => {
          bodies += 1;
          if (status !== 200 || !body.startsWith(SUCCESS_PREFIX)) failed += 1;
          else if (bodies % FULL_CHECK_EVERY === 0) {
            sampled += 1;
            if (!scenario.expect((JSON.parse(body) as { data: unknown }).data)) badSamples += 1;
          }
        },
      },
    ],
  });
  return {
    name: scenario.name,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    // Socket errors and timeouts, plus answers that were not HTTP 200 with errcode 0.
    errors: result.errors + result.timeouts + failed,
    sampledBodies: sampled,
    badSamples,
  };
}

/**
 * autocannon stops at its deadline with requests still queued in the server; the next call is measured
 * only once the server answers a trivial request again.
 */
async function drained(url: string): Promise<void> {
  for (;;) {
    const started = performance.now();
    await fetch(`${url}/static/version.json`);
    if (performance.now() - started < 20) return;
  }
}

async function main(): Promise<void> {
  const { target, options } = parseTarget(process.argv.slice(2), {
    duration: { type: 'string' },
    connections: { type: 'string' },
    only: { type: 'string' },
  });
  const seconds = Number(options.duration ?? 10);
  const connections = Number(options.connections ?? 32);
  const meta = await readDatasetMeta(target);
  const server = await startServer(target);
  const results: LoadResult[] = [];
  try {
    const token = await login(server.url, 'demo_pallet');
    for (const scenario of scenarios(meta).filter(
      (s) => !options.only || s.name.includes(options.only as string),
    )) {
      await run(server.url, token, scenario, WARM_UP_SECONDS, connections);
      await drained(server.url);
      const result = await run(server.url, token, scenario, seconds, connections);
      results.push(result);
      await drained(server.url);
      console.log(JSON.stringify(result));
    }
  } finally {
    await server.stop();
  }
  console.log(
    `\n${target.dialect}, ${connections} connections, ${seconds} s each (after a ${WARM_UP_SECONDS} s warm-up):\n`,
  );
  console.log('| call | req/s | p50 ms | p99 ms | requests | errors | bodies checked (bad) |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const r of results)
    console.log(
      `| ${r.name} | ${r.requestsPerSecond.toFixed(0)} | ${r.p50} | ${r.p99} | ${r.requests} | ${r.errors} | ${r.sampledBodies} (${r.badSamples}) |`,
    );
}

await main();
