import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../../../src/contract/api-paths';
import type { CustomerRoleDetail } from '../../../src/contract/company-accounts';
import { Errcode } from '../../../src/contract/errcodes';
import type { MenuAndPermission } from '../../../src/contract/platform';
import { CLERK_ROLE } from '../../db/seed/demo-accounts';
import { TEST_DIALECTS, startTestServer, type TestServer } from '../../testing/test-server';
import { P, accountIdOf, ok, roleIdOf } from './testing';

const TRANSFER_OUT = 'yelopack-stock-own-transferOut';

/**
 * Issue 12: a change to a role or to an account's role holds at the account's next call, never later.
 * demo_clerk (仓库文员, without 调拨出库) keeps one session throughout.
 */
describe.each(TEST_DIALECTS)('a role change reaches demo_clerk at its next call on %s', (dialect) => {
  let server: TestServer;
  let center: string;
  let clerk: string;
  let clerkRole: string;
  beforeAll(async () => {
    server = await startTestServer({ dialect });
    center = await server.login('demo_center');
    clerk = await server.login('demo_clerk');
    clerkRole = await roleIdOf(server, CLERK_ROLE);
  });
  afterAll(() => server.close());

  /** The guard runs before the body is read: 4030 without the code, 2003 (the empty body) with it. */
  const transferGuard = async () =>
    (await server.post(API.customerStock.updateAllocationStockOut, {}, clerk)).body.errcode;
  const loadedCodes = async () =>
    (
      await ok<MenuAndPermission>(
        server,
        API.permission.loadMenuAndPermission,
        { applicationId: 'yelopack', type: 2, permissionCode: '' },
        clerk,
      )
    ).permissions;
  const clerkCodes = async () =>
    (await ok<CustomerRoleDetail>(server, P.getCustomerRoleDetail, { id: clerkRole }, center)).codes;

  it('grants 调拨出库 when the role gains it, and takes it away when the role loses it', async () => {
    expect(await transferGuard()).toBe(Errcode.NO_PERMISSION);
    expect(await loadedCodes()).not.toContain(TRANSFER_OUT);

    const before = await clerkCodes();
    await ok(
      server,
      P.addOrModifyCustomerCompanyRole,
      { id: clerkRole, name: CLERK_ROLE, codes: [...before, TRANSFER_OUT] },
      center,
    );
    expect(await transferGuard()).toBe(Errcode.VALIDATION_FAILED);
    expect(await loadedCodes()).toContain(TRANSFER_OUT);

    await ok(
      server,
      P.addOrModifyCustomerCompanyRole,
      { id: clerkRole, name: CLERK_ROLE, codes: before },
      center,
    );
    expect(await transferGuard()).toBe(Errcode.NO_PERMISSION);
  });

  it('takes every code away while the role is disabled', async () => {
    const checkDetail = async () => (await server.post(API.customerStock.detail, {}, clerk)).body.errcode;
    expect(await checkDetail()).toBe(Errcode.VALIDATION_FAILED);
    await ok(server, P.enableOrDisableCustomerCompanyRole, { id: clerkRole, enabled: false }, center);
    expect(await checkDetail()).toBe(Errcode.NO_PERMISSION);
    expect(await loadedCodes()).toEqual([]);
    await ok(server, P.enableOrDisableCustomerCompanyRole, { id: clerkRole, enabled: true }, center);
    expect(await checkDetail()).toBe(Errcode.VALIDATION_FAILED);
  });

  it("gives the account its new role's codes when its role changes", async () => {
    const supervisor = await roleIdOf(server, '业务主管');
    const id = await accountIdOf(server, 'demo_clerk');
    await ok(
      server,
      P.addOrModifyCustomerAccount,
      { id, username: '赵敏', area: 2, roleId: supervisor },
      center,
    );
    expect(await transferGuard()).toBe(Errcode.VALIDATION_FAILED);
    await ok(
      server,
      P.addOrModifyCustomerAccount,
      { id, username: '赵敏', area: 2, roleId: clerkRole },
      center,
    );
    expect(await transferGuard()).toBe(Errcode.NO_PERMISSION);
  });

  it('ends the session (4007) when the account is moved to another area', async () => {
    const id = await accountIdOf(server, 'demo_clerk');
    await ok(
      server,
      P.addOrModifyCustomerAccount,
      { id, username: '赵敏', area: 5, roleId: clerkRole },
      center,
    );
    expect(await transferGuard()).toBe(Errcode.COMPANY_CHANGED);
  });
});
