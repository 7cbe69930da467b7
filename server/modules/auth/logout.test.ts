import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginResult } from '../../../src/contract/auth';
import { Errcode } from '../../../src/contract/errcodes';
import { TEST_DIALECTS, startTestServer, type TestServer } from '../../testing/test-server';

const PROBE = '/api/api/user/getSkipPageStatus';
const MINUTE = 60_000;

describe.each(TEST_DIALECTS)('ending a rotated session on %s', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      dialect,
      config: { sessionIdleMinutes: 120, sessionRotateMinutes: 30, sessionGraceSeconds: 60 },
    });
  });
  afterAll(() => server.close());

  const probe = async (token: string) => (await server.post(PROBE, {}, token)).body.errcode;

  /** Logs in and lets the session rotate: the old token is then within its grace period. */
  async function rotatedPair(
    userAccount: string,
  ): Promise<{ login: LoginResult; oldToken: string; newToken: string }> {
    const login = await server.loginAs(userAccount);
    server.advanceTime(31 * MINUTE);
    const rotated = await server.post(PROBE, {}, login.token);
    const newToken = rotated.headers.get('token');
    if (!newToken) throw new Error('the session did not rotate');
    expect(await probe(login.token)).toBe(Errcode.SUCCESS); // the grace period
    return { login, oldToken: login.token, newToken };
  }

  it('logging out with the rotated token ends its predecessor too', async () => {
    const { oldToken, newToken } = await rotatedPair('demo_pallet');
    expect((await server.post('/api/api/login/logout', {}, newToken)).body.errcode).toBe(Errcode.SUCCESS);
    expect(await probe(oldToken)).toBe(Errcode.TOKEN_INVALID);
    expect(await probe(newToken)).toBe(Errcode.TOKEN_INVALID);
  });

  it('logging out with the predecessor during its grace period ends the rotated token too', async () => {
    const { oldToken, newToken } = await rotatedPair('demo_center');
    expect((await server.post('/api/api/login/logout', {}, oldToken)).body.errcode).toBe(Errcode.SUCCESS);
    expect(await probe(newToken)).toBe(Errcode.TOKEN_INVALID);
    expect(await probe(oldToken)).toBe(Errcode.TOKEN_INVALID);
  });

  it('switching company ends the predecessor too (4007), and no other login of the account', async () => {
    const other = await server.login('demo_multi');
    const { login, oldToken, newToken } = await rotatedPair('demo_multi');
    const target = login.companies.find((company) => company.companyId !== login.companyId)!;
    const switched = await server.post(
      '/api/api/login/switchCompanyLogin',
      { companyId: target.companyId },
      newToken,
    );
    expect(switched.body.errcode).toBe(Errcode.SUCCESS);
    expect(await probe(oldToken)).toBe(Errcode.COMPANY_CHANGED);
    expect(await probe(newToken)).toBe(Errcode.COMPANY_CHANGED);
    expect(await probe(other)).toBe(Errcode.SUCCESS);
  });
});
