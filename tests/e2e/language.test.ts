/**
 * English beside Chinese (issue 17 item 5): the header's language switch, the account's choice
 * remembered over a reload and the next login, the language of server answers. english-walk.test.ts
 * walks every route in English.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { PLATFORM_NAME } from '../../src/contract/platform';
import { textsIn } from '../../src/contract/localized';
import { platformLabels } from '../../src/shell/platform-labels';
import { loginThroughForm, newPage } from './support/portal';
import { serverAndBrowser } from './support/harness';

const e2e = serverAndBrowser();

test('the header switches to English, the choice stays over a reload and a new login, and 中文 switches back', async () => {
  const page = await newPage(e2e.browser);
  await loginThroughForm(page, e2e.server.baseUrl, 'demo_center');
  const logout = page.getByTestId('logout');
  assert.equal(await logout.textContent(), '退出登录');

  const answers: string[] = [];
  page.on('request', (request) => {
    const locale = request.headers()['x-yp-locale'];
    if (locale) answers.push(locale);
  });
  await page.getByTestId('language-en-US').click();
  await page.getByRole('button', { name: 'Log out' }).waitFor();
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'en-US');
  assert.equal(
    await page.title(),
    textsIn(platformLabels, 'en-US').name,
    'the tab names the platform in English',
  );
  assert.equal(await page.getByRole('group', { name: 'Language' }).count(), 1);

  await page.reload();
  await page.getByRole('button', { name: 'Log out' }).waitFor();
  assert.ok(answers.includes('en-US'), 'calls name the page language');

  await page.getByRole('button', { name: 'Log out' }).click();
  const confirm = page.getByRole('alertdialog');
  await confirm.getByText('Do you want to log out?').waitFor();
  await confirm.getByRole('button', { name: 'Log out', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/login');
  await loginThroughForm(page, e2e.server.baseUrl, 'demo_center');
  await page.getByRole('button', { name: 'Log out' }).waitFor();

  await page.getByTestId('language-zh-CN').click();
  await page.getByRole('button', { name: '退出登录' }).waitFor();
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'zh-CN');
  assert.equal(await page.title(), PLATFORM_NAME);
});
