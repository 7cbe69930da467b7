import { generateKeyPairSync } from 'node:crypto';
import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { LoginResult, VerificationScene } from '../../src/contract/auth';
import type { Envelope } from '../../src/contract/envelope';
import { buildApp } from '../app';
import { databaseUrlOf, dropDatabase, newDatabaseName, onPostgres, testDatabaseUrl } from './postgres-admin';
import { encryptPassword } from './encrypt-password';
import { seededTemplate } from './seed-template';
import { captchaAnswerHash } from '../auth/captcha';
import { loadConfig, type ServerConfig } from '../config';
import { SQLITE_FILE, connectDatabase, type DialectName } from '../db/connect';
import type { Db } from '../db/schema';
import { DEMO_PASSWORD } from '../db/seed/demo-accounts';
import type { StaticDirs } from '../http/static';
import type { WorkerOptions } from '../modules/webhooks';
import { SMS_PURPOSE } from '../labels/messages';

/** The dialects every server test runs on: SQLite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const TEST_DIALECTS: DialectName[] = process.env.TEST_DATABASE_URL
  ? ['sqlite', 'postgres']
  : ['sqlite'];

export interface TestResponse<T = unknown> {
  status: number;
  headers: Headers;
  body: Envelope<T>;
}

export interface TestServerOptions {
  dialect?: DialectName;
  config?: Partial<ServerConfig>;
  staticDirs?: StaticDirs;
  /** Runs the webhook delivery worker, as every node does (off: tests send deliveries themselves). */
  deliverWebhooks?: WorkerOptions;
}

export interface TestServer {
  baseUrl: string;
  app: FastifyInstance;
  db: Db;
  dialect: DialectName;
  /** Every log line written so far (JSON text). */
  logs: string[];
  /** POST JSON (an object, or a string sent as-is as the raw body) with an optional token header. */
  post<T = unknown>(
    path: string,
    body?: unknown,
    token?: string,
    headers?: Record<string, string>,
  ): Promise<TestResponse<T>>;
  /** The browser's encryptOAEP: RSA-OAEP SHA-256 with the server's public key, base64. */
  encrypt(plain: string): Promise<string>;
  loginAs(userAccount: string, password?: string): Promise<LoginResult>;
  /** Logs in through login/login and returns the token. */
  login(userAccount: string, password?: string): Promise<string>;
  /** The code of the latest SMS of this scene sent to the mobile (from sms_outbox). */
  readSmsCode(mobile: string, scene: VerificationScene): Promise<string>;
  /** Replaces the answer of a picture code, since a test cannot read the picture. */
  setCaptchaAnswer(uuid: string, answer: string): Promise<void>;
  /** Moves the server's clock forward. */
  advanceTime(ms: number): void;
  /** The server's clock: now, moved by advanceTime. */
  now(): number;
  close(): Promise<void>;
}

let sharedKeyFile: string | undefined;
/** One RSA key per test process: generating one per server would slow every test file. */
function testKeyFile(): string {
  if (!sharedKeyFile) {
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    sharedKeyFile = path.join(mkdtempSync(path.join(tmpdir(), 'yp-key-')), 'private.pem');
    writeFileSync(sharedKeyFile, privateKey.export({ type: 'pkcs8', format: 'pem' }), { mode: 0o600 });
  }
  return sharedKeyFile;
}

export interface FreshDatabase {
  /** PostgreSQL: the copy's URL; SQLite: undefined (the file is DATA_DIR/yelopack.sqlite). */
  databaseUrl: string | undefined;
  drop(): Promise<void>;
}

/**
 * A fresh copy of the dialect's seeded template (seed-template.ts): a SQLite file in the server's
 * DATA_DIR, or a PostgreSQL database of its own, dropped by drop().
 */
export async function freshDatabase(dialect: DialectName, dataDir: string): Promise<FreshDatabase> {
  const template = await seededTemplate(dialect);
  if (dialect === 'sqlite') {
    copyFileSync(template.source, path.join(dataDir, SQLITE_FILE));
    return { databaseUrl: undefined, drop: async () => {} };
  }
  const baseUrl = testDatabaseUrl();
  const database = newDatabaseName('server');
  await onPostgres(baseUrl, `CREATE DATABASE ${database} TEMPLATE ${template.source}`);
  return { databaseUrl: databaseUrlOf(baseUrl, database), drop: () => dropDatabase(baseUrl, database) };
}

export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const dialect = options.dialect ?? 'sqlite';
  const dataDir = mkdtempSync(path.join(tmpdir(), 'yp-test-'));
  const { databaseUrl, drop } = await freshDatabase(dialect, dataDir);
  const connection = connectDatabase({ databaseUrl, dataDir });
  const config: ServerConfig = {
    ...loadConfig({}),
    dataDir,
    logLevel: 'info',
    rsaPrivateKeyFile: testKeyFile(),
    ipRequestsPerMinute: 100_000,
    // The webhook tests' receiver listens on 127.0.0.1.
    webhookAllowLoopback: true,
    // The PostgreSQL notifier LISTENs on a connection of its own, opened from this URL.
    databaseUrl,
    ...options.config,
  };
  let offset = 0;
  const clock = () => Date.now() + offset;
  const logs: string[] = [];
  const app = await buildApp({
    config,
    connection,
    clock,
    staticDirs: options.staticDirs,
    deliverWebhooks: options.deliverWebhooks,
    logStream: { write: (line) => void logs.push(line) },
  }).catch(async (error: unknown) => {
    await connection.db.destroy();
    await drop();
    throw error;
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

  const server: TestServer = {
    baseUrl,
    app,
    db: connection.db,
    dialect,
    logs,
    async post<T>(urlPath: string, body?: unknown, token?: string, headers: Record<string, string> = {}) {
      const response = await fetch(`${baseUrl}${urlPath}`, {
        method: 'POST',
        headers: {
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(token ? { token } : {}),
          ...headers,
        },
        body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
      });
      return {
        status: response.status,
        headers: response.headers,
        body: (await response.json()) as Envelope<T>,
      };
    },
    async encrypt(plain) {
      const { body } = await server.post<{ publicKey: string }>('/api/api/common/getPublicKey', {});
      return encryptPassword(body.data.publicKey, plain);
    },
    async loginAs(userAccount, password = DEMO_PASSWORD) {
      const { body } = await server.post<LoginResult>('/api/api/login/login', {
        userAccount,
        password: await server.encrypt(password),
      });
      if (body.errcode !== 0) throw new Error(`login ${userAccount} failed: ${body.errcode} ${body.errmsg}`);
      return body.data;
    },
    async login(userAccount, password) {
      return (await server.loginAs(userAccount, password)).token;
    },
    async readSmsCode(mobile, scene) {
      const rows = await connection.db
        .selectFrom('sms_outbox')
        .select('content')
        .where('mobile', '=', mobile)
        .orderBy('created_at', 'desc')
        .execute();
      const purpose = `您正在${SMS_PURPOSE[scene]}，`;
      const code = rows.find((row) => row.content.includes(purpose))?.content.match(/验证码为(\d{6})/)?.[1];
      if (!code) throw new Error(`no ${scene} code was sent to ${mobile}`);
      return code;
    },
    async setCaptchaAnswer(uuid, answer) {
      await connection.db
        .updateTable('captchas')
        .set({ answer_hash: captchaAnswerHash(uuid, answer) })
        .where('uuid', '=', uuid)
        .execute();
    },
    advanceTime(ms) {
      offset += ms;
    },
    now: clock,
    async close() {
      await app.close();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return server;
}
