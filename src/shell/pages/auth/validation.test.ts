import { describe, expect, it } from 'vitest';
import { authLabels } from './labels';
import { accountRule, mobileRule, passwordRule, required, sameAs, validateForm } from './validation';

const { validation } = authLabels;

describe('auth form rules', () => {
  it.each(['demo', 'demo_pallet', 'A1_b2', 'a'.repeat(20)])('accepts account %s', (value) => {
    expect(accountRule(value)).toBeNull();
  });
  it.each(['abc', 'a'.repeat(21), 'demo-pallet', '张伟账号', 'demo pallet'])(
    'refuses account %s',
    (value) => {
      expect(accountRule(value)).toBe(validation.account);
    },
  );

  it.each(['Demo@123456', 'abcd1234', 'A1'.repeat(10)])('accepts password %s', (value) => {
    expect(passwordRule(value)).toBeNull();
  });
  it.each(['abc123', 'abcdefgh', '12345678', 'a1'.repeat(10) + 'x'])('refuses password %s', (value) => {
    expect(passwordRule(value)).toBe(validation.password);
  });

  it.each(['13800000001', '19912345678'])('accepts mobile %s', (value) => {
    expect(mobileRule(value)).toBeNull();
  });
  it.each(['23800000001', '1380000000', '138000000011', '1380000000a'])('refuses mobile %s', (value) => {
    expect(mobileRule(value)).toBe(validation.mobile);
  });

  it('asks for an empty field before checking its format, and checks the confirmation', () => {
    const values = { userAccount: '', password: 'abcd1234', confirm: 'abcd12345' };
    expect(
      validateForm(values, {
        userAccount: [required('账号'), accountRule],
        password: [required('密码'), passwordRule],
        confirm: [required('确认密码'), sameAs(() => values.password)],
      }),
    ).toEqual({ userAccount: '请输入账号', confirm: validation.passwordMismatch });
  });
});
