import { readFileSync } from 'node:fs';
import path from 'node:path';

/** Everything the server reads from its environment, resolved once at start-up. */
export interface ServerConfig {
  host: string;
  port: number;
  /** Folder for the SQLite file, RSA keys, the SSO secret and uploads; created when missing. */
  dataDir: string;
  /** postgres://… selects PostgreSQL; absent selects the SQLite file DATA_DIR/yelopack.sqlite. */
  databaseUrl: string | undefined;
  logLevel: string;
  appVersion: string;
  sessionIdleMinutes: number;
  sessionRotateMinutes: number;
  /** How long a rotated-away token keeps working, so requests already in flight do not fail. */
  sessionGraceSeconds: number;
  /** PEM file of the RSA private key; absent → DATA_DIR/keys/private.pem, generated on first start. */
  rsaPrivateKeyFile: string | undefined;
  /** HMAC secret of externalLogin tickets; absent → DATA_DIR/keys/sso-secret, generated on first start. */
  ssoSecret: string | undefined;
  /** Key of the platform's own systems (TMS, depots); absent → DATA_DIR/keys/platform-key, generated. */
  platformKey: string | undefined;
  loginCaptchaAfterFailures: number;
  loginLockAfterFailures: number;
  loginLockMinutes: number;
  /** Login and verification-code calls allowed per client IP per minute (counted in the database). */
  ipRequestsPerMinute: number;
  uploadMaxBytes: number;
  /** Origins of host pages allowed to call the API from the browser (widgets embedded in their ERP). */
  corsOrigins: string[];
}

function packageVersion(): string {
  const packageJson = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
    version: string;
  };
  return packageJson.version;
}

function numberFrom(value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isFinite(parsed)) throw new Error(`not a number: ${value}`);
  return parsed;
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
  };
}
