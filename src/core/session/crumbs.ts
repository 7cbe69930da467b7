/**
 * The breadcrumb trail, kept per account in localStorage key `yp-crumbs` (SPEC §2: a trail per account).
 * A menu page starts a new trail; a detail page is added after the page it was opened from; visiting a
 * page already in the trail (a crumb click, the back button) drops everything deeper than it.
 */
import { createEmitter } from '../emitter';
import { browserStorage, readJson, writeJson, type KeyValueStorage } from '../storage';

export interface Crumb {
  /** Path with its query, so a detail crumb reopens the same record. */
  path: string;
  label: string;
  detail?: boolean;
}

export interface CrumbStore {
  get(account: string): Crumb[];
  visit(account: string, crumb: Crumb): void;
  clear(account: string): void;
  subscribe(listener: (account: string) => void): () => void;
}

export const CRUMBS_STORAGE_KEY = 'yp-crumbs';

const pathname = (path: string) => path.split(/[?#]/, 1)[0];

export function nextTrail(trail: readonly Crumb[], crumb: Crumb): Crumb[] {
  const existing = trail.findIndex((entry) => pathname(entry.path) === pathname(crumb.path));
  if (existing >= 0) return [...trail.slice(0, existing), crumb];
  return crumb.detail ? [...trail, crumb] : [crumb];
}

function isCrumb(value: unknown): value is Crumb {
  const crumb = value as Crumb;
  return !!crumb && typeof crumb.path === 'string' && typeof crumb.label === 'string';
}

const NO_CRUMBS: readonly Crumb[] = Object.freeze([]);

function restore(stored: unknown): Record<string, Crumb[]> {
  const trails: Record<string, Crumb[]> = {};
  if (!stored || typeof stored !== 'object') return trails;
  for (const [account, trail] of Object.entries(stored)) {
    if (Array.isArray(trail)) trails[account] = trail.filter(isCrumb);
  }
  return trails;
}

export function createCrumbStore(storage: KeyValueStorage = browserStorage()): CrumbStore {
  const emitter = createEmitter<{ change: string }>();
  // Held in memory so get() returns the same array until it changes (React's useSyncExternalStore needs that).
  const trails = restore(readJson(storage, CRUMBS_STORAGE_KEY));

  const write = (account: string, trail: Crumb[]) => {
    if (trail.length) trails[account] = trail;
    else delete trails[account];
    writeJson(storage, CRUMBS_STORAGE_KEY, trails);
    emitter.emit('change', account);
  };
  const get = (account: string): Crumb[] => trails[account] ?? (NO_CRUMBS as Crumb[]);

  return {
    get,
    visit: (account, crumb) => write(account, nextTrail(get(account), crumb)),
    clear: (account) => write(account, []),
    subscribe: (listener) => emitter.on('change', listener),
  };
}

export const crumbStore: CrumbStore = createCrumbStore();
