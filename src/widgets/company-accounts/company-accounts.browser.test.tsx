import {
  buttonsNamed,
  clickButton,
  confirmDialogOf,
  controlLabelled,
  dataRows,
  dialogOf,
  fieldError,
  mountTag,
  rowWith,
  typeInto,
} from '../test-support/shadow-dom';
import { assert, assertDeepEqual, assertEqual, waitFor } from '../../ui/test-support/assert';
import { fakeBackendPerTest, recordToasts } from '../test-support/browser-session';
import { describe, it } from '../../ui/test-support/browser-test';
import { installFakeCompanyAccountsBackend } from './fake-company-accounts-backend';
import { accountLabels as text, roleLabels } from './labels';
import './index';

const fake = fakeBackendPerTest(
  (options?: Parameters<typeof installFakeCompanyAccountsBackend>[0]) =>
    installFakeCompanyAccountsBackend(options),
  'company-accounts-token',
);
const { start, lastBody } = fake;
const toasts = recordToasts();

/** The checkbox with this label text (or aria-label). */
const checkbox = (scope: ParentNode, name: string) =>
  [...scope.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')].find(
    (box) => box.getAttribute('aria-label') === name || box.closest('label')?.textContent === name,
  );

async function accountsPage(options?: Parameters<typeof installFakeCompanyAccountsBackend>[0]) {
  start(options);
  const root = mountTag('yp-company-accounts', 'view="accounts"');
  await waitFor(() => dataRows(root).length === 10, 'a first page of accounts');
  return root;
}

