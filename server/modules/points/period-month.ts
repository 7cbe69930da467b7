import { periodOf, type DayRange } from '../bills';

const DAY_MS = 86_400_000;

/** The days of a month yyyy-MM (validated by the route's pattern). */
export function monthDays(month: string): DayRange {
  const [year, monthNo] = month.split('-').map(Number) as [number, number];
  return { from: Date.UTC(year, monthNo - 1, 1) / DAY_MS, to: Date.UTC(year, monthNo, 0) / DAY_MS };
}

/** The monthly period whose cut-off day falls in the month yyyy-MM. */
export const periodOfMonth = (month: string, cutOffDay: number): DayRange =>
  periodOf(monthDays(month).from + cutOffDay - 1, cutOffDay);

/** The route field of a month filter. */
export const MONTH_PATTERN = '^\\d{4}-(0[1-9]|1[0-2])$';
