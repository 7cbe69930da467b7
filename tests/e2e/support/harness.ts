import { after, before } from 'node:test';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser';
import { startE2eServer, type RunningServer } from './server';

export interface E2eRun {
  server: RunningServer;
  browser: Browser;
}

/**
 * The real server and one Debian chromium for the test file that calls this at its top: both started
 * before its first test and closed after its last. Read `server` and `browser` inside the tests.
 */
export function serverAndBrowser(env: Record<string, string> = {}): E2eRun {
  const run = {} as E2eRun;
  before(async () => {
    [run.server, run.browser] = await Promise.all([startE2eServer(env), launchBrowser()]);
  });
  after(async () => {
    await run.browser?.close();
    await run.server?.stop();
  });
  return run;
}
