#!/usr/bin/env node
// Runs vitest (unit and server tests; PostgreSQL too when TEST_DATABASE_URL is set) as if the run had
// started at another instant, to find a test that depends on the day or the hour it runs:
//
//   node scripts/test-at.mjs 2026-11-30T15:57:00Z [vitest arguments…]
//
// 15:57 UTC is 23:57 in Shanghai, where days, periods and document numbers turn: a run started there sees
// a Shanghai midnight pass, and a month's or a year's end when the date is one. The server's clock (and a
// test's) is Date, moved in every process of the run (scripts/shifted-clock.mjs); the databases' own
// clocks are not, and the server does not read them.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const [instant, ...vitestArgs] = process.argv.slice(2);
const at = Date.parse(instant ?? '');
if (Number.isNaN(at)) {
  console.error(
    'usage: node scripts/test-at.mjs <ISO instant, e.g. 2026-11-30T15:57:00Z> [vitest arguments…]',
  );
  process.exit(2);
}
const shiftedClock = fileURLToPath(new URL('./shifted-clock.mjs', import.meta.url));
const vitest = fileURLToPath(new URL('../node_modules/vitest/vitest.mjs', import.meta.url));
const { status } = spawnSync(process.execPath, [vitest, 'run', ...vitestArgs], {
  stdio: 'inherit',
  env: {
    ...process.env,
    CLOCK_OFFSET_MS: String(at - Date.now()),
    NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import ${shiftedClock}`.trim(),
  },
});
process.exit(status ?? 1);
