import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../../../src/contract/api-paths';
import {
  CONTRACT_CODES,
  CONTRACT_TERM_DAYS,
  PROTOCOL_OFFER_DAYS,
  type ContractListItem,
  type MandatoryProtocol,
} from '../../../src/contract/contracts';
import { Errcode } from '../../../src/contract/errcodes';
import type { PermissionCode } from '../../../src/contract/permissions';
import { DEMO_COMPANIES } from '../../db/seed/demo-accounts';

const FRESH_PASSWORD = 'Pact@2026ok';
import { companyIdOf, ok } from '../../testing/api-calls';
import { loginCenterSupervisor } from '../../testing/center-supervisor';
import { baiYunToken } from '../../testing/company-switch';
import { revokeSupervisorCodes } from '../../testing/revoke-codes';
import { TEST_DIALECTS, startTestServer, type TestServer } from '../../testing/test-server';
import { readSheet } from '../../testing/xlsx-sheet';
import { CONTRACT_EXPORT_LABELS } from './labels';
import {
  confirm,
  DAY,
  detailOf,
  drawContract,
  getRaw,
  K,
  listContracts,
  refused,
  signCode,
} from './test-support';

const EXPORT = `${K.searchOnlineSigningContract}Export`;
const HEADERS = Object.values(CONTRACT_EXPORT_LABELS.columns);
const byState = (list: ContractListItem[]) => Object.fromEntries(list.map((item) => [item.state, item]));

