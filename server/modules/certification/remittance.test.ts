import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompanyAuthInfo, RemitInfo } from '../../../src/contract/certification';
import { Errcode } from '../../../src/contract/errcodes';
import { TEST_DIALECTS, startTestServer, type TestServer } from '../../testing/test-server';
import {
  authInfo,
  basicInfo,
  C,
  FRESH_PASSWORD,
  ok,
  refused,
  registerCenterCompany,
  remittedAmount,
  toRemittance,
  wrongFor,
} from './testing';

const HOUR_MS = 60 * 60 * 1000;

describe.each(TEST_DIALECTS)('remittance check on %s', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ dialect });
  });
  afterAll(() => server.close());

  it('gives ten racing wrong answers three tries and locks; the right amount then fails too', async () => {
    const company = await registerCenterCompany(server, 11);
    const amount = await toRemittance(server, company, 11);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        server.post(C.verifyPayAuthAmount, { amount: wrongFor(amount) }, company.token),
      ),
    );
    const messages = answers.map((a) => a.body.errmsg);
    expect(answers.every((a) => a.body.errcode === Errcode.BUSINESS_FAILURE)).toBe(true);
    // Exactly three were compared: two with tries left, the third locked; the other seven found it locked.
    expect(messages.filter((m) => m.startsWith('金额不正确，还可尝试')).sort()).toEqual([
      '金额不正确，还可尝试 1 次',
      '金额不正确，还可尝试 2 次',
    ]);
    expect(messages.filter((m) => m === '金额不正确，打款验证已锁定')).toHaveLength(1);
    expect(messages.filter((m) => m.startsWith('打款验证已锁定，请于'))).toHaveLength(7);
    const tries = await server.db
      .withTables<{ company_certifications: { company_id: string; remit_tries: number } }>()
      .selectFrom('company_certifications')
      .select('remit_tries')
      .where('company_id', '=', company.companyId)
      .executeTakeFirstOrThrow();
    expect(Number(tries.remit_tries)).toBe(3);

    await refused(server, C.verifyPayAuthAmount, { amount }, company.token, /^打款验证已锁定/);
    expect((await ok<CompanyAuthInfo>(server, C.getCompanyAuthInfo, {}, company.token)).state).toBe(
      'remitLocked',
    );
    expect(await ok<RemitInfo>(server, C.getRemitInfo, {}, company.token)).toMatchObject({
      state: 'locked',
      triesLeft: 0,
    });
  });

  it('unlocks 24 h after the lock: corrected info, credentials again, a new amount with three tries', async () => {
    const company = await registerCenterCompany(server, 12);
    let { token } = company;
    const first = await toRemittance(server, company, 12);
    for (let i = 0; i < 3; i++) await server.post(C.verifyPayAuthAmount, { amount: wrongFor(first) }, token);
    const locked = await ok<RemitInfo>(server, C.getRemitInfo, {}, token);
    expect(locked.state).toBe('locked');
    const unlockAt = Date.parse(locked.unlockAt ?? '');
    expect(unlockAt - server.app.deps.clock()).toBeGreaterThan(23.9 * HOUR_MS);

    // While locked the bank account may be corrected, but no new amount is sent.
    await ok(
      server,
      C.updateBasicCompanyInfo,
      { ...basicInfo(12), bankAccountNo: '6222020000000000007' },
      token,
    );
    const credentials = await authInfo(server, token);
    await refused(
      server,
      C.submitAuthInfo,
      credentials,
      token,
      /^打款验证已锁定，请于 \d{4}-\d{2}-\d{2} \d{2}:\d{2} 后/,
    );

    server.advanceTime(24 * HOUR_MS);
    // A day later the session has expired too: the company logs in again.
    token = await server.login(company.userAccount, FRESH_PASSWORD);
    expect((await ok<CompanyAuthInfo>(server, C.submitAuthInfo, credentials, token)).state).toBe(
      'remittance',
    );
    expect(await ok<RemitInfo>(server, C.getRemitInfo, {}, token)).toMatchObject({
      state: 'pending',
      bankAccountNo: '**** 0007',
      triesLeft: 3,
      unlockAt: null,
    });
    const second = await remittedAmount(server, company.companyId);
    expect((await ok<CompanyAuthInfo>(server, C.verifyPayAuthAmount, { amount: second }, token)).state).toBe(
      'signing',
    );
  });

  it('writes the amount only to remittance_outbox and logs the account masked', async () => {
    const company = await registerCenterCompany(server, 13);
    const amount = await toRemittance(server, company, 13);
    const line = server.logs.find(
      (l) => l.includes('remittance queued in remittance_outbox') && l.includes(company.companyId),
    );
    expect(line).toBeDefined();
    expect(line).toContain('**** 0123');
    expect(line).not.toContain('6222021234567890123');
    expect(JSON.parse(line ?? '{}')).not.toHaveProperty('amount');
    expect(amount).toBeGreaterThan(0);
  });
});
