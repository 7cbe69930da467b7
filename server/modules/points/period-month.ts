import { monthDays, periodOf, type DayRange } from '../bills';

/** The monthly period whose cut-off day falls in the month yyyy-MM. */
export const periodOfMonth = (month: string, cutOffDay: number): DayRange =>
  periodOf(monthDays(month).from + cutOffDay - 1, cutOffDay);
