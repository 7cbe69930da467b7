import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CustomerAccount } from '../../../src/contract/company-accounts';
import type { Page } from '../../../src/contract/envelope';
import { Errcode } from '../../../src/contract/errcodes';
import { CLERK_ROLE, DEMO_COMPANIES, SUPERVISOR_ROLE } from '../../db/seed/demo-accounts';
import { TEST_DIALECTS, startTestServer, type TestServer } from '../../testing/test-server';
import { P, accountIdOf, addAccount, companyIdOf, lastSms, ok, passwordIn, roleIdOf } from './testing';

const PAGE = { pageNum: 1, pageSize: 20 };

describe.each(TEST_DIALECTS)('sub-accounts (customerCompany) on %s', (dialect) => {
  let server: TestServer;
  let center: string;
  /** center_sup: an enterprise-center sub-account with the role 业务主管 (every code), not the administrator. */
  let centerSup: string;
  let clerkRole: string;
  beforeAll(async () => {
    server = await startTestServer({ dialect });
    center = await server.login('demo_center');
    clerkRole = await roleIdOf(server, CLERK_ROLE);
    const mobile = '13900000100';
    const roleId = await roleIdOf(server, SUPERVISOR_ROLE);
    await addAccount(server, center, {
      userAccount: 'center_sup',
      username: '冯主管',
      mobile,
      area: 5,
      roleId,
    });
    centerSup = await server.login('center_sup', passwordIn(await lastSms(server, mobile)));
  });
  afterAll(() => server.close());

  const search = (filters: object = {}, token = center) =>
    ok<Page<CustomerAccount>>(server, P.searchCustomerAccount, { ...PAGE, ...filters }, token);

  it("lists the company's accounts, mobiles full for the administrator and masked for a sub-account", async () => {
    const page = await search();
    expect(page.list.map((row) => row.userAccount).sort()).toEqual(
      ['center_sup', 'demo_center', 'demo_clerk', 'demo_home', 'demo_multi', 'demo_pallet'].sort(),
    );
    expect(page.list[0]).toMatchObject({ userAccount: 'demo_center', isAdmin: true, isSelf: true });
    const clerk = page.list.find((row) => row.userAccount === 'demo_clerk');
    expect(clerk).toMatchObject({ mobile: '13800000007', mobileFull: true, roleName: CLERK_ROLE, area: 2 });
    const clerkId = await accountIdOf(server, 'demo_clerk');
    const detail = await ok<CustomerAccount>(server, P.getCustomerAccountById, { id: clerkId }, center);
    expect(detail.mobile).toBe('13800000007');

    const masked = await search({ keyword: '赵' }, centerSup);
    expect(masked.list).toHaveLength(1);
    expect(masked.list[0]).toMatchObject({
      userAccount: 'demo_clerk',
      mobile: '138****0007',
      mobileFull: false,
    });
    const maskedDetail = await ok<CustomerAccount>(
      server,
      P.getCustomerAccountById,
      { id: clerkId },
      centerSup,
    );
    expect(maskedDetail.mobile).toBe('138****0007');
  });

  it('filters by keyword, status and role, and pages', async () => {
    expect((await search({ keyword: 'DEMO_C' })).list.map((row) => row.userAccount).sort()).toEqual([
      'demo_center',
      'demo_clerk',
    ]);
    expect((await search({ roleId: clerkRole })).total).toBe(1);
    expect((await search({ status: 'disabled' })).total).toBe(0);
    const second = await ok<Page<CustomerAccount>>(
      server,
      P.searchCustomerAccount,
      { pageNum: 2, pageSize: 2 },
      center,
    );
    expect(second).toMatchObject({ total: 6, pages: 3, pageNum: 2 });
    expect(second.list).toHaveLength(2);
  });

  it('adds an account whose initial password reaches its mobile by SMS, once for a repeated request', async () => {
    const input = {
      userAccount: 'new_clerk1',
      username: '钱多多',
      mobile: '13900000101',
      area: 2,
      roleId: clerkRole,
    } as const;
    const id = await addAccount(server, center, input);
    const sms = await lastSms(server, input.mobile);
    expect(sms).toContain(DEMO_COMPANIES.leCheng);
    expect(sms).toContain('new_clerk1');
    const password = passwordIn(sms);
    expect(password).toMatch(/^(?=.*[A-Za-z])(?=.*\d)[A-Za-z\d]{10}$/);

    expect(await addAccount(server, center, input)).toBe(id);
    const count = await server.db
      .selectFrom('sms_outbox')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('mobile', '=', input.mobile)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);

    const login = await server.loginAs('new_clerk1', password);
    expect(login).toMatchObject({ role: 2, companyName: DEMO_COMPANIES.leCheng });
  });

  it('answers two identical adds at once with one account', async () => {
    const input = {
      userAccount: 'twin_add',
      username: '双胞胎',
      mobile: '13900000102',
      area: 5,
      roleId: null,
    };
    const answers = await Promise.all(
      [1, 2].map(() => server.post(P.addOrModifyCustomerAccount, input, center)),
    );
    expect(answers.map((answer) => answer.body.errcode)).toEqual([Errcode.SUCCESS, Errcode.SUCCESS]);
    const ids = answers.map((answer) => (answer.body.data as { id: string }).id);
    expect(ids[0]).toBe(ids[1]);
  });

  it('answers 2003 naming the field: missing, malformed, taken, and roles of its own company only', async () => {
    const fieldsOf = async (body: object) => {
      const { body: answer } = await server.post(P.addOrModifyCustomerAccount, body, center);
      expect(answer.errcode).toBe(Errcode.VALIDATION_FAILED);
      return (answer.data as { fields: { field: string }[] }).fields.map((field) => field.field);
    };
    const base = { userAccount: 'fresh_one', username: '新人', mobile: '13900000103', area: 2, roleId: null };
    expect(await fieldsOf({ ...base, userAccount: undefined })).toEqual(['userAccount']);
    expect(await fieldsOf({ ...base, username: '  ' })).toEqual(['username']);
    expect(await fieldsOf({ ...base, mobile: undefined })).toEqual(['mobile']);
    expect(await fieldsOf({ ...base, userAccount: '9bad', mobile: '123', area: 3 })).toEqual(
      expect.arrayContaining(['userAccount', 'mobile', 'area']),
    );
    expect(await fieldsOf({ ...base, userAccount: 'demo_group' })).toEqual(['userAccount']);
    expect(await fieldsOf({ ...base, mobile: '13800000004' })).toEqual(['mobile']);
    expect(await fieldsOf({ ...base, roleId: 'no-such-role' })).toEqual(['roleId']);
    // A role of another company is no role of this one.
    const baiYun = await companyIdOf(server, DEMO_COMPANIES.baiYun);
    await server.db
      .insertInto('company_roles')
      .values({ id: 'baiyun-role', company_id: baiYun, name: '白云调度', enabled: 1, created_at: 0 })
      .execute();
    expect(await fieldsOf({ ...base, roleId: 'baiyun-role' })).toEqual(['roleId']);
    expect(
      await fieldsOf({ ...base, id: await accountIdOf(server, 'demo_clerk'), userAccount: 'renamed' }),
    ).toEqual(['userAccount']);
  });

  it('changes name, mobile, area and role of an account of the company alone', async () => {
    const id = await addAccount(server, center, {
      userAccount: 'edit_me',
      username: '孙一',
      mobile: '13900000104',
      area: 2,
      roleId: null,
    });
    const supervisor = await roleIdOf(server, SUPERVISOR_ROLE);
    await ok(
      server,
      P.addOrModifyCustomerAccount,
      { id, username: '孙二', area: 5, roleId: supervisor },
      center,
    );
    const detail = await ok<CustomerAccount>(server, P.getCustomerAccountById, { id }, center);
    expect(detail).toMatchObject({
      username: '孙二',
      mobile: '13900000104',
      area: 5,
      roleName: SUPERVISOR_ROLE,
    });
    // demo_multi also works for 广州白云: its person is not 上海乐橙's to rename, its role is.
    const multi = await accountIdOf(server, 'demo_multi');
    const renamed = await server.post(
      P.addOrModifyCustomerAccount,
      { id: multi, username: '改名', area: 2, roleId: supervisor },
      center,
    );
    expect(renamed.body.errcode).toBe(Errcode.BUSINESS_FAILURE);
    await ok(
      server,
      P.addOrModifyCustomerAccount,
      { id: multi, username: '杨磊', area: 2, roleId: clerkRole },
      center,
    );
    await ok(
      server,
      P.addOrModifyCustomerAccount,
      { id: multi, username: '杨磊', area: 2, roleId: supervisor },
      center,
    );
    // The administrator's account is the administrator's own to change, not a sub-account's holding the code.
    const adminEdit = {
      id: await accountIdOf(server, 'demo_center'),
      username: '王芳',
      area: 5,
      roleId: null,
    };
    const admin = await server.post(P.addOrModifyCustomerAccount, adminEdit, centerSup);
    expect(admin.body).toMatchObject({
      errcode: Errcode.BUSINESS_FAILURE,
      errmsg: '只有企业管理员本人可以修改管理员账号',
    });
    await ok(server, P.addOrModifyCustomerAccount, adminEdit, center);
  });

  it("answers another company's account as not found, revealing nothing", async () => {
    const group = await accountIdOf(server, 'demo_group');
    for (const [path, body] of [
      [P.getCustomerAccountById, { id: group }],
      [P.enableOrDisableCustomerAccount, { id: group, enabled: false }],
      [P.deleteCustomerCompanyAccount, { id: group }],
      [P.addOrModifyCustomerAccount, { id: group, username: '刘洋', area: 5, roleId: null }],
    ] as const) {
      const { body: answer } = await server.post(path, body, center);
      expect(answer).toMatchObject({ errcode: Errcode.BUSINESS_FAILURE, errmsg: '账号不存在', data: null });
    }
    const listed = await search({ keyword: 'demo_group' });
    expect(listed.total).toBe(0);
  });

  it('disables an account: its session answers 4005 at the next call and it cannot log in; enabling restores it', async () => {
    const mobile = '13900000105';
    const id = await addAccount(server, center, {
      userAccount: 'to_disable',
      username: '周一',
      mobile,
      area: 5,
      roleId: null,
    });
    const password = passwordIn(await lastSms(server, mobile));
    const token = await server.login('to_disable', password);
    expect((await server.post(P.searchCustomerAccount, PAGE, token)).body.errcode).toBe(Errcode.SUCCESS);

    // Two administrators at once: both succeed, the account is disabled once.
    const both = await Promise.all(
      [1, 2].map(() => server.post(P.enableOrDisableCustomerAccount, { id, enabled: false }, center)),
    );
    expect(both.map((answer) => answer.body.errcode)).toEqual([Errcode.SUCCESS, Errcode.SUCCESS]);
    expect((await server.post(P.searchCustomerAccount, PAGE, token)).body.errcode).toBe(
      Errcode.ACCOUNT_DISABLED,
    );
    expect((await search({ status: 'disabled' })).list.map((row) => row.userAccount)).toEqual(['to_disable']);
    await expect(server.login('to_disable', password)).rejects.toThrow();

    await ok(server, P.enableOrDisableCustomerAccount, { id, enabled: true }, center);
    expect((await server.post(P.searchCustomerAccount, PAGE, token)).body.errcode).toBe(Errcode.SUCCESS);
  });

  it('never disables or deletes oneself, the administrator or an account of other companies too', async () => {
    const admin = await accountIdOf(server, 'demo_center');
    const own = await accountIdOf(server, 'center_sup');
    const refusals: [string, object, string, string][] = [
      [P.enableOrDisableCustomerAccount, { id: admin, enabled: false }, center, '不能对自己的账号执行此操作'],
      [P.deleteCustomerCompanyAccount, { id: admin }, center, '不能对自己的账号执行此操作'],
      [
        P.enableOrDisableCustomerAccount,
        { id: own, enabled: false },
        centerSup,
        '不能对自己的账号执行此操作',
      ],
      [
        P.enableOrDisableCustomerAccount,
        { id: admin, enabled: false },
        centerSup,
        '不能对企业管理员账号执行此操作',
      ],
      [P.deleteCustomerCompanyAccount, { id: admin }, centerSup, '不能对企业管理员账号执行此操作'],
      [
        P.enableOrDisableCustomerAccount,
        { id: await accountIdOf(server, 'demo_multi'), enabled: false },
        center,
        '该账号同时属于其他企业，只能修改其角色和所属区域',
      ],
    ];
    for (const [path, body, token, errmsg] of refusals) {
      expect((await server.post(path, body, token)).body).toMatchObject({
        errcode: Errcode.BUSINESS_FAILURE,
        errmsg,
      });
    }
  });

  it('deletes an account: one of two deletes at once wins, its session ends, its name and mobile are free again', async () => {
    const mobile = '13900000106';
    const id = await addAccount(server, center, {
      userAccount: 'to_delete',
      username: '吴一',
      mobile,
      area: 5,
      roleId: null,
    });
    const token = await server.login('to_delete', passwordIn(await lastSms(server, mobile)));

    const both = await Promise.all(
      [1, 2].map(() => server.post(P.deleteCustomerCompanyAccount, { id }, center)),
    );
    expect(both.map((answer) => answer.body.errcode).sort()).toEqual([
      Errcode.BUSINESS_FAILURE,
      Errcode.SUCCESS,
    ]);
    expect(both.find((answer) => answer.body.errcode !== Errcode.SUCCESS)?.body.errmsg).toBe('账号不存在');
    expect((await server.post(P.searchCustomerAccount, PAGE, token)).body.errcode).toBe(
      Errcode.TOKEN_INVALID,
    );
    expect((await search({ keyword: 'to_delete' })).total).toBe(0);
    // Soft: the row stays for what references it.
    const kept = await server.db
      .selectFrom('accounts')
      .select(['status', 'mobile'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(kept).toEqual({ status: 'deleted', mobile: null });

    const again = await addAccount(server, center, {
      userAccount: 'to_delete',
      username: '吴二',
      mobile,
      area: 5,
      roleId: null,
    });
    expect(again).not.toBe(id);
  });

  it('deletes a member of two companies from this company only', async () => {
    const multi = await accountIdOf(server, 'demo_multi');
    await ok(server, P.deleteCustomerCompanyAccount, { id: multi }, center);
    const login = await server.loginAs('demo_multi');
    expect(login.companies.map((company) => company.companyName)).toEqual([DEMO_COMPANIES.baiYun]);
  });

  it('wants a session of the enterprise center holding the code, before reading the body', async () => {
    expect((await server.post(P.searchCustomerAccount, PAGE)).body.errcode).toBe(Errcode.NOT_LOGGED_IN);
    const pallet = await server.login('demo_pallet');
    expect((await server.post(P.searchCustomerAccount, PAGE, pallet)).body.errcode).toBe(
      Errcode.NO_PERMISSION,
    );
    // An account of the center with a role lacking the codes: lists yes, writes no (4030 whatever the body).
    const mobile = '13900000107';
    const roleless = await addAccount(server, center, {
      userAccount: 'no_codes',
      username: '郑一',
      mobile,
      area: 5,
      roleId: null,
    });
    const token = await server.login('no_codes', passwordIn(await lastSms(server, mobile)));
    expect((await server.post(P.searchCustomerAccount, PAGE, token)).body.errcode).toBe(Errcode.SUCCESS);
    for (const path of [
      P.addOrModifyCustomerAccount,
      P.getCustomerAccountById,
      P.enableOrDisableCustomerAccount,
      P.deleteCustomerCompanyAccount,
    ]) {
      expect((await server.post(path, { id: roleless }, token)).body.errcode).toBe(Errcode.NO_PERMISSION);
    }
    const bad = await server.post(P.searchCustomerAccount, { ...PAGE, status: 'gone', extra: 1 }, center);
    expect(bad.body.errcode).toBe(Errcode.VALIDATION_FAILED);
    expect(JSON.stringify(bad.body.data)).toContain('status');
  });
});
