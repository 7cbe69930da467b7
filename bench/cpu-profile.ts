/**
 * The product under load with V8's CPU profiler (issue 16, item 4): the bundled server started with
 * --cpu-prof, one call loaded at 32 connections, then the profile's self time by package and function.
 *
 *   node --import tsx bench/cpu-profile.ts --db sqlite --dir .tmp/bench-sqlite --call stockList
 *   node --import tsx bench/cpu-profile.ts --db postgres --url postgres://postgres@127.0.0.1:5432/test --schema yp_bench --dir .tmp/bench-pg
 *   options: --call <a key of stock-scenarios.ts> (default stockList), --duration <s> (default 10), --out <dir>,
 *   --server raw-baseline (profile the baseline instead)
 */
import { mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { login } from '../tests/e2e/support/api-login';
import { readDatasetMeta } from './dataset-meta';
import { run } from './load-run';
import { printSummary } from './profile-summary';
import { startServer } from './server-process';
import { stockScenarios } from './stock-scenarios';
import { parseTarget } from './target';

const { target, options } = parseTarget(process.argv.slice(2), {
  call: { type: 'string' },
  duration: { type: 'string' },
  out: { type: 'string' },
  server: { type: 'string' },
});
const scenarios = stockScenarios(await readDatasetMeta(target));
const call = (options.call ?? 'stockList') as keyof typeof scenarios;
const scenario = scenarios[call];
if (!scenario) throw new Error(`--call: one of ${Object.keys(scenarios).join(', ')}`);
const out = path.resolve(options.out ?? '.tmp/profiles');
mkdirSync(out, { recursive: true });
const before = new Set(readdirSync(out));

const seconds = Number(options.duration ?? 10);
const profiled = options.server === 'raw-baseline' ? 'raw-baseline' : 'serve';
// The baseline has no login: a session the product writes, then the product stopped.
let token = '';
if (profiled === 'raw-baseline') {
  const product = await startServer(target);
  token = await login(product.url, 'demo_pallet').finally(() => product.stop());
}
const server = await startServer(target, profiled, ['--cpu-prof', `--cpu-prof-dir=${out}`]);
try {
  if (!token) token = await login(server.url, 'demo_pallet');
  console.log(JSON.stringify(await run(server.url, token, scenario, seconds, 32)));
} finally {
  // The profile is written as the server exits.
  await server.stop();
}
const written = readdirSync(out).find((file) => !before.has(file) && file.endsWith('.cpuprofile'));
if (!written) throw new Error(`no profile written in ${out}`);
// The load's samples only (and the stop's few), not the server's start.
printSummary(path.join(out, written), 40, seconds * 1000);
