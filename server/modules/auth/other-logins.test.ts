import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginResult } from '../../../src/contract/auth';
import { Errcode } from '../../../src/contract/errcodes';
import { createSsoTicket } from '../../auth/sso-ticket';
import { DEMO_COMPANIES } from '../../db/seed/demo-accounts';
import { TEST_DIALECTS, startTestServer, type TestServer } from '../../testing/test-server';

describe.each(TEST_DIALECTS)('externalLogin and switchCompanyLogin on %s', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ dialect, config: { ssoSecret: 'partner-shared-secret' } });
  });
  afterAll(() => server.close());

  const companyId = async (name: string) =>
    (await server.db.selectFrom('companies').select('id').where('name', '=', name).executeTakeFirstOrThrow())
      .id;
  const external = (ticket: string) => server.post<LoginResult>('/api/api/login/externalLogin', { ticket });

  it('accepts a signed ticket once', async () => {
    const ticket = createSsoTicket('partner-shared-secret', {
      userAccount: 'demo_multi',
      companyId: await companyId(DEMO_COMPANIES.baiYun),
    });
    const first = await external(ticket);
    expect(first.body.data).toMatchObject({
      userAccount: 'demo_multi',
      companyName: DEMO_COMPANIES.baiYun,
      role: 2,
    });
    expect((await external(ticket)).body).toMatchObject({
      errcode: Errcode.BUSINESS_FAILURE,
      errmsg: '登录凭证已使用',
    });
  });

  it('refuses an expired ticket, a wrongly signed one and one for a company the account is not in', async () => {
    const leCheng = await companyId(DEMO_COMPANIES.leCheng);
    const expired = createSsoTicket('partner-shared-secret', {
      userAccount: 'demo_pallet',
      companyId: leCheng,
      expiresAt: Date.now() - 1000,
    });
    expect((await external(expired)).body.errmsg).toBe('登录凭证已过期');
    const forged = createSsoTicket('another-secret', { userAccount: 'demo_pallet', companyId: leCheng });
    expect((await external(forged)).body.errmsg).toBe('登录凭证无效');
    const [payload] = createSsoTicket('partner-shared-secret', {
      userAccount: 'demo_pallet',
      companyId: leCheng,
    }).split('.');
    expect((await external(`${payload}.`)).body.errmsg).toBe('登录凭证无效');
    const elsewhere = createSsoTicket('partner-shared-secret', {
      userAccount: 'demo_pallet',
      companyId: await companyId(DEMO_COMPANIES.baiYun),
    });
    expect((await external(elsewhere)).body.errmsg).toBe('您不属于该企业');
  });

  it('switches demo_multi to its other company and ends the old session with 4007', async () => {
    const start = await server.loginAs('demo_multi');
    expect(start.companyName).toBe(DEMO_COMPANIES.leCheng);
    expect(start.companies).toHaveLength(2);
    const baiYun = start.companies.find((c) => c.companyName === DEMO_COMPANIES.baiYun)!;

    const switched = await server.post<LoginResult>(
      '/api/api/login/switchCompanyLogin',
      { companyId: baiYun.companyId },
      start.token,
    );
    expect(switched.body.data).toMatchObject({
      companyId: baiYun.companyId,
      companyName: DEMO_COMPANIES.baiYun,
      role: 2,
    });
    expect(switched.body.data.token).not.toBe(start.token);

    const old = await server.post('/api/api/user/getSkipPageStatus', {}, start.token);
    expect(old.body).toMatchObject({ errcode: Errcode.COMPANY_CHANGED, errmsg: '企业已切换，请重新登录' });
    expect(
      (await server.post('/api/api/user/getSkipPageStatus', {}, switched.body.data.token)).body.errcode,
    ).toBe(0);
  });

  it('refuses to switch to a company the account does not belong to', async () => {
    const token = await server.login('demo_pallet');
    const { body } = await server.post(
      '/api/api/login/switchCompanyLogin',
      { companyId: await companyId(DEMO_COMPANIES.baiYun) },
      token,
    );
    expect(body).toMatchObject({ errcode: Errcode.BUSINESS_FAILURE, errmsg: '您不属于该企业' });
    expect((await server.post('/api/api/user/getSkipPageStatus', {}, token)).body.errcode).toBe(0);
  });
});
