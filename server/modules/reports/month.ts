import { dateOfDayNumber, dayNumberOf } from '../../../src/contract/reports';
import type { DbOrTrx } from '../../db/schema';
import { shanghaiDay } from '../ledger';
import { dailyLines } from './daily';
import { inOutPerDay } from './figures';

/** The current Shanghai month (yyyy-MM) and its days so far. */
export function currentMonth(now: number): { month: string; first: number; last: number } {
  const today = shanghaiDay(now);
  const month = dateOfDayNumber(today).slice(0, 7);
  return { month, first: dayNumberOf(`${month}-01`) as number, last: today };
}

/** Pallets in, and out less reversals, of a holder this month so far (from the daily roll-up). */
export async function monthInOut(
  db: DbOrTrx,
  now: number,
  holder: string,
): Promise<{ inbound: number; outbound: number }> {
  const days = currentMonth(now);
  const { inbound, outbound } = inOutPerDay(await dailyLines(db, [holder], {}, days), days);
  const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);
  return { inbound: sum(inbound), outbound: sum(outbound) };
}
