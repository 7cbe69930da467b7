/**
 * Enterprise membership certification (企业会员认证, issue 12 item 3; SPEC §7 customerCompany/).
 *
 * THE MODEL. The session's company walks one explicit state machine; every step is stored on the server,
 * so a reload (getCompanyAuthInfo) always resumes where the company is:
 *
 *   companyInfo ──submitBasicCompanyInfo──▶ credentials ──submitAuthInfo──▶ remittance
 *   remittance ──verifyPayAuthAmount (right)──▶ signing ──signingMember (SMS code)──▶ certified
 *   remittance ──3rd wrong amount──▶ remitLocked ──submitAuthInfo, 24 h after the lock──▶ remittance
 *
 * 1. 企业信息 (companyInfo): name, 统一社会信用代码 (GB 32100 check character verified: isValidCreditCode, check-codes.ts),
 *    address, contact, contact mobile, and the bank account (name, bank, number) the remittance goes to.
 *    updateBasicCompanyInfo changes it while no remittance is pending (credentials, remitLocked).
 * 2. 资质上传 (credentials): the 营业执照 image and the legal person's ID card image (common/uploadFile
 *    first, png or jpeg of the company), the legal person's name and 18-digit ID number (check digit
 *    verified: isValidIdNumber, check-codes.ts). OCR (API.common.ocrIdCard / ocrTradingCertificate, ocr.ts) only prefills.
 * 3. 打款验证 (remittance): submitAuthInfo makes the platform send a random 1–99 fen to the bank account
 *    (there is no bank: the server writes it to `remittance_outbox` and logs it masked). The company reads
 *    the amount on its statement and answers verifyPayAuthAmount within REMIT_MAX_TRIES tries; the 3rd
 *    wrong answer locks (remitLocked). Tries are counted by the conditional UPDATE that compares, so racing
 *    answers never get more than three. Unlock: REMIT_RELOCK_HOURS after the lock the company may submit
 *    its credentials again (correcting the bank account first if it was wrong), which sends a new amount
 *    with three fresh tries.
 * 4. 签约 (signing): the membership agreement of MEMBERSHIP_AGREEMENT_VERSION (its name: protocolNameOf in
 *    contracts.ts, SPEC §9), the 授权委托书 PDF to stamp, the signer (legal person, ID masked) and an SMS code to the caller's bound
 *    mobile; signingMember with the code (single use, five wrong tries void it) certifies.
 * 5. 已认证 (certified): final; signedAt and the agreement version are kept.
 *
 * Repeats are harmless: submitting the same step again with the same content (a double click) answers
 * success and changes nothing; any other call out of its state is a business error (errcode -1).
 * Money in integer fen. Times on the wire ISO 8601 UTC, shown in Asia/Shanghai.
 */

import { CURRENT_PROTOCOL_VERSION } from './contracts';

export const CERTIFICATION_STATES = [
  'companyInfo',
  'credentials',
  'remittance',
  'remitLocked',
  'signing',
  'certified',
] as const;
export type CertificationState = (typeof CERTIFICATION_STATES)[number];

/** The stepper's steps; remitLocked shows as the remittance step. */
export const CERTIFICATION_STEPS = [
  'companyInfo',
  'credentials',
  'remittance',
  'signing',
  'certified',
] as const;
export type CertificationStep = (typeof CERTIFICATION_STEPS)[number];
export const stepOf = (state: CertificationState): CertificationStep =>
  state === 'remitLocked' ? 'remittance' : state;

export const REMIT_MAX_TRIES = 3;
export const REMIT_RELOCK_HOURS = 24;
export const REMIT_MIN_FEN = 1;
export const REMIT_MAX_FEN = 99;
/** The membership agreement companies sign today: the current protocol (contracts.ts names it). */
export const MEMBERSHIP_AGREEMENT_VERSION = CURRENT_PROTOCOL_VERSION;

// ── pure rules ──────────────────────────────────────────────────────────────────────────────────────

