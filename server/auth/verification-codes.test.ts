import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImageVerificationCode, LoginResult, VerificationCodeSent } from '../../src/contract/auth';
import { Errcode } from '../../src/contract/errcodes';
import { shanghaiDay } from '../modules/ledger';
import { TEST_DIALECTS, startTestServer, type TestServer } from '../testing/test-server';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
const SHANGHAI_OFFSET_MS = 8 * HOUR_MS;

const GET_CODE = '/api/api/verificationCode/getVerificationCode';

describe.each(TEST_DIALECTS)('SMS and picture codes on %s', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ dialect });
  });
  afterAll(() => server.close());

  const send = (mobile: string, scene = 'login') =>
    server.post<VerificationCodeSent>(GET_CODE, { mobile, scene });
  const smsLogin = (mobile: string, code: string) =>
    server.post<LoginResult>('/api/api/login/conservoLogin', { mobile, code });
  const otherThan = (code: string) => (code === '000000' ? '111111' : '000000');

  it('sends a 6-digit code to sms_outbox and logs in with it once', async () => {
    const sent = await send('13800000001');
    expect(sent.body).toEqual({
      errcode: 0,
      errmsg: '操作成功',
      data: { expiresInSeconds: 300, resendAfterSeconds: 60 },
    });
    const code = await server.readSmsCode('13800000001', 'login');
    expect(code).toMatch(/^\d{6}$/);
    const login = await smsLogin('13800000001', code);
    expect(login.body.data).toMatchObject({ userAccount: 'demo_home', role: 1 });
    expect((await smsLogin('13800000001', code)).body).toMatchObject({
      errcode: Errcode.BUSINESS_FAILURE,
      errmsg: '验证码已失效，请重新获取',
    });
  });

  it('allows one code per mobile and scene per minute and ten per mobile per day', async () => {
    // Start at 01:00 of the next Shanghai day, so the ten minutes of sends never span a midnight (the
    // count is per Shanghai day): a suite run at 23:50 in Shanghai would otherwise see the count restart.
    server.advanceTime(
      (shanghaiDay(server.now()) + 1) * DAY_MS - SHANGHAI_OFFSET_MS + HOUR_MS - server.now(),
    );
    const mobile = '13700000001';
    expect((await send(mobile)).body.errcode).toBe(0);
    const again = await send(mobile);
    expect(again.body.errcode).toBe(Errcode.BUSINESS_FAILURE);
    expect(again.body.errmsg).toMatch(/^验证码发送过于频繁，请\d+秒后再试$/);
    // Another scene has its own minute.
    expect((await send(mobile, 'register')).body.errcode).toBe(0);
    for (let sent = 2; sent < 10; sent += 1) {
      server.advanceTime(61_000);
      expect((await send(mobile)).body.errcode).toBe(0);
    }
    server.advanceTime(61_000);
    expect((await send(mobile)).body).toMatchObject({
      errcode: Errcode.BUSINESS_FAILURE,
      errmsg: '今日验证码发送次数已达上限',
    });
    const outbox = await server.db
      .selectFrom('sms_outbox')
      .select('id')
      .where('mobile', '=', mobile)
      .execute();
    expect(outbox).toHaveLength(10);
  });

  it('expires a code after five minutes', async () => {
    await send('13800000003');
    const code = await server.readSmsCode('13800000003', 'login');
    server.advanceTime(5 * 60_000 + 1000);
    expect((await smsLogin('13800000003', code)).body.errmsg).toBe('验证码已失效，请重新获取');
  });

  it('invalidates a code after five wrong tries', async () => {
    server.advanceTime(61_000);
    await send('13800000004');
    const code = await server.readSmsCode('13800000004', 'login');
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await smsLogin('13800000004', otherThan(code))).body.errmsg).toBe('验证码错误');
    }
    expect((await smsLogin('13800000004', code)).body.errmsg).toBe('验证码已失效，请重新获取');
  });

  it('checks a code without using it up', async () => {
    server.advanceTime(61_000);
    await send('13800000005');
    const code = await server.readSmsCode('13800000005', 'login');
    const check = (value: string) =>
      server.post('/api/api/verificationCode/checkVerificationCode', {
        mobile: '13800000005',
        scene: 'login',
        code: value,
      });
    expect((await check(otherThan(code))).body.errmsg).toBe('验证码错误');
    expect((await check(code)).body.errcode).toBe(0);
    expect((await smsLogin('13800000005', code)).body.errcode).toBe(0);
  });

  it('sends sign codes only to the logged-in account mobile and checks them with checkMfaCode', async () => {
    expect((await send('13800000002', 'sign')).body).toMatchObject({
      errcode: Errcode.VALIDATION_FAILED,
      data: { fields: [{ field: 'scene' }] },
    });
    const token = await server.login('demo_pallet');
    expect(
      (await server.post('/api/api/verificationCode/getSignVerificationCode', {}, token)).body.errcode,
    ).toBe(0);
    const code = await server.readSmsCode('13800000002', 'sign');
    expect(
      (await server.post('/api/api/verificationCode/checkMfaCode', { code: otherThan(code) }, token)).body
        .errmsg,
    ).toBe('验证码错误');
    expect((await server.post('/api/api/verificationCode/checkMfaCode', { code }, token)).body.errcode).toBe(
      0,
    );
    expect((await server.post('/api/api/verificationCode/checkMfaCode', { code }, token)).body.errmsg).toBe(
      '验证码已失效，请重新获取',
    );
  });

  it('binds a new mobile proven by a code and refuses one bound to another account', async () => {
    const token = await server.login('demo_group');
    expect(
      (await server.post('/api/api/login/bindMobile', { mobile: '13800000001', code: '123456' }, token)).body
        .errmsg,
    ).toBe('该手机号已被其他账号绑定');
    await send('13600000004', 'bindMobile');
    const code = await server.readSmsCode('13600000004', 'bindMobile');
    expect(
      (await server.post('/api/api/login/bindMobile', { mobile: '13600000004', code }, token)).body.errcode,
    ).toBe(0);
    const account = await server.db
      .selectFrom('accounts')
      .select('mobile')
      .where('user_account', '=', 'demo_group')
      .executeTakeFirstOrThrow();
    expect(account.mobile).toBe('13600000004');
  });

  it('serves picture codes as data URLs and SVG images, each answer usable once', async () => {
    const { body } = await server.post<ImageVerificationCode>(
      '/api/api/verificationCode/getImageVerificationCode',
      {},
    );
    expect(body.data.image).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(body.data.image.split(',')[1]!, 'base64').toString()).toContain('<svg');

    const picture = await fetch(
      `${server.baseUrl}/api/api/verificationCode/getPictureCode?uuid=${body.data.uuid}`,
    );
    expect(picture.headers.get('content-type')).toContain('image/svg+xml');
    expect(await picture.text()).toContain('<svg');

    const check = (code: string) =>
      server.post('/api/api/verificationCode/checkImageVerificationCode', { uuid: body.data.uuid, code });
    await server.setCaptchaAnswer(body.data.uuid, 'k7Pq');
    expect((await check('K7PQ')).body.errcode).toBe(0);
    expect((await check('K7PQ')).body.errmsg).toBe('图形验证码错误');
  });

  it('answers 2003 for a picture request without a uuid', async () => {
    const response = await fetch(`${server.baseUrl}/api/api/verificationCode/getPictureCode`);
    expect(await response.json()).toMatchObject({
      errcode: Errcode.VALIDATION_FAILED,
      data: { fields: [{ field: 'uuid', message: '不能为空' }] },
    });
  });
});
