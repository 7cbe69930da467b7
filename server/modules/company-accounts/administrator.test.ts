import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../../../src/contract/api-paths';
import type { VerificationScene } from '../../../src/contract/auth';
import type { CustomerAccount } from '../../../src/contract/company-accounts';
import type { AdministratorAccount, AdministratorApplication } from '../../../src/contract/company-admin';
import type { Page } from '../../../src/contract/envelope';
import type { MessageItem } from '../../../src/contract/messages';
import { Errcode } from '../../../src/contract/errcodes';
import { LOCALE_HEADER, type Locale } from '../../../src/contract/locale';
import { resolveSession } from '../../auth/sessions';
import { DEMO_COMPANIES, SUPERVISOR_ROLE } from '../../db/seed/demo-accounts';
import { TEST_DIALECTS, startTestServer, type TestServer } from '../../testing/test-server';
import { adminDb } from './admin-tables';
import { transferAdministrator } from './admin-transfer';
import { P, accountIdOf, addAccount, companyIdOf, lastSms, ok, passwordIn, roleIdOf } from './testing';

const C = API.company;
const DAY_MS = 24 * 60 * 60 * 1000;
const CENTER_MOBILE = '13800000003';
const SUP_MOBILE = '13900000201';
const OTHER_MOBILE = '13900000202';

