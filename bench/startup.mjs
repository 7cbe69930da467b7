#!/usr/bin/env node
// Time from `npm start` to a ready server (first answer of GET /static/version.json) on a fresh DATA_DIR:
// database created, migrated and seeded. Run after a build (dist/ present) and again with dist/ removed
// to include the build.   node bench/startup.mjs [runs]
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const runs = Number(process.argv[2] ?? 3);
const root = new URL('..', import.meta.url).pathname;

async function once(port) {
  const dataDir = mkdtempSync(join(tmpdir(), 'yp-bench-'));
  const started = performance.now();
  const child = spawn('npm', ['start'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: 'ignore',
    detached: true,
  });
  try {
    for (;;) {
      try {
        if ((await fetch(`http://127.0.0.1:${port}/static/version.json`)).ok)
          return performance.now() - started;
      } catch {
        // not yet listening
      }
      if (performance.now() - started > 180_000) throw new Error('not ready in 180 s');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  } finally {
    process.kill(-child.pid, 'SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 500));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const times = [];
for (let run = 0; run < runs; run += 1) times.push(await once(18_500 + run));
times.sort((a, b) => a - b);
console.log(
  `npm start → ready (fresh DATA_DIR, ${runs} runs): median ${(times[Math.floor(runs / 2)] / 1000).toFixed(2)} s, min ${(times[0] / 1000).toFixed(2)} s, max ${(times.at(-1) / 1000).toFixed(2)} s`,
);
