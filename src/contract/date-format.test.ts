import { afterEach, describe, expect, it } from 'vitest';
import { formatClock, formatDate, formatDateTime, formatMinute, formatMonth } from './date-format';
import { DEFAULT_LOCALE, setLocaleSource, type Locale } from './locale';

let locale: Locale = DEFAULT_LOCALE;
setLocaleSource(() => locale);
afterEach(() => (locale = DEFAULT_LOCALE));

describe('in Chinese: yyyy-MM-dd HH:mm:ss, UTC instants shown in Asia/Shanghai', () => {
  it('shifts a UTC instant to Shanghai time, across midnight', () => {
    expect(formatDateTime('2024-03-01T16:30:05Z')).toBe('2024-03-02 00:30:05');
    expect(formatMinute('2024-03-01T16:30:05Z')).toBe('2024-03-02 00:30');
    expect(formatClock('2024-03-01T16:30:05Z')).toBe('00:30');
    expect(formatDate('2024-03-01T16:30:05Z')).toBe('2024-03-02');
    expect(formatDate('2024-03-01T15:59:59.999Z')).toBe('2024-03-01');
  });

  it('accepts Date objects and epoch milliseconds', () => {
    const instant = Date.UTC(2023, 11, 31, 20, 0, 0);
    expect(formatDateTime(instant)).toBe('2024-01-01 04:00:00');
    expect(formatDateTime(new Date(instant))).toBe('2024-01-01 04:00:00');
  });

  it('reads a wire day and month as themselves', () => {
    expect(formatDate('2026-11-25')).toBe('2026-11-25');
    expect(formatMonth('2026-11')).toBe('2026-11');
    expect(formatMonth('2026-01-31T16:00:00Z')).toBe('2026-02');
  });

  it('gives an empty string for nothing or garbage', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDateTime('')).toBe('');
    expect(formatDateTime('yesterday')).toBe('');
  });
});

describe('in English: the day first with the month named, a 24-hour clock, still Shanghai time', () => {
  it('prints 25 Nov 2026, 18:49:38', () => {
    locale = 'en-US';
    expect(formatDateTime('2026-11-25T10:49:38Z')).toBe('25 Nov 2026, 18:49:38');
    expect(formatMinute('2026-11-25T10:49:38Z')).toBe('25 Nov 2026, 18:49');
    expect(formatDate('2026-11-25T10:49:38Z')).toBe('25 Nov 2026');
    expect(formatMonth('2026-11')).toBe('Nov 2026');
  });

  it('shifts across midnight and the year, with a zero-padded hour and a bare day number', () => {
    locale = 'en-US';
    expect(formatDateTime(Date.UTC(2023, 11, 31, 16, 0, 5))).toBe('1 Jan 2024, 00:00:05');
    expect(formatClock('2024-03-01T16:30:05Z')).toBe('00:30');
    expect(formatDate('2026-09-05')).toBe('5 Sep 2026');
  });

  it('gives an empty string for nothing or garbage', () => {
    locale = 'en-US';
    expect(formatDate(null)).toBe('');
    expect(formatDateTime('yesterday')).toBe('');
  });
});
