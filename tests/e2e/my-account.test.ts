/**
 * 我的账户 (issue 12) in Debian chromium against the real server: demo_center's page shows the demo
 * company's data in every section, no 建设中; the name changes through its dialog; a password change
 * sends every session, this one included, back to /login, and the new password logs in.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loginThroughForm, newPage } from './support/portal';
import { serverAndBrowser } from './support/harness';
import { toastShown } from './support/toasts';

const e2e = serverAndBrowser();
const NEW_PASSWORD = 'Fresh@654321';

test('demo_center sees every section of 我的账户 with real data, renames, and changes the password', async () => {
  const page = await newPage(e2e.browser);
  await loginThroughForm(page, e2e.server.baseUrl, 'demo_center');
  await page.goto(`${e2e.server.baseUrl}/center/account/my`);

  await page.getByText('demo_center', { exact: true }).waitFor();
  await page.getByRole('region', { name: '个人信息' }).getByText('138****0003').waitFor();
  const company = page.getByRole('region', { name: '企业信息' });
  await company.getByText('上海乐橙食品有限公司').waitFor();
  assert.match(
    (await company.locator('code').textContent()) ?? '',
    /^[A-HJKMNP-Z2-9]{8}$/,
    'invitation code',
  );
  await company.getByText('普通会员').waitFor();
  await page.getByRole('region', { name: '余额' }).getByText('积分余额', { exact: true }).waitFor();
  await page.getByRole('table', { name: '押金（按托盘类型）' }).getByText('川字塑料托盘').waitFor();
  await page.getByRole('table', { name: '本账号所属的企业' }).getByText('上海乐橙食品有限公司').waitFor();
  await page.getByRole('table', { name: '优惠券列表' }).getByText('托盘租金抵扣券').waitFor();
  await page.getByRole('region', { name: '联系我们' }).getByText('400-820-8899').waitFor();
  assert.equal(await page.getByText('建设中').count(), 0, 'no 建设中');

  await page.getByRole('button', { name: '修改姓名' }).click();
  const nameDialog = page.getByRole('dialog', { name: '修改姓名' });
  await nameDialog.getByRole('textbox', { name: '姓名', exact: true }).fill('王芳芳');
  await nameDialog.getByRole('button', { name: '保存' }).click();
  await toastShown(page, '姓名已修改');
  await page.getByRole('region', { name: '个人信息' }).getByText('王芳芳').waitFor();

  await page.getByRole('button', { name: '修改密码' }).click();
  const passwordDialog = page.getByRole('dialog', { name: '修改密码' });
  await passwordDialog.locator('input[name="oldPassword"]').fill('Demo@123456');
  await passwordDialog.locator('input[name="newPassword"]').fill(NEW_PASSWORD);
  await passwordDialog.locator('input[name="confirmPassword"]').fill(NEW_PASSWORD);
  await passwordDialog.getByRole('button', { name: '保存' }).click();
  await toastShown(page, '密码已修改，请使用新密码重新登录');
  await page.reload();
  await page.waitForURL('**/login');
  await loginThroughForm(page, e2e.server.baseUrl, 'demo_center', NEW_PASSWORD);
  await page.goto(`${e2e.server.baseUrl}/center/account/my`);
  await page.getByText('王芳芳').first().waitFor();
  await page.context().close();
});