describe.each(TEST_DIALECTS)('company administrator on %s', (dialect) => {
  let server: TestServer;
  let center: string;
  /** admin_sup and admin_other: enterprise-center sub-accounts with the role 业务主管 (every code). */
  let sup: string;
  let other: string;
  let supervisorRole: string;
  const passwords = new Map<string, string>();
  beforeAll(async () => {
    server = await startTestServer({ dialect });
    center = await server.login('demo_center');
    supervisorRole = await roleIdOf(server, SUPERVISOR_ROLE);
    const login = async (userAccount: string, mobile: string) => {
      await addAccount(server, center, {
        userAccount,
        username: userAccount,
        mobile,
        area: 5,
        roleId: supervisorRole,
      });
      passwords.set(userAccount, passwordIn(await lastSms(server, mobile)));
      return server.login(userAccount, passwords.get(userAccount));
    };
    sup = await login('admin_sup', SUP_MOBILE);
    other = await login('admin_other', OTHER_MOBILE);
  });
  afterAll(() => server.close());

  const admin = (token: string) => ok<AdministratorAccount>(server, C.getAdministratorAccount, {}, token);
  /** Sends a code of the scene to the caller's mobile (a minute after the last: one a minute) and reads it. */
  const smsCode = async (token: string, mobile: string, scene: VerificationScene) => {
    server.advanceTime(61_000);
    await ok(server, C.getAdministratorVerifyCode, { scene }, token);
    return server.readSmsCode(mobile, scene);
  };
  const apply = async (token: string, mobile: string, requestId: string) =>
    server.post<AdministratorApplication>(
      P.applyAdministrator,
      { code: await smsCode(token, mobile, 'applyAdministrator'), requestId },
      token,
    );
  /** The messages an account sees whose title or content contains the keyword, in Chinese or `locale`. */
  const messagesOf = async (token: string, keyword: string, locale?: Locale) => {
    const { body } = await server.post<Page<MessageItem>>(
      API.customerMessage.getMessageList,
      { pageNum: 1, pageSize: 20, keyword },
      token,
      locale && { [LOCALE_HEADER]: locale },
    );
    expect(body.errcode, body.errmsg).toBe(Errcode.SUCCESS);
    return body.data.list;
  };
  const administrators = async () => {
    const leCheng = await companyIdOf(server, DEMO_COMPANIES.leCheng);
    const rows = await server.db
      .selectFrom('memberships as m')
      .innerJoin('accounts as a', 'a.id', 'm.account_id')
      .select('a.user_account')
      .where('m.company_id', '=', leCheng)
      .where('m.is_admin', '=', 1)
      .execute();
    return rows.map((row) => row.user_account);
  };

  it('shows the administrator: its mobile full to itself, masked to others; the center only', async () => {
    expect(await admin(center)).toEqual({
      administrator: {
        accountId: await accountIdOf(server, 'demo_center'),
        userAccount: 'demo_center',
        username: '王芳',
        mobile: CENTER_MOBILE,
      },
      isAdministrator: true,
      applications: [],
      myApplication: null,
    });
    expect(await admin(sup)).toMatchObject({
      administrator: { userAccount: 'demo_center', mobile: '138****0003' },
      isAdministrator: false,
      myApplication: null,
    });
    const pallet = await server.login('demo_pallet');
    expect((await server.post(C.getAdministratorAccount, {}, pallet)).body.errcode).toBe(
      Errcode.NO_PERMISSION,
    );
  });

  it('takes an application with an SMS code: one pending per account, a repeat answers the same, the administrator is told', async () => {
    const first = await apply(sup, SUP_MOBILE, 'apply-1');
    expect(first.body.data).toMatchObject({ userAccount: 'admin_sup', status: 'pending', decidedAt: null });
    const application = first.body.data;
    expect(Date.parse(application.expiresAt) - Date.parse(application.createdAt)).toBe(7 * DAY_MS);

    const repeat = await server.post(P.applyAdministrator, { code: '000000', requestId: 'apply-1' }, sup);
    expect(repeat.body.data).toEqual(application);
    const second = await server.post(P.applyAdministrator, { code: '000000', requestId: 'apply-2' }, sup);
    expect(second.body).toMatchObject({ errcode: Errcode.BUSINESS_FAILURE, errmsg: '您已有待处理的申请' });

    expect((await admin(center)).applications).toEqual([application]);
    expect((await admin(sup)).myApplication).toEqual(application);
    const told = await messagesOf(center, '企业管理员申请');
    expect(told).toHaveLength(1);
    expect(told[0]?.content).toContain('admin_sup');
    // The administrator reads it in English on a page in English (the application came from a Chinese one).
    const [english, ...more] = await messagesOf(center, 'administrator application', 'en-US');
    expect(more).toEqual([]);
    expect(english).toMatchObject({ id: told[0]?.id, title: 'Company administrator application' });
    expect(english?.content).toMatch(/^\S+ \(admin_sup\) applies to be this company’s administrator\./);
  });

  it('refuses an application with a wrong code, from the administrator, or without the apply code', async () => {
    const wrong = await server.post(P.applyAdministrator, { code: '000000', requestId: 'wrong' }, other);
    expect(wrong.body.errcode).toBe(Errcode.BUSINESS_FAILURE);
    expect((await admin(other)).myApplication).toBeNull();

    const own = await server.post(P.applyAdministrator, { code: '000000', requestId: 'own' }, center);
    expect(own.body).toMatchObject({ errcode: Errcode.BUSINESS_FAILURE, errmsg: '您已是企业管理员' });
    const ownCode = await server.post(C.getAdministratorVerifyCode, { scene: 'applyAdministrator' }, center);
    expect(ownCode.body).toMatchObject({ errcode: Errcode.BUSINESS_FAILURE, errmsg: '您已是企业管理员' });

    const mobile = '13900000203';
    await addAccount(server, center, {
      userAccount: 'admin_none',
      username: '无权限',
      mobile,
      area: 5,
      roleId: null,
    });
    const none = await server.login('admin_none', passwordIn(await lastSms(server, mobile)));
    for (const [path, body] of [
      [P.applyAdministrator, { code: '000000', requestId: 'none' }],
      [C.getAdministratorVerifyCode, { scene: 'applyAdministrator' }],
    ] as const) {
      expect((await server.post(path, body, none)).body.errcode).toBe(Errcode.NO_PERMISSION);
    }
    const bad = await server.post(P.applyAdministrator, { code: '12', extra: 1 }, sup);
    expect(bad.body.errcode).toBe(Errcode.VALIDATION_FAILED);
    expect(JSON.stringify(bad.body.data)).toEqual(expect.stringContaining('requestId'));
  });

  it('declines an application once, the applicant told; only the administrator declines, of its own company', async () => {
    const { body } = await apply(other, OTHER_MOBILE, 'other-1');
    const id = body.data.id;
    const notAdmin = await server.post(C.declineAdministratorApplication, { id }, sup);
    expect(notAdmin.body.errcode).toBe(Errcode.NO_PERMISSION);

    await ok(server, C.declineAdministratorApplication, { id }, center);
    expect((await admin(other)).myApplication).toMatchObject({ id, status: 'declined' });
    expect((await admin(center)).applications.map((row) => row.userAccount)).toEqual(['admin_sup']);
    const again = await server.post(C.declineAdministratorApplication, { id }, center);
    expect(again.body).toMatchObject({ errcode: Errcode.BUSINESS_FAILURE, errmsg: '该申请已处理或已过期' });
    const unknown = await server.post(C.declineAdministratorApplication, { id: 'no-such' }, center);
    expect(unknown.body).toMatchObject({ errcode: Errcode.BUSINESS_FAILURE, errmsg: '申请不存在' });
    // An application of another company (广州白云's demo_multi) is unknown to 上海乐橙's administrator.
    await adminDb(server.db)
      .insertInto('administrator_applications')
      .values({
        id: 'baiyun-application',
        company_id: await companyIdOf(server, DEMO_COMPANIES.baiYun),
        account_id: await accountIdOf(server, 'demo_multi'),
        request_id: 'baiyun',
        status: 'pending',
        created_at: server.app.deps.clock(),
        expires_at: server.app.deps.clock() + 30 * DAY_MS,
        decided_at: null,
        decided_by: null,
      })
      .execute();
    const foreign = await server.post(
      C.declineAdministratorApplication,
      { id: 'baiyun-application' },
      center,
    );
    expect(foreign.body).toMatchObject({
      errcode: Errcode.BUSINESS_FAILURE,
      errmsg: '申请不存在',
      data: null,
    });
    const told = await messagesOf(other, '未通过');
    expect(told.map((row) => row.title)).toContain('企业管理员申请未通过');
    expect((await messagesOf(other, 'declined', 'en-US')).map((row) => row.title)).toContain(
      'Company administrator application declined',
    );
  });

  it('refuses a bad transfer and changes nothing: self, disabled, other company, unknown role, wrong code, malformed', async () => {
    const code = await smsCode(center, CENTER_MOBILE, 'authorizeAdministrator');
    const none = await accountIdOf(server, 'admin_none');
    await ok(server, P.enableOrDisableCustomerAccount, { id: none, enabled: false }, center);
    const fieldOf = async (body: object) => {
      const { body: answer } = await server.post(C.authorizeAdministrator, body, center);
      expect(answer.errcode, JSON.stringify(answer)).toBe(Errcode.VALIDATION_FAILED);
      return (answer.data as { fields: { field: string }[] }).fields.map((field) => field.field);
    };
    const base = { accountId: await accountIdOf(server, 'admin_other'), formerRoleId: null, code };
    expect(await fieldOf({ ...base, accountId: await accountIdOf(server, 'demo_center') })).toEqual([
      'accountId',
    ]);
    expect(await fieldOf({ ...base, accountId: none })).toEqual(['accountId']);
    expect(await fieldOf({ ...base, formerRoleId: 'no-such-role' })).toEqual(['formerRoleId']);
    expect(await fieldOf({ accountId: '', code: '1' })).toEqual(
      expect.arrayContaining(['accountId', 'formerRoleId', 'code']),
    );
    const group = await server.post(
      C.authorizeAdministrator,
      { ...base, accountId: await accountIdOf(server, 'demo_group') },
      center,
    );
    expect(group.body).toMatchObject({ errcode: Errcode.BUSINESS_FAILURE, errmsg: '账号不存在', data: null });
    const wrong = await server.post(
      C.authorizeAdministrator,
      { ...base, code: code === '000000' ? '111111' : '000000' },
      center,
    );
    expect(wrong.body.errcode).toBe(Errcode.BUSINESS_FAILURE);
    expect(await administrators()).toEqual(['demo_center']);
    // A sub-account holding every code is still no administrator.
    expect((await server.post(C.authorizeAdministrator, base, sup)).body.errcode).toBe(Errcode.NO_PERMISSION);
    expect(
      (await server.post(C.getAdministratorVerifyCode, { scene: 'authorizeAdministrator' }, sup)).body
        .errcode,
    ).toBe(Errcode.NO_PERMISSION);
  });

  it('transfers: the applicant is granted, the former administrator keeps the chosen role and loses the admin powers at its next call', async () => {
    const code = await smsCode(center, CENTER_MOBILE, 'authorizeAdministrator');
    const supId = await accountIdOf(server, 'admin_sup');
    await ok(
      server,
      C.authorizeAdministrator,
      { accountId: supId, formerRoleId: supervisorRole, code },
      center,
    );
    expect(await administrators()).toEqual(['admin_sup']);

    // The same tokens, their next calls.
    const former = await admin(center);
    expect(former).toMatchObject({
      administrator: { userAccount: 'admin_sup', mobile: '139****0201' },
      isAdministrator: false,
      applications: [],
    });
    const list = await ok<Page<CustomerAccount>>(
      server,
      P.searchCustomerAccount,
      { pageNum: 1, pageSize: 20 },
      center,
    );
    expect(list.list[0]).toMatchObject({ userAccount: 'admin_sup', isAdmin: true, mobileFull: false });
    expect(list.list.find((row) => row.userAccount === 'demo_center')).toMatchObject({
      isAdmin: false,
      roleName: SUPERVISOR_ROLE,
      mobile: '138****0003',
    });
    for (const [path, body] of [
      [C.authorizeAdministrator, { accountId: supId, formerRoleId: null, code }],
      [C.declineAdministratorApplication, { id: 'any' }],
      [C.getAdministratorVerifyCode, { scene: 'authorizeAdministrator' }],
    ] as const) {
      expect((await server.post(path, body, center)).body.errcode, path).toBe(Errcode.NO_PERMISSION);
    }
    const adminEdit = { id: supId, username: '改名', area: 5, roleId: null };
    expect((await server.post(P.addOrModifyCustomerAccount, adminEdit, center)).body).toMatchObject({
      errcode: Errcode.BUSINESS_FAILURE,
      errmsg: '只有企业管理员本人可以修改管理员账号',
    });

    const now = await admin(sup);
    expect(now).toMatchObject({
      isAdministrator: true,
      administrator: { mobile: SUP_MOBILE },
      myApplication: null,
    });
    const granted = await adminDb(server.db)
      .selectFrom('administrator_applications')
      .select(['status', 'decided_by'])
      .where('request_id', '=', 'apply-1')
      .executeTakeFirstOrThrow();
    expect(granted).toEqual({ status: 'granted', decided_by: await accountIdOf(server, 'demo_center') });
    const supSaw = (await ok<AdministratorAccount>(server, C.getAdministratorAccount, {}, other))
      .administrator;
    expect(supSaw?.userAccount).toBe('admin_sup');
    // The new administrator is told, in Chinese and in English.
    const [toldGranted] = await messagesOf(sup, '您已成为企业管理员');
    const [grantedInEnglish] = await messagesOf(sup, 'You are now the company administrator', 'en-US');
    expect(grantedInEnglish?.id).toBe(toldGranted?.id);
    expect(grantedInEnglish?.content).toMatch(/ handed this company’s administrator role over to you;/);

    // Back to demo_center, no role (the administrator holds every code anyway).
    const back = await smsCode(sup, SUP_MOBILE, 'authorizeAdministrator');
    const centerId = await accountIdOf(server, 'demo_center');
    await ok(
      server,
      C.authorizeAdministrator,
      { accountId: centerId, formerRoleId: supervisorRole, code: back },
      sup,
    );
    expect(await administrators()).toEqual(['demo_center']);
    expect((await admin(center)).isAdministrator).toBe(true);
  });

  it('leaves exactly one administrator after two transfers at once to different accounts', async () => {
    const code = await smsCode(center, CENTER_MOBILE, 'authorizeAdministrator');
    const targets = [await accountIdOf(server, 'admin_sup'), await accountIdOf(server, 'admin_other')];
    const answers = await Promise.all(
      targets.map((accountId) =>
        server.post(C.authorizeAdministrator, { accountId, formerRoleId: supervisorRole, code }, center),
      ),
    );
    // The loser's code is used up already, or its caller is no longer administrator (4030 at its call).
    const errcodes = answers.map((answer) => answer.body.errcode);
    expect(errcodes.filter((errcode) => errcode === Errcode.SUCCESS)).toHaveLength(1);
    const winner = await administrators();
    expect(winner).toHaveLength(1);

    // The transaction alone (no code in the way): the later of two finds its caller no longer administrator.
    const winnerToken = winner[0] === 'admin_sup' ? sup : other;
    const { session } = await resolveSession(server.app.deps, winnerToken);
    const centerId = await accountIdOf(server, 'demo_center');
    const results = await Promise.allSettled(
      [centerId, await accountIdOf(server, 'demo_home')].map((accountId) =>
        transferAdministrator(server.app.deps, session, { accountId, formerRoleId: supervisorRole }),
      ),
    );
    expect(results.map((result) => result.status).sort()).toEqual(['fulfilled', 'rejected']);
    const after = await administrators();
    expect(after).toHaveLength(1);
    if (after[0] !== 'demo_center') {
      const { session: home } = await resolveSession(server.app.deps, await server.login('demo_home'));
      await transferAdministrator(server.app.deps, home, {
        accountId: centerId,
        formerRoleId: supervisorRole,
      });
    }
    expect(await administrators()).toEqual(['demo_center']);
  });

  it('refuses a second administrator of one company in the database itself', async () => {
    const leCheng = await companyIdOf(server, DEMO_COMPANIES.leCheng);
    await expect(
      server.db
        .updateTable('memberships')
        .set({ is_admin: 1 })
        .where('company_id', '=', leCheng)
        .where('account_id', '=', await accountIdOf(server, 'demo_home'))
        .execute(),
    ).rejects.toThrow();
    expect(await administrators()).toEqual(['demo_center']);
  });

  it('expires an application after 7 days: no longer listed or decidable, and a new one may be made', async () => {
    const { body } = await apply(other, OTHER_MOBILE, 'other-2');
    expect(body.data.status).toBe('pending');
    server.advanceTime(7 * DAY_MS);
    const centerNow = await server.login('demo_center');
    const otherNow = await server.login('admin_other', passwords.get('admin_other'));
    expect((await admin(centerNow)).applications).toEqual([]);
    expect((await admin(otherNow)).myApplication).toMatchObject({ id: body.data.id, status: 'expired' });
    const late = await server.post(C.declineAdministratorApplication, { id: body.data.id }, centerNow);
    expect(late.body).toMatchObject({ errcode: Errcode.BUSINESS_FAILURE, errmsg: '该申请已处理或已过期' });
    const fresh = await apply(otherNow, OTHER_MOBILE, 'other-3');
    expect(fresh.body.data).toMatchObject({ status: 'pending' });
    expect(fresh.body.data.id).not.toBe(body.data.id);
  });
});