describe.each(TEST_DIALECTS)('contract lists, scoping and permissions on %s', (dialect) => {
  let server: TestServer;
  let center: string;
  beforeAll(async () => {
    server = await startTestServer({ dialect });
    center = await server.login('demo_center');
  });
  afterAll(() => server.close());

  it('shows 上海乐橙’s demo contracts: 2.0 signed 345 days ago, 2.1 expired and 2.1 pending; a c1 contract for 成都蜀味', async () => {
    const standard = await listContracts(server, center);
    expect(standard.list.map((item) => [item.protocolVersion, item.state])).toEqual([
      ['2.1', 'pending'],
      ['2.1', 'expired'],
      ['2.0', 'signed'],
    ]);
    const { signed, pending } = byState(standard.list);
    const now = server.app.deps.clock();
    expect(Date.parse(signed!.signedAt!)).toBeCloseTo(now - 345 * DAY, -6);
    expect(Date.parse(signed!.validUntil!) - Date.parse(signed!.signedAt!)).toBe(CONTRACT_TERM_DAYS * DAY);
    expect(Date.parse(pending!.signDeadline)).toBeGreaterThan(now + 29 * DAY);
    expect(signed).toMatchObject({
      protocolName: '共享托盘使用协议',
      companyName: DEMO_COMPANIES.leCheng,
      platformName: '耶罗托盘共享服务平台',
      c1ClientName: null,
    });
    const detail = await detailOf(server, center, signed!.id);
    expect(detail.signers.map((signer) => [signer.signerName, signer.account, signer.ip])).toEqual([
      ['王芳', 'demo_c***', '127.0.0.1'],
      ['平台电子签章', 'platform', '平台服务器'],
    ]);
    expect(detail.terms.map((clause) => clause.heading)).toHaveLength(8);
    const c1 = await listContracts(server, center, { kind: 'c1' });
    expect(c1.list.map((item) => [item.c1ClientName, item.state])).toEqual([
      [DEMO_COMPANIES.shuWei, 'pending'],
    ]);
  });

  it('filters by state, keyword (number or protocol name) and deadline days; pages newest first', async () => {
    const recycled = await drawContract(server, { protocolVersion: '3.0' });
    const all = (await listContracts(server, center)).list;
    expect(all[0]!.id).toBe(recycled);
    expect(all[0]!.protocolName).toBe('回收托盘运营服务协议');
    expect(
      (await listContracts(server, center, { state: 'expired' })).list.map((item) => item.state),
    ).toEqual(['expired']);
    expect(
      (await listContracts(server, center, { keyword: '回收托盘' })).list.map((item) => item.id),
    ).toEqual([recycled]);
    expect((await listContracts(server, center, { keyword: '共享托盘' })).total).toBe(3);
    // Part of a number: its day and counter (HT20261130-000002 less HT), which no other number shares; its
    // last digits alone are shared by numbers of other days (the demo's contracts are dated back from today).
    const number = all[2]!.contractNo;
    expect(
      (await listContracts(server, center, { keyword: number.slice(2) })).list.map((item) => item.id),
    ).toEqual([all[2]!.id]);
    const day = (iso: string) => new Date(Date.parse(iso) + 8 * 3600_000).toISOString().slice(0, 10);
    const expired = byState(all).expired!;
    const window = { deadlineFrom: day(expired.signDeadline), deadlineTo: day(expired.signDeadline) };
    expect((await listContracts(server, center, window)).list.map((item) => item.id)).toEqual([expired.id]);
    const page = await listContracts(server, center, { pageNum: 2, pageSize: 3 });
    expect(page).toMatchObject({ total: 4, pages: 2, pageNum: 2 });
    expect(page.list.map((item) => item.id)).toEqual([all[3]!.id]);

    for (const [body, field] of [
      [{ kind: 'other' }, 'kind'],
      [{ deadlineFrom: '2026-02-30' }, 'deadlineFrom'],
      [{ deadlineFrom: '2026-03-02', deadlineTo: '2026-03-01' }, 'deadlineTo'],
    ] as const) {
      const { body: answer } = await server.post(
        K.searchOnlineSigningContract,
        { pageNum: 1, pageSize: 10, kind: 'standard', ...(body as object) },
        center,
      );
      expect(answer.errcode).toBe(Errcode.VALIDATION_FAILED);
      expect(JSON.stringify(answer.data)).toContain(`"field":"${field}"`);
    }
  });

  it('exports the list as CSV and XLSX: the header and a row per contract, the filters applied', async () => {
    const list = (await listContracts(server, center, { state: 'pending' })).list;
    const csv = await getRaw(server, EXPORT, { kind: 'standard', state: 'pending', format: 'csv' }, center);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const lines = (await csv.text())
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .filter(Boolean);
    expect(lines[0]).toBe(HEADERS.join(','));
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(list.map((item) => item.contractNo));
    expect(lines[1]).toContain('标准合同,');
    expect(lines[1]).toContain(',待签署,');

    const xlsx = await getRaw(server, EXPORT, { kind: 'standard', state: 'pending' }, center);
    const rows = await readSheet(await xlsx.arrayBuffer(), HEADERS.length);
    expect(rows[0]).toEqual(HEADERS);
    expect(rows.slice(1).map((row) => [row[0], row[7]])).toEqual(
      list.map((item) => [item.contractNo, '待签署']),
    );
  });

  it('answers another company’s contract 合同不存在 on every call, both ways', async () => {
    const baiYunId = await companyIdOf(server, DEMO_COMPANIES.baiYun);
    const theirs = await drawContract(server, { sourceId: 'baiyun-source' }, DEMO_COMPANIES.baiYun);
    const ours = (await listContracts(server, center)).list[0]!.id;
    const baiYun = await baiYunToken(server, baiYunId);
    for (const [token, contractId] of [
      [center, theirs],
      [baiYun, ours],
    ] as const) {
      for (const path of [K.getBestSignContractDetail, K.getContractAttachmentImg])
        await refused(server, path, { contractId }, token, /^合同不存在$/);
      await refused(
        server,
        K.confirmSigning,
        { contractId, code: '123456', agreed: true },
        token,
        /^合同不存在$/,
      );
      for (const [path, query] of [
        [K.download, { contractId }],
        [K.downloadAttachment, { contractId }],
        [K.attachmentPage, { contractId, page: '1' }],
      ] as const) {
        const answer = (await (await getRaw(server, path, query, token)).json()) as {
          errcode: number;
          errmsg: string;
        };
        expect(answer).toMatchObject({ errcode: Errcode.BUSINESS_FAILURE, errmsg: '合同不存在' });
      }
    }
    const bySource = await getRaw(server, K.downloadBySourceId, { sourceId: 'baiyun-source' }, center);
    expect(await bySource.json()).toMatchObject({ errcode: Errcode.BUSINESS_FAILURE, errmsg: '合同不存在' });
    // 白云 sees its own (the seeded agreement and the new one), none of 乐橙's
    const baiYunList = (await listContracts(server, baiYun)).list;
    expect(baiYunList.map((item) => item.id)).toContain(theirs);
    expect(new Set(baiYunList.map((item) => item.companyName))).toEqual(new Set([DEMO_COMPANIES.baiYun]));
  });

  it('checks the code of the contract’s kind (4030 for a sub-account whose role lacks it); roles 1, 6 and 7 refused', async () => {
    const supervisor = await loginCenterSupervisor(server);
    const leCheng = await companyIdOf(server, DEMO_COMPANIES.leCheng);
    const standard = (await listContracts(server, supervisor)).list[0]!;
    const c1 = (await listContracts(server, supervisor, { kind: 'c1' })).list[0]!;
    const revoke = (codes: PermissionCode[]) => revokeSupervisorCodes(server.db, codes, leCheng);
    const status = async (path: string, body: unknown) =>
      (await server.post(path, body, supervisor)).body.errcode;
    const rawStatus = async (path: string, query: Record<string, string>) =>
      ((await (await getRaw(server, path, query, supervisor)).json()) as { errcode: number }).errcode;

    await revoke([CONTRACT_CODES.standard.view]);
    expect(await status(K.searchOnlineSigningContract, { pageNum: 1, pageSize: 10, kind: 'standard' })).toBe(
      Errcode.NO_PERMISSION,
    );
    expect(await status(K.getBestSignContractDetail, { contractId: standard.id })).toBe(
      Errcode.NO_PERMISSION,
    );
    expect(await status(K.getBestSignContractDetail, { contractId: c1.id })).toBe(Errcode.SUCCESS);
    expect(await rawStatus(EXPORT, { kind: 'standard', check: '1' })).toBe(Errcode.NO_PERMISSION);

    await revoke([CONTRACT_CODES.standard.confirmSign, CONTRACT_CODES.standard.download]);
    expect(await status(K.confirmSigning, { contractId: standard.id, code: '123456', agreed: true })).toBe(
      Errcode.NO_PERMISSION,
    );
    expect(await rawStatus(K.download, { contractId: standard.id, check: '1' })).toBe(Errcode.NO_PERMISSION);
    expect(await rawStatus(K.download, { contractId: c1.id, check: '1' })).toBe(Errcode.SUCCESS);

    await revoke([CONTRACT_CODES.standard.viewAttachment, CONTRACT_CODES.standard.downloadAttachment]);
    expect(await status(K.getContractAttachmentImg, { contractId: standard.id })).toBe(Errcode.NO_PERMISSION);
    expect(await rawStatus(K.attachmentPage, { contractId: standard.id, page: '1' })).toBe(
      Errcode.NO_PERMISSION,
    );
    expect(await rawStatus(K.downloadAttachment, { contractId: standard.id, check: '1' })).toBe(
      Errcode.NO_PERMISSION,
    );

    // neither kind's code: the route's guard refuses before the body is read
    await revoke([CONTRACT_CODES.c1.view, CONTRACT_CODES.standard.sign, CONTRACT_CODES.c1.sign]);
    expect(await status(K.getBestSignContractDetail, { contractId: c1.id })).toBe(Errcode.NO_PERMISSION);
    expect(await status(API.verificationCode.getSignVerificationCode, {})).toBe(Errcode.NO_PERMISSION);

    for (const account of ['demo_home', 'demo_group', 'demo_c1']) {
      const token = await server.login(account);
      for (const [path, body] of [
        [K.searchOnlineSigningContract, { pageNum: 1, pageSize: 10, kind: 'standard' }],
        [K.getBestSignContractDetail, { contractId: standard.id }],
        [API.customer.mandatoryProtocolQuery, {}],
      ] as const)
        expect((await server.post(path, body, token)).body.errcode).toBe(Errcode.NO_PERMISSION);
    }
  });
});

