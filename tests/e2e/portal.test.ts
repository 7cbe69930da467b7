/**
 * The shell's update notice, the messages area end to end, and accessibility of the main pages, in Debian
 * chromium against the real server.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { login } from './support/api-login';
import { describeViolations, seriousViolations } from './support/axe';
import { launchBrowser } from './support/browser';
import { loginThroughForm, newPage } from './support/portal';
import { startE2eServer, type RunningServer } from './support/server';

let server: RunningServer;
let browser: Browser;

before(async () => {
  [server, browser] = await Promise.all([startE2eServer(), launchBrowser()]);
});
after(async () => {
  await browser?.close();
  await server?.stop();
});

test('a new server version raises the update notice once, 10 s after the 10-minute check', async () => {
  const page = await newPage(browser);
  await page.clock.install();
  await loginThroughForm(page, server.baseUrl, 'demo_pallet');
  await page.getByTestId('side-menu').waitFor();

  server.app.setAppVersion('9.9.9-e2e');
  await page.clock.fastForward('10:00');
  await page.clock.fastForward('00:05');
  assert.equal(await page.getByTestId('update-notice').count(), 0, 'not before 10 s');
  await page.clock.fastForward('00:06');
  const notice = page.getByTestId('update-notice');
  await notice.getByText('发现新版本').waitFor();
  await notice.getByRole('button', { name: '我知道了' }).click();
  await notice.waitFor({ state: 'detached' });

  await page.clock.fastForward('10:00');
  await page.clock.fastForward('00:11');
  assert.equal(await page.getByTestId('update-notice').count(), 0, 'shown only once');
  server.app.setAppVersion(
    String(
      ((await (await fetch(`${server.baseUrl}/static/version.json`)).json()) as { version: string }).version,
    ),
  );
  await page.context().close();
});

test('messages: list, detail marks read as text, and the unread count updates live', async () => {
  const page = await newPage(browser);
  await loginThroughForm(page, server.baseUrl, 'demo_pallet');
  const badge = page.getByTestId('header-unread');
  await badge.waitFor();

  await page.goto(`${server.baseUrl}/message/message`);
  const widget = page.locator('yp-messages');
  await widget.getByRole('table').waitFor();
  assert.equal(await page.getByTestId('breadcrumb').count(), 0, 'messages pages hide the breadcrumb');

  const before = Number(await badge.innerText().catch(() => '0')) || 0;
  // Logging in again elsewhere sends this account a 账号登录提醒 message; the badge rises without a reload.
  await login(server.baseUrl, 'demo_pallet');
  await page.waitForFunction(
    ([selector, previous]) =>
      Number(document.querySelector(selector as string)?.textContent?.replace(/\D/g, '') || 0) >
      (previous as number),
    ['[data-testid="header-unread"]', before] as const,
  );

  await widget.getByRole('button', { name: '账号登录提醒' }).first().click();
  await page.waitForURL('**/message/detail?**');
  await widget.getByText('如非本人操作').waitFor();
  await page.context().close();
});

test('no serious or critical accessibility violation on the login page, the shell and the messages pages', async () => {
  const page = await newPage(browser, { bypassCSP: true });
  await page.goto(`${server.baseUrl}/login`);
  await page.getByTestId('login-submit').waitFor();
  let violations = await seriousViolations(page);
  assert.deepEqual(violations, [], `login: ${describeViolations(violations)}`);

  await loginThroughForm(page, server.baseUrl, 'demo_pallet');
  await page.getByTestId('side-menu').waitFor();
  violations = await seriousViolations(page);
  assert.deepEqual(violations, [], `shell: ${describeViolations(violations)}`);

  await page.goto(`${server.baseUrl}/message/message`);
  await page.locator('yp-messages').getByRole('table').waitFor();
  violations = await seriousViolations(page);
  assert.deepEqual(violations, [], `messages list: ${describeViolations(violations)}`);

  await page.locator('yp-messages').getByRole('row').nth(1).getByRole('button').first().click();
  await page.waitForURL('**/message/detail?**');
  await page.locator('yp-messages').getByRole('heading').first().waitFor();
  violations = await seriousViolations(page);
  assert.deepEqual(violations, [], `message detail: ${describeViolations(violations)}`);
  await page.context().close();
});
