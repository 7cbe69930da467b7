import type { RsaKeys } from './auth/rsa-keys';
import type { SmsSender } from './auth/sms-sender';
import type { ServerConfig } from './config';
import type { DialectName } from './db/connect';
import type { Db } from './db/schema';
import type { AppEvents } from './live/events';
import type { Notifier } from './live/notifier';

/** Epoch milliseconds now. Injected so tests can move time (session expiry, code expiry, lockout). */
export type Clock = () => number;

/** The running version (GET /static/version.json); tests raise it to trigger the client's update notice. */
export interface VersionHolder {
  get(): string;
  set(version: string): void;
}

/** What every route handler and service may use; built once in buildApp. */
export interface AppDeps {
  db: Db;
  dialect: DialectName;
  config: ServerConfig;
  clock: Clock;
  keys: RsaKeys;
  ssoSecret: string;
  /** Shared key of the platform's own systems (TMS, depot, door readers) calling `access: 'platform'` routes. */
  platformKey: string;
  sms: SmsSender;
  version: VersionHolder;
  /** Live-update signals across API nodes (server/live/notifier.ts). */
  notifier: Notifier;
  /** Announcements between modules (server/live/events.ts). */
  events: AppEvents;
}