describe.each(TEST_DIALECTS)('customer/mandatoryProtocolQuery on %s', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ dialect });
  });
  afterAll(() => server.close());

  const mandatory = (token: string) =>
    ok<MandatoryProtocol>(server, API.customer.mandatoryProtocolQuery, {}, token);

  it('does not block 上海乐橙 while its signed contract is in force (pending 2.1 named); blocks when it runs out; signing lifts it', async () => {
    const center = await server.login('demo_center');
    const standard = (await listContracts(server, center)).list;
    const { signed, pending } = byState(standard);
    const before = await mandatory(center);
    expect(before).toEqual({
      mustSign: false,
      version: '2.1',
      protocolName: '共享托盘使用协议',
      pending: {
        contractId: pending!.id,
        contractNo: pending!.contractNo,
        signDeadline: pending!.signDeadline,
      },
      inForceUntil: signed!.validUntil,
    });
    // the pallet-sharing area (role 2) asks too
    expect(await mandatory(await server.login('demo_pallet'))).toEqual(before);

    server.advanceTime(Date.parse(signed!.validUntil!) - server.app.deps.clock() + 1000);
    const token = await server.login('demo_center');
    expect(await mandatory(token)).toMatchObject({
      mustSign: true,
      inForceUntil: null,
      pending: { contractId: pending!.id },
    });

    const { body } = await confirm(server, token, pending!.id, await signCode(server, token));
    expect(body.errcode, JSON.stringify(body)).toBe(Errcode.SUCCESS);
    expect(await mandatory(token)).toEqual({
      mustSign: false,
      version: '2.1',
      protocolName: '共享托盘使用协议',
      pending: null,
      inForceUntil: body.data.validUntil,
    });
  });

  it('offers the current version, once, to a new company with nothing in force, even to racing queries', async () => {
    const mobile = '13900005501';
    const userAccount = 'fresh_pallet_admin';
    await server.post(API.verificationCode.getVerificationCode, { mobile, scene: 'register' });
    const registered = await server.post(API.user.register, {
      companyName: '合同测试新企业有限公司',
      userAccount,
      username: '赵敏',
      mobile,
      code: await server.readSmsCode(mobile, 'register'),
      password: await server.encrypt(FRESH_PASSWORD),
    });
    expect(registered.body.errcode, JSON.stringify(registered.body)).toBe(Errcode.SUCCESS);
    // a registered company starts in the pallet-sharing area, where the notice asks
    const token = await server.login(userAccount, FRESH_PASSWORD);
    const askedFrom = server.app.deps.clock();
    const answers = await Promise.all([1, 2, 3].map(() => mandatory(token)));
    const askedTo = server.app.deps.clock();
    const offered = answers[0]!.pending!.contractId;
    for (const answer of answers)
      expect(answer).toMatchObject({
        mustSign: true,
        version: '2.1',
        protocolName: '共享托盘使用协议',
        pending: { contractId: offered },
        inForceUntil: null,
      });
    const deadline = Date.parse(answers[0]!.pending!.signDeadline);
    expect(deadline).toBeGreaterThanOrEqual(askedFrom + PROTOCOL_OFFER_DAYS * DAY);
    expect(deadline).toBeLessThanOrEqual(askedTo + PROTOCOL_OFFER_DAYS * DAY);
    const list = (await listContracts(server, token)).list;
    expect(list.map((item) => [item.id, item.state])).toEqual([[offered, 'pending']]);
  });
});
