import { describe, expect, it } from 'vitest';
import { toAuthorizeRequest, validateApply, validateTransfer } from './admin-form';
import { adminDialogLabels as text } from './admin-dialog-labels';

describe('administrator forms', () => {
  it('wants a chosen account and a 6-digit code for a transfer', () => {
    expect(validateTransfer({ accountId: '', formerRoleId: '', code: '12a456' })).toEqual({
      accountId: text.errors.chooseAccount,
      code: text.errors.code,
    });
    expect(validateTransfer({ accountId: 'a1', formerRoleId: '', code: ' 123456 ' })).toEqual({
      accountId: undefined,
      code: undefined,
    });
    expect(validateApply({ code: '12345' })).toEqual({ code: text.errors.code });
  });

  it('sends no role as null and the code trimmed', () => {
    expect(toAuthorizeRequest({ accountId: 'a1', formerRoleId: '', code: ' 123456' })).toEqual({
      accountId: 'a1',
      formerRoleId: null,
      code: '123456',
    });
    expect(toAuthorizeRequest({ accountId: 'a1', formerRoleId: 'r1', code: '123456' }).formerRoleId).toBe(
      'r1',
    );
  });
});
