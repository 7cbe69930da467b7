import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CaNoticeStatus, CompanyAuthInfo } from '../../../src/contract/certification';
import { Errcode } from '../../../src/contract/errcodes';
import { pdfText } from '../../testing/pdf-text';
import { TEST_DIALECTS, startTestServer, type TestServer } from '../../testing/test-server';
import { C, ok, refused, registerCenterCompany, toRemittance, type FreshCompany } from './testing';

describe.each(TEST_DIALECTS)('membership signing on %s', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ dialect });
  });
  afterAll(() => server.close());

  /** A fresh company at the signing step. */
  async function atSigning(n: number): Promise<FreshCompany> {
    const company = await registerCenterCompany(server, n);
    const amount = await toRemittance(server, company, n);
    await ok(server, C.verifyPayAuthAmount, { amount }, company.token);
    return company;
  }

  const download = (token: string, check = false) =>
    fetch(`${server.baseUrl}${C.downloadAuthorizationFile}?token=${token}${check ? '&check=1' : ''}`);

  it('uses a signing code once; five wrong codes void it', async () => {
    const company = await atSigning(21);
    await ok(server, C.getPersonalVerifyCode, {}, company.token);
    const code = await server.readSmsCode(company.mobile, 'memberSign');
    const wrong = code === '000000' ? '111111' : '000000';
    await refused(server, C.signingMember, { code: wrong }, company.token, '验证码错误');
    for (let i = 0; i < 4; i++) await server.post(C.signingMember, { code: wrong }, company.token);
    // The fifth wrong try voided the code: the right one no longer signs.
    await refused(server, C.signingMember, { code }, company.token, /验证码/);
    expect((await ok<CompanyAuthInfo>(server, C.getCompanyAuthInfo, {}, company.token)).state).toBe(
      'signing',
    );

    server.advanceTime(61_000);
    await ok(server, C.getAuthVerifyCode, {}, company.token);
    const fresh = await server.readSmsCode(company.mobile, 'memberSign');
    const [first, second] = await Promise.all([
      server.post<CompanyAuthInfo>(C.signingMember, { code: fresh }, company.token),
      server.post<CompanyAuthInfo>(C.signingMember, { code: fresh }, company.token),
    ]);
    // A double click: both succeed (the second finds the company certified), the code is spent once.
    expect([first.body.errcode, second.body.errcode]).toEqual([Errcode.SUCCESS, Errcode.SUCCESS]);
    expect(first.body.data.state).toBe('certified');
    await refused(server, C.getAuthVerifyCode, {}, company.token, /「已认证」/);
  });

  it('builds the 授权委托书 PDF once credentials are stored', async () => {
    const fresh = await registerCenterCompany(server, 22);
    const early = (await (await download(fresh.token, true)).json()) as { errcode: number; errmsg: string };
    expect(early).toMatchObject({ errcode: Errcode.BUSINESS_FAILURE, errmsg: /「填写企业信息」/ });

    const company = await atSigning(23);
    expect(await (await download(company.token, true)).json()).toMatchObject({ errcode: Errcode.SUCCESS });
    const response = await download(company.token);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toContain(
      encodeURIComponent('授权委托书-认证测试企业23有限公司.pdf'),
    );
    const text = (await pdfText(await response.arrayBuffer())).replace(/\s+/g, '');
    for (const expected of [
      '授权委托书',
      '认证测试企业23有限公司',
      '91350100M000100Y43',
      '1101**********002X',
      '《共享托盘使用协议》2.1',
      '委托单位（盖章）',
    ])
      expect(text).toContain(expected);
    expect(text).not.toContain('11010519491231002X');
  });

  it('shows the CA notice once per account after certification', async () => {
    const company = await atSigning(24);
    const status = () => ok<CaNoticeStatus>(server, C.getCACertificateNoticeShowStatus, {}, company.token);
    expect(await status()).toEqual({ show: false });
    await ok(server, C.getAuthVerifyCode, {}, company.token);
    const code = await server.readSmsCode(company.mobile, 'memberSign');
    await ok(server, C.signingMember, { code }, company.token);
    expect(await status()).toEqual({ show: true });
    await ok(server, C.caCertificateNoticeAlreadyShow, {}, company.token);
    await ok(server, C.caCertificateNoticeAlreadyShow, {}, company.token);
    expect(await status()).toEqual({ show: false });
    // Another account of a certified company still sees it.
    const center = await server.login('demo_center');
    expect(await ok<CaNoticeStatus>(server, C.getCACertificateNoticeShowStatus, {}, center)).toEqual({
      show: true,
    });
  });
});
