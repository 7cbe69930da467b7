/**
 * Runs `npm run start:cluster`'s server as that script does (bundled, plain node with the server's
 * flags) with two workers on a free port, a temporary DATA_DIR, and SQLite or a fresh PostgreSQL
 * database of its own, and follows what the primary prints.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DialectName } from '../../../server/db/connect';
import { SERVER_NODE_FLAGS, bundleServerEntries } from '../../../scripts/server-bundle.js';
import { freePort } from '../../e2e/support/server';
import { scratchDatabase } from './scratch-database';
import { spawnFollowed, type FollowedProcess } from './followed-process';
import { REPO_ROOT } from './repo-root';

export interface ClusterProcess extends Pick<FollowedProcess, 'lines' | 'waitForLine'> {
  baseUrl: string;
  /** Sends SIGTERM to the primary, resolves with its exit code, then removes DATA_DIR and the database. */
  stop(): Promise<number | null>;
}

export async function startCluster(dialect: DialectName, workers = 2): Promise<ClusterProcess> {
  const [primaryModule] = await bundleServerEntries(REPO_ROOT, ['cluster', 'main']);
  const [port, dataDir, database] = [
    await freePort(),
    mkdtempSync(join(tmpdir(), 'yp-cluster-')),
    await scratchDatabase(dialect, 'cluster'),
  ];
  const primary = spawnFollowed(process.execPath, [...SERVER_NODE_FLAGS, primaryModule as string], {
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: database.url,
      WORKERS: String(workers),
      LOG_LEVEL: 'warn',
    },
  });
  let stopped: Promise<number | null> | null = null;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    lines: primary.lines,
    waitForLine: primary.waitForLine,
    stop() {
      stopped ??= (async () => {
        const code = await primary.stop();
        rmSync(dataDir, { recursive: true, force: true });
        await database.drop();
        return code;
      })();
      return stopped;
    },
  };
}
