import { describe, expect, it } from 'vitest';
import { maskBankAccount, maskIdNumber, stepOf } from './certification';

describe('masks and steps', () => {
  it('shows an ID number’s first and last four and a bank account’s last four', () => {
    expect(maskIdNumber('11010519491231002X')).toBe('1101**********002X');
    expect(maskBankAccount('6222021234567890123')).toBe('**** 0123');
  });

  it('shows a locked remittance on the remittance step', () => {
    expect(stepOf('remitLocked')).toBe('remittance');
    expect(stepOf('signing')).toBe('signing');
  });
});
