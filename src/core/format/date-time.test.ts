import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './date-time';

describe('formatDate / formatDateTime (UTC instants shown in Asia/Shanghai)', () => {
  it('shifts a UTC instant to Shanghai time, across midnight', () => {
    expect(formatDateTime('2024-03-01T16:30:05Z')).toBe('2024-03-02 00:30:05');
    expect(formatDate('2024-03-01T16:30:05Z')).toBe('2024-03-02');
    expect(formatDate('2024-03-01T15:59:59.999Z')).toBe('2024-03-01');
  });

  it('accepts Date objects and epoch milliseconds', () => {
    const instant = Date.UTC(2023, 11, 31, 20, 0, 0);
    expect(formatDateTime(instant)).toBe('2024-01-01 04:00:00');
    expect(formatDateTime(new Date(instant))).toBe('2024-01-01 04:00:00');
  });

  it('gives an empty string for nothing or garbage', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDateTime('')).toBe('');
    expect(formatDateTime('yesterday')).toBe('');
  });
});
