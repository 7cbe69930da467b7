import { describe, expect, it } from 'vitest';
import { formatFen } from './money';

describe('formatFen', () => {
  it.each([
    [123456, '¥1,234.56'],
    [0, '¥0.00'],
    [5, '¥0.05'],
    [100000000, '¥1,000,000.00'],
    [-500, '-¥5.00'],
  ])('%i fen → %s', (fen, shown) => {
    expect(formatFen(fen)).toBe(shown);
  });
});
