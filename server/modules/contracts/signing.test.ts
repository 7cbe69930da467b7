import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { API } from '../../../src/contract/api-paths';
import { CONTRACT_TERM_DAYS, type ContractDetail } from '../../../src/contract/contracts';
import { Errcode } from '../../../src/contract/errcodes';
import { DEMO_COMPANIES } from '../../db/seed/demo-accounts';
import { companyIdOf } from '../../testing/api-calls';
import { pdfText } from '../../testing/pdf-text';
import { TEST_DIALECTS, startTestServer, type TestServer } from '../../testing/test-server';
import { subscribeWebhook, webhookEvents } from '../../testing/webhook-outbox';
import { withdrawContract } from './lifecycle';
import { contractsDb } from './tables';
import { confirm, DAY, detailOf, download, drawContract, otherThan, refused, signCode } from './test-support';

const MINUTE = 60_000;

describe.each(TEST_DIALECTS)('signing contracts on %s', (dialect) => {
  let server: TestServer;
  let center: string;
  let pallet: string;
  beforeAll(async () => {
    server = await startTestServer({ dialect });
  });
  afterAll(() => server.close());
  /** A day on (the daily limit of codes per mobile), logged in again (sessions rotate after 30 minutes). */
  const nextDay = async () => {
    server.advanceTime(DAY);
    center = await server.login('demo_center');
    pallet = await server.login('demo_pallet');
  };
  beforeEach(nextDay);

  /** The business messages naming a contract number (the messages module's table, read as text). */
  const messagesAbout = async (contractNo: string) =>
    (
      await sql<{ type: string; title: string }>`select type, title from messages
        where content like ${`%${contractNo}%`}`.execute(server.db)
    ).rows;
  /** Their English texts (migration 0041's columns). */
  const englishAbout = async (contractNo: string) =>
    (
      await sql<{ title_en: string; content_en: string }>`select title_en, content_en from messages
        where content like ${`%${contractNo}%`}`.execute(server.db)
    ).rows;
  const refusedConfirm = (contractId: string, code: string, errmsg: RegExp) =>
    refused(server, API.contract.confirmSigning, { contractId, code, agreed: true }, center, errmsg);
  const signersOf = (contractId: string) =>
    contractsDb(server.db)
      .selectFrom('contract_signers')
      .selectAll()
      .where('contract_id', '=', contractId)
      .execute();

  it('signs a pending contract with the code: customer then platform, signed, in force for the term, once', async () => {
    const id = await drawContract(server);
    expect((await detailOf(server, center, id)).state).toBe('pending');
    const code = await signCode(server, center);
    const { body } = await confirm(server, center, id, code);
    expect(body.errcode, JSON.stringify(body)).toBe(Errcode.SUCCESS);
    const signed = body.data;
    expect(signed.state).toBe('signed');
    expect(signed.signers.map((signer) => [signer.party, signer.method])).toEqual([
      ['customer', 'smsCode'],
      ['platform', 'platformSeal'],
    ]);
    expect(signed.signers[0]).toMatchObject({
      signerName: '王芳',
      account: 'demo_c***',
      ip: expect.any(String),
    });
    expect(Date.parse(signed.signers[1]!.signedAt) - Date.parse(signed.signers[0]!.signedAt)).toBe(1000);
    expect(Date.parse(signed.validUntil!) - Date.parse(signed.signedAt!)).toBe(CONTRACT_TERM_DAYS * DAY);
    expect(signed.signedFileHash).toMatch(/^[0-9a-f]{64}$/);

    // a repeat by the same account, and another account of the company: the same signed contract, unchanged
    expect((await confirm(server, center, id, code)).body.data).toEqual(signed);
    const other = await confirm(server, pallet, id, await signCode(server, pallet, '13800000002'));
    expect(other.body.data).toEqual(signed);
    expect(await signersOf(id)).toHaveLength(2);
  });

  it('draws the signed file in Chinese, the language of its draft, when the signer reads English', async () => {
    const id = await drawContract(server);
    const code = await signCode(server, center);
    const english = { 'x-yp-locale': 'en-US' };
    const { body } = await server.post<ContractDetail>(
      API.contract.confirmSigning,
      { contractId: id, code, agreed: true },
      center,
      english,
    );
    expect(body.errcode, JSON.stringify(body)).toBe(Errcode.SUCCESS);
    const file = await download(
      server,
      API.contract.download,
      { contractId: id, locale: 'en-US' },
      center,
      'application/pdf',
    );
    const text = await pdfText(file);
    expect(text).toContain('平台电子签章');
    expect(text).toContain(`未签署文件 SHA-256：${body.data.documentHash}`);
    expect(text).not.toContain('Signed by');
  });

  it('tells the company by a business message that the contract is signed', async () => {
    const id = await drawContract(server);
    const { contractNo } = await detailOf(server, center, id);
    await confirm(server, center, id, await signCode(server, center));
    expect(await messagesAbout(contractNo)).toEqual([{ type: 'contract', title: '合同签署完成' }]);
    expect(await englishAbout(contractNo)).toEqual([
      {
        title_en: 'Contract signed',
        content_en: expect.stringMatching(
          new RegExp(
            `^“Shared Pallet Use Agreement” \\(contract no\\. ${contractNo}\\) has been signed and is valid until \\d{4}-\\d\\d-\\d\\d\\.$`,
          ),
        ) as string,
      },
    ]);
  });

  it('records contract.signed for the company with the term once; a refused code records none', async () => {
    const company = await companyIdOf(server, DEMO_COMPANIES.leCheng);
    await subscribeWebhook(server.db, company, 'contract.signed');
    const eventsOf = async (contractId: string) =>
      (await webhookEvents(server.db, company, 'contract.signed')).filter(
        (e) => e.data.contractId === contractId,
      );
    const id = await drawContract(server);
    const code = await signCode(server, center);
    await refusedConfirm(id, otherThan(code), /验证码/);
    expect(await eventsOf(id)).toEqual([]);

    const signed = (await confirm(server, center, id, code)).body.data;
    await confirm(server, center, id, code);
    expect(await eventsOf(id)).toEqual([
      {
        companyId: company,
        type: 'contract.signed',
        data: {
          contractId: id,
          contractNo: signed.contractNo,
          signedAt: signed.signedAt,
          validUntil: signed.validUntil,
        },
      },
    ]);
  });

  it('refuses an expired contract (past its deadline, marked expired when seen) and a withdrawn one', async () => {
    const expiring = await drawContract(server, { signDeadline: server.app.deps.clock() + 2 * MINUTE });
    const withdrawn = await drawContract(server);
    expect(await withdrawContract(server.db, withdrawn, server.app.deps.clock())).toBe(true);
    const code = await signCode(server, center); // 61 s later; the deadline 2 minutes away
    server.advanceTime(2 * MINUTE);
    expect((await detailOf(server, center, expiring)).state).toBe('expired');
    const stored = await contractsDb(server.db)
      .selectFrom('contracts')
      .select('status')
      .where('id', '=', expiring)
      .executeTakeFirstOrThrow();
    expect(stored.status).toBe('expired');
    await refusedConfirm(expiring, code, /已过期/);
    await refusedConfirm(withdrawn, code, /已撤回/);
    // neither refusal spent the code
    const pending = await drawContract(server);
    expect((await confirm(server, center, pending, code)).body.data.state).toBe('signed');
    expect(await withdrawContract(server.db, pending, server.app.deps.clock())).toBe(false);
  });

  it('uses a code once: the same code on another pending contract is refused', async () => {
    const [first, second] = [await drawContract(server), await drawContract(server)];
    const code = await signCode(server, center);
    expect((await confirm(server, center, first, code)).body.data.state).toBe('signed');
    await refusedConfirm(second, code, /验证码/);
    expect((await detailOf(server, center, second)).state).toBe('pending');
  });

  it('lets a code expire after 5 minutes', async () => {
    const id = await drawContract(server);
    const code = await signCode(server, center);
    server.advanceTime(5 * MINUTE + 1000);
    await refusedConfirm(id, code, /验证码/);
    expect((await detailOf(server, center, id)).state).toBe('pending');
  });

  it('locks signing for 15 minutes at the 5th wrong code: confirm and new codes refused with the minutes left; then unlocks', async () => {
    const id = await drawContract(server);
    const code = await signCode(server, center);
    for (let i = 0; i < 4; i += 1) await refusedConfirm(id, otherThan(code), /验证码错误/);
    // the 5th wrong try: the code is spent and signing locked
    await refusedConfirm(id, otherThan(code), /验证码错误/);
    await refusedConfirm(id, code, /请 15 分钟后再试/);
    server.advanceTime(61_000);
    await refused(server, API.verificationCode.getSignVerificationCode, {}, center, /请 14 分钟后再试/);
    server.advanceTime(14 * MINUTE);
    center = await server.login('demo_center');
    const fresh = await signCode(server, center);
    expect((await confirm(server, center, id, fresh)).body.data.state).toBe('signed');
  });

  it('counts racing wrong codes: of 12 at once at most 5 are checked, the rest refused as locked', async () => {
    const id = await drawContract(server);
    const code = await signCode(server, center);
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => confirm(server, center, id, otherThan(code))),
    );
    const messages = answers.map((answer) => answer.body.errmsg);
    expect(messages.filter((message) => /分钟后再试/.test(message)).length).toBeGreaterThanOrEqual(7);
    expect(messages.every((message) => /验证码|分钟后再试/.test(message))).toBe(true);
    server.advanceTime(16 * MINUTE);
    center = await server.login('demo_center');
    expect((await confirm(server, center, id, await signCode(server, center))).body.data.state).toBe(
      'signed',
    );
  });

  it('signs once when confirms race with the right code (Promise.all): one pair of signatures', async () => {
    const id = await drawContract(server);
    const code = await signCode(server, center);
    const answers = await Promise.all(Array.from({ length: 5 }, () => confirm(server, center, id, code)));
    const signed = answers.filter((answer) => answer.body.errcode === Errcode.SUCCESS);
    expect(signed.length).toBeGreaterThanOrEqual(1);
    for (const answer of signed) expect((answer.body.data as ContractDetail).state).toBe('signed');
    expect(await signersOf(id)).toHaveLength(2);
    expect(await messagesAbout((await detailOf(server, center, id)).contractNo)).toHaveLength(1);
  });

  it('asks for agreement and a 6-digit code (2003 naming the fields)', async () => {
    const id = await drawContract(server);
    const { body } = await server.post(
      API.contract.confirmSigning,
      { contractId: id, code: '12', agreed: false },
      center,
    );
    expect(body.errcode).toBe(Errcode.VALIDATION_FAILED);
    const fields = (body.data as { fields: { field: string }[] }).fields.map((field) => field.field);
    expect(fields).toEqual(expect.arrayContaining(['code', 'agreed']));
  });
});
