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
import { measure, printResults, WARM_UP_SECONDS, type LoadResult } from './load-run';
import { startServer } from './server-process';
import { stockScenarios } from './stock-scenarios';
import { parseTarget } from './target';

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
    const chosen = Object.values(stockScenarios(meta)).filter(
      (s) => !options.only || s.name.includes(options.only as string),
    );
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
