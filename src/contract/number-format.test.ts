import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE, setLocaleSource, type Locale } from './locale';
import { formatCount, formatDecimal } from './number-format';

let locale: Locale = DEFAULT_LOCALE;
setLocaleSource(() => locale);
afterEach(() => (locale = DEFAULT_LOCALE));

describe.each(['zh-CN', 'en-US'] as const)('numbers in %s', (language) => {
  it('groups thousands with a comma and keeps a figure’s decimals', () => {
    locale = language;
    expect(formatCount(1234567)).toBe('1,234,567');
    expect(formatCount(-1850)).toBe('-1,850');
    expect(formatCount(12.5)).toBe('12.5');
  });

  it('writes a rate with two to four decimals', () => {
    locale = language;
    expect(formatDecimal(0.35, 2, 4)).toBe('0.35');
    expect(formatDecimal(0.3525, 2, 4)).toBe('0.3525');
    expect(formatDecimal(1234.5, 2, 4)).toBe('1,234.50');
  });
});