describe('<yp-company-accounts view="accounts">', () => {
  it('lists the accounts with masked mobiles, badges, and no 停用 or 删除 for oneself and the administrator', async () => {
    const root = await accountsPage();
    const clerk = rowWith(root, 'demo_clerk')!;
    assert(clerk.textContent?.includes('138****0007'), 'mobile masked');
    assert(!clerk.textContent?.includes('13800000007'), 'never the full number');
    assert(clerk.textContent?.includes('仓库文员'), 'role name');
    assert(rowWith(root, 'demo_pallet')?.textContent?.includes(text.adminBadge), 'administrator badge');
    assert(rowWith(root, 'demo_center')?.textContent?.includes(text.selfBadge), 'own account badge');
    assertEqual(buttonsNamed(root, `${text.disable} demo_center`).length, 0, 'no 停用 of oneself');
    assertEqual(buttonsNamed(root, `${text.remove} demo_pallet`).length, 0, 'no 删除 of the administrator');
    assertEqual(
      buttonsNamed(root, `${text.edit} demo_pallet`).length,
      0,
      "no 编辑 of the administrator's account",
    );
    assertEqual(buttonsNamed(root, `${text.remove} demo_clerk`).length, 1, '删除 of a sub-account');
  });

  it('shows the full mobile to the administrator', async () => {
    const root = await accountsPage({ admin: true });
    assert(rowWith(root, 'demo_clerk')?.textContent?.includes('13800000007'), 'full number');
  });

  it('shows 新增, 编辑, 停用 and 删除 only with their codes', async () => {
    start({ permissions: ['center-account-company-enable'] });
    const root = mountTag('yp-company-accounts', 'view="accounts"');
    await waitFor(() => buttonsNamed(root, `${text.disable} demo_clerk`).length === 1, '停用 with its code');
    assertEqual(buttonsNamed(root, text.add).length, 0, 'no 新增');
    assertEqual(buttonsNamed(root, `${text.edit} demo_clerk`).length, 0, 'no 编辑');
    assertEqual(buttonsNamed(root, `${text.remove} demo_clerk`).length, 0, 'no 删除');
  });

  it('validates a new account, marks a taken name from the server, then creates it', async () => {
    const root = await accountsPage();
    clickButton(root, text.add);
    const dialog = await dialogOf(root);
    clickButton(dialog, text.save);
    await waitFor(() => fieldError(root, text.field.userAccount) === text.errors.required, 'name required');
    assertEqual(fieldError(root, text.field.mobile), text.errors.required, 'mobile required');

    typeInto(controlLabelled(root, text.field.userAccount), 'demo_clerk');
    typeInto(controlLabelled(root, text.field.username), '钱多多');
    typeInto(controlLabelled(root, text.field.mobile), '13900000999');
    clickButton(dialog, text.save);
    await waitFor(
      () => fieldError(root, text.field.userAccount) === '账号已存在',
      'the server names the field',
    );

    typeInto(controlLabelled(root, text.field.userAccount), 'new_clerk');
    clickButton(dialog, text.save);
    await waitFor(() => !root.querySelector('[role="dialog"]'), 'dialog closed');
    assertDeepEqual(
      lastBody('addOrModifyCustomerAccount'),
      { userAccount: 'new_clerk', username: '钱多多', mobile: '13900000999', area: 5, roleId: null },
      'the add request',
    );
    assert(toasts.includes(text.added('13900000999')), 'tells where the password went');
    await waitFor(() => rowWith(root, 'new_clerk'), 'listed');
  });

  it('edits an account read by id, keeping a mobile it cannot see', async () => {
    const root = await accountsPage();
    clickButton(root, `${text.edit} demo_clerk`);
    const name = await waitFor(() => controlLabelled(root, text.field.username), 'the form');
    assertEqual(name.value, '赵敏', 'loaded');
    assertEqual(controlLabelled(root, text.field.mobile)?.value, '', 'masked mobile not in the input');
    assert(controlLabelled(root, text.field.userAccount)?.disabled, 'name fixed');
    typeInto(name, '赵敏敏');
    clickButton(await dialogOf(root), text.save);
    await waitFor(() => !root.querySelector('[role="dialog"]'), 'dialog closed');
    assertDeepEqual(
      lastBody('addOrModifyCustomerAccount'),
      { id: 'acc-clerk', username: '赵敏敏', area: 2, roleId: 'role-clerk' },
      'the change, no mobile',
    );
    assertEqual(lastBody('getCustomerAccountById')?.id, 'acc-clerk', 'read by id');
  });

  it('disables after confirmation, enables, and deletes after confirmation', async () => {
    const root = await accountsPage();
    clickButton(root, `${text.disable} demo_clerk`);
    clickButton(await confirmDialogOf(root), text.disable);
    await waitFor(() => buttonsNamed(root, `${text.enable} demo_clerk`).length === 1, 'now 启用');
    assertDeepEqual(
      lastBody('enableOrDisableCustomerAccount'),
      { id: 'acc-clerk', enabled: false },
      'disabled',
    );
    clickButton(root, `${text.enable} demo_clerk`);
    await waitFor(() => buttonsNamed(root, `${text.disable} demo_clerk`).length === 1, 'active again');

    clickButton(root, `${text.remove} demo_clerk`);
    const confirm = await confirmDialogOf(root);
    assert(confirm.textContent?.includes('demo_clerk'), 'names the account');
    clickButton(confirm, text.remove);
    await waitFor(() => !rowWith(root, 'demo_clerk'), 'gone from the list');
  });
});

async function rolesPage(options?: Parameters<typeof installFakeCompanyAccountsBackend>[0]) {
  start(options);
  const root = mountTag('yp-company-accounts', 'view="roles"');
  await waitFor(() => dataRows(root).length === 3, 'the roles');
  return root;
}

