import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { SERVER_NODE_FLAGS, bundleServer } from '../scripts/server-bundle.js';
import type { BenchTarget } from './target';

export interface ServerProcess {
  url: string;
  pid: number;
  /** Resident memory now and its peak since start (or since resetPeak), in MB, from /proc/<pid>/status. */
  memory(): { rssMb: number; peakMb: number };
  stop(): Promise<void>;
}

/** The product (bench/serve.ts) or the raw baseline (bench/raw-baseline.ts). */
export type BenchServer = 'serve' | 'raw-baseline';

const entryOf = (server: BenchServer) => fileURLToPath(new URL(`./${server}.ts`, import.meta.url));
/** One folder below the root, like server/main.ts (see bundleServer). */
const bundleOf = (server: BenchServer) =>
  fileURLToPath(new URL(`../dist-server/bench-${server}.mjs`, import.meta.url));
const READY_WITHIN_MS = 60_000;

const targetArgs = (target: BenchTarget): string[] =>
  target.dialect === 'sqlite'
    ? ['--db', 'sqlite', '--dir', target.dataDir]
    : ['--db', 'postgres', '--url', target.url, '--schema', target.schema, '--dir', target.dataDir];

function statusKb(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) : 0;
}

function stopped(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
}

/**
 * Starts bench/serve.ts (or the raw baseline) on the target and waits for its READY line; `nodeFlags`
 * are added to the server's own (e.g. --cpu-prof).
 */
export async function startServer(
  target: BenchTarget,
  server: BenchServer = 'serve',
  nodeFlags: readonly string[] = [],
): Promise<ServerProcess> {
  // Run as `npm start` runs the server: bundled, without tsx, with its heap flags.
  await bundleServer(entryOf(server), bundleOf(server));
  const args = [...SERVER_NODE_FLAGS, ...nodeFlags, bundleOf(server), ...targetArgs(target)];
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'inherit'] });
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('server not ready in 60 s')), READY_WITHIN_MS);
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const ready = /READY (\S+)/.exec(output);
      if (ready) {
        clearTimeout(timer);
        resolve(ready[1] as string);
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code} before it was ready`));
    });
  });
  const pid = child.pid as number;
  return {
    url,
    pid,
    memory: () => ({ rssMb: statusKb(pid, 'VmRSS') / 1024, peakMb: statusKb(pid, 'VmHWM') / 1024 }),
    async stop() {
      child.kill('SIGTERM');
      await stopped(child);
    },
  };
}
