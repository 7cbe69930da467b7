/**
 * Self-service account flows through the browser: registering a company and finding a forgotten password
 * (SMS codes read from the server's outbox, since no gateway is reachable).
 */
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { loginThroughForm, newPage } from './support/portal';
import { serverAndBrowser } from './support/harness';
import { readSmsCode } from './support/server';
import { toastShown } from './support/toasts';

const e2e = serverAndBrowser();

async function fillMobileAndCode(page: Page, mobile: string): Promise<void> {
  await page.getByRole('textbox', { name: /^手机号/ }).fill(mobile);
  await page.getByRole('button', { name: '获取验证码' }).click();
  await page.getByRole('button', { name: /秒后重新获取/ }).waitFor();
  await page.getByRole('textbox', { name: /^短信验证码/ }).fill(await readSmsCode(e2e.server, mobile));
}

test('a new company registers, then its administrator logs in to the pallet-sharing area', async () => {
  const page = await newPage(e2e.browser);
  await page.goto(`${e2e.server.baseUrl}/register`);
  await page.getByRole('textbox', { name: /^企业名称/ }).fill('杭州鲜达冷链物流有限公司');
  await page.getByRole('textbox', { name: /^账号/ }).fill('xianda_admin');
  await page.getByRole('textbox', { name: /^姓名/ }).fill('周敏');
  await fillMobileAndCode(page, '13912345678');
  await page.getByLabel(/^[*\s]*密码$/).fill('Xianda2026');
  await page.getByLabel(/^[*\s]*确认密码$/).fill('Xianda2026');
  await page.getByRole('button', { name: '注册', exact: true }).click();
  await page.waitForURL('**/login');
  await toastShown(page, '注册成功，请登录');

  await loginThroughForm(page, e2e.server.baseUrl, 'xianda_admin', 'Xianda2026');
  await page.waitForURL('**/yelopack/stock/ownStock');
  await page.getByTestId('header-account').getByText('周敏').waitFor();
  await page.context().close();
});

test('a user who forgot the password proves the mobile, sets a new one and logs in with it', async () => {
  const page = await newPage(e2e.browser);
  await page.goto(`${e2e.server.baseUrl}/login`);
  await page.getByRole('link', { name: '忘记密码' }).click();
  await page.waitForURL('**/findPasswordFirst');
  await page.getByRole('textbox', { name: /^账号/ }).fill('demo_group');
  await fillMobileAndCode(page, '13800000004');
  await page.getByRole('button', { name: '下一步' }).click();
  await page.waitForURL('**/findPasswordSecond');
  await page.getByLabel(/^[*\s]*新密码$/).fill('NewGroup2026');
  await page.getByLabel(/^[*\s]*确认密码$/).fill('NewGroup2026');
  await page.getByRole('button', { name: '确认修改' }).click();
  await page.waitForURL('**/login');

  await loginThroughForm(page, e2e.server.baseUrl, 'demo_group', 'NewGroup2026');
  await page.waitForURL('**/groupCompany/groupCompanyManage/groupStockManage');
  await page.context().close();
});
