import { describe, expect, it } from 'vitest';
import { defaultPeriod, lastDaysPeriod, periodError } from './report-period';

describe('defaultPeriod', () => {
  it('ends today and covers 30 days, 12 whole weeks from a Monday or 12 whole months', () => {
    // 2026-11-24 is a Tuesday.
    expect(defaultPeriod('day', '2026-11-24')).toEqual({
      granularity: 'day',
      startDate: '2026-10-26',
      endDate: '2026-11-24',
    });
    expect(defaultPeriod('week', '2026-11-24')).toEqual({
      granularity: 'week',
      startDate: '2026-09-07',
      endDate: '2026-11-24',
    });
    expect(defaultPeriod('month', '2026-11-24')).toEqual({
      granularity: 'month',
      startDate: '2025-12-01',
      endDate: '2026-11-24',
    });
    expect(defaultPeriod('month', '2026-01-31').startDate).toBe('2025-02-01');
    expect(defaultPeriod('month', '2026-01-05').startDate).toBe('2025-02-01');
  });

  it('takes the last days across a month end', () => {
    expect(lastDaysPeriod('2026-03-01', 30)).toEqual({
      granularity: 'day',
      startDate: '2026-01-31',
      endDate: '2026-03-01',
    });
  });
});

describe('periodError', () => {
  it('names a period too long or reversed, nothing for a sound one', () => {
    expect(periodError(defaultPeriod('month', '2026-11-24'))).toBeUndefined();
    expect(periodError({ granularity: 'day', startDate: '2025-01-01', endDate: '2026-11-24' })).toContain(
      '366',
    );
    expect(periodError({ granularity: 'day', startDate: '2026-11-24', endDate: '2026-11-01' })).toBeTruthy();
  });
});
