/**
 * Load on a bill's detail (issue 11, goal: billDetail p99 ≤ 100 ms at 32 connections): the real server
 * in a child process on a generated database (bench/generate.ts), logged in as demo_center (the demo
 * company's enterprise center), autocannon on clientCustomerBill/billDetail of a live bill (the current
 * period recomputed by the bills engine on every call, traced: each line with its ledger entries), for
 * the demo company's downstream client holding the most ledger entries of its pallets, and for one
 * holding few. Same machinery as bench/load.ts (load-run.ts).
 *
 *   node --import tsx bench/bill-detail-load.ts --db sqlite --dir .tmp/bench-sqlite
 *   node --import tsx bench/bill-detail-load.ts --db postgres --url postgres://postgres@127.0.0.1:5432/test --schema yp_bench
 *   options: --duration <s> (default 10), --connections <n> (default 32)
 */
import { sql } from 'kysely';
import { API } from '../src/contract/api-paths';
import { login } from '../tests/e2e/support/api-login';
import { readDatasetMeta } from './dataset-meta';
import { measure, printResults, WARM_UP_SECONDS, type Scenario } from './load-run';
import { startServer } from './server-process';
import { connectTarget, parseTarget, type BenchTarget } from './target';

interface Client {
  id: string;
  name: string;
  entries: number;
}

/** The demo company's downstream clients with the most and the fewest ledger entries of its pallets. */
async function clients(target: BenchTarget, owner: string): Promise<Client[]> {
  const { db } = connectTarget(target);
  try {
    const { rows } = await sql<{ id: string; name: string; n: number | string }>`
      select c.id, c.name, count(*) as n from companies c
        join ledger_entries e on e.holder_company_id = c.id and e.owner_company_id = c.parent_company_id
      where c.parent_company_id = ${owner} group by c.id, c.name order by count(*) desc, c.id`.execute(db);
    const all = rows.map((row) => ({ id: row.id, name: row.name, entries: Number(row.n) }));
    if (all.length === 0) throw new Error('the demo company has no downstream client holding its pallets');
    return [all[0]!, all.at(-1)!];
  } finally {
    await db.destroy();
  }
}

const SEQUENTIAL_CALLS = 5;
const hasLines = (data: unknown) => Array.isArray((data as { lines?: unknown }).lines);

async function main(): Promise<void> {
  const { target, options } = parseTarget(process.argv.slice(2), {
    duration: { type: 'string' },
    connections: { type: 'string' },
  });
  const seconds = Number(options.duration ?? 10);
  const connections = Number(options.connections ?? 32);
  const meta = await readDatasetMeta(target);
  const scenarios: Scenario[] = (await clients(target, meta.demoCompanyId)).map((client) => ({
    name: `billDetail, live bill of ${client.name} (${client.entries} ledger entries)`,
    path: API.clientCustomerBill.billDetail,
    body: { clientCompanyId: client.id },
    expect: hasLines,
  }));
  const server = await startServer(target);
  try {
    const token = await login(server.url, 'demo_center');
    // Calls one at a time first: what each bill holds, and its latency without concurrency.
    for (const scenario of scenarios) {
      const times: number[] = [];
      let answer = '';
      for (let n = 0; n < SEQUENTIAL_CALLS; n += 1) {
        const started = performance.now();
        const response = await fetch(`${server.url}${scenario.path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', token },
          body: JSON.stringify(scenario.body),
        });
        const { errcode, data } = (await response.json()) as {
          errcode: number;
          data: { totalFen: number; lines: { entryIds: string[] }[] };
        };
        times.push(performance.now() - started);
        if (errcode !== 0) throw new Error(`billDetail answered errcode ${errcode}`);
        const entryIds = data.lines.reduce((n, line) => n + line.entryIds.length, 0);
        answer = `${data.lines.length} lines, ${entryIds} entry ids, total ${data.totalFen} fen`;
      }
      const ms = times.sort((a, b) => a - b).map((t) => t.toFixed(0));
      console.log(`${scenario.name}: ${answer}; one at a time ${ms.join(', ')} ms`);
    }
    const results = await measure(server.url, token, scenarios, seconds, connections);
    printResults(
      `${target.dialect}, ${connections} connections, ${seconds} s each (after a ${WARM_UP_SECONDS} s warm-up)`,
      results,
    );
  } finally {
    await server.stop();
  }
}

await main();
