/** Wire types of SPEC §7 "Auth and account" (paths under /api/api/). Passwords travel RSA-OAEP encrypted, base64. */

import type { AdministratorScene } from './company-admin';

export type RoleValue = 1 | 2 | 5 | 6 | 7;

/** `data` of login, conservoLogin, externalLogin and switchCompanyLogin. */
export interface LoginResult {
  token: string;
  userAccount: string;
  username: string;
  uuid: string;
  /** The role area the session works in. */
  role: RoleValue;
  /** Every role area the account may use. */
  roles: RoleValue[];
  /** Landing path of the role area, e.g. /yelopack/stock/ownStock. */
  defaultClick: string;
  companyType: string;
  companyId: string;
  companyName: string;
  groupCompany: boolean;
  /** Companies the account belongs to; more than one enables company switching. */
  companies: { companyId: string; companyName: string }[];
}

/** POST login/login */
export interface LoginRequest {
  userAccount: string;
  /** encryptOAEP(publicKey, plain password), base64 */
  password: string;
  /** Required once the account has failed 3 times: uuid and answer of the picture code. */
  imageUuid?: string;
  imageCode?: string;
}

/** `data` of a failed login, so the page knows to show the picture code. */
export interface LoginFailure {
  captchaRequired: boolean;
  /** Seconds until a locked account may try again; 0 when not locked. */
  lockedForSeconds: number;
}

/** POST login/conservoLogin: log in with a mobile number and an SMS code. */
export interface ConservoLoginRequest {
  mobile: string;
  code: string;
}

/** POST login/externalLogin: a one-time signed ticket from a partner system (used by /sso). */
export interface ExternalLoginRequest {
  ticket: string;
}

/** POST login/switchCompanyLogin */
export interface SwitchCompanyRequest {
  companyId: string;
}

/**
 * POST login/checkAccountStatus `{ userAccount }`: what the next login attempt with this name needs, the
 * same as a failed login's `data`. It depends only on the attempts made with the name, so it is the same
 * for a name no account has as for an account without failures (it does not tell whether one exists).
 */
export type AccountStatus = LoginFailure;

/** POST login/bindMobile (logged in) */
export interface BindMobileRequest {
  mobile: string;
  code: string;
}

/** POST login/trayFindPasswordPrepare: step one of find password. */
export interface FindPasswordPrepareRequest {
  userAccount: string;
  mobile: string;
  code: string;
}
export interface FindPasswordPrepareResult {
  resetTicket: string;
}

/** POST login/findPassword: step two. */
export interface FindPasswordRequest {
  resetTicket: string;
  password: string;
}

/** POST user/register */
export interface RegisterRequest {
  companyName: string;
  userAccount: string;
  username: string;
  mobile: string;
  code: string;
  password: string;
}

/** POST user/getSkipPageStatus: whether the first-login guide page may be skipped. */
export interface SkipPageStatus {
  skip: boolean;
}

export type VerificationScene =
  | 'login'
  | 'register'
  | 'findPassword'
  | 'bindMobile'
  | 'sign'
  /** 企业会员认证的签约 (customerCompany/signingMember) */
  | 'memberSign'
  | AdministratorScene;

/** POST verificationCode/getVerificationCode */
export interface GetVerificationCodeRequest {
  mobile: string;
  scene: VerificationScene;
}
export interface VerificationCodeSent {
  expiresInSeconds: number;
  /** Seconds before another code may be requested for this mobile. */
  resendAfterSeconds: number;
}

/** POST verificationCode/checkVerificationCode */
export interface CheckVerificationCodeRequest {
  mobile: string;
  scene: VerificationScene;
  code: string;
}

/** POST verificationCode/getImageVerificationCode; GET verificationCode/getPictureCode?uuid= gives the SVG itself. */
export interface ImageVerificationCode {
  uuid: string;
  /** data:image/svg+xml;base64,… */
  image: string;
}

/** POST verificationCode/checkImageVerificationCode */
export interface CheckImageVerificationCodeRequest {
  uuid: string;
  code: string;
}

/** POST verificationCode/checkMfaCode (logged in: the SMS code sent to the account's own mobile) */
export interface CheckMfaCodeRequest {
  code: string;
}

/** POST common/getPublicKey */
export interface PublicKeyResult {
  publicKey: string;
}
