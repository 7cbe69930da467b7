import { describe, expect, it } from 'vitest';
import { dayText, periodOf } from './period';

const dayOf = (text: string) => Date.parse(`${text}T00:00:00Z`) / 86_400_000;
const period = (today: string, cutOffDay: number) => {
  const { from, to } = periodOf(dayOf(today), cutOffDay);
  return [dayText(from), dayText(to)];
};

describe('the monthly period of a cut-off day', () => {
  it('runs from the day after one cut-off to the next, both included', () => {
    expect(period('2026-11-24', 25)).toEqual(['2026-10-26', '2026-11-25']);
    expect(period('2026-11-25', 25)).toEqual(['2026-10-26', '2026-11-25']);
    expect(period('2026-11-26', 25)).toEqual(['2026-11-26', '2026-12-25']);
    expect(period('2026-11-24', 20)).toEqual(['2026-11-21', '2026-12-20']);
  });

  it('crosses the turn of the year', () => {
    expect(period('2026-12-28', 25)).toEqual(['2026-12-26', '2027-01-25']);
    expect(period('2027-01-03', 25)).toEqual(['2026-12-26', '2027-01-25']);
    expect(period('2027-03-01', 28)).toEqual(['2027-03-01', '2027-03-28']);
  });
});
