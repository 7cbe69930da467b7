/** The periods of the report widgets: their defaults and why one cannot be asked for. */
import {
  dateOfDayNumber,
  dayNumberOf,
  periodProblems,
  type Granularity,
  type ReportPeriod,
} from '../contract/reports';

/** The last `days` days up to `today` (yyyy-MM-dd), by day. */
export function lastDaysPeriod(today: string, days: number): ReportPeriod {
  const end = dayNumberOf(today) as number;
  return { granularity: 'day', startDate: dateOfDayNumber(end - days + 1), endDate: today };
}

/**
 * The default period of a granularity ending on `today` (yyyy-MM-dd): the last 30 days, 12 whole weeks
 * from a Monday or 12 whole months (this one so far included).
 */
export function defaultPeriod(granularity: Granularity, today: string): ReportPeriod {
  if (granularity === 'day') return lastDaysPeriod(today, 30);
  if (granularity === 'week') {
    const end = dayNumberOf(today) as number;
    return { granularity, startDate: dateOfDayNumber(end - ((end + 3) % 7) - 11 * 7), endDate: today };
  }
  const [year, month] = today.split('-').map(Number) as [number, number];
  const first = new Date(Date.UTC(year, month - 1 - 11, 1)).toISOString().slice(0, 10);
  return { granularity, startDate: first, endDate: today };
}

/** Why the period cannot be asked for, as one message for its range field. */
export function periodError(period: ReportPeriod): string | undefined {
  const problems = periodProblems(period);
  return problems.startDate ?? problems.endDate;
}