describe('<yp-company-accounts view="roles">', () => {
  it('lists roles with their use number and offers 删除 only for an unused one', async () => {
    const root = await rolesPage();
    assert(rowWith(root, '仓库文员')?.textContent?.includes('1'), 'use number');
    assertEqual(buttonsNamed(root, `${roleLabels.remove} 仓库文员`).length, 0, 'no 删除 of a used role');
    clickButton(root, `${roleLabels.remove} 临时角色`);
    clickButton(await confirmDialogOf(root), roleLabels.remove);
    await waitFor(() => !rowWith(root, '临时角色'), 'deleted');
  });

  it('creates a role from the permission tree, a page at a time or code by code', async () => {
    const root = await rolesPage();
    clickButton(root, roleLabels.add);
    const dialog = await dialogOf(root);
    const all = await waitFor(() => checkbox(dialog, roleLabels.selectPage('自有库存')), 'the tree');
    clickButton(dialog, roleLabels.save);
    await waitFor(
      () => fieldError(root, roleLabels.field.name) === roleLabels.errors.required,
      'name required',
    );

    typeInto(controlLabelled(root, roleLabels.field.name), '库存专员');
    all.click();
    await waitFor(() => checkbox(dialog, '自有库存-调拨出库')?.checked, 'the page ticked');
    checkbox(dialog, '自有库存-调拨出库')!.click();
    await waitFor(() => all.indeterminate, 'partly ticked');
    checkbox(dialog, '调拨记录-取消')!.click();
    assert(dialog.textContent?.includes(roleLabels.selectedCount(3)), 'count shown');
    clickButton(dialog, roleLabels.save);
    await waitFor(() => !root.querySelector('[role="dialog"]'), 'dialog closed');
    assertDeepEqual(
      lastBody('addOrModifyCustomerCompanyRole'),
      {
        name: '库存专员',
        codes: [
          'yelopack-stock-own-checkDetail',
          'yelopack-stock-own-export',
          'yelopack-stock-transfer-cancel',
        ],
      },
      'the add request',
    );
    await waitFor(() => rowWith(root, '库存专员'), 'listed');
  });

  it('edits a role with its codes ticked and marks a taken name', async () => {
    const root = await rolesPage();
    clickButton(root, `${roleLabels.edit} 仓库文员`);
    const dialog = await dialogOf(root);
    const detail = await waitFor(() => checkbox(dialog, '自有库存-查看详情'), 'the role loaded');
    await waitFor(() => detail.checked, 'its code ticked');
    assertEqual(checkbox(dialog, '自有库存-调拨出库')?.checked, false, 'others not');
    typeInto(controlLabelled(root, roleLabels.field.name), '业务主管');
    clickButton(dialog, roleLabels.save);
    await waitFor(() => fieldError(root, roleLabels.field.name) === '角色名称已存在', 'marked');
    typeInto(controlLabelled(root, roleLabels.field.name), '仓库文员');
    checkbox(dialog, '自有库存-调拨出库')!.click();
    clickButton(dialog, roleLabels.save);
    await waitFor(() => !root.querySelector('[role="dialog"]'), 'saved');
    assertDeepEqual(
      lastBody('addOrModifyCustomerCompanyRole'),
      {
        id: 'role-clerk',
        name: '仓库文员',
        codes: ['yelopack-stock-own-checkDetail', 'yelopack-stock-own-transferOut'],
      },
      'the change',
    );
  });

  it('warns how many accounts a disable affects', async () => {
    const root = await rolesPage();
    clickButton(root, `${roleLabels.disable} 仓库文员`);
    const confirm = await confirmDialogOf(root);
    assert(confirm.textContent?.includes(roleLabels.confirmDisable('仓库文员', 1)), 'names the use number');
    clickButton(confirm, roleLabels.disable);
    await waitFor(() => buttonsNamed(root, `${roleLabels.enable} 仓库文员`).length === 1, 'disabled');
  });

  it('hides the role buttons without their codes', async () => {
    const readOnly = await rolesPage({ permissions: [] });
    assertEqual(buttonsNamed(readOnly, roleLabels.add).length, 0, 'no 新增');
    assertEqual(buttonsNamed(readOnly, `${roleLabels.edit} 仓库文员`).length, 0, 'no 编辑');
  });
});
