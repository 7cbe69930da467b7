import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../../../src/contract/api-paths';
import type {
  BasicCompanyInfoAnswer,
  CompanyAuthInfo,
  CompanyCredentialInfo,
  RemitInfo,
} from '../../../src/contract/certification';
import { Errcode } from '../../../src/contract/errcodes';
import { loginCenterSupervisor } from '../../testing/center-supervisor';
import { TEST_DIALECTS, startTestServer, type TestServer } from '../../testing/test-server';
import {
  authInfo,
  basicInfo,
  C,
  ok,
  refused,
  registerCenterCompany,
  remittedAmount,
  upload,
  wrongFor,
} from './testing';

describe.each(TEST_DIALECTS)('membership certification on %s', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ dialect });
  });
  afterAll(() => server.close());

  /** What a reload of the page reads first. */
  const stateOf = async (token: string) =>
    (await ok<CompanyAuthInfo>(server, C.getCompanyAuthInfo, {}, token)).state;

  it('walks a new company from 企业信息 to 已认证, every step read back as a reload would', async () => {
    const company = await registerCenterCompany(server, 1);
    const { token } = company;
    expect(await ok<CompanyAuthInfo>(server, C.getCompanyAuthInfo, {}, token)).toEqual({
      state: 'companyInfo',
      companyName: '认证测试企业1有限公司',
      certifiedAt: null,
    });
    const blank = await ok<BasicCompanyInfoAnswer>(server, C.getBasicCompanyInfo, {}, token);
    expect(blank).toMatchObject({
      submitted: false,
      info: { companyName: '认证测试企业1有限公司', creditCode: '' },
    });

    // 1. 企业信息
    const info = basicInfo(1);
    expect((await ok<CompanyAuthInfo>(server, C.submitBasicCompanyInfo, info, token)).state).toBe(
      'credentials',
    );
    expect(await stateOf(token)).toBe('credentials');
    expect(await ok(server, C.getBasicCompanyInfo, {}, token)).toEqual({ submitted: true, info });
    const corrected = { ...info, bankName: '中国工商银行杭州文三路支行' };
    await ok(server, C.updateBasicCompanyInfo, corrected, token);
    expect((await ok<BasicCompanyInfoAnswer>(server, C.getBasicCompanyInfo, {}, token)).info).toEqual(
      corrected,
    );

    // 2. 资质上传 → the platform sends an amount
    const credentials = await authInfo(server, token);
    expect((await ok<CompanyAuthInfo>(server, C.submitAuthInfo, credentials, token)).state).toBe(
      'remittance',
    );
    expect(await stateOf(token)).toBe('remittance');
    const stored = await ok<CompanyCredentialInfo>(server, C.getCompanyCredentialInfo, {}, token);
    expect(stored).toEqual({
      licenseUrl: `${API.common.file}?fileId=${credentials.licenseFileId}`,
      idCardUrl: `${API.common.file}?fileId=${credentials.idCardFileId}`,
      legalPersonName: '周杰',
      legalPersonIdNumber: '1101**********002X',
    });

    // 3. 打款验证
    const amount = await remittedAmount(server, company.companyId);
    expect(amount).toBeGreaterThanOrEqual(1);
    expect(amount).toBeLessThanOrEqual(99);
    expect(await ok<RemitInfo>(server, C.getRemitInfo, {}, token)).toMatchObject({
      state: 'pending',
      bankAccountName: '认证测试企业1有限公司',
      bankName: '中国工商银行杭州文三路支行',
      bankAccountNo: '**** 0123',
      triesLeft: 3,
      unlockAt: null,
    });
    await refused(
      server,
      C.verifyPayAuthAmount,
      { amount: wrongFor(amount) },
      token,
      '金额不正确，还可尝试 2 次',
    );
    expect((await ok<RemitInfo>(server, C.getRemitInfo, {}, token)).triesLeft).toBe(2);
    expect((await ok<CompanyAuthInfo>(server, C.verifyPayAuthAmount, { amount }, token)).state).toBe(
      'signing',
    );
    expect(await stateOf(token)).toBe('signing');
    expect((await ok<RemitInfo>(server, C.getRemitInfo, {}, token)).state).toBe('verified');

    // 4. 签约
    expect(await ok(server, C.getContractVersion, {}, token)).toEqual({
      version: '2.1',
      protocolName: '共享托盘使用协议',
    });
    expect(await ok(server, C.getUserNameAndIdCard, {}, token)).toEqual({
      name: '周杰',
      idNumber: '1101**********002X',
    });
    expect(await ok(server, C.getVerifyByPhoneInfo, {}, token)).toEqual({
      mobile: `${company.mobile.slice(0, 3)}****${company.mobile.slice(-4)}`,
    });
    expect(await ok(server, C.getSignDate, {}, token)).toEqual({ signedAt: null });
    await ok(server, C.getAuthVerifyCode, {}, token);
    const code = await server.readSmsCode(company.mobile, 'memberSign');
    const before = server.app.deps.clock();
    const signed = await ok<CompanyAuthInfo>(server, C.signingMember, { code }, token);
    expect(signed.state).toBe('certified');
    const at = signed.certifiedAt ?? '';
    expect(Date.parse(at)).toBeGreaterThanOrEqual(before);
    expect(Date.parse(at)).toBeLessThanOrEqual(server.app.deps.clock());

    // 5. 已认证
    expect(await ok<CompanyAuthInfo>(server, C.getCompanyAuthInfo, {}, token)).toMatchObject({
      state: 'certified',
      certifiedAt: at,
    });
    expect(await ok(server, C.getSignDate, {}, token)).toEqual({ signedAt: at });
  });

  it('answers a repeated step (a double click) with success and changes nothing', async () => {
    const company = await registerCenterCompany(server, 2);
    const { token } = company;
    const info = basicInfo(2);
    const twice = await Promise.all([
      server.post(C.submitBasicCompanyInfo, info, token),
      server.post(C.submitBasicCompanyInfo, info, token),
    ]);
    expect(twice.map((r) => r.body.errcode)).toEqual([Errcode.SUCCESS, Errcode.SUCCESS]);
    await refused(
      server,
      C.submitBasicCompanyInfo,
      { ...info, address: '别处' },
      token,
      '企业信息已提交，如需修改请使用修改企业信息',
    );

    const credentials = await authInfo(server, token);
    const both = await Promise.all([
      server.post(C.submitAuthInfo, credentials, token),
      server.post(C.submitAuthInfo, credentials, token),
    ]);
    expect(both.map((r) => r.body.errcode)).toEqual([Errcode.SUCCESS, Errcode.SUCCESS]);
    const sent = await server.db
      .withTables<{ remittance_outbox: { company_id: string } }>()
      .selectFrom('remittance_outbox')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('company_id', '=', company.companyId)
      .executeTakeFirstOrThrow();
    expect(Number(sent.n)).toBe(1);

    const amount = await remittedAmount(server, company.companyId);
    await ok(server, C.verifyPayAuthAmount, { amount }, token);
    expect((await ok<CompanyAuthInfo>(server, C.verifyPayAuthAmount, { amount }, token)).state).toBe(
      'signing',
    );
  });

  it('refuses a step out of turn as a business error, never 5000', async () => {
    const { token } = await registerCenterCompany(server, 3);
    const illegal = /^当前认证进度为「填写企业信息」，不能执行此操作$/;
    await refused(server, C.updateBasicCompanyInfo, basicInfo(3), token, illegal);
    await refused(server, C.submitAuthInfo, await authInfo(server, token), token, illegal);
    await refused(server, C.verifyPayAuthAmount, { amount: 5 }, token, illegal);
    await refused(server, C.getAuthVerifyCode, {}, token, illegal);
    await refused(server, C.signingMember, { code: '123456' }, token, illegal);
    await refused(server, C.getUserNameAndIdCard, {}, token, '尚未提交资质信息');

    await ok(server, C.submitBasicCompanyInfo, basicInfo(3), token);
    const atCredentials = /^当前认证进度为「上传资质」，不能执行此操作$/;
    await refused(server, C.verifyPayAuthAmount, { amount: 5 }, token, atCredentials);
    await refused(server, C.getPersonalVerifyCode, {}, token, atCredentials);

    await ok(server, C.submitAuthInfo, await authInfo(server, token), token);
    await refused(server, C.updateBasicCompanyInfo, basicInfo(3), token, /「打款验证」/);
    // Other credentials while the amount is pending: out of turn (no second amount to guess).
    await refused(server, C.submitAuthInfo, await authInfo(server, token), token, /「打款验证」/);
  });

  it('checks the credit code and the ID number and names the field (2003)', async () => {
    const { token } = await registerCenterCompany(server, 4);
    const badCode = await server.post(
      C.submitBasicCompanyInfo,
      { ...basicInfo(4), creditCode: '91350100M000100Y44' },
      token,
    );
    expect(badCode.body).toMatchObject({
      errcode: Errcode.VALIDATION_FAILED,
      data: { fields: [{ field: 'creditCode', message: '统一社会信用代码不正确' }] },
    });
    const badAccount = await server.post(
      C.submitBasicCompanyInfo,
      { ...basicInfo(4), bankAccountNo: '62-22', contactMobile: '12345' },
      token,
    );
    expect(badAccount.body.errcode).toBe(Errcode.VALIDATION_FAILED);
    expect(
      (badAccount.body.data as { fields: { field: string }[] }).fields.map((f) => f.field).sort(),
    ).toEqual(['bankAccountNo', 'contactMobile']);

    await ok(server, C.submitBasicCompanyInfo, basicInfo(4), token);
    const badId = await server.post(
      C.submitAuthInfo,
      { ...(await authInfo(server, token)), legalPersonIdNumber: '110105194912310021' },
      token,
    );
    expect(badId.body).toMatchObject({
      errcode: Errcode.VALIDATION_FAILED,
      data: { fields: [{ field: 'legalPersonIdNumber', message: '身份证号码不正确' }] },
    });
    const pdf = await upload(server, token, 'license.pdf', Buffer.from('%PDF-1.4\n'));
    const notImage = await server.post(
      C.submitAuthInfo,
      { ...(await authInfo(server, token)), licenseFileId: pdf },
      token,
    );
    expect(notImage.body).toMatchObject({
      data: { fields: [{ field: 'licenseFileId', message: '请上传 png 或 jpg 图片' }] },
    });
  });

  it('takes only the company’s own uploads: another company’s file answers not found', async () => {
    const mine = await registerCenterCompany(server, 5);
    const other = await registerCenterCompany(server, 6);
    await ok(server, C.submitBasicCompanyInfo, basicInfo(5), mine.token);
    const foreign = await upload(server, other.token, 'license.png');
    const { body } = await server.post(
      C.submitAuthInfo,
      { ...(await authInfo(server, mine.token)), licenseFileId: foreign },
      mine.token,
    );
    expect(body).toMatchObject({
      errcode: Errcode.VALIDATION_FAILED,
      data: { fields: [{ field: 'licenseFileId', message: '文件不存在，请重新上传' }] },
    });
    // Each company reads only its own certification.
    expect(await stateOf(other.token)).toBe('companyInfo');
    expect(await stateOf(mine.token)).toBe('credentials');
  });

  it('shows 上海乐橙 certified in the demo data', async () => {
    const token = await server.login('demo_center');
    expect(await ok<CompanyAuthInfo>(server, C.getCompanyAuthInfo, {}, token)).toMatchObject({
      state: 'certified',
      companyName: '上海乐橙食品有限公司',
    });
    expect(await ok(server, C.getUserNameAndIdCard, {}, token)).toEqual({
      name: '陈建国',
      idNumber: '3101**********1238',
    });
    expect(await ok(server, C.getCompanyCredentialInfo, {}, token)).toMatchObject({ licenseUrl: null });
  });

  it('gates the submitting calls by center-account-vip-submit; reading needs no code', async () => {
    // The administrator demo_center holds every code: the refusals are a 业务主管 sub-account's.
    const token = await loginCenterSupervisor(server);
    await server.db.deleteFrom('role_permissions').where('code', '=', 'center-account-vip-submit').execute();
    for (const [path, body] of [
      [C.submitBasicCompanyInfo, basicInfo(7)],
      [C.updateBasicCompanyInfo, basicInfo(7)],
      [C.verifyPayAuthAmount, { amount: 5 }],
      [C.getAuthVerifyCode, {}],
      [C.signingMember, { code: '123456' }],
    ] as const) {
      expect((await server.post(path, body, token)).body.errcode, path).toBe(Errcode.NO_PERMISSION);
    }
    expect((await server.post(C.getCompanyAuthInfo, {}, token)).body.errcode).toBe(Errcode.SUCCESS);
    // Other areas do not reach the center's calls.
    const pallet = await server.login('demo_pallet');
    expect((await server.post(C.getCompanyAuthInfo, {}, pallet)).body.errcode).toBe(Errcode.NO_PERMISSION);
  });
});
