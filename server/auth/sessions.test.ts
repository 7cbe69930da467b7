import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Errcode } from '../../src/contract/errcodes';
import { TEST_DIALECTS, startTestServer, type TestServer } from '../testing/test-server';

const PROBE = '/api/api/user/getSkipPageStatus';
const MINUTE = 60_000;

describe.each(TEST_DIALECTS)('sessions on %s', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      dialect,
      config: { sessionIdleMinutes: 120, sessionRotateMinutes: 30, sessionGraceSeconds: 60 },
    });
  });
  afterAll(() => server.close());

  const probe = (token?: string) => server.post(PROBE, {}, token);

  it('answers 4001 without a token and 4003 for an unknown token', async () => {
    expect((await probe()).body).toMatchObject({
      errcode: Errcode.NOT_LOGGED_IN,
      errmsg: '未登录，请先登录',
    });
    expect((await probe('not-a-real-token')).body.errcode).toBe(Errcode.TOKEN_INVALID);
  });

  it('stores only a hash of the token', async () => {
    const token = await server.login('demo_home');
    const rows = await server.db.selectFrom('sessions').select('token_hash').execute();
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.some((row) => row.token_hash === token)).toBe(false);
  });

  it('keeps a used session alive (sliding) and expires an idle one with 4004', async () => {
    const token = await server.login('demo_home');
    server.advanceTime(25 * MINUTE);
    expect((await probe(token)).body.errcode).toBe(Errcode.SUCCESS);
    server.advanceTime(100 * MINUTE);
    // 125 minutes after login but 100 after the last call: still alive.
    const alive = await probe(token);
    expect(alive.body.errcode).toBe(Errcode.SUCCESS);
    const current = alive.headers.get('token') ?? token;
    server.advanceTime(121 * MINUTE);
    expect((await probe(current)).body).toMatchObject({
      errcode: Errcode.TOKEN_EXPIRED,
      errmsg: '登录已过期，请重新登录',
    });
  });

  it('rotates a session older than the rotation interval, keeping the old token for a grace period', async () => {
    const oldToken = await server.login('demo_pallet');
    expect((await probe(oldToken)).headers.get('token')).toBeNull();
    server.advanceTime(31 * MINUTE);
    const rotated = await probe(oldToken);
    expect(rotated.body.errcode).toBe(Errcode.SUCCESS);
    const newToken = rotated.headers.get('token');
    expect(newToken).toBeTruthy();
    expect(newToken).not.toBe(oldToken);

    // A parallel request still carrying the old token succeeds and does not rotate again.
    const parallel = await probe(oldToken);
    expect(parallel.body.errcode).toBe(Errcode.SUCCESS);
    expect(parallel.headers.get('token')).toBeNull();
    expect((await probe(newToken!)).body.errcode).toBe(Errcode.SUCCESS);

    server.advanceTime(61_000);
    expect((await probe(oldToken)).body.errcode).toBe(Errcode.TOKEN_EXPIRED);
    expect((await probe(newToken!)).body.errcode).toBe(Errcode.SUCCESS);
  });

  it('ends the session on logout', async () => {
    const token = await server.login('demo_center');
    expect((await server.post('/api/api/login/logout', {}, token)).body.errcode).toBe(Errcode.SUCCESS);
    expect((await probe(token)).body.errcode).toBe(Errcode.TOKEN_INVALID);
  });

  it('accepts a logout call without any body', async () => {
    const token = await server.login('demo_center');
    expect((await server.post('/api/api/login/logout', undefined, token)).body.errcode).toBe(Errcode.SUCCESS);
  });

  it('answers 4007 once the account no longer belongs to the session company', async () => {
    const login = await server.loginAs('demo_c1');
    await server.db
      .deleteFrom('memberships')
      .where('company_id', '=', login.companyId)
      .where('account_id', '=', login.uuid)
      .execute();
    expect((await probe(login.token)).body.errcode).toBe(Errcode.COMPANY_CHANGED);
  });
});
