/** The membership certification calls (wire types in src/contract/certification.ts and ocr.ts). */
import { API } from '../../contract/api-paths';
import type { VerificationCodeSent } from '../../contract/auth';
import type {
  AuthInfoRequest,
  BasicCompanyInfo,
  BasicCompanyInfoAnswer,
  CompanyAuthInfo,
  CompanyCredentialInfo,
  ContractVersion,
  RemitInfo,
  SignDate,
  SignerInfo,
  VerifyPhoneInfo,
} from '../../contract/certification';
import type { IdCardOcrFields, OcrResult, TradingCertificateOcrFields } from '../../contract/ocr';
import type { UploadedFile } from '../../contract/platform';
import { api } from '../../core';

const C = API.customerCompany;

export const PATHS = {
  authInfo: C.getCompanyAuthInfo,
  basicInfo: C.getBasicCompanyInfo,
  submitBasicInfo: C.submitBasicCompanyInfo,
  updateBasicInfo: C.updateBasicCompanyInfo,
  submitAuthInfo: C.submitAuthInfo,
  credentials: C.getCompanyCredentialInfo,
  remit: C.getRemitInfo,
  verifyAmount: C.verifyPayAuthAmount,
  contract: C.getContractVersion,
  signDate: C.getSignDate,
  signer: C.getUserNameAndIdCard,
  phone: C.getVerifyByPhoneInfo,
  sendCode: C.getAuthVerifyCode,
  sign: C.signingMember,
  ocrIdCard: API.common.ocrIdCard,
  ocrLicense: API.common.ocrTradingCertificate,
} as const;

/** GET: the 授权委托书 PDF (opened with openDownload). */
export const AUTHORIZATION_FILE_URL = C.downloadAuthorizationFile;

/** What the server answers each call with; the calls below and the fake backend are typed by it. */
export interface MembershipResponses {
  [PATHS.authInfo]: CompanyAuthInfo;
  [PATHS.basicInfo]: BasicCompanyInfoAnswer;
  [PATHS.submitBasicInfo]: CompanyAuthInfo;
  [PATHS.updateBasicInfo]: CompanyAuthInfo;
  [PATHS.submitAuthInfo]: CompanyAuthInfo;
  [PATHS.credentials]: CompanyCredentialInfo;
  [PATHS.remit]: RemitInfo;
  [PATHS.verifyAmount]: CompanyAuthInfo;
  [PATHS.contract]: ContractVersion;
  [PATHS.signDate]: SignDate;
  [PATHS.signer]: SignerInfo;
  [PATHS.phone]: VerifyPhoneInfo;
  [PATHS.sendCode]: VerificationCodeSent;
  [PATHS.sign]: CompanyAuthInfo;
  [PATHS.ocrIdCard]: OcrResult<IdCardOcrFields>;
  [PATHS.ocrLicense]: OcrResult<TradingCertificateOcrFields>;
}

/** Every read a certification step changes: a step's write moves the whole page on. */
export const MEMBERSHIP_READS = [
  PATHS.authInfo,
  PATHS.basicInfo,
  PATHS.credentials,
  PATHS.remit,
  PATHS.contract,
  PATHS.signDate,
  PATHS.signer,
] as const;

const post = <P extends keyof MembershipResponses>(path: P, body: object = {}) =>
  api.post<MembershipResponses[P]>(path, body);

export const membershipApi = {
  submitBasicInfo: (info: BasicCompanyInfo) => post(PATHS.submitBasicInfo, info),
  updateBasicInfo: (info: BasicCompanyInfo) => post(PATHS.updateBasicInfo, info),
  submitAuthInfo: (request: AuthInfoRequest) => post(PATHS.submitAuthInfo, request),
  verifyAmount: (amount: number) => post(PATHS.verifyAmount, { amount }),
  sendCode: () => post(PATHS.sendCode),
  sign: (code: string) => post(PATHS.sign, { code }),
  upload: (file: File) => api.upload<UploadedFile>(API.common.uploadFile, file),
  ocrIdCard: (fileId: string) => post(PATHS.ocrIdCard, { fileId }),
  ocrLicense: (fileId: string) => post(PATHS.ocrLicense, { fileId }),
};
