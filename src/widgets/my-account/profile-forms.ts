/** The my-account dialogs' form states, rules and requests. Pure, so they are unit tested. */
import type { ChangeMobileInput } from '../../contract/my-account';
import { myAccountLabels } from './labels';

const text = myAccountLabels.errors;
/** The server's rules (Fields.name, Fields.mobile, Fields.smsCode, passwords.ts isStrongPassword). */
export const USERNAME_MAX = 100;
const MOBILE = /^1[3-9]\d{9}$/;
const SMS_CODE = /^\d{6}$/;
const isStrongPassword = (value: string) =>
  value.length >= 8 && value.length <= 20 && /[A-Za-z]/.test(value) && /\d/.test(value);

type Errors<T> = Partial<Record<keyof T, string>>;

export interface NameFormState {
  username: string;
}

export function validateName(values: NameFormState): Errors<NameFormState> {
  const name = values.username.trim();
  if (!name) return { username: text.required };
  if (name.length > USERNAME_MAX) return { username: text.tooLong(USERNAME_MAX) };
  return {};
}

export interface PasswordFormState {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export const EMPTY_PASSWORD_FORM: PasswordFormState = {
  oldPassword: '',
  newPassword: '',
  confirmPassword: '',
};

export function validatePassword(values: PasswordFormState): Errors<PasswordFormState> {
  const errors: Errors<PasswordFormState> = {};
  if (!values.oldPassword) errors.oldPassword = text.required;
  if (!values.newPassword) errors.newPassword = text.required;
  else if (!isStrongPassword(values.newPassword)) errors.newPassword = text.passwordRule;
  else if (values.newPassword === values.oldPassword) errors.newPassword = text.samePassword;
  if (!values.confirmPassword) errors.confirmPassword = text.required;
  else if (values.confirmPassword !== values.newPassword) errors.confirmPassword = text.passwordMismatch;
  return errors;
}

export type MobileFormState = ChangeMobileInput;

export const EMPTY_MOBILE_FORM: MobileFormState = { mobile: '', code: '', password: '' };

/** The new mobile's own rule (also checked before 获取验证码). */
export const mobileError = (mobile: string): string | undefined =>
  !mobile.trim() ? text.required : MOBILE.test(mobile.trim()) ? undefined : text.mobile;

export function validateMobile(values: MobileFormState): Errors<MobileFormState> {
  const errors: Errors<MobileFormState> = {};
  const mobile = mobileError(values.mobile);
  if (mobile) errors.mobile = mobile;
  if (!values.code.trim()) errors.code = text.required;
  else if (!SMS_CODE.test(values.code.trim())) errors.code = text.smsCode;
  if (!values.password) errors.password = text.required;
  return errors;
}
