import { Type } from '@sinclair/typebox';
import { API } from '../../../src/contract/api-paths';
import { sendDownload } from '../../http/download';
import { ok } from '../../http/envelope';
import { Fields } from '../../http/fields';
import { Strict } from '../../http/route';
import { VerificationCodeSentSchema } from '../../http/wire/auth';
import { NoData } from '../../http/wire/schema';
import { renderPdf } from '../../pdf';
import type { ApiModule } from '../index';
import { authorizationDocument } from './authorization-file';
import { caNoticeShown, caNoticeStatus } from './ca-notice';
import { companyAuthInfo } from './certifications';
import { basicCompanyInfo, submitBasicCompanyInfo, updateBasicCompanyInfo } from './company-info';
import { credentialInfo, submitAuthInfo } from './credentials';
import { certification } from './migrations/0021-certification';
import { remitInfo, verifyPayAuthAmount } from './remittance';
import { seedDemoCertification } from './seed';
import { contractVersion, sendSigningCode, signDate, signer, signingMember, verifyPhone } from './signing';
import {
  BasicCompanyInfoAnswerSchema,
  CaNoticeStatusSchema,
  CompanyAuthInfoSchema,
  CompanyCredentialInfoSchema,
  ContractVersionSchema,
  RemitInfoSchema,
  SignDateSchema,
  SignerInfoSchema,
  VerifyPhoneInfoSchema,
} from './wire';

const C = API.customerCompany;
/** The enterprise center (role 5) certifies the session's company; viewing needs no code. */
const view = { access: 'session', roles: [5] } as const;
const SUBMIT = 'center-account-vip-submit' as const;
const submit = { ...view, permission: SUBMIT } as const;
const none = Strict({});
const text = (maxLength: number, description: string) =>
  Type.String({ minLength: 1, maxLength, description });

const BasicInfoBody = Strict({
  companyName: text(100, '企业名称'),
  creditCode: Type.String({
    minLength: 18,
    maxLength: 18,
    description: '统一社会信用代码（18 位，校验位核对）',
  }),
  address: text(200, '企业地址'),
  contactName: text(50, '联系人'),
  contactMobile: Fields.mobile(),
  bankAccountName: text(100, '开户名称'),
  bankName: text(100, '开户银行'),
  bankAccountNo: Type.String({ pattern: '^\\d{8,30}$', description: '银行账号（8-30 位数字）' }),
});
const PDF = 'application/pdf';

