import { describe, expect, it } from 'vitest';
import { myAccountLabels } from './labels';
import {
  EMPTY_MOBILE_FORM,
  EMPTY_PASSWORD_FORM,
  validateMobile,
  validateName,
  validatePassword,
} from './profile-forms';

const e = myAccountLabels.errors;

describe('my-account form rules', () => {
  it('needs a name of at most 100 characters', () => {
    expect(validateName({ username: '  ' })).toEqual({ username: e.required });
    expect(validateName({ username: '王'.repeat(101) })).toEqual({ username: e.tooLong(100) });
    expect(validateName({ username: ' 王芳 ' })).toEqual({});
  });

  it('needs the old password and a strong, confirmed, different new one', () => {
    expect(validatePassword(EMPTY_PASSWORD_FORM)).toEqual({
      oldPassword: e.required,
      newPassword: e.required,
      confirmPassword: e.required,
    });
    const form = { oldPassword: 'Demo@123456', newPassword: 'short1', confirmPassword: 'short1' };
    expect(validatePassword(form)).toEqual({ newPassword: e.passwordRule });
    expect(validatePassword({ ...form, newPassword: 'Demo@123456', confirmPassword: 'Demo@123456' })).toEqual(
      {
        newPassword: e.samePassword,
      },
    );
    expect(
      validatePassword({ ...form, newPassword: 'Fresh@654321', confirmPassword: 'Fresh@65432' }),
    ).toEqual({
      confirmPassword: e.passwordMismatch,
    });
    expect(
      validatePassword({ ...form, newPassword: 'Fresh@654321', confirmPassword: 'Fresh@654321' }),
    ).toEqual({});
  });

  it('needs a valid new mobile, a 6-digit code and the password', () => {
    expect(validateMobile(EMPTY_MOBILE_FORM)).toEqual({
      mobile: e.required,
      code: e.required,
      password: e.required,
    });
    expect(validateMobile({ mobile: '12345678901', code: '12a', password: 'x' })).toEqual({
      mobile: e.mobile,
      code: e.smsCode,
    });
    expect(validateMobile({ mobile: '13900000033', code: '123456', password: 'x' })).toEqual({});
  });
});
