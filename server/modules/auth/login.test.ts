import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AccountStatus,
  ImageVerificationCode,
  LoginFailure,
  LoginResult,
} from '../../../src/contract/auth';
import { Errcode } from '../../../src/contract/errcodes';
import { areaOfRole } from '../../../src/contract/routes';
import { DEMO_ACCOUNTS } from '../../db/seed/demo-accounts';
import { TEST_DIALECTS, startTestServer, type TestServer } from '../../testing/test-server';

describe.each(TEST_DIALECTS)('login/login on %s', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ dialect });
  });
  afterAll(() => server.close());

  const attempt = async (userAccount: string, password: string, extra: Record<string, string> = {}) =>
    server.post<LoginResult & LoginFailure>('/api/api/login/login', {
      userAccount,
      password: await server.encrypt(password),
      ...extra,
    });

  const newCaptcha = async (answer: string) => {
    const { body } = await server.post<ImageVerificationCode>(
      '/api/api/verificationCode/getImageVerificationCode',
      {},
    );
    await server.setCaptchaAnswer(body.data.uuid, answer);
    return body.data.uuid;
  };

  it.each(DEMO_ACCOUNTS.map((demo) => [demo.userAccount, demo] as const))(
    'logs %s into its role area',
    async (_name, demo) => {
      const result = await server.loginAs(demo.userAccount);
      const first = demo.memberships[0]!;
      expect(result.role).toBe(first.role);
      expect(result.roles).toEqual([first.role]);
      expect(result.defaultClick).toBe(areaOfRole(first.role).landing);
      expect(result.companyName).toBe(first.company);
      expect(result.username).toBe(demo.username);
      expect(result.companies.map((c) => c.companyName)).toEqual(demo.memberships.map((m) => m.company));
      expect(result.token).toMatch(/^[\w-]{40,}$/);
    },
  );

  it('marks the group company login as a group company', async () => {
    expect((await server.loginAs('demo_group')).groupCompany).toBe(true);
    expect((await server.loginAs('demo_pallet')).groupCompany).toBe(false);
  });

  it('refuses a wrong password and an unknown account with the same message', async () => {
    const wrong = await attempt('demo_home', 'Wrong@123456');
    const unknown = await attempt('nobody_here', 'Wrong@123456');
    expect(wrong.body).toMatchObject({ errcode: Errcode.BUSINESS_FAILURE, errmsg: '账号或密码错误' });
    expect(unknown.body).toMatchObject({ errcode: Errcode.BUSINESS_FAILURE, errmsg: '账号或密码错误' });
    expect(wrong.status).toBe(200);
  });

  it('refuses a password that was not encrypted with the public key (2003 on password)', async () => {
    const { body } = await server.post('/api/api/login/login', {
      userAccount: 'demo_home',
      password: 'Demo@123456',
    });
    expect(body.errcode).toBe(Errcode.VALIDATION_FAILED);
    expect(body.data).toEqual({ fields: [{ field: 'password', message: '密码须使用公钥加密后提交' }] });
  });

  it('asks for the picture code from the third failure, then locks after the fifth for 15 minutes', async () => {
    const account = 'demo_center';
    expect((await attempt(account, 'bad-1')).body.data).toEqual({
      captchaRequired: false,
      lockedForSeconds: 0,
    });
    expect((await attempt(account, 'bad-2')).body.data).toEqual({
      captchaRequired: false,
      lockedForSeconds: 0,
    });
    expect((await attempt(account, 'bad-3')).body.data).toEqual({
      captchaRequired: true,
      lockedForSeconds: 0,
    });

    const withoutCaptcha = await attempt(account, 'Demo@123456');
    expect(withoutCaptcha.body).toMatchObject({
      errmsg: '请输入图形验证码',
      data: { captchaRequired: true },
    });
    const wrongCaptcha = await attempt(account, 'Demo@123456', {
      imageUuid: await newCaptcha('abcd'),
      imageCode: 'wxyz',
    });
    expect(wrongCaptcha.body.errmsg).toBe('图形验证码错误');

    expect(
      (await attempt(account, 'bad-4', { imageUuid: await newCaptcha('abcd'), imageCode: 'ABCD' })).body
        .errmsg,
    ).toBe('账号或密码错误');
    const locked = await attempt(account, 'bad-5', {
      imageUuid: await newCaptcha('abcd'),
      imageCode: 'abcd',
    });
    expect(locked.body).toMatchObject({
      errmsg: '账号已锁定，请15分钟后再试',
      data: { captchaRequired: true, lockedForSeconds: 900 },
    });

    // Even the right password is refused while locked.
    const stillLocked = await attempt(account, 'Demo@123456', {
      imageUuid: await newCaptcha('abcd'),
      imageCode: 'abcd',
    });
    expect(stillLocked.body.errmsg).toMatch(/^账号已锁定，请\d+分钟后再试$/);
    const status = await server.post<AccountStatus>('/api/api/login/checkAccountStatus', {
      userAccount: account,
    });
    expect(status.body.data.captchaRequired).toBe(true);
    expect(status.body.data.lockedForSeconds).toBeGreaterThan(14 * 60);
    expect(status.body.data.lockedForSeconds).toBeLessThanOrEqual(15 * 60);

    server.advanceTime(15 * 60 * 1000 + 1000);
    const ok = await attempt(account, 'Demo@123456', {
      imageUuid: await newCaptcha('abcd'),
      imageCode: 'abcd',
    });
    expect(ok.body.errcode).toBe(Errcode.SUCCESS);
    // The correct login cleared the count: no picture code needed any more.
    expect((await attempt(account, 'bad-again')).body.data).toEqual({
      captchaRequired: false,
      lockedForSeconds: 0,
    });
  });

  it('refuses a disabled account with 账号已停用, and its open sessions with 4005', async () => {
    const token = await server.login('demo_home');
    await server.db
      .updateTable('accounts')
      .set({ status: 'disabled' })
      .where('user_account', '=', 'demo_home')
      .execute();
    expect((await attempt('demo_home', 'Demo@123456')).body.errmsg).toBe('账号已停用');
    expect((await server.post('/api/api/user/getSkipPageStatus', {}, token)).body.errcode).toBe(
      Errcode.ACCOUNT_DISABLED,
    );
    await server.db
      .updateTable('accounts')
      .set({ status: 'active' })
      .where('user_account', '=', 'demo_home')
      .execute();
  });

  it('limits login calls per client IP, counting in the database', async () => {
    const limited = await startTestServer({ dialect, config: { ipRequestsPerMinute: 2 } });
    try {
      const call = () => limited.post('/api/api/login/checkAccountStatus', { userAccount: 'demo_home' });
      expect((await call()).body.errcode).toBe(0);
      expect((await call()).body.errcode).toBe(0);
      expect((await call()).body).toMatchObject({
        errcode: Errcode.BUSINESS_FAILURE,
        errmsg: '请求过于频繁，请稍后再试',
      });
      limited.advanceTime(61_000);
      expect((await call()).body.errcode).toBe(0);
      const counted = await limited.db
        .selectFrom('rate_limits')
        .select('count')
        .where('key', 'like', 'ip:%')
        .executeTakeFirst();
      expect(counted?.count).toBe(1);
    } finally {
      await limited.close();
    }
  });
});
