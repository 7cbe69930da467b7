/**
 * The check characters of the two numbers the certification documents carry. OCR misreads digits; a
 * number whose check character does not match is dropped (the field stays empty), never offered.
 */

const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const ID_CHECK = '10X98765432';

/** 公民身份号码 (GB 11643-1999): 17 digits and a check character 0–9 or X (ISO 7064 MOD 11-2). */
export function isValidIdNumber(value: string): boolean {
  if (!/^\d{17}[\dX]$/.test(value)) return false;
  const sum = [...value.slice(0, 17)].reduce(
    (total, digit, index) => total + Number(digit) * (ID_WEIGHTS[index] ?? 0),
    0,
  );
  return ID_CHECK[sum % 11] === value[17];
}

/** The 31 characters of a 统一社会信用代码: digits and capitals without I, O, S, V, Z. */
const CREDIT_CHARSET = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const CREDIT_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];

/** 统一社会信用代码 (GB 32100-2015): 17 characters of the charset and a check character (MOD 31). */
export function isValidCreditCode(value: string): boolean {
  if (value.length !== 18) return false;
  const codes = [...value].map((character) => CREDIT_CHARSET.indexOf(character));
  if (codes.includes(-1)) return false;
  const sum = codes
    .slice(0, 17)
    .reduce((total, code, index) => total + code * (CREDIT_WEIGHTS[index] ?? 0), 0);
  return codes[17] === (31 - (sum % 31)) % 31;
}
