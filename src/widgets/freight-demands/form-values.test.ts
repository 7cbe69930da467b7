import { describe, expect, it } from 'vitest';
import { fenOfYuanText, instantOfLocal, localOfInstant, yuanTextOfFen } from './form-values';

describe('a Beijing-time datetime-local value', () => {
  it('is the UTC instant eight hours earlier, whatever the browser zone', () => {
    expect(instantOfLocal('2026-11-25T08:30')).toBe('2026-11-25T00:30:00.000Z');
    expect(instantOfLocal('2026-11-25T03:00')).toBe('2026-11-24T19:00:00.000Z');
  });

  it('reads back as the same value', () => {
    expect(localOfInstant('2026-11-24T19:00:00.000Z')).toBe('2026-11-25T03:00');
  });

  it('is refused when empty, malformed or a day that does not exist', () => {
    expect(instantOfLocal('')).toBeNull();
    expect(instantOfLocal('2026-11-25 08:30')).toBeNull();
    expect(instantOfLocal('2026-02-30T08:00')).toBeNull();
  });
});

describe('a typed yuan amount', () => {
  it('becomes integer fen without float rounding', () => {
    expect(fenOfYuanText('4800')).toBe(480_000);
    expect(fenOfYuanText('0.1')).toBe(10);
    expect(fenOfYuanText('1234.56')).toBe(123_456);
    expect(fenOfYuanText(' 19.99 ')).toBe(1999);
  });

  it('is refused with more than two decimals, a sign or other text', () => {
    for (const text of ['1.234', '-5', '1e3', '¥5', '', '.5']) expect(fenOfYuanText(text)).toBeNull();
  });

  it('shows fen back as yuan with two decimals and no separators', () => {
    expect(yuanTextOfFen(123_456)).toBe('1234.56');
  });
});
