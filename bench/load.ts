/**
 * Load on the stock area's read calls (issue 3, item 7): the real server in a child process on a
 * generated database, logged in as demo_pallet, autocannon with 32 connections per call.
 *
 *   node --import tsx bench/load.ts --db sqlite --dir .tmp/bench-sqlite
 *   node --import tsx bench/load.ts --db postgres --url postgres://postgres@127.0.0.1:5432/test --schema yp_bench
 *   options: --duration <s> (default 10), --connections <n> (default 32), --only <scenario name part>
 */
import { login } from '../tests/e2e/support/api-login';
import { readDatasetMeta } from './dataset-meta';
import type { DatasetMeta } from './dataset';
import { isPage, measure, printResults, WARM_UP_SECONDS, type LoadResult, type Scenario } from './load-run';
import { startServer } from './server-process';
import { parseTarget } from './target';

const C = '/api/api/customerStock';

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
    const chosen = scenarios(meta).filter((s) => !options.only || s.name.includes(options.only as string));
    results.push(...(await measure(server.url, token, chosen, seconds, connections)));
  } finally {
    await server.stop();
  }
  printResults(
    `${target.dialect}, ${connections} connections, ${seconds} s each (after a ${WARM_UP_SECONDS} s warm-up)`,
    results,
  );
}

await main();
