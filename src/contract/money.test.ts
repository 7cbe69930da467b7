import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE, setLocaleSource, type Locale } from './locale';
import { formatFen, formatYuan, yuanValue } from './money';

let locale: Locale = DEFAULT_LOCALE;
setLocaleSource(() => locale);
afterEach(() => (locale = DEFAULT_LOCALE));

describe('formatYuan', () => {
  it.each([
    [123456, '1,234.56'],
    [0, '0.00'],
    [5, '0.05'],
    [100000000, '1,000,000.00'],
    [-500, '-5.00'],
    [-123456789, '-1,234,567.89'],
    // the largest amounts still get their groups and exact cents
    [900719925474099, '9,007,199,254,740.99'],
  ])('%i fen → %s', (fen, shown) => {
    expect(formatYuan(fen)).toBe(shown);
  });
});

describe('formatYuan in English', () => {
  it('groups and rounds the same as in Chinese', () => {
    locale = 'en-US';
    expect(formatYuan(123456)).toBe('1,234.56');
    expect(formatYuan(-500)).toBe('-5.00');
    expect(formatYuan(900719925474099)).toBe('9,007,199,254,740.99');
  });
});

describe('formatFen: the amount with its currency', () => {
  it.each([
    [123456, '¥1,234.56'],
    [0, '¥0.00'],
    [5, '¥0.05'],
    [100000000, '¥1,000,000.00'],
    [-500, '-¥5.00'],
  ])('in Chinese %i fen → %s', (fen, shown) => {
    expect(formatFen(fen)).toBe(shown);
  });

  it.each([
    [123456, 'CNY\u00a01,234.56'],
    [5, 'CNY\u00a00.05'],
    [-500, '-CNY\u00a05.00'],
    [900719925474099, 'CNY\u00a09,007,199,254,740.99'],
  ])('in English %i fen → %s (the ISO code, kept on one line with its figure)', (fen, shown) => {
    locale = 'en-US';
    expect(formatFen(fen)).toBe(shown);
  });
});

describe('yuanValue', () => {
  it.each([123456, 0, 5, 10, -500, -123456789, 900719925474099, 1999, 4321])(
    '%i fen is the number formatYuan shows',
    (fen) => {
      expect(String(yuanValue(fen))).toBe(String(Number(formatYuan(fen).replaceAll(',', ''))));
      expect(yuanValue(fen).toFixed(2)).toBe(formatYuan(fen).replaceAll(',', ''));
    },
  );
});
