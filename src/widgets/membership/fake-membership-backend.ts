/**
 * An in-memory stand-in for the certification calls of <yp-membership>, for the stories (offline
 * Storybook) and browser tests, with the server's rules the views show: the state machine, three tries
 * at the amount then locked, a code that must be the one sent, OCR answers of the OCR contract.
 * Not part of the widget's bundle.
 */
import { API } from '../../contract/api-paths';
import { protocolNameOf } from '../../contract/contracts';
import {
  maskBankAccount,
  maskIdNumber,
  REMIT_MAX_TRIES,
  type AuthInfoRequest,
  type BasicCompanyInfo,
  type CertificationState,
  type CompanyAuthInfo,
  type RemitState,
} from '../../contract/certification';
import type { Envelope, ValidationFailure } from '../../contract/envelope';
import type { UploadedFile } from '../../contract/platform';
import {
  answerRoutes,
  installFakeFetch,
  ok,
  type FakeFetch,
  type FakeRoutes,
} from '../test-support/fake-fetch';
import { refuse } from '../test-support/fake-lists';
import { PATHS, type MembershipResponses } from './api';

const COMPANY_NAME = '杭州西湖冷链物流有限公司';
/** The amount the fake platform "sent" (0.37 元). */
export const REMITTED_FEN = 37;
/** The SMS code the fake sends. */
export const SIGNING_CODE = '246810';
const SENT_AT = '2026-11-20T02:00:00.000Z';
const UNLOCK_AT = '2026-11-21T02:30:00.000Z';
const CERTIFIED_AT = '2026-11-21T03:00:00.000Z';

export const FILLED_INFO: BasicCompanyInfo = {
  companyName: COMPANY_NAME,
  creditCode: '91350100M000100Y43',
  address: '杭州市西湖区文三路 90 号',
  contactName: '周杰',
  contactMobile: '13912345678',
  bankAccountName: COMPANY_NAME,
  bankName: '中国工商银行杭州西湖支行',
  bankAccountNo: '6222021234567890123',
};

const FILLED_CREDENTIALS: AuthInfoRequest = {
  licenseFileId: 'file-license',
  idCardFileId: 'file-id-card',
  legalPersonName: '周杰',
  legalPersonIdNumber: '11010519491231002X',
};

export interface FakeMembershipOptions {
  state?: CertificationState;
  /** Permission codes of the session (default: center-account-vip-submit). */
  permissions?: readonly string[];
  /** submitBasicCompanyInfo answers 2003 naming these fields (a rule only the server checks). */
  refuseInfoFields?: ValidationFailure['fields'];
  /** Wrong answers already given to the pending amount. */
  tries?: number;
  delayMs?: number;
}

export interface FakeMembershipBackend extends FakeFetch {
  /** The stored certification, for a test to read (or a "reload" to start from). */
  readonly stored: { state: CertificationState; tries: number; info: BasicCompanyInfo | null };
}

