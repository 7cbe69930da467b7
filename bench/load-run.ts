/**
 * One autocannon run of a POST call against the bench server, shared by bench/load.ts and
 * bench/waybills.ts: every body's errcode checked by its prefix, one in FULL_CHECK_EVERY parsed and its
 * shape checked.
 */
import autocannon from 'autocannon';

export interface Scenario {
  name: string;
  path: string;
  body: object;
  /** Checked on a sample of the bodies: the data has the expected shape. */
  expect: (data: unknown) => boolean;
}

export const WARM_UP_SECONDS = 2;
/** One body in this many is parsed in full; every body's errcode is checked by its prefix. */
const FULL_CHECK_EVERY = 50;
const SUCCESS_PREFIX = '{"errcode":0,';

export const isPage = (minRows: number) => (data: unknown) =>
  Array.isArray((data as { list?: unknown }).list) && (data as { list: unknown[] }).list.length >= minRows;

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

export async function run(
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
export async function drained(url: string): Promise<void> {
  for (;;) {
    const started = performance.now();
    // A kept-alive connection of an earlier fetch may have been closed by the server meanwhile
    // (ECONNRESET): that is no answer, ask again.
    const answered = await fetch(`${url}/static/version.json`).then(
      () => true,
      () => false,
    );
    if (answered && performance.now() - started < 20) return;
  }
}

/** Each scenario after a warm-up, one after another, the server drained in between; logs each result. */
export async function measure(
  url: string,
  token: string,
  scenarios: readonly Scenario[],
  seconds: number,
  connections: number,
): Promise<LoadResult[]> {
  const results: LoadResult[] = [];
  for (const scenario of scenarios) {
    await run(url, token, scenario, WARM_UP_SECONDS, connections);
    await drained(url);
    const result = await run(url, token, scenario, seconds, connections);
    results.push(result);
    await drained(url);
    console.log(JSON.stringify(result));
  }
  return results;
}

/** The results as the Markdown table RESULTS.md quotes. */
export function printResults(title: string, results: readonly LoadResult[]): void {
  console.log(`\n${title}:\n`);
  console.log('| call | req/s | p50 ms | p99 ms | requests | errors | bodies checked (bad) |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const r of results)
    console.log(
      `| ${r.name} | ${r.requestsPerSecond.toFixed(0)} | ${r.p50} | ${r.p99} | ${r.requests} | ${r.errors} | ${r.sampledBodies} (${r.badSamples}) |`,
    );
}
