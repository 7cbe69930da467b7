/**
 * The cost of one test server (startTestServer + close) on each dialect: `node --import tsx
 * bench/test-server-start.ts [starts]` (PostgreSQL too when TEST_DATABASE_URL is set). The first start of
 * a dialect is timed apart: it may pay for one-time work (the template seed).
 */
import { performance } from 'node:perf_hooks';
import { dropDatabasesNamed, runPrefix } from '../server/testing/postgres-admin';
import { TEST_DIALECTS, startTestServer } from '../server/testing/test-server';

const starts = Number(process.argv[2] ?? 10);
const round = (ms: number) => Math.round(ms);

for (const dialect of TEST_DIALECTS) {
  const times: number[] = [];
  for (let run = 0; run <= starts; run += 1) {
    const began = performance.now();
    const server = await startTestServer({ dialect });
    await server.close();
    times.push(performance.now() - began);
  }
  const [first = 0, ...rest] = times;
  const sorted = [...rest].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)] ?? 0;
  console.log(
    `${dialect}: first ${round(first)} ms; next ${starts}: median ${round(median)} ms, ` +
      `range ${round(sorted[0] ?? 0)}–${round(sorted.at(-1) ?? 0)} ms, total ${round(rest.reduce((a, b) => a + b, 0))} ms`,
  );
}

// The templates (each server dropped its own database on close).
if (process.env.TEST_DATABASE_URL) await dropDatabasesNamed(process.env.TEST_DATABASE_URL, runPrefix());
