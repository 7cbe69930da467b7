/**
 * Runs `npm run start:cluster`'s server as that script does (bundled, plain node with the server's
 * flags) with two workers on a free port, a temporary DATA_DIR, and SQLite or a fresh PostgreSQL
 * database of its own, and follows what the primary prints.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DialectName } from '../../../server/db/connect';
import {
  databaseUrlOf,
  dropDatabase,
  newDatabaseName,
  onPostgres,
  testDatabaseUrl,
} from '../../../server/testing/postgres-admin';
import { SERVER_NODE_FLAGS, bundleServerEntries } from '../../../scripts/server-bundle.js';
import { freePort } from '../../e2e/support/server';

const root = fileURLToPath(new URL('../../..', import.meta.url));

export interface ClusterProcess {
  baseUrl: string;
  /**
   * Waits for a line of the output (the primary's and the workers') matching `pattern`, from line
   * `fromLine` on, those already printed included, and returns its match and line number.
   */
  waitForLine(
    pattern: RegExp,
    fromLine?: number,
    timeoutMs?: number,
  ): Promise<{ match: RegExpExecArray; line: number }>;
  /** Lines printed so far. */
  readonly lines: string[];
  /** Sends SIGTERM to the primary, resolves with its exit code, then removes DATA_DIR and the database. */
  stop(): Promise<number | null>;
}

/** The database of a run: SQLite in DATA_DIR, or a new PostgreSQL database dropped afterwards. */
async function databaseFor(dialect: DialectName): Promise<{ url: string; drop: () => Promise<void> }> {
  if (dialect === 'sqlite') return { url: '', drop: async () => {} };
  const base = testDatabaseUrl();
  const name = newDatabaseName('cluster');
  await onPostgres(base, `CREATE DATABASE ${name}`);
  return { url: databaseUrlOf(base, name), drop: () => dropDatabase(base, name) };
}

export async function startCluster(dialect: DialectName, workers = 2): Promise<ClusterProcess> {
  const [primaryModule] = await bundleServerEntries(root, ['cluster', 'main']);
  const [port, dataDir, database] = [
    await freePort(),
    mkdtempSync(join(tmpdir(), 'yp-cluster-')),
    await databaseFor(dialect),
  ];
  const child: ChildProcess = spawn(process.execPath, [...SERVER_NODE_FLAGS, primaryModule as string], {
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: database.url,
      WORKERS: String(workers),
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines: string[] = [];
  const waiting = new Set<() => void>();
  let partial = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    const text = partial + chunk.toString();
    const complete = text.split('\n');
    partial = complete.pop() ?? '';
    lines.push(...complete);
    for (const wake of waiting) wake();
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  void exited.then(() => {
    for (const wake of waiting) wake();
  });
  let stopped: Promise<number | null> | null = null;

  const cluster: ClusterProcess = {
    baseUrl: `http://127.0.0.1:${port}`,
    lines,
    waitForLine(pattern, fromLine = 0, timeoutMs = 60_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          for (let line = fromLine; line < lines.length; line += 1) {
            const match = pattern.exec(lines[line]!);
            if (match) return finish(() => resolve({ match, line }));
          }
          if (child.exitCode !== null || child.signalCode !== null)
            finish(() => reject(new Error(`the cluster exited before printing ${pattern}`)));
        };
        const timer = setTimeout(
          () =>
            finish(() => reject(new Error(`no line ${pattern} in ${timeoutMs} ms:\n${lines.join('\n')}`))),
          timeoutMs,
        );
        const finish = (settle: () => void) => {
          clearTimeout(timer);
          waiting.delete(check);
          settle();
        };
        waiting.add(check);
        check();
      });
    },
    stop() {
      stopped ??= (async () => {
        if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
        const code = await exited;
        rmSync(dataDir, { recursive: true, force: true });
        await database.drop();
        return code;
      })();
      return stopped;
    },
  };
  return cluster;
}
