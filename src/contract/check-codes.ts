/**
 * The check characters of the two numbers certification documents carry: the certification forms and the
 * server refuse a number whose check fails, and OCR drops one (the field stays empty), never offers it.
 */

/** GB 32100-2015 统一社会信用代码: 18 characters of this alphabet, the last a check character. */
const CREDIT_CODE_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const CREDIT_CODE_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];

export function isValidCreditCode(code: string): boolean {
  if (!/^[0-9A-HJ-NPQRTUWXY]{18}$/.test(code)) return false;
  const sum = CREDIT_CODE_WEIGHTS.reduce(
    (total, weight, index) => total + weight * CREDIT_CODE_CHARS.indexOf(code.charAt(index)),
    0,
  );
  return code[17] === CREDIT_CODE_CHARS[(31 - (sum % 31)) % 31];
}

/** GB 11643-1999 公民身份号码: 17 digits and a check digit (0–9 or X, ISO 7064 MOD 11-2). */
const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const ID_CHECK = '10X98765432';

export function isValidIdNumber(id: string): boolean {
  if (!/^\d{17}[\dX]$/.test(id)) return false;
  const sum = ID_WEIGHTS.reduce((total, weight, index) => total + weight * Number(id[index]), 0);
  return id[17] === ID_CHECK[sum % 11];
}
