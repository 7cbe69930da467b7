/**
 * Sub-accounts, roles and the administrator (issue 12) in Debian chromium against the real server:
 * demo_center, 上海乐橙's administrator, creates a role without 调拨出库 and a sub-account holding it; the
 * account logs in with the initial password its SMS brought, sees no 调拨出库 and the API refuses it
 * (4030); the role gains the code and the account's next page load shows the button, its next call passes
 * the guard. Then demo_center transfers the administrator to that account (the second test needs the
 * first) and its next page load shows masked mobiles and no 转让管理员.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { API } from '../../src/contract/api-paths';
import { Errcode } from '../../src/contract/errcodes';
import { login } from './support/api-login';
import { loginThroughForm, newPage } from './support/portal';
import { addPalletSubAccount, addRole, tickRoleCodes } from './support/accounts';
import { serverAndBrowser } from './support/harness';
import { readInitialPassword, readSmsCode } from './support/server';
import { balanceRow, choose, dataRows } from './support/stock';
import { toastShown } from './support/toasts';

const e2e = serverAndBrowser();
const ROLE = '出库专员';
const ACCOUNT = 'e2e_outbound';
const MOBILE = '13900000888';

const open = (page: Page, path: string) => page.goto(`${e2e.server.baseUrl}${path}`);

/** The guard's answer to a transfer: 4030 without the code, 2003 (the empty body) with it. */
async function transferErrcode(token: string): Promise<number> {
  const response = await fetch(`${e2e.server.baseUrl}${API.customerStock.updateAllocationStockOut}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', token },
    body: '{}',
  });
  return ((await response.json()) as { errcode: number }).errcode;
}

test('a role without 调拨出库 given to a new sub-account, then granted: the next page load shows the button', async () => {
  const center = await newPage(e2e.browser);
  await loginThroughForm(center, e2e.server.baseUrl, 'demo_center');

  await addRole(center, e2e.server.baseUrl, ROLE, ['自有库存-查看详情', '自有库存-销售出库']);
  await addPalletSubAccount(center, e2e.server.baseUrl, {
    userAccount: ACCOUNT,
    username: '孙出库',
    mobile: MOBILE,
    role: ROLE,
  });

  const password = await readInitialPassword(e2e.server, MOBILE);
  const clerk = await newPage(e2e.browser);
  await loginThroughForm(clerk, e2e.server.baseUrl, ACCOUNT, password);
  await open(clerk, '/yelopack/stock/ownStock');
  const row = balanceRow(clerk, '乐橙嘉定中心仓', '1210');
  await row.getByRole('button', { name: '销售出库' }).waitFor();
  assert.equal(await clerk.getByRole('button', { name: '调拨出库' }).count(), 0, 'no 调拨出库');
  const token = await login(e2e.server.baseUrl, ACCOUNT, password);
  assert.equal(await transferErrcode(token), Errcode.NO_PERMISSION);

  await open(center, '/center/account/role');
  const roles = center.getByRole('table', { name: '角色列表' });
  await dataRows(roles)
    .filter({ hasText: ROLE })
    .getByRole('button', { name: `编辑 ${ROLE}` })
    .click();
  const editDialog = center.getByRole('dialog', { name: '编辑角色' });
  await editDialog.getByRole('checkbox', { name: '自有库存-销售出库', exact: true }).waitFor();
  await tickRoleCodes(center, ['自有库存-调拨出库']);
  await editDialog.getByRole('button', { name: '保存' }).click();
  await toastShown(center, '角色已保存');

  assert.equal(await transferErrcode(token), Errcode.VALIDATION_FAILED, 'the next call passes the guard');
  await clerk.reload();
  await balanceRow(clerk, '乐橙嘉定中心仓', '1210').getByRole('button', { name: '调拨出库' }).waitFor();
  await clerk.context().close();
  await center.context().close();
});

test('demo_center transfers the administrator to the new account: its next page load shows masked mobiles and no 转让管理员', async () => {
  const center = await newPage(e2e.browser);
  await loginThroughForm(center, e2e.server.baseUrl, 'demo_center');
  await open(center, '/center/account/company');
  const card = center.getByRole('region', { name: '企业管理员' });
  await card.getByText('13800000003').waitFor();
  const accounts = center.getByRole('table', { name: '子账号列表' });
  await dataRows(accounts).filter({ hasText: 'demo_clerk' }).getByText('13800000007').waitFor();

  await card.getByRole('button', { name: '转让管理员' }).click();
  const dialog = center.getByRole('dialog', { name: '转让企业管理员' });
  await choose(dialog, '新管理员', `孙出库（${ACCOUNT}）`);
  await choose(dialog, '您转让后的角色', '业务主管');
  await dialog.getByRole('button', { name: '获取验证码' }).click();
  await dialog.getByRole('button', { name: /秒后重新获取/ }).waitFor();
  const code = await readSmsCode(e2e.server, '13800000003');
  await dialog.getByRole('textbox', { name: '短信验证码' }).fill(code);
  await dialog.getByRole('button', { name: '确认转让' }).click();
  await center.getByRole('alertdialog').getByRole('button', { name: '确认转让' }).click();
  await toastShown(center, `企业管理员已转让给 孙出库（${ACCOUNT}）`);

  await center.reload();
  await card.getByText(ACCOUNT).waitFor();
  await card.getByText('139****0888').waitFor();
  await dataRows(accounts).filter({ hasText: 'demo_clerk' }).getByText('138****0007').waitFor();
  assert.equal(await center.getByRole('button', { name: '转让管理员' }).count(), 0, 'no 转让管理员');
  const token = await login(e2e.server.baseUrl, 'demo_center');
  const again = await fetch(`${e2e.server.baseUrl}${API.company.authorizeAdministrator}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', token },
    body: JSON.stringify({ accountId: 'any', formerRoleId: null, code: '000000' }),
  });
  assert.equal(((await again.json()) as { errcode: number }).errcode, Errcode.NO_PERMISSION);
  await center.context().close();
});
