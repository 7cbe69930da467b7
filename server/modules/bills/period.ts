import type { DayRange } from './model';

const DAY_MS = 86_400_000;

/** A Shanghai day number as yyyy-MM-dd (day numbers count Shanghai days from 1970-01-01). */
export const dayText = (day: number): string => new Date(day * DAY_MS).toISOString().slice(0, 10);

/**
 * The monthly period that holds `today` (money model, PERIODS): from the day after one cut-off to the
 * next, both included. Cut-off days run 1–28, so every month has one.
 */
export function periodOf(today: number, cutOffDay: number): DayRange {
  const date = new Date(today * DAY_MS);
  const month = date.getUTCMonth() + (date.getUTCDate() > cutOffDay ? 1 : 0);
  const cutOff = (monthIndex: number) => Date.UTC(date.getUTCFullYear(), monthIndex, cutOffDay) / DAY_MS;
  return { from: cutOff(month - 1) + 1, to: cutOff(month) };
}

/** The days of a month yyyy-MM (validated by the routes' pattern): a list's 账期 filter on the period's end. */
export function monthDays(month: string): DayRange {
  const [year, monthNo] = month.split('-').map(Number) as [number, number];
  return { from: Date.UTC(year, monthNo - 1, 1) / DAY_MS, to: Date.UTC(year, monthNo, 0) / DAY_MS };
}
