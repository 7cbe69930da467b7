import { expect } from 'vitest';
import { API } from '../../../src/contract/api-paths';
import type { AuthInfoRequest, BasicCompanyInfo } from '../../../src/contract/certification';
import { Errcode } from '../../../src/contract/errcodes';
import { ok, upload } from '../../testing/api-calls';
import type { TestServer } from '../../testing/test-server';

export { ok, upload };

/** Helpers the certification tests share. */
export const C = API.customerCompany;

/** Posts and expects a business refusal (-1) with this message. */
export async function refused(
  server: TestServer,
  path: string,
  body: unknown,
  token: string,
  errmsg: string | RegExp,
): Promise<void> {
  const { body: answer } = await server.post(path, body, token);
  expect(answer.errcode, JSON.stringify(answer)).toBe(Errcode.BUSINESS_FAILURE);
  expect(answer.errmsg).toMatch(errmsg);
}

export const FRESH_PASSWORD = 'Vip@2026ok';

export interface FreshCompany {
  token: string;
  userAccount: string;
  companyId: string;
  mobile: string;
}

/**
 * A new company through user/register (its administrator holds every code), whose administrator is then
 * put in the enterprise center area (role 5) before logging in, as a company would assign it.
 */
export async function registerCenterCompany(server: TestServer, n: number): Promise<FreshCompany> {
  const mobile = `1390000${String(n).padStart(4, '0')}`;
  const userAccount = `vip_admin_${n}`;
  await server.post(API.verificationCode.getVerificationCode, { mobile, scene: 'register' });
  const { body } = await server.post<{ companyId: string }>(API.user.register, {
    companyName: `认证测试企业${n}有限公司`,
    userAccount,
    username: '周杰',
    mobile,
    code: await server.readSmsCode(mobile, 'register'),
    password: await server.encrypt(FRESH_PASSWORD),
  });
  expect(body.errcode, JSON.stringify(body)).toBe(Errcode.SUCCESS);
  await server.db
    .updateTable('memberships')
    .set({ role: 5 })
    .where('company_id', '=', body.data.companyId)
    .execute();
  return {
    token: await server.login(userAccount, FRESH_PASSWORD),
    userAccount,
    companyId: body.data.companyId,
    mobile,
  };
}

export const basicInfo = (n: number): BasicCompanyInfo => ({
  companyName: `认证测试企业${n}有限公司`,
  creditCode: '91350100M000100Y43',
  address: '杭州市西湖区文三路 90 号',
  contactName: '周杰',
  contactMobile: '13900001111',
  bankAccountName: `认证测试企业${n}有限公司`,
  bankName: '中国工商银行杭州西湖支行',
  bankAccountNo: '6222021234567890123',
});

export async function authInfo(server: TestServer, token: string): Promise<AuthInfoRequest> {
  return {
    licenseFileId: await upload(server, token, 'license.png'),
    idCardFileId: await upload(server, token, 'id-card.jpg', jpegOf()),
    legalPersonName: '周杰',
    legalPersonIdNumber: '11010519491231002X',
  };
}

const jpegOf = () => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(16)]);

/** The amount the platform "sent" the company last (read from remittance_outbox, as a tester does). */
export async function remittedAmount(server: TestServer, companyId: string): Promise<number> {
  const row = await server.db
    .withTables<{ remittance_outbox: { company_id: string; amount: number; created_at: number } }>()
    .selectFrom('remittance_outbox')
    .select('amount')
    .where('company_id', '=', companyId)
    .orderBy('created_at', 'desc')
    .executeTakeFirstOrThrow();
  return Number(row.amount);
}

/** Walks a fresh company to the remittance step and answers the amount sent. */
export async function toRemittance(server: TestServer, company: FreshCompany, n: number): Promise<number> {
  await ok(server, C.submitBasicCompanyInfo, basicInfo(n), company.token);
  await ok(server, C.submitAuthInfo, await authInfo(server, company.token), company.token);
  return remittedAmount(server, company.companyId);
}

/** A wrong answer to a remittance of `amount` fen. */
export const wrongFor = (amount: number): number => (amount === 99 ? 1 : amount + 1);
