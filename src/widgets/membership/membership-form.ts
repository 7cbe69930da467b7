/** The certification forms' states, their rules and the requests they become. Pure, so unit tested. */
import {
  REMIT_MAX_FEN,
  REMIT_MIN_FEN,
  type AuthInfoRequest,
  type BasicCompanyInfo,
} from '../../contract/certification';
import { isValidCreditCode, isValidIdNumber } from '../../contract/check-codes';
import type { IdCardOcrFields, TradingCertificateOcrFields } from '../../contract/ocr';
import { membershipLabels } from './labels';

const text = membershipLabels.errors;
/** The server's rules (Fields.mobile, the bank account pattern of the certification routes). */
const MOBILE = /^1[3-9]\d{9}$/;
const BANK_ACCOUNT_NO = /^\d{8,30}$/;

type Errors<T> = Partial<Record<keyof T, string>>;

const requireAll = <T extends object>(values: T, errors: Errors<T>): Errors<T> => {
  for (const [key, value] of Object.entries(values))
    if (typeof value === 'string' && !value.trim()) errors[key as keyof T] ??= text.required;
  return errors;
};

// ── 企业信息 ──

export type CompanyInfoFormState = BasicCompanyInfo;

export function validateCompanyInfo(values: CompanyInfoFormState): Errors<CompanyInfoFormState> {
  const errors: Errors<CompanyInfoFormState> = {};
  const creditCode = values.creditCode.trim().toUpperCase();
  if (creditCode && !isValidCreditCode(creditCode)) errors.creditCode = text.creditCode;
  if (values.contactMobile.trim() && !MOBILE.test(values.contactMobile.trim()))
    errors.contactMobile = text.mobile;
  if (values.bankAccountNo.trim() && !BANK_ACCOUNT_NO.test(values.bankAccountNo.replace(/\s/g, '')))
    errors.bankAccountNo = text.bankAccountNo;
  return requireAll(values, errors);
}

export const toBasicInfo = (values: CompanyInfoFormState): BasicCompanyInfo => ({
  companyName: values.companyName.trim(),
  creditCode: values.creditCode.trim().toUpperCase(),
  address: values.address.trim(),
  contactName: values.contactName.trim(),
  contactMobile: values.contactMobile.trim(),
  bankAccountName: values.bankAccountName.trim(),
  bankName: values.bankName.trim(),
  bankAccountNo: values.bankAccountNo.replace(/\s/g, ''),
});

// ── 资质上传 ──

export type CredentialsFormState = AuthInfoRequest;

export const EMPTY_CREDENTIALS: CredentialsFormState = {
  licenseFileId: '',
  idCardFileId: '',
  legalPersonName: '',
  legalPersonIdNumber: '',
};

export function validateCredentials(values: CredentialsFormState): Errors<CredentialsFormState> {
  const errors: Errors<CredentialsFormState> = {};
  if (!values.licenseFileId) errors.licenseFileId = text.upload;
  if (!values.idCardFileId) errors.idCardFileId = text.upload;
  const id = values.legalPersonIdNumber.trim().toUpperCase();
  if (id && !isValidIdNumber(id)) errors.legalPersonIdNumber = text.idNumber;
  return requireAll(values, errors);
}

export const toAuthInfo = (values: CredentialsFormState): AuthInfoRequest => ({
  ...values,
  legalPersonName: values.legalPersonName.trim(),
  legalPersonIdNumber: values.legalPersonIdNumber.trim().toUpperCase(),
});

/** The form fields an OCR answer prefills: only what it read (null is never a guess). */
export type OcrPrefill = Partial<Pick<CredentialsFormState, 'legalPersonName' | 'legalPersonIdNumber'>>;

export const prefillOfIdCard = (fields: IdCardOcrFields): OcrPrefill => ({
  ...(fields.name && { legalPersonName: fields.name }),
  ...(fields.idNumber && { legalPersonIdNumber: fields.idNumber }),
});

export const prefillOfLicense = (fields: TradingCertificateOcrFields): OcrPrefill => ({
  ...(fields.legalPerson && { legalPersonName: fields.legalPerson }),
});

// ── 打款验证 ──

/** '0.37' → 37 fen; anything not a yuan amount of 1–99 fen → null. */
export function fenOfYuan(input: string): number | null {
  const match = /^0?\.(\d{1,2})$|^0$/.exec(input.trim());
  if (!match?.[1]) return null;
  const fen = Number(match[1].padEnd(2, '0'));
  return fen >= REMIT_MIN_FEN && fen <= REMIT_MAX_FEN ? fen : null;
}

export interface RemitFormState {
  amount: string;
}

export const validateRemit = (values: RemitFormState): Errors<RemitFormState> =>
  !values.amount.trim()
    ? { amount: text.required }
    : fenOfYuan(values.amount) === null
      ? { amount: text.amount }
      : {};

// ── 签约 ──

export interface SignFormState {
  code: string;
}

export const validateSign = (values: SignFormState): Errors<SignFormState> =>
  /^\d{6}$/.test(values.code.trim()) ? {} : { code: values.code.trim() ? text.code : text.required };
