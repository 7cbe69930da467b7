/**
 * Keeping the page on the deployed version (SPEC §4): every route change compares the server's version
 * with the stored one and reloads on a difference; a background poll every 10 minutes (while the tab is
 * visible) shows the update notice 10 s after it first sees a change, once.
 */
import { API } from '../../contract/api-paths';
import type { CurrentVersion } from '../../contract/platform';
import { getConfig } from '../config';
import { UPDATE_NOTICE_DELAY_MS, VERSION_POLL_MS } from '../constants';
import { api } from '../http/client';

export interface VersionScheduler {
  setInterval(callback: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** Looked up on each call, so fake timers installed after import still apply. */
const globalScheduler: VersionScheduler = {
  setInterval: (callback, ms) => globalThis.setInterval(callback, ms),
  clearInterval: (handle) => globalThis.clearInterval(handle as ReturnType<typeof setInterval>),
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export interface VersionWatcherOptions {
  fetchVersion: () => Promise<string>;
  getStored: () => string;
  setStored: (version: string) => void;
  reload: () => void;
  /** Receives the new version, so "confirm refresh" can store it before reloading. */
  showNotice: (version: string) => void;
  isVisible: () => boolean;
  scheduler?: VersionScheduler;
}

export interface VersionWatcher {
  checkOnRouteChange(): Promise<void>;
  start(): void;
  stop(): void;
}

export function createVersionWatcher(options: VersionWatcherOptions): VersionWatcher {
  const scheduler = options.scheduler ?? globalScheduler;
  let poll: unknown = null;
  let noticeTimer: unknown = null;
  let noticed = false;

  /** The server's version, or null when it cannot be learnt now (an outage must not reload pages). */
  const serverVersion = () =>
    options.fetchVersion().then(
      (version) => version || null,
      () => null,
    );

  const tick = async () => {
    if (noticed || !options.isVisible()) return;
    const version = await serverVersion();
    if (noticed || version === null || version === options.getStored()) return;
    noticed = true;
    noticeTimer = scheduler.setTimeout(() => {
      noticeTimer = null;
      options.showNotice(version);
    }, UPDATE_NOTICE_DELAY_MS);
  };

  return {
    async checkOnRouteChange() {
      const version = await serverVersion();
      if (version === null) return;
      const stored = options.getStored();
      options.setStored(version);
      // The first visit only learns the version: nothing older can be on screen yet.
      if (stored && stored !== version) options.reload();
    },
    start() {
      if (poll !== null) return;
      poll = scheduler.setInterval(() => void tick(), VERSION_POLL_MS);
    },
    stop() {
      if (poll !== null) scheduler.clearInterval(poll);
      if (noticeTimer !== null) scheduler.clearTimeout(noticeTimer);
      poll = null;
      noticeTimer = null;
    },
  };
}

/** The platform server's current version (a silent call: a failed poll must not toast). */
export function fetchServerVersion(): Promise<string> {
  return api
    .post<CurrentVersion>(API.common.getCurrentVersion, {}, { silent: true })
    .then((current) => current.version);
}

/** The deployed static version file, fetched past every cache with a timestamp query (SPEC §2). */
export async function fetchStaticVersion(): Promise<string> {
  const response = await fetch(`${getConfig().apiBase}/static/version.json?t=${Date.now()}`, {
    cache: 'no-store',
  });
  if (!response.ok) throw new Error(`version.json: HTTP ${response.status}`);
  const body = (await response.json()) as CurrentVersion;
  return body.version;
}
