import { describe, expect, it } from 'vitest';
import { isValidCreditCode, isValidIdNumber } from './check-codes';

describe('公民身份号码 check digit (GB 11643)', () => {
  it('accepts valid numbers, with X and with a digit as check character', () => {
    expect(isValidIdNumber('11010519491231002X')).toBe(true);
    expect(isValidIdNumber('440524188001010014')).toBe(true);
  });
  it('refuses a wrong check digit, one changed digit, two swapped digits, a lower-case x, a wrong length', () => {
    expect(isValidIdNumber('110105194912310021')).toBe(false);
    expect(isValidIdNumber('11010519491231092X')).toBe(false);
    expect(isValidIdNumber('11010519941231002X')).toBe(false);
    expect(isValidIdNumber('11010519491231002x')).toBe(false);
    expect(isValidIdNumber('11010519491231002')).toBe(false);
  });
});

describe('统一社会信用代码 check character (GB 32100)', () => {
  it('accepts valid codes, with a letter and with a digit as check character', () => {
    expect(isValidCreditCode('91350100M000100Y43')).toBe(true);
    expect(isValidCreditCode('91110000600037341L')).toBe(true);
    expect(isValidCreditCode('914403001922038216')).toBe(true);
  });
  it('refuses a wrong check character, a changed character, a letter outside the charset, a wrong length', () => {
    expect(isValidCreditCode('91350100M000100Y44')).toBe(false);
    expect(isValidCreditCode('91350100N000100Y43')).toBe(false);
    expect(isValidCreditCode('91350100O000100Y43')).toBe(false);
    expect(isValidCreditCode('91350100M000100Y4')).toBe(false);
  });
});
