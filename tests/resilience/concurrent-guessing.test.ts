/**
 * Concurrent guessing (issue 10): a burst of 40 wrong passwords or SMS codes sent at once must be
 * counted one by one, so the lock (5 wrong passwords) and a code's try limit (5 wrong codes) hold exactly,
 * and the right password or code is refused once they are reached.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImageVerificationCode, LoginResult, VerificationScene } from '../../src/contract/auth';
import { Errcode } from '../../src/contract/errcodes';
import { DEMO_PASSWORD } from '../../server/db/seed/demo-accounts';
import { TEST_DIALECTS, startTestServer, type TestServer } from '../../server/testing/test-server';

const BURST = 40;
const LOGIN = '/api/api/login/login';
const WRONG_PASSWORD = '账号或密码错误';
const LOCKED = /^账号已锁定，请\d+分钟后再试$/;
const WRONG_CODE = '验证码错误';
const CODE_INVALID = '验证码已失效，请重新获取';

const tally = (messages: string[]) =>
  messages.reduce<Record<string, number>>((counts, message) => {
    const key = LOCKED.test(message) ? 'locked' : message;
    return { ...counts, [key]: (counts[key] ?? 0) + 1 };
  }, {});

describe.each(TEST_DIALECTS)('concurrent guessing on %s', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ dialect });
  });
  afterAll(() => server.close());

  /** A picture code whose answer is known, so the only thing left to stop a guess is the lock. */
  async function solvedCaptcha(): Promise<{ imageUuid: string; imageCode: string }> {
    const { body } = await server.post<ImageVerificationCode>(
      '/api/api/verificationCode/getImageVerificationCode',
      {},
    );
    await server.setCaptchaAnswer(body.data.uuid, 'abcd');
    return { imageUuid: body.data.uuid, imageCode: 'abcd' };
  }

  async function loginBurst(userAccount: string, withCaptcha: boolean): Promise<string[]> {
    const password = await server.encrypt('Wrong@123456');
    const captchas = await Promise.all(
      Array.from({ length: BURST }, () => (withCaptcha ? solvedCaptcha() : {})),
    );
    const answers = await Promise.all(
      captchas.map((captcha) => server.post<LoginResult>(LOGIN, { userAccount, password, ...captcha })),
    );
    return answers.map((answer) => answer.body.errmsg);
  }

  it('checks exactly 5 of 40 wrong passwords sent at once, then refuses the right one', async () => {
    const messages = await loginBurst('demo_center', true);
    // The 5th wrong password locks the account; it and the 35 others are answered with the lock.
    expect(tally(messages)).toEqual({ [WRONG_PASSWORD]: 4, locked: BURST - 4 });

    const right = await server.post(LOGIN, {
      userAccount: 'demo_center',
      password: await server.encrypt(DEMO_PASSWORD),
      ...(await solvedCaptcha()),
    });
    expect(right.body).toMatchObject({
      errcode: Errcode.BUSINESS_FAILURE,
      errmsg: expect.stringMatching(LOCKED),
    });
  });

  it('checks only 3 of 40 wrong passwords sent at once without a picture code', async () => {
    const messages = await loginBurst('demo_home', false);
    expect(tally(messages)).toEqual({ [WRONG_PASSWORD]: 3, 请输入图形验证码: BURST - 3 });
  });

  /** Every call that checks an SMS code, with a mobile of its own and how a code is sent for it. */
  const CODE_CHECKS: {
    name: string;
    scene: VerificationScene;
    mobile: string;
    /** The account whose session sends and checks the code (codes bound to a logged-in user). */
    asAccount?: string;
    check: (code: string, token?: string) => Promise<string>;
  }[] = [
    {
      name: 'login/conservoLogin',
      scene: 'login',
      mobile: '13800000001',
      check: async (code) =>
        (await server.post('/api/api/login/conservoLogin', { mobile: '13800000001', code })).body.errmsg,
    },
    {
      name: 'verificationCode/checkVerificationCode',
      scene: 'login',
      mobile: '13800000003',
      check: async (code) =>
        (
          await server.post('/api/api/verificationCode/checkVerificationCode', {
            mobile: '13800000003',
            scene: 'login',
            code,
          })
        ).body.errmsg,
    },
    {
      name: 'login/trayFindPasswordPrepare',
      scene: 'findPassword',
      mobile: '13800000002',
      check: async (code) =>
        (
          await server.post('/api/api/login/trayFindPasswordPrepare', {
            userAccount: 'demo_pallet',
            mobile: '13800000002',
            code,
          })
        ).body.errmsg,
    },
    {
      name: 'user/register',
      scene: 'register',
      mobile: '13900000001',
      check: async (code) =>
        (
          await server.post('/api/api/user/register', {
            companyName: '猜码测试有限公司',
            userAccount: 'guess_test',
            username: '测试',
            mobile: '13900000001',
            code,
            password: await server.encrypt('Guess@2025'),
          })
        ).body.errmsg,
    },
    {
      name: 'login/bindMobile',
      scene: 'bindMobile',
      mobile: '13900000002',
      asAccount: 'demo_group',
      check: async (code, token) =>
        (await server.post('/api/api/login/bindMobile', { mobile: '13900000002', code }, token)).body.errmsg,
    },
    {
      name: 'verificationCode/checkMfaCode',
      scene: 'sign',
      mobile: '13800000002',
      asAccount: 'demo_pallet',
      check: async (code, token) =>
        (await server.post('/api/api/verificationCode/checkMfaCode', { code }, token)).body.errmsg,
    },
  ];

  it.each(CODE_CHECKS)(
    '$name checks exactly 5 of 40 wrong codes sent at once, then refuses the right one',
    async ({ scene, mobile, asAccount, check }) => {
      const token = asAccount ? await server.login(asAccount) : undefined;
      const sent =
        scene === 'sign'
          ? await server.post('/api/api/verificationCode/getSignVerificationCode', {}, token)
          : await server.post('/api/api/verificationCode/getVerificationCode', { mobile, scene });
      expect(sent.body.errcode).toBe(Errcode.SUCCESS);
      const code = await server.readSmsCode(mobile, scene);
      const wrong = code === '000000' ? '111111' : '000000';

      const messages = await Promise.all(Array.from({ length: BURST }, () => check(wrong, token)));
      expect(tally(messages)).toEqual({ [WRONG_CODE]: 5, [CODE_INVALID]: BURST - 5 });
      expect(await check(code, token)).toBe(CODE_INVALID);
    },
  );
});
