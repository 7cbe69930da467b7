import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../../../src/contract/api-paths';
import { Errcode } from '../../../src/contract/errcodes';
import { DEMO_PASSWORD } from '../../db/seed/demo-accounts';
import { TEST_DIALECTS, startTestServer, type TestServer } from '../../testing/test-server';
import { ok } from './testing';

const U = API.user;
const NEW_PASSWORD = 'Fresh@654321';
const NEW_MOBILE = '13900000033';

describe.each(TEST_DIALECTS)('my profile (user/) on %s', (dialect) => {
  let server: TestServer;
  let center: string;
  beforeAll(async () => {
    server = await startTestServer({ dialect });
    center = await server.login('demo_center');
  });
  afterAll(() => server.close());

  const account = () =>
    server.db
      .selectFrom('accounts')
      .selectAll()
      .where('user_account', '=', 'demo_center')
      .executeTakeFirstOrThrow();
  const failures = async () =>
    (
      await server.db
        .selectFrom('login_attempts')
        .select('failures')
        .where('user_account', '=', 'demo_center')
        .executeTakeFirst()
    )?.failures ?? 0;
  const fieldsOf = (data: unknown) => (data as { fields: { field: string }[] }).fields.map((f) => f.field);

  it('answers and changes my display name; a blank or missing one is 2003 on username', async () => {
    expect(await ok(server, U.getMyProfile, {}, center)).toEqual({
      userAccount: 'demo_center',
      username: '王芳',
      mobile: '138****0003',
    });
    await ok(server, U.updateMyProfile, { username: ' 王芳芳 ' }, center);
    expect((await account()).username).toBe('王芳芳');
    expect(await ok(server, U.getMyProfile, {}, center)).toMatchObject({ username: '王芳芳' });
    const blank = await server.post(U.updateMyProfile, { username: '   ' }, center);
    expect(blank.body.errcode).toBe(Errcode.VALIDATION_FAILED);
    expect(fieldsOf(blank.body.data)).toEqual(['username']);
    const missing = await server.post(U.updateMyProfile, {}, center);
    expect(fieldsOf(missing.body.data)).toEqual(['username']);
  });

  it('changes the mobile with a code sent to the new one and the current password', async () => {
    const send = await server.post(API.verificationCode.getVerificationCode, {
      mobile: NEW_MOBILE,
      scene: 'bindMobile',
    });
    expect(send.body.errcode).toBe(Errcode.SUCCESS);
    const code = await server.readSmsCode(NEW_MOBILE, 'bindMobile');
    const body = { mobile: NEW_MOBILE, code, password: await server.encrypt(DEMO_PASSWORD) };

    const wrongPassword = await server.post(
      U.changeMobile,
      { ...body, password: await server.encrypt('Wrong@000000') },
      center,
    );
    expect(wrongPassword.body).toMatchObject({ errcode: Errcode.BUSINESS_FAILURE, errmsg: '登录密码错误' });
    expect(await failures()).toBe(1);

    const taken = await server.post(U.changeMobile, { ...body, mobile: '13800000007' }, center);
    expect(taken.body).toMatchObject({
      errcode: Errcode.BUSINESS_FAILURE,
      errmsg: '该手机号已被其他账号绑定',
    });
    const same = await server.post(U.changeMobile, { ...body, mobile: '13800000003' }, center);
    expect(same.body.errmsg).toBe('新手机号与当前绑定的手机号相同');
    const malformed = await server.post(U.changeMobile, { mobile: '123', code: 'abc' }, center);
    expect(fieldsOf(malformed.body.data).sort()).toEqual(['code', 'mobile', 'password']);

    await ok(server, U.changeMobile, body, center);
    expect((await account()).mobile).toBe(NEW_MOBILE);
    expect(await failures()).toBe(0);
    // The code was used up.
    const again = await server.post(U.changeMobile, body, center);
    expect(again.body.errcode).toBe(Errcode.BUSINESS_FAILURE);
  });

  it('refuses a weak new password (2003, not counted) and a wrong old one (counted)', async () => {
    const weak = await server.post(
      U.changePassword,
      { oldPassword: await server.encrypt('Wrong@000000'), newPassword: await server.encrypt('123') },
      center,
    );
    expect(weak.body.errcode).toBe(Errcode.VALIDATION_FAILED);
    expect(fieldsOf(weak.body.data)).toEqual(['newPassword']);
    expect(await failures()).toBe(0);
    const same = await server.post(
      U.changePassword,
      { oldPassword: await server.encrypt(DEMO_PASSWORD), newPassword: await server.encrypt(DEMO_PASSWORD) },
      center,
    );
    expect(fieldsOf(same.body.data)).toEqual(['newPassword']);
    const wrong = await server.post(
      U.changePassword,
      { oldPassword: await server.encrypt('Wrong@000000'), newPassword: await server.encrypt(NEW_PASSWORD) },
      center,
    );
    expect(wrong.body).toMatchObject({ errcode: Errcode.BUSINESS_FAILURE, errmsg: '原密码错误' });
    expect(await failures()).toBe(1);
    const malformed = await server.post(U.changePassword, { oldPassword: 1 }, center);
    expect(fieldsOf(malformed.body.data).sort()).toEqual(['newPassword', 'oldPassword']);
  });

  it('changes the password: older sessions answer 4006, the new password logs in', async () => {
    const elsewhere = await server.login('demo_center');
    server.advanceTime(1000);
    await ok(
      server,
      U.changePassword,
      { oldPassword: await server.encrypt(DEMO_PASSWORD), newPassword: await server.encrypt(NEW_PASSWORD) },
      center,
    );
    for (const token of [center, elsewhere]) {
      const after = await server.post(API.customerCompany.getCustomerCompany, {}, token);
      expect(after.body.errcode).toBe(Errcode.PASSWORD_CHANGED);
    }
    expect(await failures()).toBe(0);
    center = await server.login('demo_center', NEW_PASSWORD);
    expect((await server.post(API.customerCompany.getCustomerCompany, {}, center)).body.errcode).toBe(
      Errcode.SUCCESS,
    );
  });

  it('locks the name after five wrong old passwords, as login does', async () => {
    const wrong = async () =>
      (
        await server.post(
          U.changePassword,
          {
            oldPassword: await server.encrypt('Wrong@000000'),
            newPassword: await server.encrypt('Other@111111'),
          },
          center,
        )
      ).body.errmsg;
    for (let i = 1; i < 5; i += 1) expect(await wrong()).toBe('原密码错误');
    expect(await wrong()).toBe('账号已锁定，请15分钟后再试');
    const right = await server.post(
      U.changePassword,
      { oldPassword: await server.encrypt(NEW_PASSWORD), newPassword: await server.encrypt('Other@111111') },
      center,
    );
    expect(right.body.errmsg).toBe('账号已锁定，请15分钟后再试');
    const login = await server.post(API.login.login, {
      userAccount: 'demo_center',
      password: await server.encrypt(NEW_PASSWORD),
    });
    expect(login.body.errcode).toBe(Errcode.BUSINESS_FAILURE);
  });
});
