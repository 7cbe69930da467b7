/** The sub-account form's state, its rules and the request it becomes. Pure, so it is unit tested. */
import type { CustomerAccount, CustomerAccountInput, SubAccountArea } from '../../contract/company-accounts';
import { accountLabels } from './labels';

const text = accountLabels.errors;
/** The server's rules (Fields.newUserAccount, Fields.mobile, Fields.name). */
const USER_ACCOUNT = /^[A-Za-z][A-Za-z0-9_]{3,19}$/;
const MOBILE = /^1[3-9]\d{9}$/;
export const USERNAME_MAX = 100;

export interface AccountFormState {
  userAccount: string;
  username: string;
  /** '' on an edit keeps the number (a sub-account sees it masked and cannot send it back). */
  mobile: string;
  area: SubAccountArea;
  /** '' for no role. */
  roleId: string;
}

export type AccountFormErrors = Partial<Record<keyof AccountFormState, string>>;

export const EMPTY_ACCOUNT: AccountFormState = {
  userAccount: '',
  username: '',
  mobile: '',
  area: 5,
  roleId: '',
};

/** The form of an account: its full mobile when the caller sees it, else empty (kept unless typed). */
export function formOf(account: CustomerAccount): AccountFormState {
  return {
    userAccount: account.userAccount,
    username: account.username,
    mobile: account.mobileFull ? (account.mobile ?? '') : '',
    area: account.area as SubAccountArea,
    roleId: account.roleId ?? '',
  };
}

export function validateAccount(values: AccountFormState, editing: boolean): AccountFormErrors {
  const errors: AccountFormErrors = {};
  if (!editing) {
    if (!values.userAccount.trim()) errors.userAccount = text.required;
    else if (!USER_ACCOUNT.test(values.userAccount.trim())) errors.userAccount = text.userAccount;
  }
  if (!values.username.trim()) errors.username = text.required;
  else if (values.username.trim().length > USERNAME_MAX) errors.username = text.tooLong(USERNAME_MAX);
  const mobile = values.mobile.trim();
  if (!mobile && !editing) errors.mobile = text.required;
  else if (mobile && !MOBILE.test(mobile)) errors.mobile = text.mobile;
  return errors;
}

export function toInput(values: AccountFormState, id?: string): CustomerAccountInput {
  const mobile = values.mobile.trim();
  return {
    ...(id ? { id } : { userAccount: values.userAccount.trim() }),
    username: values.username.trim(),
    ...(mobile && { mobile }),
    area: values.area,
    roleId: values.roleId || null,
  };
}