/** 110105194912310021 → 1101**********0021: the ID number leaves the server only like this. */
export const maskIdNumber = (id: string): string =>
  id.length <= 8 ? id : `${id.slice(0, 4)}${'*'.repeat(id.length - 8)}${id.slice(-4)}`;

/** 6222021234567890123 → **** 0123: a bank account number shows its last four digits. */
export const maskBankAccount = (no: string): string => `**** ${no.slice(-4)}`;

// ── wire types ──────────────────────────────────────────────────────────────────────────────────────

/** POST customerCompany/getCompanyAuthInfo: where the company is. */
export interface CompanyAuthInfo {
  state: CertificationState;
  /** The company's registered name (the session's company). */
  companyName: string;
  /** When the company was certified (signingMember), else null. */
  certifiedAt: string | null;
}

/** Step 1, submitBasicCompanyInfo / updateBasicCompanyInfo body and getBasicCompanyInfo's `info`. */
export interface BasicCompanyInfo {
  companyName: string;
  /** 统一社会信用代码 */
  creditCode: string;
  address: string;
  contactName: string;
  contactMobile: string;
  /** 开户名称 (the remittance check's account) */
  bankAccountName: string;
  /** 开户银行 */
  bankName: string;
  /** 银行账号, digits */
  bankAccountNo: string;
}

/** POST customerCompany/getBasicCompanyInfo */
export interface BasicCompanyInfoAnswer {
  /** False until step 1 is submitted: `info` then holds the registered name and empty fields. */
  submitted: boolean;
  info: BasicCompanyInfo;
}

/** Step 2, POST customerCompany/submitAuthInfo */
export interface AuthInfoRequest {
  /** 营业执照 image: an upload of the company (common/uploadFile, png/jpeg). */
  licenseFileId: string;
  /** 法定代表人身份证 image, portrait side. */
  idCardFileId: string;
  legalPersonName: string;
  legalPersonIdNumber: string;
}

/** POST customerCompany/getCompanyCredentialInfo; null fields until step 2 is submitted. */
export interface CompanyCredentialInfo {
  licenseUrl: string | null;
  idCardUrl: string | null;
  legalPersonName: string | null;
  /** Masked (maskIdNumber). */
  legalPersonIdNumber: string | null;
}

export const REMIT_STATES = ['notSent', 'pending', 'locked', 'verified'] as const;
export type RemitState = (typeof REMIT_STATES)[number];

/** POST customerCompany/getRemitInfo */
export interface RemitInfo {
  state: RemitState;
  bankAccountName: string | null;
  bankName: string | null;
  /** Masked (maskBankAccount). */
  bankAccountNo: string | null;
  sentAt: string | null;
  triesLeft: number;
  /** While locked: when submitAuthInfo may send a new amount. */
  unlockAt: string | null;
}

/** POST customerCompany/verifyPayAuthAmount: the amount read on the bank statement, in fen. */
export interface VerifyPayAuthAmountRequest {
  amount: number;
}

/** POST customerCompany/getContractVersion (customer/mandatoryProtocolQuery is contracts.ts's MandatoryProtocol) */
export interface ContractVersion {
  version: string;
  protocolName: string;
}

/** POST customerCompany/getSignDate */
export interface SignDate {
  signedAt: string | null;
}

/** POST customerCompany/getUserNameAndIdCard: the signer (the legal person of step 2). */
export interface SignerInfo {
  name: string;
  /** Masked. */
  idNumber: string;
}

/** POST customerCompany/getVerifyByPhoneInfo: where the signing code goes (the caller's bound mobile). */
export interface VerifyPhoneInfo {
  /** Masked (maskPhone); null when the account has no bound mobile. */
  mobile: string | null;
}

/** POST customerCompany/signingMember */
export interface SigningMemberRequest {
  code: string;
}

/** POST customerCompany/getCACertificateNoticeShowStatus: the CA notice shows once per account, once certified. */
export interface CaNoticeStatus {
  show: boolean;
}
