import { describe, expect, it } from 'vitest';
import type { CustomerAccount } from '../../contract/company-accounts';
import { EMPTY_ACCOUNT, formOf, toInput, validateAccount } from './account-form';
import { accountLabels } from './labels';

const text = accountLabels.errors;

describe('the sub-account form', () => {
  it('wants a well-formed name, a person and a mobile for a new account', () => {
    expect(validateAccount(EMPTY_ACCOUNT, false)).toEqual({
      userAccount: text.required,
      username: text.required,
      mobile: text.required,
    });
    expect(
      validateAccount({ ...EMPTY_ACCOUNT, userAccount: '9abc', username: '张三', mobile: '1234' }, false),
    ).toEqual({ userAccount: text.userAccount, mobile: text.mobile });
  });

  it('keeps the name and, left empty, the mobile of an edited account', () => {
    expect(validateAccount({ ...EMPTY_ACCOUNT, username: '张三' }, true)).toEqual({});
    expect(toInput({ ...EMPTY_ACCOUNT, userAccount: 'x', username: ' 张三 ', roleId: '' }, 'a1')).toEqual({
      id: 'a1',
      username: '张三',
      area: 5,
      roleId: null,
    });
  });

  it('turns a new account into the add request', () => {
    expect(
      toInput({ userAccount: ' clerk_2 ', username: '李四', mobile: '13900000001', area: 2, roleId: 'r1' }),
    ).toEqual({ userAccount: 'clerk_2', username: '李四', mobile: '13900000001', area: 2, roleId: 'r1' });
  });

  it('fills the mobile only when the caller sees it in full', () => {
    const account: CustomerAccount = {
      id: 'a1',
      userAccount: 'clerk',
      username: '赵敏',
      mobile: '138****0007',
      mobileFull: false,
      area: 2,
      roleId: null,
      roleName: null,
      status: 'active',
      isAdmin: false,
      isSelf: false,
      createdAt: '2026-01-01T00:00:00Z',
    };
    expect(formOf(account).mobile).toBe('');
    expect(formOf({ ...account, mobile: '13800000007', mobileFull: true }).mobile).toBe('13800000007');
  });
});
