import { describe, expect, it } from 'vitest';
import { formatYuan, yuanValue } from './money';

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

describe('yuanValue', () => {
  it.each([123456, 0, 5, 10, -500, -123456789, 900719925474099, 1999, 4321])(
    '%i fen is the number formatYuan shows',
    (fen) => {
      expect(String(yuanValue(fen))).toBe(String(Number(formatYuan(fen).replaceAll(',', ''))));
      expect(yuanValue(fen).toFixed(2)).toBe(formatYuan(fen).replaceAll(',', ''));
    },
  );
});
