import { describe, expect, it } from 'vitest';
import { maskBankAccount, maskIdNumber, protocolNameOf, stepOf } from './certification';

describe('agreement name by version (SPEC §9)', () => {
  it('names the shared-tray agreement for 1.0, 2.0 and 2.1 and the recycle one otherwise', () => {
    expect(['1.0', '2.0', '2.1'].map(protocolNameOf)).toEqual(Array(3).fill('共享托盘使用协议'));
    expect(protocolNameOf('3.0')).toBe('回收托盘运营服务协议');
    expect(protocolNameOf('2.10')).toBe('回收托盘运营服务协议');
  });
});

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
