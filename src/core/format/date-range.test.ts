import { describe, expect, it } from 'vitest';
import { toDateRange } from './date-range';

describe('toDateRange (SPEC §5)', () => {
  it('formats a picked range as yyyy-MM-dd', () => {
    expect(toDateRange([new Date(2024, 0, 5), new Date(2024, 1, 29, 23, 59)])).toEqual([
      '2024-01-05',
      '2024-02-29',
    ]);
    expect(toDateRange(['2024-03-01', '2024-03-31'])).toEqual(['2024-03-01', '2024-03-31']);
  });

  it('turns a single date into a range of that day', () => {
    expect(toDateRange(new Date(2024, 6, 1, 15, 30))).toEqual(['2024-07-01', '2024-07-01']);
    expect(toDateRange('2024-12-31')).toEqual(['2024-12-31', '2024-12-31']);
  });

  it('puts a reversed range in order', () => {
    expect(toDateRange(['2024-03-31', '2024-03-01'])).toEqual(['2024-03-01', '2024-03-31']);
  });

  it('gives null when nothing valid is chosen', () => {
    expect(toDateRange(null)).toBeNull();
    expect(toDateRange(undefined)).toBeNull();
    expect(toDateRange('')).toBeNull();
    expect(toDateRange(['2024-03-01', 'not a date'])).toBeNull();
  });
});
