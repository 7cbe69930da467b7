/**
 * The shell's update notice, the messages area end to end, and accessibility of the main pages, in Debian
 * chromium against the real e2e.server.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { login } from './support/api-login';
import { describeViolations, seriousViolations } from './support/axe';
import type { Page } from 'playwright-core';
import { loginThroughForm, newPage } from './support/portal';
import { serverAndBrowser } from './support/harness';

const e2e = serverAndBrowser();
const VERSION_CALL = '/common/getCurrentVersion';

/**
 * Every route change asks the server for its version and reloads on a difference (SPEC §4), so a test may
 * change the server's version only once the landing page's own check is answered. The returned function
 * waits for that: a check sent after the page left /login, and an answer to every check sent so far.
 */
function routeChecksAnswered(page: Page): () => Promise<void> {
  const answers: Promise<unknown>[] = [];
  let landed = () => {};
  const landingCheckSent = new Promise<void>((resolve) => (landed = resolve));
  page.on('request', (request) => {
    if (!request.url().endsWith(VERSION_CALL)) return;
    answers.push(request.response());
    if (new URL(page.url()).pathname !== '/login') landed();
  });
  return async () => {
    await landingCheckSent;
    await Promise.all(answers);
  };
}

test('a new server version raises the update notice once, 10 s after the 10-minute check', async () => {
  const page = await newPage(e2e.browser);
  await page.clock.install();
  const landed = routeChecksAnswered(page);
  await loginThroughForm(page, e2e.server.baseUrl, 'demo_pallet');
  await page.getByTestId('side-menu').waitFor();
  await landed();

  e2e.server.app.setAppVersion('9.9.9-e2e');
  // The 10-minute check asks the server: its 10 s delay starts when the answer is in, so the clock only
  // moves on once it is (on a busy machine the answer can take longer than the next fast-forward).
  const checked = page.waitForResponse((response) => response.url().endsWith(VERSION_CALL));
  await page.clock.fastForward('10:00');
  await (await checked).finished();
  await page.evaluate(() => undefined);
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
  e2e.server.app.setAppVersion(
    String(
      ((await (await fetch(`${e2e.server.baseUrl}/static/version.json`)).json()) as { version: string })
        .version,
    ),
  );
  await page.context().close();
});

test('messages: list, detail marks read as text, and the unread count updates live', async () => {
  const page = await newPage(e2e.browser);
  await loginThroughForm(page, e2e.server.baseUrl, 'demo_pallet');
  const badge = page.getByTestId('header-unread');
  await badge.waitFor();

  await page.goto(`${e2e.server.baseUrl}/message/message`);
  const widget = page.locator('yp-messages');
  await widget.getByRole('table').waitFor();
  assert.equal(await page.getByTestId('breadcrumb').count(), 0, 'messages pages hide the breadcrumb');

  const before = Number(await badge.innerText().catch(() => '0')) || 0;
  // Logging in again elsewhere sends this account a 账号登录提醒 message; the badge rises without a reload.
  await login(e2e.server.baseUrl, 'demo_pallet');
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
  const page = await newPage(e2e.browser, { bypassCSP: true });
  await page.goto(`${e2e.server.baseUrl}/login`);
  await page.getByTestId('login-submit').waitFor();
  let violations = await seriousViolations(page);
  assert.deepEqual(violations, [], `login: ${describeViolations(violations)}`);

  await loginThroughForm(page, e2e.server.baseUrl, 'demo_pallet');
  await page.getByTestId('side-menu').waitFor();
  violations = await seriousViolations(page);
  assert.deepEqual(violations, [], `shell: ${describeViolations(violations)}`);

  await page.goto(`${e2e.server.baseUrl}/message/message`);
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
