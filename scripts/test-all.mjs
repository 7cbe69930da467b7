#!/usr/bin/env node
// `npm test`: every check, roughly in the order that fails fastest — types, lint, unit and server tests
// (vitest; PostgreSQL too when TEST_DATABASE_URL is set), the production builds, browser tests
// (web-test-runner), Storybook's accessibility check, bundle-size and end-to-end tests (playwright-core
// against the real server), and the scale tests (the server as several processes). Prints each step's
// output as a block when it ends (a step that runs alone: as it comes, so a run cut off from outside still
// shows how far it got), its seconds, each runner's counts and a total.
//
// Each step has a time limit, several times its time on a slow machine: a step that outlasts it (a hung
// test, a process that never exits) is stopped with its whole process group and counted as failed, so a
// run always ends with a report well inside CI's 90 minutes instead of being cut off with none.
//
// Steps that mostly use one core (tsc, eslint, prettier, the builds) run two at a time on the machine's
// two cores; vitest spreads itself over them; the browser steps run alone, so their timeouts never meet
// a busy CPU they did not cause. bench/RESULTS.md ("Session 5") has the step times this order is built on.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { finished } from 'node:stream/promises';
import { setTimeout as sleep } from 'node:timers/promises';

const node = process.execPath;
const bin = (pkg, file) => new URL(`../node_modules/${pkg}/${file}`, import.meta.url).pathname;
const vite = (...args) => [node, bin('vite', 'bin/vite.js'), 'build', '--logLevel', 'warn', ...args];

/** Passed/failed counts from node's test runner. */
function nodeTestCounts(out) {
  return { passed: last(out, /^(?:ℹ|#) pass (\d+)/gm, 1), failed: last(out, /^(?:ℹ|#) fail (\d+)/gm, 1) };
}

/**
 * Each step: its command; `needs`, the steps whose output it reads; `alone`, run with nothing beside it;
 * `counts`, how to read passed/failed counts from its output (none: not a test runner); `minutes`, its
 * time limit (DEFAULT_MINUTES unless given; bench/RESULTS.md, "Suite time", has the times they are set
 * from: the slowest machine seen took about a third of each).
 */
const DEFAULT_MINUTES = 10;
const steps = [
  { name: 'typecheck', cmd: [node, bin('typescript', 'bin/tsc'), '-p', 'tsconfig.json', '--noEmit'] },
  { name: 'lint', cmd: [node, bin('eslint', 'bin/eslint.js'), '.', '--max-warnings=0'] },
  { name: 'format', cmd: [node, bin('prettier', 'bin/prettier.cjs'), '--check', '.', '--log-level', 'warn'] },
  {
    name: 'unit and server tests',
    cmd: [node, bin('vitest', 'vitest.mjs'), 'run'],
    alone: true,
    minutes: 30,
    counts: (out) => ({
      passed: last(out, /Tests\s+(?:.*?(\d+) failed \| )?(\d+) passed/g, 2),
      failed: last(out, /Tests\s+(\d+) failed/g, 1),
    }),
  },
  { name: 'build portal', cmd: vite() },
  { name: 'build embed script', cmd: vite('--mode', 'embed') },
  {
    name: 'build storybook (offline)',
    cmd: [node, bin('storybook', 'dist/bin/dispatcher.js'), 'build', '-o', 'storybook-static', '--quiet'],
    minutes: 15,
  },
  {
    name: 'browser tests',
    cmd: [node, bin('@web/test-runner', 'dist/bin.js')],
    alone: true,
    minutes: 15,
    counts: (out) => ({ passed: last(out, /(\d+) passed/g, 1), failed: last(out, /(\d+) failed/g, 1) }),
  },
  {
    name: 'storybook accessibility (axe-core)',
    cmd: [node, '--import', 'tsx', '.storybook/a11y-check.ts'],
    needs: ['build storybook (offline)'],
    alone: true,
    minutes: 20,
  },
  {
    name: 'bundle-size and end-to-end tests',
    cmd: [
      'sh',
      '-c',
      // Two files at a time: an end-to-end file mostly waits on its page and its server (0.6 of a core
      // over a run), and two at once passed on a machine loaded by other work (bench/RESULTS.md,
      // "Suite time, session 14").
      `"${node}" --import tsx --test --test-concurrency=2 tests/build/*.test.ts tests/e2e/*.test.ts`,
    ],
    needs: ['build portal', 'build embed script'],
    alone: true,
    minutes: 30,
    counts: nodeTestCounts,
  },
  {
    // Several server processes on one machine (npm run start:cluster; two nodes behind HAProxy, which
    // serve the built portal); they need the cores to themselves.
    name: 'scale tests',
    cmd: ['sh', '-c', `"${node}" --import tsx --test --test-concurrency=1 tests/scale/*.test.ts`],
    needs: ['build portal'],
    alone: true,
    counts: nodeTestCounts,
  },
];

function last(text, pattern, group) {
  // eslint-disable-next-line no-control-regex -- strips the colour codes some runners print anyway
  const plain = text.replace(/\x1b\[[0-9;]*m/g, '');
  const matches = [...plain.matchAll(pattern)];
  return Number(matches.at(-1)?.[group] ?? 0);
}

/**
 * Runs one step, keeping its output (stdout and stderr in arrival order) to print when it ends; a step that
 * runs alone prints it as it comes too. The step is its own process group: when its command exits, or
 * outlasts its time limit, whatever it started and left running (a test's server process holding the
 * output pipe open, a browser) is stopped with it, so that the run goes on.
 */
function run(step) {
  return new Promise((resolve) => {
    const [command, ...args] = step.cmd;
    const child = spawn(command, args, {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: '0' },
      detached: true,
    });
    let output = '';
    const keep = (chunk) => {
      output += chunk;
      if (step.alone) process.stdout.write(chunk);
    };
    groups.add(child.pid);
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    const minutes = step.minutes ?? DEFAULT_MINUTES;
    let overtime = false;
    const limit = setTimeout(() => {
      overtime = true;
      keep(`\n${step.name}: stopped after ${minutes} minutes, its time limit (a hung test or process)\n`);
      stopGroup(child.pid, 'SIGTERM');
      setTimeout(() => stopGroup(child.pid, 'SIGKILL'), 10_000).unref();
    }, minutes * 60_000);
    child.on('exit', async (code) => {
      clearTimeout(limit);
      // What it started ends with it (a build's esbuild service, vitest's workers), within a moment; what
      // is still running two seconds later was left behind, and is stopped.
      for (let waited = 0; waited < 2_000 && stopGroup(child.pid, 0); waited += 100) await sleep(100);
      if (stopGroup(child.pid, 'SIGKILL') && !overtime)
        keep(`\n${step.name}: stopped the processes it left running\n`);
      groups.delete(child.pid);
      // Read what is left in the pipes (a second at most: a process killed only now may hold them a moment).
      const drained = Promise.all([finished(child.stdout), finished(child.stderr)]).catch(() => {});
      await Promise.race([drained, sleep(1_000)]);
      child.stdout.destroy();
      child.stderr.destroy();
      resolve({ code: overtime ? 1 : (code ?? 1), output });
    });
  });
}

/** The process groups of the running steps: an interrupted run (Ctrl-C, a CI cut-off) stops them too. */
const groups = new Set();
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const pid of groups) stopGroup(pid, 'SIGKILL');
    process.exit(1);
  });
}

