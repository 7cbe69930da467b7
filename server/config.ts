import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_TRANSFER_DISPUTE_DAYS } from '../src/contract/transfer-disputes';

/** Everything the server reads from its environment, resolved once at start-up. */
export interface ServerConfig {
  host: string;
  port: number;
  /**
   * Folder for the SQLite file and uploads; created when missing. Keys and secrets left here by an older
   * version are adopted into the database once (auth/secrets.ts).
   */
  dataDir: string;
  /** postgres://… selects PostgreSQL; absent selects the SQLite file DATA_DIR/yelopack.sqlite. */
  databaseUrl: string | undefined;
  logLevel: string;
  appVersion: string;
  sessionIdleMinutes: number;
  sessionRotateMinutes: number;
  /** How long a rotated-away token keeps working, so requests already in flight do not fail. */
  sessionGraceSeconds: number;
  /** PEM file of the RSA private key; absent → the pair in the database, shared by every node. */
  rsaPrivateKeyFile: string | undefined;
  /** How long a rotated-away RSA key still decrypts (server/rotate-keys.ts). */
  rsaKeyGraceHours: number;
  /** HMAC secret of externalLogin tickets; absent → the one in the database, generated on first start. */
  ssoSecret: string | undefined;
  /** Key of the platform's own systems (TMS, depots); absent → the one in the database, generated. */
  platformKey: string | undefined;
  loginCaptchaAfterFailures: number;
  loginLockAfterFailures: number;
  loginLockMinutes: number;
  /** Login and verification-code calls allowed per client IP per minute (counted in the database). */
  ipRequestsPerMinute: number;
  uploadMaxBytes: number;
  /** Origins of host pages allowed to call the API from the browser (widgets embedded in their ERP). */
  corsOrigins: string[];
  /**
   * Fastify's `trustProxy`: which hops in front of the node may name the client in X-Forwarded-For (for
   * the per-IP limits, logs and signatures). false: none, the address that connected is the client.
   */
  trustProxy: TrustProxy;
  /**
   * On SIGTERM the node keeps serving this long while its health check answers 503, so a load balancer
   * that does not retry a refused connection elsewhere stops sending first (server/main.ts).
   */
  drainDelaySeconds: number;
  /** On SIGTERM, the whole drain (delay included) may take this long; connections still open are cut. */
  drainTimeoutSeconds: number;
  /**
   * Whether webhook endpoints may be on this machine (127.0.0.0/8, ::1, localhost): tests and a local relay.
   * Off, a company could make the node POST to services on its own host (modules/webhooks/address-policy.ts).
   */
  webhookAllowLoopback: boolean;
  /**
   * The transfer receiver's notification window in days, from the transfer's creation: it may correct or
   * reject until then, after which a pending transfer is accepted as sent (src/contract/transfer-disputes.ts).
   */
  transferDisputeDays: number;
}

/** true: every hop; addresses or CIDRs: those proxies; a function: whether the hop-th address is trusted. */
export type TrustProxy = boolean | string[] | ((address: string, hop: number) => boolean);

function packageVersion(): string {
  const packageJson = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
    version: string;
  };
  return packageJson.version;
}

/** A whole number of at least `minimum`, or the fallback when unset. */
function wholeFrom(name: string, value: string | undefined, fallback: number, minimum: number): number {
  const parsed = numberFrom(value, fallback);
  if (!Number.isInteger(parsed) || parsed < minimum)
    throw new Error(`${name} must be a whole number of at least ${minimum}: ${value}`);
  return parsed;
}

function numberFrom(value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isFinite(parsed)) throw new Error(`not a number: ${value}`);
  return parsed;
}

/** TRUST_PROXY: empty or false, true, a hop count, or a comma list of proxy addresses and CIDRs. */
export function trustProxyFrom(value: string | undefined): TrustProxy {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'false') return false;
  if (text === 'true') return true;
  // A hop count as Fastify itself reads one (its types do not admit the number).
  if (/^\d+$/.test(text)) return (_address, hop) => hop < Number(text);
  return text
    .split(',')
    .map((address) => address.trim())
    .filter(Boolean);
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const buildId = env.BUILD_ID ? `+${env.BUILD_ID}` : '';
  return {
    host: env.HOST || '127.0.0.1',
    port: numberFrom(env.PORT, 8080),
    dataDir: path.resolve(env.DATA_DIR || './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    logLevel: env.LOG_LEVEL || 'info',
    appVersion: env.APP_VERSION || `${packageVersion()}${buildId}`,
    sessionIdleMinutes: numberFrom(env.SESSION_IDLE_MINUTES, 120),
    sessionRotateMinutes: numberFrom(env.SESSION_ROTATE_MINUTES, 30),
    sessionGraceSeconds: numberFrom(env.SESSION_GRACE_SECONDS, 60),
    rsaPrivateKeyFile: env.RSA_PRIVATE_KEY_FILE || undefined,
    rsaKeyGraceHours: numberFrom(env.RSA_KEY_GRACE_HOURS, 24),
    ssoSecret: env.SSO_SECRET || undefined,
    platformKey: env.PLATFORM_API_KEY || undefined,
    loginCaptchaAfterFailures: 3,
    loginLockAfterFailures: 5,
    loginLockMinutes: numberFrom(env.LOGIN_LOCK_MINUTES, 15),
    ipRequestsPerMinute: numberFrom(env.IP_REQUESTS_PER_MINUTE, 300),
    uploadMaxBytes: 10 * 1024 * 1024,
    corsOrigins: (env.CORS_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    trustProxy: trustProxyFrom(env.TRUST_PROXY),
    drainDelaySeconds: numberFrom(env.DRAIN_DELAY_SECONDS, 0),
    drainTimeoutSeconds: numberFrom(env.DRAIN_TIMEOUT_SECONDS, 25),
    webhookAllowLoopback: env.WEBHOOK_ALLOW_LOOPBACK === '1',
    transferDisputeDays: wholeFrom(
      'TRANSFER_DISPUTE_DAYS',
      env.TRANSFER_DISPUTE_DAYS,
      DEFAULT_TRANSFER_DISPUTE_DAYS,
      1,
    ),
  };
}
