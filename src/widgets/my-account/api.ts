/** The my-account calls (wire types in src/contract/my-account.ts); reads go through the query layer by path. */
import { API } from '../../contract/api-paths';
import type { PublicKeyResult, VerificationCodeSent } from '../../contract/auth';
import type { Page } from '../../contract/envelope';
import type {
  ChangeMobileInput,
  CompanyDeposit,
  CompanyLevel,
  CompanyProfile,
  CouponRow,
  CustomerContact,
  MyBalance,
  MyCompany,
  MyProfile,
} from '../../contract/my-account';
import type { StockAlertSettings } from '../../contract/stock-alerts';
import { api, sessionStore } from '../../core';

/** Passwords are encrypted as login's are; jsencrypt loads only when a dialog submits (18 KB gzip). */
async function encryptForServer(plain: string): Promise<string> {
  const crypto = await import('../../core/crypto/encrypt');
  return crypto.encryptForServer(plain);
}

const C = API.customerCompany;

export const PROFILE_CALL = API.user.getMyProfile;
export const COMPANY_CALL = C.getCustomerCompany;
export const LEVEL_CALL = C.getCompanyLevel;
export const BALANCE_CALL = C.getMyBalanceInfo;
export const DEPOSIT_CALL = C.getCompanyCashDeposit;
export const MY_COMPANIES_CALL = C.listCurrentCustomerCompany;
export const COUPON_LIST_CALL = C.getCurrentUserCoupon;
export const CONTACT_CALL = API.company.getCustomerContactDetail;
export const ALERT_SETTINGS_CALL = API.stockAlert.getSettings;

/** What each read answers: the fake backend answers by this map. */
export interface MyAccountResponses {
  [PROFILE_CALL]: MyProfile;
  [COMPANY_CALL]: CompanyProfile;
  [LEVEL_CALL]: CompanyLevel;
  [BALANCE_CALL]: MyBalance;
  [DEPOSIT_CALL]: CompanyDeposit;
  [MY_COMPANIES_CALL]: MyCompany[];
  [COUPON_LIST_CALL]: Page<CouponRow>;
  [CONTACT_CALL]: CustomerContact;
  [ALERT_SETTINGS_CALL]: StockAlertSettings;
  [API.stockAlert.saveSettings]: StockAlertSettings;
  [API.user.updateMyProfile]: null;
  [API.user.changePassword]: null;
  [API.user.changeMobile]: null;
  [API.verificationCode.getVerificationCode]: VerificationCodeSent;
  /** Passwords are encrypted with it (encryptForServer). */
  [API.common.getPublicKey]: PublicKeyResult;
}

/** The reads a profile write changes. */
export const PROFILE_READS = [PROFILE_CALL] as const;

export const profileApi = {
  /** The header shows the session's name: it follows the rename at once, and after a reload. */
  rename: async (username: string) => {
    const trimmed = username.trim();
    await api.post<null>(API.user.updateMyProfile, { username: trimmed });
    sessionStore.set({ username: trimmed });
    return null;
  },
  changePassword: async (oldPassword: string, newPassword: string) =>
    api.post<null>(API.user.changePassword, {
      oldPassword: await encryptForServer(oldPassword),
      newPassword: await encryptForServer(newPassword),
    }),
  changeMobile: async (input: ChangeMobileInput) =>
    api.post<null>(API.user.changeMobile, {
      mobile: input.mobile.trim(),
      code: input.code.trim(),
      password: await encryptForServer(input.password),
    }),
  /** The SMS code to the new mobile (scene bindMobile, as login/bindMobile). */
  sendCode: (mobile: string) =>
    api.post<VerificationCodeSent>(API.verificationCode.getVerificationCode, {
      mobile: mobile.trim(),
      scene: 'bindMobile',
    }),
};

export const alertApi = {
  save: (settings: StockAlertSettings) => api.post<StockAlertSettings>(API.stockAlert.saveSettings, settings),
};
