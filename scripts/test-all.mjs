#!/usr/bin/env node
// `npm test`: every check in the order that fails fastest — types, lint, unit and server tests (vitest;
// PostgreSQL too when TEST_DATABASE_URL is set), the production builds, browser tests (web-test-runner),
// bundle-size and end-to-end tests (playwright-core against the real server). Prints each runner's counts and a total.
import { spawn } from 'node:child_process';

const node = process.execPath;
const bin = (pkg, file) => new URL(`../node_modules/${pkg}/${file}`, import.meta.url).pathname;

/** Each step: its command, and how to read passed/failed counts from its output (none: not a test runner). */
const steps = [
  { name: 'typecheck', cmd: [node, bin('typescript', 'bin/tsc'), '-p', 'tsconfig.json', '--noEmit'] },
  { name: 'lint', cmd: [node, bin('eslint', 'bin/eslint.js'), '.', '--max-warnings=0'] },
  { name: 'format', cmd: [node, bin('prettier', 'bin/prettier.cjs'), '--check', '.', '--log-level', 'warn'] },
  {
    name: 'unit and server tests',
    cmd: [node, bin('vitest', 'vitest.mjs'), 'run'],
    counts: (out) => ({
      passed: last(out, /Tests\s+(?:.*?(\d+) failed \| )?(\d+) passed/g, 2),
      failed: last(out, /Tests\s+(\d+) failed/g, 1),
    }),
  },
  { name: 'build portal', cmd: [node, bin('vite', 'bin/vite.js'), 'build', '--logLevel', 'warn'] },
  {
    name: 'build embed script',
    cmd: [node, bin('vite', 'bin/vite.js'), 'build', '--mode', 'embed', '--logLevel', 'warn'],
  },
  {
    name: 'browser tests',
    cmd: [node, bin('@web/test-runner', 'dist/bin.js')],
    counts: (out) => ({ passed: last(out, /(\d+) passed/g, 1), failed: last(out, /(\d+) failed/g, 1) }),
  },
  {
    name: 'build storybook (offline)',
    cmd: [node, bin('storybook', 'dist/bin/dispatcher.js'), 'build', '-o', 'storybook-static', '--quiet'],
  },
  { name: 'storybook accessibility (axe-core)', cmd: [node, '--import', 'tsx', '.storybook/a11y-check.ts'] },
  {
    name: 'bundle-size and end-to-end tests',
    cmd: [
      'sh',
      '-c',
      `"${node}" --import tsx --test --test-concurrency=1 tests/build/*.test.ts tests/e2e/*.test.ts`,
    ],
    counts: (out) => ({
      passed: last(out, /^(?:ℹ|#) pass (\d+)/gm, 1),
      failed: last(out, /^(?:ℹ|#) fail (\d+)/gm, 1),
    }),
  },
];

function last(text, pattern, group) {
  // eslint-disable-next-line no-control-regex -- strips the colour codes some runners print anyway
  const plain = text.replace(/\x1b\[[0-9;]*m/g, '');
  const matches = [...plain.matchAll(pattern)];
  return Number(matches.at(-1)?.[group] ?? 0);
}

function run(step) {
  return new Promise((resolve) => {
    const [command, ...args] = step.cmd;
    const child = spawn(command, args, {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: '0' },
    });
    let output = '';
    const collect = (stream, target) =>
      stream.on('data', (chunk) => {
        output += chunk;
        target.write(chunk);
      });
    collect(child.stdout, process.stdout);
    collect(child.stderr, process.stderr);
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

const totals = { passed: 0, failed: 0 };
const summary = [];
let exitCode = 0;
for (const step of steps) {
  const startedAt = Date.now();
  console.log(`\n=== ${step.name} ===`);
  const { code, output } = await run(step);
  const seconds = ((Date.now() - startedAt) / 1000).toFixed(1);
  const counts = step.counts?.(output);
  if (counts) {
    totals.passed += counts.passed;
    totals.failed += counts.failed;
  }
  summary.push(
    `${code === 0 ? 'ok  ' : 'FAIL'} ${step.name} (${seconds} s)${counts ? `: ${counts.passed} passed, ${counts.failed} failed` : ''}`,
  );
  if (code !== 0) {
    exitCode = 1;
    if (counts && counts.failed === 0) totals.failed += 1; // a runner that crashed counts as a failure
  }
}
console.log(`\n${summary.join('\n')}`);
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed`);
process.exit(exitCode);
