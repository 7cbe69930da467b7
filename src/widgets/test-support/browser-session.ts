/**
 * The set-up every widget browser test repeats: a fresh sign-in per test, and recorders for what a
 * widget asks of its host page (navigations, downloads). Call the recorders at the top of a test file:
 * they register their own beforeEach / afterEach.
 */
import { configure, resetConfig, toastBus, type WidgetNavigateDetail } from '../../core';
import { assert } from '../../ui/test-support/assert';
import { afterEach, beforeEach } from '../../ui/test-support/browser-test';
import type { FakeFetch } from './fake-fetch';

let tokenSerial = 0;

/**
 * Signs the widgets in with a token never used before: the permission set is loaded once per token, so
 * a test's reduced set never leaks into the next test. The token reads `${prefix}-<n>`.
 */
export function signInFresh(prefix: string): void {
  const token = `${prefix}-${++tokenSerial}`;
  configure({ apiBase: '', getToken: () => token });
}

/** After each test: empties the page, stops the fake backend and signs out. */
export function cleanUpAfterEach(backend: () => { restore(): void }): void {
  afterEach(() => {
    document.body.replaceChildren();
    backend().restore();
    resetConfig();
  });
}

/** The yp-navigate requests of the current test, oldest first. */
export function recordNavigations(): WidgetNavigateDetail[] {
  const navigations: WidgetNavigateDetail[] = [];
  const record = (event: Event) => navigations.push((event as CustomEvent<WidgetNavigateDetail>).detail);
  beforeEach(() => {
    navigations.length = 0;
    document.addEventListener('yp-navigate', record);
  });
  afterEach(() => document.removeEventListener('yp-navigate', record));
  return navigations;
}

/**
 * The toast messages of the current test, oldest first. A toast leaves the DOM after 2 s, so a test that
 * asserts one after other waits reads this log instead of racing the toast's lifetime.
 */
export function recordToasts(): string[] {
  const shown: string[] = [];
  let unsubscribe = () => {};
  beforeEach(() => {
    shown.length = 0;
    unsubscribe = toastBus.subscribe((toast) => shown.push(toast.message));
  });
  afterEach(() => unsubscribe());
  return shown;
}

/** The URLs the current test's widgets opened in a new window (exports), with window.open stubbed. */
export function recordOpenedWindows(): string[] {
  const opened: string[] = [];
  const realOpen = window.open;
  beforeEach(() => {
    opened.length = 0;
    window.open = ((url: string) => {
      opened.push(url);
      return null;
    }) as typeof window.open;
  });
  afterEach(() => {
    window.open = realOpen;
  });
  return opened;
}

/**
 * A test file's fake backend: `start(…)` installs it for the current test and signs in afresh
 * (signInFresh); after each test it is removed and the page emptied (cleanUpAfterEach).
 */
export function fakeBackendPerTest<Options extends unknown[], Backend extends FakeFetch>(
  install: (...options: Options) => Backend,
  tokenPrefix: string,
) {
  let current: Backend | undefined;
  const backend = (): Backend => {
    assert(current, 'start() installs the fake backend');
    return current;
  };
  cleanUpAfterEach(backend);
  return {
    start(...options: Options): Backend {
      current = install(...options);
      signInFresh(tokenPrefix);
      return current;
    },
    /** The current test's backend. */
    get backend(): Backend {
      return backend();
    },
    /** The body of the last call to `endpoint` (the path's last segments). */
    lastBody: (endpoint: string) => backend().callsTo(endpoint).at(-1)?.body,
  };
}
