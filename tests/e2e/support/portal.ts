/** Page-level steps shared by the end-to-end tests: a fresh page, logging in through the form, reading state. */
import type { Browser, Page } from 'playwright-core';
import { DEMO_PASSWORD } from '../../../server/db/seed/demo-accounts';
import { recordToasts } from './toasts';

/**
 * A fresh page that logs its toasts (see toasts.ts). `bypassCSP` lets a test inject its own script
 * (axe-core) past the portal's Content-Security-Policy.
 */
export async function newPage(browser: Browser, options: { bypassCSP?: boolean } = {}): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 1366, height: 768 },
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    ...options,
  });
  const page = await context.newPage();
  await recordToasts(page);
  return page;
}

/** Logs in through the login form and waits until the portal has left /login. */
export async function loginThroughForm(
  page: Page,
  baseUrl: string,
  userAccount: string,
  password = DEMO_PASSWORD,
): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await page.getByTestId('login-account').fill(userAccount);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
  await page.waitForURL((url) => url.pathname !== '/login');
}

/** The persisted session (src/core session store) as the browser holds it. */
export async function storedSession(
  page: Page,
): Promise<{ token: string; userAccount: string; role: number }> {
  return page.evaluate(() => JSON.parse(localStorage.getItem('yp-session') ?? '{}'));
}

/** The persisted breadcrumb trails, per account. */
export async function storedCrumbs(page: Page): Promise<Record<string, unknown[]>> {
  return page.evaluate(() => JSON.parse(localStorage.getItem('yp-crumbs') ?? '{}'));
}
