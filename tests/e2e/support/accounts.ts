/** The enterprise center's account pages, driven as the administrator drives them. */
import type { Page } from 'playwright-core';
import { choose, dataRows } from './stock';
import { toastShown } from './toasts';

/** Ticks permission codes by their names in the open role dialog. */
export async function tickRoleCodes(page: Page, names: string[]): Promise<void> {
  for (const name of names) await page.getByRole('checkbox', { name, exact: true }).check();
}

/** Adds a role with these codes on /center/account/role and waits until the list shows it. */
export async function addRole(page: Page, baseUrl: string, name: string, codes: string[]): Promise<void> {
  await page.goto(`${baseUrl}/center/account/role`);
  const roles = page.getByRole('table', { name: '角色列表' });
  await dataRows(roles).first().waitFor();
  await page.getByRole('button', { name: '新增', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: '新增角色' });
  await dialog.getByLabel('角色名称').fill(name);
  await tickRoleCodes(page, codes);
  await dialog.getByRole('button', { name: '保存' }).click();
  await toastShown(page, '角色已保存');
  await dataRows(roles).filter({ hasText: name }).waitFor();
}

/** Adds a pallet-area sub-account holding `role` on /center/account/company; its password goes by SMS. */
export async function addPalletSubAccount(
  page: Page,
  baseUrl: string,
  account: { userAccount: string; username: string; mobile: string; role: string },
): Promise<void> {
  await page.goto(`${baseUrl}/center/account/company`);
  const accounts = page.getByRole('table', { name: '子账号列表' });
  await dataRows(accounts).first().waitFor();
  await page.getByRole('button', { name: '新增', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: '新增子账号' });
  await dialog.getByRole('textbox', { name: '账号', exact: true }).fill(account.userAccount);
  await dialog.getByRole('textbox', { name: '姓名', exact: true }).fill(account.username);
  await dialog.getByRole('textbox', { name: '手机号', exact: true }).fill(account.mobile);
  await choose(dialog, '所属区域', '托盘共享');
  await choose(dialog, '角色', account.role);
  await dialog.getByRole('button', { name: '保存' }).click();
  await toastShown(page, /初始密码已通过短信发送/);
  await dataRows(accounts).filter({ hasText: account.userAccount }).waitFor();
}
