/**
 * The product beside the raw-SQL baseline (issue 16, item 4): both servers on the same data, each call
 * fetched from both and checked deep-equal, then loaded alternately (product, baseline, product,
 * baseline, …) so both see the same machine; prints product ÷ baseline req/s and p99 per call, and the
 * product's deep transfer page against its first.
 *
 *   node --import tsx bench/raw-ratio.ts --db sqlite --dir .tmp/bench-sqlite
 *   node --import tsx bench/raw-ratio.ts --db postgres --url postgres://postgres@127.0.0.1:5432/test --schema yp_bench
 *   options: --duration <s> (default 10), --rounds <n> (default 2), --connections <n> (default 32)
 */
import { deepStrictEqual } from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { login } from '../tests/e2e/support/api-login';
import { readDatasetMeta } from './dataset-meta';
import { drained, run, WARM_UP_SECONDS, type LoadResult, type Scenario } from './load-run';
import { startServer, type ServerProcess } from './server-process';
import { stockScenarios } from './stock-scenarios';
import { parseTarget } from './target';

/** Goals of the issue: the product's share of the baseline's req/s, and its p99 over the baseline's. */
const GOAL = { requestsPerSecond: 0.85, p99: 1.3, deepPageP99: 2 };

async function fetchData(url: string, token: string, scenario: Scenario): Promise<unknown> {
  const response = await fetch(`${url}${scenario.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', token },
    body: JSON.stringify(scenario.body),
  });
  return response.json();
}

/** Both servers answer the call alike, envelope included; throws with the difference otherwise. */
async function checkSameAnswers(
  product: ServerProcess,
  baseline: ServerProcess,
  token: string,
  scenario: Scenario,
): Promise<void> {
  const [ours, raw] = await Promise.all([
    fetchData(product.url, token, scenario),
    fetchData(baseline.url, token, scenario),
  ]);
  deepStrictEqual(raw, ours, `${scenario.name}: the baseline's answer differs from the product's`);
  if ((ours as { errcode: number }).errcode !== 0)
    throw new Error(`${scenario.name}: ${JSON.stringify(ours)}`);
}

const mean = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

/** CPU time (user + system) the process has used, in ms: /proc/<pid>/stat counts it in 1/100 s. */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** A load result with the server's CPU time per answered request, which other load on the machine hardly changes. */
type Measured = LoadResult & { cpuMsPerRequest: number };

interface Rounds {
  scenario: Scenario;
  product: Measured[];
  baseline: Measured[];
}

async function measureOnce(
  server: ServerProcess,
  token: string,
  scenario: Scenario,
  seconds: number,
  connections: number,
): Promise<Measured> {
  await run(server.url, token, scenario, WARM_UP_SECONDS, connections);
  await drained(server.url);
  const cpuBefore = cpuMs(server.pid);
  const result = await run(server.url, token, scenario, seconds, connections);
  await drained(server.url);
  const cpuMsPerRequest = (cpuMs(server.pid) - cpuBefore) / result.requests;
  if (result.errors > 0 || result.badSamples > 0)
    throw new Error(`${scenario.name}: ${JSON.stringify(result)}`);
  return { ...result, cpuMsPerRequest };
}

function printRatios(title: string, measured: readonly Rounds[]): void {
  console.log(`\n${title}:\n`);
  console.log(
    '| call | product req/s | raw req/s | ratio | product p99 ms | raw p99 ms | ratio | goal met | CPU ms per request, product / raw |',
  );
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | :-: | ---: |');
  for (const { scenario, product, baseline } of measured) {
    const rps = [
      mean(product.map((r) => r.requestsPerSecond)),
      mean(baseline.map((r) => r.requestsPerSecond)),
    ];
    const p99 = [mean(product.map((r) => r.p99)), mean(baseline.map((r) => r.p99))];
    const [rpsRatio, p99Ratio] = [rps[0]! / rps[1]!, p99[0]! / p99[1]!];
    const met = rpsRatio >= GOAL.requestsPerSecond && p99Ratio <= GOAL.p99;
    const cpu = [mean(product.map((r) => r.cpuMsPerRequest)), mean(baseline.map((r) => r.cpuMsPerRequest))];
    console.log(
      `| ${scenario.name} | ${rps[0]!.toFixed(0)} | ${rps[1]!.toFixed(0)} | ${rpsRatio.toFixed(2)} | ${p99[0]!.toFixed(0)} | ${p99[1]!.toFixed(0)} | ${p99Ratio.toFixed(2)} | ${met ? 'yes' : 'no'} | ${cpu[0]!.toFixed(2)} / ${cpu[1]!.toFixed(2)} |`,
    );
  }
}

async function main(): Promise<void> {
  const { target, options } = parseTarget(process.argv.slice(2), {
    duration: { type: 'string' },
    rounds: { type: 'string' },
    connections: { type: 'string' },
  });
  const seconds = Number(options.duration ?? 10);
  const rounds = Number(options.rounds ?? 2);
  const connections = Number(options.connections ?? 32);
  const all = stockScenarios(await readDatasetMeta(target));
  const scenarios = [all.stockList, all.summary, all.transfers, all.deepTransfers];

  const product = await startServer(target);
  const baseline = await startServer(target, 'raw-baseline').catch(async (error: unknown) => {
    await product.stop();
    throw error;
  });
  const loadBefore = load();
  const measured: Rounds[] = scenarios.map((scenario) => ({ scenario, product: [], baseline: [] }));
  try {
    // The baseline reads the session the product's login wrote.
    const token = await login(product.url, 'demo_pallet');
    for (const scenario of scenarios) await checkSameAnswers(product, baseline, token, scenario);
    console.log('answers equal on every call');
    for (const entry of measured)
      for (let round = 0; round < rounds; round += 1) {
        for (const [side, server] of [
          ['product', product],
          ['baseline', baseline],
        ] as const) {
          const result = await measureOnce(server, token, entry.scenario, seconds, connections);
          entry[side].push(result);
          console.log(side, JSON.stringify(result));
        }
      }
  } finally {
    await Promise.all([product.stop(), baseline.stop()]);
  }
  printRatios(
    `${target.dialect}, ${connections} connections, ${rounds} rounds of ${seconds} s each alternating (load average ${loadBefore} before, ${load()} after)`,
    measured,
  );
  const [firstPage, deepPage] = [measured[2]!, measured[3]!];
  const deepRatio = mean(deepPage.product.map((r) => r.p99)) / mean(firstPage.product.map((r) => r.p99));
  console.log(
    `\nproduct transfer list p99, page 500 ÷ page 1: ${deepRatio.toFixed(2)} (goal ≤ ${GOAL.deepPageP99})`,
  );
}

await main();
