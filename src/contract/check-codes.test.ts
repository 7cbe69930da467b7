import { describe, expect, it } from 'vitest';
import { isValidCreditCode, isValidIdNumber } from './check-codes';

describe('统一社会信用代码 (GB 32100 check character)', () => {
  it('accepts published codes', () => {
    for (const code of [
      '91350100M000100Y43',
      '914403001922038216',
      '9144030071526726XG',
      '91330100716105852F',
      '91110000600037341L',
    ])
      expect(isValidCreditCode(code), code).toBe(true);
  });

  it('refuses a wrong check character, a changed body and a wrong length', () => {
    expect(isValidCreditCode('91350100M000100Y44')).toBe(false);
    expect(isValidCreditCode('91350100M000200Y43')).toBe(false);
    expect(isValidCreditCode('91350100M000100Y4')).toBe(false);
  });

  it('refuses letters outside the alphabet (I, O, S, V, Z) and lower case', () => {
    expect(isValidCreditCode('91350100M000100I43')).toBe(false);
    expect(isValidCreditCode('91350100O000100Y43')).toBe(false);
    expect(isValidCreditCode('91350100m000100y43')).toBe(false);
  });

  it('takes check value 31 as character 0', () => {
    // The check of this body is 31 − 0 = 31 → '0' (sum ≡ 0 mod 31).
    expect(isValidCreditCode('913100006072895110')).toBe(true);
  });
});

describe('公民身份号码 (check digit)', () => {
  it('accepts a number whose check is X and one whose check is a digit', () => {
    expect(isValidIdNumber('11010519491231002X')).toBe(true);
    expect(isValidIdNumber('440524188001010014')).toBe(true);
  });

  it('refuses a wrong check digit, a lower-case x and a 15-digit number', () => {
    expect(isValidIdNumber('110105194912310021')).toBe(false);
    expect(isValidIdNumber('11010519941231002X')).toBe(false); // two digits swapped
    expect(isValidIdNumber('11010519491231002x')).toBe(false);
    expect(isValidIdNumber('110105491231002')).toBe(false);
  });
});
