/**
 * Starts the real platform server in this process, as `npm start` does (minus the build), on a free port
 * with its own temporary data folder and SQLite database. The portal and embed builds must exist (npm test
 * builds them before this stage). The clock can be moved forward (session expiry) and the served version
 * raised (update notice).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { loadConfig } from '../../../server/config';
import { startServer } from '../../../server/main';

export interface RunningServer {
  baseUrl: string;
  app: FastifyInstance;
  /** Moves the server's clock forward (sessions, codes and lockouts see the later time). */
  advanceClock(milliseconds: number): void;
  stop(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** `env`: settings beyond the test's own (README's table), e.g. WEBHOOK_ALLOW_LOOPBACK. */
export async function startE2eServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'yp-e2e-'));
  let offset = 0;
  const config = {
    ...loadConfig({ ...env, HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' }),
  };
  const originalLog = console.log;
  console.log = () => {}; // the start-up banner is for people, not test output
  const { app } = await startServer(config, { clock: () => Date.now() + offset }).finally(
    () => (console.log = originalLog),
  );
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    app,
    advanceClock: (milliseconds) => (offset += milliseconds),
    async stop() {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** What the newest SMS to a mobile in the server's outbox brought, by pattern (no SMS gateway is reachable here). */
export async function fromLastSms(server: RunningServer, mobile: string, pattern: RegExp): Promise<string> {
  const row = await server.app.deps.db
    .selectFrom('sms_outbox')
    .select('content')
    .where('mobile', '=', mobile)
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
  const found = row && pattern.exec(row.content)?.[1];
  if (!found) throw new Error(`no such SMS was sent to ${mobile}: ${row?.content ?? 'none'}`);
  return found;
}

/** The newest SMS code sent to a mobile. */
export const readSmsCode = (server: RunningServer, mobile: string): Promise<string> =>
  fromLastSms(server, mobile, /验证码为(\d{6})/);

/** The initial password a new sub-account's SMS brought. */
export const readInitialPassword = (server: RunningServer, mobile: string): Promise<string> =>
  fromLastSms(server, mobile, /初始密码 (\S+)，/);