export function installFakeMembershipBackend(options: FakeMembershipOptions = {}): FakeMembershipBackend {
  const permissions = [...(options.permissions ?? ['center-account-vip-submit'])];
  const state = options.state ?? 'companyInfo';
  const stored = {
    state,
    tries: options.tries ?? (state === 'remitLocked' ? REMIT_MAX_TRIES : 0),
    info: state === 'companyInfo' ? null : { ...FILLED_INFO },
    credentials: ['companyInfo', 'credentials'].includes(state) ? null : { ...FILLED_CREDENTIALS },
    codeSent: false,
    uploads: 0,
  };
  const illegal = () => refuse('当前认证进度不允许此操作');
  const authInfo = (): CompanyAuthInfo => ({
    state: stored.state,
    companyName: COMPANY_NAME,
    certifiedAt: stored.state === 'certified' ? CERTIFIED_AT : null,
  });
  const move = (from: CertificationState[], to: CertificationState) => {
    if (!from.includes(stored.state)) return illegal();
    stored.state = to;
    return ok(authInfo());
  };
  const REMIT_STATE_OF: Partial<Record<CertificationState, RemitState>> = {
    remittance: 'pending',
    remitLocked: 'locked',
    signing: 'verified',
    certified: 'verified',
  };
  const remitState = (): RemitState => REMIT_STATE_OF[stored.state] ?? 'notSent';

  const routes: FakeRoutes<MembershipResponses> = {
    [PATHS.authInfo]: () => ok(authInfo()),
    [PATHS.basicInfo]: () =>
      ok({
        submitted: stored.info !== null,
        info: stored.info ?? { ...emptyInfo(), companyName: COMPANY_NAME, bankAccountName: COMPANY_NAME },
      }),
    [PATHS.submitBasicInfo]: (body) => {
      stored.info = body as unknown as BasicCompanyInfo;
      return move(['companyInfo'], 'credentials');
    },
    [PATHS.updateBasicInfo]: (body) => {
      if (!['credentials', 'remitLocked'].includes(stored.state)) return illegal();
      stored.info = body as unknown as BasicCompanyInfo;
      return ok(authInfo());
    },
    [PATHS.submitAuthInfo]: (body) => {
      stored.credentials = body as unknown as AuthInfoRequest;
      stored.tries = 0;
      return move(['credentials', 'remitLocked'], 'remittance');
    },
    [PATHS.credentials]: () =>
      ok({
        licenseUrl: stored.credentials && `${API.common.file}?fileId=${stored.credentials.licenseFileId}`,
        idCardUrl: stored.credentials && `${API.common.file}?fileId=${stored.credentials.idCardFileId}`,
        legalPersonName: stored.credentials?.legalPersonName ?? null,
        legalPersonIdNumber: stored.credentials && maskIdNumber(stored.credentials.legalPersonIdNumber),
      }),
    [PATHS.remit]: () =>
      ok({
        state: remitState(),
        bankAccountName: stored.info?.bankAccountName ?? null,
        bankName: stored.info?.bankName ?? null,
        bankAccountNo: stored.info && maskBankAccount(stored.info.bankAccountNo),
        sentAt: remitState() === 'notSent' ? null : SENT_AT,
        triesLeft: REMIT_MAX_TRIES - stored.tries,
        unlockAt: stored.state === 'remitLocked' ? UNLOCK_AT : null,
      }),
    [PATHS.verifyAmount]: (body) => {
      if (stored.state !== 'remittance') return illegal();
      if (body.amount === REMITTED_FEN) return move(['remittance'], 'signing');
      stored.tries += 1;
      if (stored.tries >= REMIT_MAX_TRIES) {
        stored.state = 'remitLocked';
        return refuse('金额不正确，打款验证已锁定');
      }
      return refuse(`金额不正确，还可尝试 ${REMIT_MAX_TRIES - stored.tries} 次`);
    },
    [PATHS.contract]: () => ok({ version: '2.1', protocolName: protocolNameOf('2.1') }),
    [PATHS.signDate]: () => ok({ signedAt: stored.state === 'certified' ? CERTIFIED_AT : null }),
    [PATHS.signer]: () =>
      stored.credentials
        ? ok({
            name: stored.credentials.legalPersonName,
            idNumber: maskIdNumber(stored.credentials.legalPersonIdNumber),
          })
        : refuse('尚未提交资质信息'),
    [PATHS.phone]: () => ok({ mobile: '139****5678' }),
    [PATHS.sendCode]: () => {
      if (stored.state !== 'signing') return illegal();
      stored.codeSent = true;
      return ok({ expiresInSeconds: 300, resendAfterSeconds: 60 });
    },
    [PATHS.sign]: (body) => {
      if (!stored.codeSent || body.code !== SIGNING_CODE) return refuse('验证码错误');
      return move(['signing'], 'certified');
    },
    [PATHS.ocrIdCard]: () =>
      ok({
        fields: { name: '周杰', idNumber: '11010519491231002X', address: null },
        lines: ['姓名 周杰', '公民身份号码 11010519491231002X'],
      }),
    [PATHS.ocrLicense]: () =>
      ok({
        fields: { companyName: COMPANY_NAME, creditCode: null, legalPerson: null, address: null },
        lines: [`名称 ${COMPANY_NAME}`],
      }),
  };
  const upload = (body: Record<string, unknown>): Envelope<UploadedFile> => {
    const fileId = `file-${++stored.uploads}`;
    const name = String(body.file);
    return ok({
      fileId,
      name,
      size: 68,
      contentType: 'image/png',
      url: `${API.common.file}?fileId=${fileId}`,
    });
  };
  const fields = options.refuseInfoFields;
  const refused: Envelope<ValidationFailure> | undefined = fields?.[0]
    ? { errcode: 2003, errmsg: fields[0].message, data: { fields } }
    : undefined;
  const answer = answerRoutes(routes, (call) => {
    if (call.path === API.permission.loadMenuAndPermission) return ok({ menus: [], permissions });
    if (call.path === API.common.uploadFile) return upload(call.body);
    return undefined;
  });
  const fetch = installFakeFetch(
    (call) => (refused && call.path === PATHS.submitBasicInfo ? refused : answer(call)),
    { delayMs: options.delayMs ?? 0 },
  );
  return Object.assign(fetch, { stored });
}

const emptyInfo = (): BasicCompanyInfo => ({
  companyName: '',
  creditCode: '',
  address: '',
  contactName: '',
  contactMobile: '',
  bankAccountName: '',
  bankName: '',
  bankAccountNo: '',
});
