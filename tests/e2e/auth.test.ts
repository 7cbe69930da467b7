/**
 * Signing in, role areas and signing out, in Debian chromium against the real server (SPEC §2, §4, §6, §8).
 */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { DEMO_ACCOUNTS } from '../../server/db/seed/demo-accounts';
import { areaOfRole, MODULE_ROUTES } from '../../src/contract/routes';
import { loginThroughForm, newPage, storedCrumbs, storedSession } from './support/portal';
import { serverAndBrowser } from './support/harness';
import { toastShown } from './support/toasts';

const e2e = serverAndBrowser();

describe('each demo account lands in its own area', () => {
  for (const account of DEMO_ACCOUNTS) {
    const area = areaOfRole(account.memberships[0]!.role);
    test(`${account.userAccount} → ${area.label} ${area.landing}`, async () => {
      const page = await newPage(e2e.browser);
      await loginThroughForm(page, e2e.server.baseUrl, account.userAccount);
      await page.waitForURL(`**${area.landing}`);
      await page.getByTestId('header-account').getByText(account.username).waitFor();
      // The side menu holds this area's pages, named in Chinese, and none of another area.
      const menu = page.getByTestId('side-menu');
      const ownPages = MODULE_ROUTES.filter(
        (route) => !route.detail && !route.hideCrumbs && route.path.startsWith(area.prefix),
      );
      await menu.getByText(ownPages[0]!.label, { exact: true }).first().waitFor();
      const foreignPage = MODULE_ROUTES.find(
        (route) => !route.detail && !route.hideCrumbs && !route.path.startsWith(area.prefix),
      );
      assert.equal(await menu.getByRole('link', { name: foreignPage!.label, exact: true }).count(), 0);
      await page.context().close();
    });
  }
});

test('a user opening another role area is sent to their landing page', async () => {
  const page = await newPage(e2e.browser);
  await loginThroughForm(page, e2e.server.baseUrl, 'demo_pallet');
  await page.goto(`${e2e.server.baseUrl}/center/account/my`);
  await page.waitForURL('**/yelopack/stock/ownStock');
  await page.goto(`${e2e.server.baseUrl}/no/such/page`);
  await page.waitForURL('**/yelopack/stock/ownStock');
  await page.context().close();
});

test('an unknown path leads a system-home user to /system/chart; / leads to the landing page', async () => {
  const page = await newPage(e2e.browser);
  await loginThroughForm(page, e2e.server.baseUrl, 'demo_home');
  await page.goto(`${e2e.server.baseUrl}/no/such/page`);
  await page.waitForURL('**/system/chart');
  await page.goto(`${e2e.server.baseUrl}/`);
  await page.waitForURL('**/system/board');
  await page.context().close();
});

test('visitors are sent to /login, and a signed-in user opening /login is sent onward', async () => {
  const page = await newPage(e2e.browser);
  await page.goto(`${e2e.server.baseUrl}/yelopack/stock/ownStock`);
  await page.waitForURL('**/login');
  await loginThroughForm(page, e2e.server.baseUrl, 'demo_pallet');
  await page.goto(`${e2e.server.baseUrl}/login`);
  await page.waitForURL('**/yelopack/stock/ownStock');
  await page.context().close();
});

test('logging out asks first, ends the session on the server and returns to /login', async () => {
  const page = await newPage(e2e.browser);
  await loginThroughForm(page, e2e.server.baseUrl, 'demo_center');
  const { token } = await storedSession(page);
  await page.getByTestId('logout').click();
  const confirm = page.getByRole('alertdialog');
  await confirm.getByText('确定要退出登录吗？').waitFor();
  await confirm.getByRole('button', { name: '退出', exact: true }).click();
  await page.waitForURL('**/login');
  assert.equal((await storedSession(page)).token, '');
  const probe = await fetch(`${e2e.server.baseUrl}/api/api/permission/loadMenuAndPermission`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', token },
    body: JSON.stringify({ applicationId: 'yelopack-portal', type: 5, permissionCode: '' }),
  });
  assert.notEqual(((await probe.json()) as { errcode: number }).errcode, 0, 'the old token no longer works');
  await page.goto(`${e2e.server.baseUrl}/center/account/my`);
  await page.waitForURL('**/login');
  await page.context().close();
});

test('an expired session (errcode 4004) returns to /login with the breadcrumb trail cleared', async () => {
  const page = await newPage(e2e.browser);
  await loginThroughForm(page, e2e.server.baseUrl, 'demo_clerk');
  await page.goto(`${e2e.server.baseUrl}/yelopack/stock/transfer`);
  await page.getByTestId('breadcrumb').getByText('调拨记录').waitFor();
  assert.ok(((await storedCrumbs(page)).demo_clerk ?? []).length > 0, 'the visit left a trail');

  // Leave the portal first: a background call of the open page (the unread count, the live stream) could
  // otherwise meet the expired session while the next page loads, and its toast die with the old page.
  await page.goto('about:blank');
  e2e.server.advanceClock(3 * 60 * 60 * 1000); // beyond the 2 h idle expiry
  await page.goto(`${e2e.server.baseUrl}/message/message`);
  await page.waitForURL('**/login');
  await page.getByTestId('login-account').waitFor();
  // The toast lives 2 s; the page's toast log keeps it (a DOM lookup would race its lifetime).
  await toastShown(page, '连接超时，请重新登录');
  assert.deepEqual((await storedCrumbs(page)).demo_clerk ?? [], []);
  assert.equal((await storedSession(page)).token, '');
  await page.context().close();
});
