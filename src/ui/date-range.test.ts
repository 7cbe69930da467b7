import { describe, expect, it } from 'vitest';
import { adjustRange } from './date-range';

describe('adjustRange keeps start ≤ end', () => {
  it('accepts an edit that keeps the order', () => {
    expect(adjustRange(['2024-03-01', '2024-03-31'], 'start', '2024-03-10')).toEqual([
      '2024-03-10',
      '2024-03-31',
    ]);
    expect(adjustRange(['2024-03-01', '2024-03-31'], 'end', '2024-03-01')).toEqual([
      '2024-03-01',
      '2024-03-01',
    ]);
  });

  it('moves the other end along when an edit would invert the range', () => {
    expect(adjustRange(['2024-03-01', '2024-03-31'], 'start', '2024-04-15')).toEqual([
      '2024-04-15',
      '2024-04-15',
    ]);
    expect(adjustRange(['2024-03-01', '2024-03-31'], 'end', '2024-02-20')).toEqual([
      '2024-02-20',
      '2024-02-20',
    ]);
  });

  it('leaves open ends open', () => {
    expect(adjustRange(['', ''], 'start', '2024-03-01')).toEqual(['2024-03-01', '']);
    expect(adjustRange(['2024-03-01', ''], 'end', '2024-02-01')).toEqual(['2024-02-01', '2024-02-01']);
    expect(adjustRange(['2024-03-01', '2024-03-31'], 'start', '')).toEqual(['', '2024-03-31']);
  });
});