/** Signals a step's process group; false when no process of it was left. */
function stopGroup(pid, signal) {
  try {
    process.kill(-pid, signal);
    return true;
  } catch {
    return false;
  }
}

const slots = Math.min(2, availableParallelism());
const results = new Map();
const running = new Set();
const startedAt = Date.now();

/** Starts, in list order, every step whose inputs are built and that fits beside what is running. */
function startReady(done) {
  for (const step of steps) {
    if (results.has(step.name) || running.has(step)) continue;
    // A step waiting for its inputs lets later steps go first; a step waiting for room keeps them waiting,
    // so a step that runs alone is not passed over for ever.
    if (!(step.needs ?? []).every((name) => results.has(name))) continue;
    const fits = step.alone ? running.size === 0 : running.size < slots && ![...running].some((s) => s.alone);
    if (!fits) break;
    running.add(step);
    if (step.alone) console.log(`\n=== ${step.name} (started; its output as it comes) ===`);
    const stepStart = Date.now();
    run(step).then(({ code, output }) => {
      running.delete(step);
      finish(step, code, output, (Date.now() - stepStart) / 1000);
      startReady(done);
    });
  }
  if (running.size === 0) done();
}

function finish(step, code, output, seconds) {
  console.log(`\n=== ${step.name} (${seconds.toFixed(1)} s) ===`);
  if (!step.alone) process.stdout.write(output);
  results.set(step.name, { code, seconds, counts: step.counts?.(output) });
}

await new Promise((resolve) => startReady(resolve));

const totals = { passed: 0, failed: 0 };
let exitCode = 0;
console.log('');
for (const step of steps) {
  const { code, seconds, counts } = results.get(step.name);
  if (counts) {
    totals.passed += counts.passed;
    totals.failed += counts.failed;
  }
  if (code !== 0) {
    exitCode = 1;
    if (counts && counts.failed === 0) totals.failed += 1; // a runner that crashed counts as a failure
  }
  console.log(
    `${code === 0 ? 'ok  ' : 'FAIL'} ${step.name} (${seconds.toFixed(1)} s)${counts ? `: ${counts.passed} passed, ${counts.failed} failed` : ''}`,
  );
}
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed`);
console.log(`whole run: ${((Date.now() - startedAt) / 1000).toFixed(1)} s`);
process.exit(exitCode);
