import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountStatus, ImageVerificationCode, LoginFailure } from '../../../src/contract/auth';
import type { Envelope } from '../../../src/contract/envelope';
import { TEST_DIALECTS, startTestServer, type TestServer } from '../../testing/test-server';

const CHECK = '/api/api/login/checkAccountStatus';
const NO_FAILURES: AccountStatus = { captchaRequired: false, lockedForSeconds: 0 };

describe.each(TEST_DIALECTS)('login/checkAccountStatus on %s', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ dialect });
  });
  afterAll(() => server.close());

  const status = async (userAccount: string) =>
    (await server.post<AccountStatus>(CHECK, { userAccount })).body.data;

  async function solvedCaptcha() {
    const { body } = await server.post<ImageVerificationCode>(
      '/api/api/verificationCode/getImageVerificationCode',
      {},
    );
    await server.setCaptchaAnswer(body.data.uuid, 'abcd');
    return { imageUuid: body.data.uuid, imageCode: 'abcd' };
  }

  /** Lock times in minutes: the two names are locked a few milliseconds apart. */
  const inMinutes = <T extends LoginFailure>(data: T) => ({
    ...data,
    lockedForSeconds: Math.ceil(data.lockedForSeconds / 60),
  });

  /** Five wrong passwords (with a picture code once one is asked for), and the status after each. */
  async function guessFiveTimes(userAccount: string) {
    const seen: { login: Envelope<LoginFailure>; status: AccountStatus }[] = [];
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const captcha = attempt > 3 ? await solvedCaptcha() : {};
      const { body } = await server.post<LoginFailure>('/api/api/login/login', {
        userAccount,
        password: await server.encrypt(`Wrong@${attempt}`),
        ...captcha,
      });
      seen.push({
        login: { ...body, data: inMinutes(body.data) },
        status: inMinutes(await status(userAccount)),
      });
    }
    return seen;
  }

  it('answers a name no account has exactly as an active or disabled account without failures', async () => {
    expect(await status('nobody_at_all')).toEqual(NO_FAILURES);
    expect(await status('demo_home')).toEqual(NO_FAILURES);
    await server.db
      .updateTable('accounts')
      .set({ status: 'disabled' })
      .where('user_account', '=', 'demo_c1')
      .execute();
    expect(await status('demo_c1')).toEqual(NO_FAILURES);
  });

  it('counts wrong passwords for an unknown name as for an account: the same answers, picture code and lock', async () => {
    const known = await guessFiveTimes('demo_center');
    const unknown = await guessFiveTimes('ghost_center');
    expect(unknown).toEqual(known);
    expect(known.map(({ status }) => status)).toEqual([
      NO_FAILURES,
      NO_FAILURES,
      { captchaRequired: true, lockedForSeconds: 0 },
      { captchaRequired: true, lockedForSeconds: 0 },
      { captchaRequired: true, lockedForSeconds: 15 },
    ]);
  });
});
