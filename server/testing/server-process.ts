import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DialectName } from '../db/connect';
import { freshDatabase } from './test-server';

const REPO = fileURLToPath(new URL('../..', import.meta.url));
const ENDS_WITH_PARENT = fileURLToPath(new URL('./ends-with-parent.ts', import.meta.url));
const READY = /Yelopack portal ready at (http:\/\/\S+?)\/?\n/;
/** Below vitest's hookTimeout (60 s), so that a slow start fails here, where the process is ended. */
const READY_WITHIN_MS = 45_000;

export interface ServerProcess {
  baseUrl: string;
  child: ChildProcess;
  /** The exit code, once the process has ended (null: ended by a signal). */
  exited: Promise<number | null>;
  /** Ends the process if it still runs, then drops its database and data folder. */
  close(): Promise<void>;
}

/**
 * The server as an operator runs it: `server/main.ts` in a process of its own (through tsx), on a fresh
 * copy of the seeded template, on a port the system chooses, for what only a whole process shows:
 * signals, draining, the exit code. `env` adds to or overrides the environment it starts with.
 */
export async function startServerProcess(
  dialect: DialectName,
  env: Record<string, string> = {},
): Promise<ServerProcess> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'yp-process-'));
  const database = await freshDatabase(dialect, dataDir);
  // A test file cut short (a timed-out hook, a worker vitest ends) never calls close: ends-with-parent.ts
  // ends the server with the test process anyway (its IPC channel closes), instead of leaving it to run on
  // and hold the test run's output open.
  const child = spawn(process.execPath, ['--import', 'tsx', '--import', ENDS_WITH_PARENT, 'server/main.ts'], {
    cwd: REPO,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: dataDir,
      DATABASE_URL: database.databaseUrl ?? '',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const close = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await exited;
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const baseUrl = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`server not ready within ${READY_WITHIN_MS / 1000} s`)),
        READY_WITHIN_MS,
      );
      let output = '';
      child.stdout!.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        const ready = READY.exec(output);
        if (ready) {
          clearTimeout(timer);
          resolve(ready[1]!);
        }
      });
      void exited.then((code) => {
        clearTimeout(timer);
        reject(new Error(`server exited with ${code} before it was ready`));
      });
    });
    return { baseUrl, child, exited, close };
  } catch (error) {
    await close();
    throw error;
  }
}