/** SPEC §7 customerCompany/ membership certification (企业会员认证), issue 12 item 3. */
export const certificationModule: ApiModule = {
  tag: 'customerCompanyCertification',
  migrations: { '0021-certification': certification },
  seedDemo: seedDemoCertification,
  routes(api) {
    api.post(
      C.getCompanyAuthInfo,
      { ...view, summary: '企业会员认证进度', response: CompanyAuthInfoSchema, body: none },
      ({ deps, session }) => companyAuthInfo(deps.db, session),
    );
    api.post(
      C.getBasicCompanyInfo,
      { ...view, summary: '企业信息（认证第 1 步）', response: BasicCompanyInfoAnswerSchema, body: none },
      ({ deps, session }) => basicCompanyInfo(deps, session),
    );
    api.post(
      C.submitBasicCompanyInfo,
      { ...submit, summary: '提交企业信息', response: CompanyAuthInfoSchema, body: BasicInfoBody },
      ({ deps, session, body }) => submitBasicCompanyInfo(deps, session, body),
    );
    api.post(
      C.updateBasicCompanyInfo,
      {
        ...submit,
        summary: '修改企业信息（未打款或打款验证锁定时）',
        response: CompanyAuthInfoSchema,
        body: BasicInfoBody,
      },
      ({ deps, session, body }) => updateBasicCompanyInfo(deps, session, body),
    );
    api.post(
      C.submitAuthInfo,
      {
        ...submit,
        summary: '提交资质（营业执照、法定代表人身份证）并发起小额打款',
        response: CompanyAuthInfoSchema,
        body: Strict({
          licenseFileId: Fields.id(),
          idCardFileId: Fields.id(),
          legalPersonName: text(50, '法定代表人姓名'),
          legalPersonIdNumber: Type.String({
            minLength: 18,
            maxLength: 18,
            description: '法定代表人身份证号',
          }),
        }),
      },
      ({ deps, session, body, request }) => submitAuthInfo(deps, session, body, request.log),
    );
    api.post(
      C.getCompanyCredentialInfo,
      { ...view, summary: '已提交的资质（身份证号脱敏）', response: CompanyCredentialInfoSchema, body: none },
      ({ deps, session }) => credentialInfo(deps, session),
    );
    api.post(
      C.getRemitInfo,
      { ...view, summary: '小额打款信息（账号脱敏、剩余次数）', response: RemitInfoSchema, body: none },
      ({ deps, session }) => remitInfo(deps, session),
    );
    api.post(
      C.verifyPayAuthAmount,
      {
        ...submit,
        summary: '验证打款金额（分；3 次错误锁定）',
        response: CompanyAuthInfoSchema,
        body: Strict({ amount: Type.Integer({ minimum: 1, maximum: 99, description: '收到的金额（分）' }) }),
      },
      ({ deps, session, body }) => verifyPayAuthAmount(deps, session, body.amount),
    );
    api.post(
      C.getContractVersion,
      { ...view, summary: '会员协议版本与名称', response: ContractVersionSchema, body: none },
      ({ deps, session }) => contractVersion(deps.db, session),
    );
    api.post(
      C.getSignDate,
      { ...view, summary: '会员协议签署时间', response: SignDateSchema, body: none },
      ({ deps, session }) => signDate(deps.db, session),
    );
    api.post(
      C.getUserNameAndIdCard,
      { ...view, summary: '签署人（法定代表人，身份证号脱敏）', response: SignerInfoSchema, body: none },
      ({ deps, session }) => signer(deps.db, session),
    );
    api.post(
      C.getVerifyByPhoneInfo,
      { ...view, summary: '接收签约验证码的手机号（脱敏）', response: VerifyPhoneInfoSchema, body: none },
      async ({ session }) => verifyPhone(session),
    );
    for (const path of [C.getAuthVerifyCode, C.getPersonalVerifyCode]) {
      api.post(
        path,
        {
          ...submit,
          summary: '发送签约验证码到本人手机',
          response: VerificationCodeSentSchema,
          ipRateLimited: true,
          body: none,
        },
        ({ deps, session }) => sendSigningCode(deps, session),
      );
    }
    api.post(
      C.signingMember,
      {
        ...submit,
        summary: '签署会员协议（短信验证码），完成认证',
        response: CompanyAuthInfoSchema,
        body: Strict({ code: Fields.smsCode() }),
      },
      ({ deps, session, body }) => signingMember(deps, session, body.code),
    );
    api.getRaw(
      C.downloadAuthorizationFile,
      {
        ...view,
        summary: '下载授权委托书 PDF',
        query: Strict({
          check: Type.Optional(Type.Literal('1', { description: '1：只校验，不下载' })),
        }),
        queryToken: true,
        produces: [PDF],
      },
      async ({ deps, session, query, reply }) => {
        const now = deps.clock();
        const { spec, fileName } = await authorizationDocument(deps.db, session, now);
        if (query.check === '1') {
          reply.send(ok(null));
          return;
        }
        const pdf = await renderPdf(spec);
        sendDownload(reply, PDF, fileName, pdf);
      },
    );
    api.post(
      C.getCACertificateNoticeShowStatus,
      { ...view, summary: 'CA 证书提示是否显示（每个账号一次）', response: CaNoticeStatusSchema, body: none },
      ({ deps, session }) => caNoticeStatus(deps, session),
    );
    api.post(
      C.caCertificateNoticeAlreadyShow,
      { ...view, summary: 'CA 证书提示已显示', response: NoData(), body: none },
      ({ deps, session }) => caNoticeShown(deps, session),
    );
  },
};
