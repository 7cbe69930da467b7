import { Type } from '@sinclair/typebox';
import {
  CERTIFICATION_STATES,
  REMIT_STATES,
  type BasicCompanyInfo,
  type BasicCompanyInfoAnswer,
  type CaNoticeStatus,
  type CompanyAuthInfo,
  type CompanyCredentialInfo,
  type ContractVersion,
  type RemitInfo,
  type SignDate,
  type SignerInfo,
  type VerifyPhoneInfo,
} from '../../../src/contract/certification';
import { Instant, Int, Nullable, OneOf, wire } from '../../http/wire/schema';

/** Response schemas of src/contract/certification.ts. */

export const CompanyAuthInfoSchema = wire<CompanyAuthInfo>()(
  Type.Object({
    state: OneOf(CERTIFICATION_STATES),
    companyName: Type.String(),
    certifiedAt: Nullable(Instant()),
  }),
);

const basicInfoFields = {
  companyName: Type.String(),
  creditCode: Type.String(),
  address: Type.String(),
  contactName: Type.String(),
  contactMobile: Type.String(),
  bankAccountName: Type.String(),
  bankName: Type.String(),
  bankAccountNo: Type.String(),
};

export const BasicCompanyInfoAnswerSchema = wire<BasicCompanyInfoAnswer>()(
  Type.Object({
    submitted: Type.Boolean(),
    info: wire<BasicCompanyInfo>()(Type.Object(basicInfoFields)),
  }),
);

export const CompanyCredentialInfoSchema = wire<CompanyCredentialInfo>()(
  Type.Object({
    licenseUrl: Nullable(Type.String()),
    idCardUrl: Nullable(Type.String()),
    legalPersonName: Nullable(Type.String()),
    legalPersonIdNumber: Nullable(Type.String()),
  }),
);

export const RemitInfoSchema = wire<RemitInfo>()(
  Type.Object({
    state: OneOf(REMIT_STATES),
    bankAccountName: Nullable(Type.String()),
    bankName: Nullable(Type.String()),
    bankAccountNo: Nullable(Type.String()),
    sentAt: Nullable(Instant()),
    triesLeft: Int(),
    unlockAt: Nullable(Instant()),
  }),
);

const contractVersionFields = { version: Type.String(), protocolName: Type.String() };

export const ContractVersionSchema = wire<ContractVersion>()(Type.Object(contractVersionFields));

export const SignDateSchema = wire<SignDate>()(Type.Object({ signedAt: Nullable(Instant()) }));

export const SignerInfoSchema = wire<SignerInfo>()(
  Type.Object({ name: Type.String(), idNumber: Type.String() }),
);

export const VerifyPhoneInfoSchema = wire<VerifyPhoneInfo>()(
  Type.Object({ mobile: Nullable(Type.String()) }),
);

export const CaNoticeStatusSchema = wire<CaNoticeStatus>()(Type.Object({ show: Type.Boolean() }));
