import { describe, expect, it } from 'vitest';
import { monthGrid, moveDate, outOfRange, parseDate } from './month-grid';

describe('month grid', () => {
  it('lays a month out in six Monday-first weeks with the neighbouring days', () => {
    const grid = monthGrid('2026-11-24');
    expect(grid).toHaveLength(6);
    expect(grid.every((week) => week.length === 7)).toBe(true);
    // 1 November 2026 is a Sunday: the grid opens on Monday 26 October.
    expect(grid[0]).toEqual([
      '2026-10-26',
      '2026-10-27',
      '2026-10-28',
      '2026-10-29',
      '2026-10-30',
      '2026-10-31',
      '2026-11-01',
    ]);
    expect(grid[5]![6]).toBe('2026-12-06');
    expect(monthGrid('2026-06-01')[0]![0]).toBe('2026-06-01');
  });

  it('accepts typed text only as a real yyyy-MM-dd day', () => {
    expect(parseDate(' 2026-11-24 ')).toBe('2026-11-24');
    expect(parseDate('2024-02-29')).toBe('2024-02-29');
    for (const text of ['2026-02-30', '2026-13-01', '11/24/2026', '2026-1-5', '2026/11/24', ''])
      expect(parseDate(text)).toBeNull();
  });

  it('moves by day, week, month, year and to the ends of the week', () => {
    expect(moveDate('2026-11-30', 'ArrowRight')).toBe('2026-12-01');
    expect(moveDate('2026-11-01', 'ArrowLeft')).toBe('2026-10-31');
    expect(moveDate('2026-11-24', 'ArrowUp')).toBe('2026-11-17');
    expect(moveDate('2026-11-24', 'ArrowDown')).toBe('2026-12-01');
    expect(moveDate('2026-01-31', 'PageDown')).toBe('2026-02-28');
    expect(moveDate('2026-11-24', 'PageUp')).toBe('2026-10-24');
    expect(moveDate('2026-11-24', 'PageUp', true)).toBe('2025-11-24');
    expect(moveDate('2026-11-24', 'Home')).toBe('2026-11-23');
    expect(moveDate('2026-11-24', 'End')).toBe('2026-11-29');
    expect(moveDate('2026-11-24', 'Enter')).toBeNull();
  });

  it('tells days outside an open or closed range', () => {
    expect(outOfRange('2026-11-24', '2026-11-25')).toBe(true);
    expect(outOfRange('2026-11-24', undefined, '2026-11-23')).toBe(true);
    expect(outOfRange('2026-11-24', '', '')).toBe(false);
  });
});
