import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FindPasswordPrepareResult } from '../../../src/contract/auth';
import { Errcode } from '../../../src/contract/errcodes';
import { TEST_DIALECTS, startTestServer, type TestServer } from '../../testing/test-server';

describe.each(TEST_DIALECTS)('find password on %s', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ dialect });
  });
  afterAll(() => server.close());

  const MOBILE = '13800000002';

  async function prepare(userAccount: string, mobile: string): Promise<FindPasswordPrepareResult> {
    server.advanceTime(61_000); // one code per minute per mobile and scene
    await server.post('/api/api/verificationCode/getVerificationCode', { mobile, scene: 'findPassword' });
    const code = await server.readSmsCode(mobile, 'findPassword');
    const { body } = await server.post<FindPasswordPrepareResult>('/api/api/login/trayFindPasswordPrepare', {
      userAccount,
      mobile,
      code,
    });
    expect(body.errcode).toBe(Errcode.SUCCESS);
    return body.data;
  }

  it('refuses an account whose mobile is not the one given, telling so only to the holder of a code', async () => {
    const request = { userAccount: 'demo_pallet', mobile: '13800000001' };
    const withoutCode = await server.post('/api/api/login/trayFindPasswordPrepare', {
      ...request,
      code: '123456',
    });
    expect(withoutCode.body).toMatchObject({
      errcode: Errcode.BUSINESS_FAILURE,
      errmsg: '验证码已失效，请重新获取',
    });

    await server.post('/api/api/verificationCode/getVerificationCode', {
      mobile: '13800000001',
      scene: 'findPassword',
    });
    const code = await server.readSmsCode('13800000001', 'findPassword');
    const mismatch = await server.post('/api/api/login/trayFindPasswordPrepare', { ...request, code });
    expect(mismatch.body).toMatchObject({ errcode: Errcode.BUSINESS_FAILURE, errmsg: '账号与手机号不匹配' });
    // The code was not used up by the mistyped account: it still serves the right one.
    const right = await server.post('/api/api/login/trayFindPasswordPrepare', {
      userAccount: 'demo_home',
      mobile: '13800000001',
      code,
    });
    expect(right.body.errcode).toBe(Errcode.SUCCESS);
  });

  it('sets the new password once, ends every earlier session with 4006 and keeps the ticket single-use', async () => {
    const first = await server.login('demo_pallet');
    const second = await server.login('demo_pallet');
    const { resetTicket } = await prepare('demo_pallet', MOBILE);

    const weak = await server.post('/api/api/login/findPassword', {
      resetTicket,
      password: await server.encrypt('short'),
    });
    expect(weak.body).toMatchObject({
      errcode: Errcode.VALIDATION_FAILED,
      data: { fields: [{ field: 'password', message: '密码须为8-20位，且同时包含字母和数字' }] },
    });

    const reset = await server.post('/api/api/login/findPassword', {
      resetTicket,
      password: await server.encrypt('New@pass2025'),
    });
    expect(reset.body.errcode).toBe(Errcode.SUCCESS);

    for (const token of [first, second]) {
      expect((await server.post('/api/api/user/getSkipPageStatus', {}, token)).body).toMatchObject({
        errcode: Errcode.PASSWORD_CHANGED,
        errmsg: '密码已修改，请重新登录',
      });
    }
    await expect(server.login('demo_pallet')).rejects.toThrow(/账号或密码错误/);
    const fresh = await server.login('demo_pallet', 'New@pass2025');
    expect((await server.post('/api/api/user/getSkipPageStatus', {}, fresh)).body.errcode).toBe(
      Errcode.SUCCESS,
    );

    const again = await server.post('/api/api/login/findPassword', {
      resetTicket,
      password: await server.encrypt('Other@pass2025'),
    });
    expect(again.body).toMatchObject({
      errcode: Errcode.BUSINESS_FAILURE,
      errmsg: '重置凭证无效或已过期，请重新验证',
    });
  });

  it('refuses a reset ticket after 15 minutes', async () => {
    const { resetTicket } = await prepare('demo_pallet', MOBILE);
    server.advanceTime(15 * 60_000 + 1000);
    const late = await server.post('/api/api/login/findPassword', {
      resetTicket,
      password: await server.encrypt('Late@pass2025'),
    });
    expect(late.body.errmsg).toBe('重置凭证无效或已过期，请重新验证');
  });
});
