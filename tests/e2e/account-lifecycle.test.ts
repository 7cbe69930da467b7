/**
 * A sub-account and a role through their whole life in Debian chromium against the real server (issue 12
 * acceptance): the administrator demo_center creates a role and an account holding it; the account logs
 * in and works; disabling it ends its session at its next page load; deleting it removes it from the
 * list; the role, now unused, is disabled and deleted.
 */
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { loginThroughForm, newPage } from './support/portal';
import { addPalletSubAccount, addRole } from './support/accounts';
import { serverAndBrowser } from './support/harness';
import { readInitialPassword } from './support/server';
import { dataRows } from './support/stock';
import { toastShown } from './support/toasts';

const e2e = serverAndBrowser();
const ROLE = '临时盘点员';
const ACCOUNT = 'e2e_stocktake';
const MOBILE = '13900000777';

const open = (page: Page, path: string) => page.goto(`${e2e.server.baseUrl}${path}`);

/** Clicks a row's action and confirms it in the dialog that asks. */
async function confirmRowAction(page: Page, action: string, subject: string): Promise<void> {
  await page.getByRole('button', { name: `${action} ${subject}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: action, exact: true }).click();
}

test('a role and a sub-account are created, used, disabled and deleted in the browser', async () => {
  const center = await newPage(e2e.browser);
  await loginThroughForm(center, e2e.server.baseUrl, 'demo_center');

  await addRole(center, e2e.server.baseUrl, ROLE, ['自有库存-查看详情']);
  await addPalletSubAccount(center, e2e.server.baseUrl, {
    userAccount: ACCOUNT,
    username: '周盘点',
    mobile: MOBILE,
    role: ROLE,
  });
  const accounts = center.getByRole('table', { name: '子账号列表' });

  // Used: the account logs in with the password its SMS brought and opens its stock.
  const password = await readInitialPassword(e2e.server, MOBILE);
  const worker = await newPage(e2e.browser);
  await loginThroughForm(worker, e2e.server.baseUrl, ACCOUNT, password);
  await open(worker, '/yelopack/stock/ownStock');
  await worker.getByRole('table').first().waitFor();

  // Disabled: its session ends at its next page load.
  await confirmRowAction(center, '停用', ACCOUNT);
  await toastShown(center, `已停用账号 ${ACCOUNT}`);
  await open(worker, '/yelopack/stock/ownStock');
  await worker.waitForURL('**/login');

  // Deleted: gone from the list.
  await confirmRowAction(center, '删除', ACCOUNT);
  await toastShown(center, '账号已删除');
  await dataRows(accounts).filter({ hasText: ACCOUNT }).waitFor({ state: 'detached' });

  // The role, now unused, is disabled and then deleted.
  await open(center, '/center/account/role');
  const roles = center.getByRole('table', { name: '角色列表' });
  await dataRows(roles).filter({ hasText: ROLE }).waitFor();
  await confirmRowAction(center, '停用', ROLE);
  await toastShown(center, `已停用角色 ${ROLE}`);
  await confirmRowAction(center, '删除', ROLE);
  await toastShown(center, '角色已删除');
  await dataRows(roles).filter({ hasText: ROLE }).waitFor({ state: 'detached' });
});
