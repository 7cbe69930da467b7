import { describe, expect, it } from 'vitest';
import {
  MAX_PERIOD_DAYS,
  REPORT_RULE_MESSAGES,
  bucketStarts,
  bucketsOf,
  cycleTime,
  dateOfDayNumber,
  dayNumberOf,
  dwellDays,
  lossRatePercent,
  periodProblems,
  ratio,
} from './reports';

describe('days', () => {
  it('numbers real dates from 1970-01-01 and refuses the others', () => {
    expect(dayNumberOf('1970-01-01')).toBe(0);
    expect(dayNumberOf('2026-03-01')).toBe(20513);
    expect(dateOfDayNumber(20513)).toBe('2026-03-01');
    expect(dayNumberOf('2024-02-29')).toBe(dayNumberOf('2024-03-01')! - 1);
    for (const bad of ['2026-02-30', '2026-02-29', '2026-13-01', '2026-00-10', '2026-1-01', '26-01-01', ''])
      expect(dayNumberOf(bad)).toBeNull();
  });
});

describe('periodProblems', () => {
  const period = (startDate: string, endDate: string) => periodProblems({ startDate, endDate });
  it('accepts one day and a whole leap year', () => {
    expect(period('2026-01-01', '2026-01-01')).toEqual({});
    expect(period('2024-01-01', '2024-12-31')).toEqual({});
  });
  it('names the field at fault', () => {
    expect(period('2026-02-30', '2026-03-01')).toEqual({ startDate: REPORT_RULE_MESSAGES.badDate });
    expect(period('2026-03-01', '2026-04-31')).toEqual({ endDate: REPORT_RULE_MESSAGES.badDate });
    expect(period('2026-03-02', '2026-03-01')).toEqual({ endDate: REPORT_RULE_MESSAGES.endBeforeStart });
    // 2025-01-01 … 2026-01-01 is 366 days; one more is too long.
    expect(period('2025-01-01', '2026-01-01')).toEqual({});
    expect(period('2025-01-01', '2026-01-02')).toEqual({ endDate: REPORT_RULE_MESSAGES.tooLong });
    expect(MAX_PERIOD_DAYS).toBe(366);
  });
});

describe('bucketsOf', () => {
  it('gives every day its own bucket by day', () => {
    expect(bucketStarts({ granularity: 'day', startDate: '2026-02-27', endDate: '2026-03-02' })).toEqual([
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
    ]);
  });
  it('cuts ISO weeks Monday to Sunday, clipping the first and the last to the range', () => {
    // 2026-03-27 is a Friday, 2026-03-30 a Monday, 2026-04-05 a Sunday.
    expect(bucketsOf({ granularity: 'week', startDate: '2026-03-27', endDate: '2026-04-07' })).toEqual([
      { start: '2026-03-27', end: '2026-03-29' },
      { start: '2026-03-30', end: '2026-04-05' },
      { start: '2026-04-06', end: '2026-04-07' },
    ]);
    // A range of whole weeks; a Sunday alone.
    expect(bucketsOf({ granularity: 'week', startDate: '2026-03-30', endDate: '2026-04-12' })).toEqual([
      { start: '2026-03-30', end: '2026-04-05' },
      { start: '2026-04-06', end: '2026-04-12' },
    ]);
    expect(bucketsOf({ granularity: 'week', startDate: '2026-04-05', endDate: '2026-04-05' })).toEqual([
      { start: '2026-04-05', end: '2026-04-05' },
    ]);
    // Across a year's end: 2025-12-29 (Mon) … 2026-01-04 (Sun) is one ISO week.
    expect(bucketStarts({ granularity: 'week', startDate: '2025-12-24', endDate: '2026-01-05' })).toEqual([
      '2025-12-24',
      '2025-12-29',
      '2026-01-05',
    ]);
  });
  it('cuts calendar months (February of a leap year included), clipped to the range', () => {
    expect(bucketsOf({ granularity: 'month', startDate: '2024-01-31', endDate: '2024-03-01' })).toEqual([
      { start: '2024-01-31', end: '2024-01-31' },
      { start: '2024-02-01', end: '2024-02-29' },
      { start: '2024-03-01', end: '2024-03-01' },
    ]);
    expect(bucketsOf({ granularity: 'month', startDate: '2026-01-01', endDate: '2026-12-31' })).toHaveLength(
      12,
    );
  });
});

describe('ratios', () => {
  it('rounds to two decimals and is null when the divisor is 0', () => {
    expect(ratio(1, 3)).toBe(0.33);
    expect(ratio(2, 3)).toBe(0.67);
    expect(ratio(0, 5)).toBe(0);
    expect(ratio(5, 0)).toBeNull();
    expect(ratio(0, 0)).toBeNull();
  });
  it('computes cycle time, loss rate and dwell days by the rules', () => {
    expect(cycleTime(20, 5, 75.25)).toBe(0.33);
    expect(cycleTime(1, 0, 0)).toBeNull();
    expect(lossRatePercent(2, 75.25)).toBe(2.66);
    expect(lossRatePercent(0, 0)).toBeNull();
    expect(dwellDays(75.25, 12, 35)).toBe(25.8);
    expect(dwellDays(10, 30, 0)).toBeNull();
  });
});
