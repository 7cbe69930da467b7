import { describe, expect, it } from 'vitest';
import { fenToYuanText, yuanTextToFen } from './pay-amount';

describe('the pay form amount', () => {
  it('reads 元 with up to two decimals as integer fen', () => {
    expect(yuanTextToFen('1234.5')).toBe(123450);
    expect(yuanTextToFen('0.29')).toBe(29);
    expect(yuanTextToFen(' 100 ')).toBe(10000);
    expect(yuanTextToFen('0.07')).toBe(7);
  });

  it('refuses anything else', () => {
    for (const text of ['', '1.234', '-5', '1,000.00', 'abc', '.5', '1.']) {
      expect(yuanTextToFen(text), text).toBeNull();
    }
  });

  it('writes fen back as the form shows it', () => {
    expect(fenToYuanText(123450)).toBe('1234.50');
    expect(fenToYuanText(7)).toBe('0.07');
    expect(yuanTextToFen(fenToYuanText(98765))).toBe(98765);
  });
});
