import { describe, expect, it } from 'vitest';
import { formatYuan } from './money';

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
