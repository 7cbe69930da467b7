import { authLabels } from './labels';

/** Form rules of the auth pages; each returns the message to show, or null when the value is fine. */
export type Rule = (value: string) => string | null;

const { validation } = authLabels;

export const required =
  (field: string): Rule =>
  (value) =>
    value.trim() === '' ? validation.required(field) : null;

export const accountRule: Rule = (value) => (/^[A-Za-z0-9_]{4,20}$/.test(value) ? null : validation.account);

export const passwordRule: Rule = (value) =>
  /^.{8,20}$/.test(value) && /[A-Za-z]/.test(value) && /\d/.test(value) ? null : validation.password;

export const mobileRule: Rule = (value) => (/^1\d{10}$/.test(value) ? null : validation.mobile);

export const smsCodeRule: Rule = (value) => (/^\d{6}$/.test(value) ? null : validation.smsCode);

export const sameAs =
  (other: () => string): Rule =>
  (value) =>
    value === other() ? null : validation.passwordMismatch;

/** The first failing rule's message: `required` first so an empty field says "请输入…" rather than a format hint. */
export function check(value: string, rules: readonly Rule[]): string | null {
  for (const rule of rules) {
    const message = rule(value);
    if (message) return message;
  }
  return null;
}

export type FormErrors<Name extends string> = Partial<Record<Name, string>>;

/** Validates every field of a form; the result is empty when the form may be sent. */
export function validateForm<Name extends string>(
  values: Record<Name, string>,
  rules: Record<Name, readonly Rule[]>,
): FormErrors<Name> {
  const errors: FormErrors<Name> = {};
  for (const name of Object.keys(rules) as Name[]) {
    const message = check(values[name], rules[name]);
    if (message) errors[name] = message;
  }
  return errors;
}
