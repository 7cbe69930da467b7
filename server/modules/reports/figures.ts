import {
  MOVEMENT_CLASS,
  bucketsOf,
  cycleTime,
  dayNumberOf,
  dwellDays,
  lossRatePercent,
  ratio,
  type FlowSeries,
  type MovementClass,
  type ReportPeriod,
  type TurnoverFigures,
} from '../../../src/contract/reports';
import type { LedgerKind } from '../../../src/contract/stock';
import type { DailyLine, DayRange } from './daily';

/** A sound period's days and its buckets as day indexes (0 = the first day), both ends included. */
export interface PeriodDays extends DayRange {
  buckets: { first: number; last: number }[];
}

export function periodDays(period: ReportPeriod): PeriodDays {
  const first = dayNumberOf(period.startDate) as number;
  return {
    first,
    last: dayNumberOf(period.endDate) as number,
    buckets: bucketsOf(period).map((bucket) => ({
      first: (dayNumberOf(bucket.start) as number) - first,
      last: (dayNumberOf(bucket.end) as number) - first,
    })),
  };
}

const kindsOf = (movementClass: MovementClass): LedgerKind[] =>
  (Object.keys(MOVEMENT_CLASS) as LedgerKind[]).filter((kind) => MOVEMENT_CLASS[kind] === movementClass);
const IN_KINDS = kindsOf('in');
const OUT_KINDS = kindsOf('out');
const REVERSAL_KINDS = kindsOf('reversal');

const dayCount = (days: DayRange) => days.last - days.first + 1;
const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);
const minus = (a: readonly number[], b: readonly number[]) => a.map((value, index) => value - b[index]!);
const plus = (a: readonly number[], b: readonly number[]) => a.map((value, index) => value + b[index]!);

/** Pallets per day of the kinds over the lines. */
function perDay(lines: readonly DailyLine[], kinds: readonly LedgerKind[], days: DayRange): number[] {
  const total = new Array<number>(dayCount(days)).fill(0);
  for (const line of lines)
    for (const kind of kinds) line.moves.get(kind)?.forEach((amount, index) => (total[index]! += amount));
  return total;
}

/** On hand at the end of each day over the lines. */
export function onHandPerDay(lines: readonly DailyLine[], days: DayRange): number[] {
  const total = new Array<number>(dayCount(days)).fill(0);
  for (const line of lines) line.onHand.forEach((held, index) => (total[index]! += held));
  return total;
}

/** Pallets in, and out less reversals, per day (入库, 出库). */
export const inOutPerDay = (lines: readonly DailyLine[], days: DayRange) => ({
  inbound: perDay(lines, IN_KINDS, days),
  outbound: minus(perDay(lines, OUT_KINDS, days), perDay(lines, REVERSAL_KINDS, days)),
});

/** Σ per bucket of a per-day series. */
export const bucketSums = (series: readonly number[], days: PeriodDays): number[] =>
  days.buckets.map((bucket) => sum(series.slice(bucket.first, bucket.last + 1)));

/** The value at each bucket's last day of a per-day series (on hand at the bucket's end). */
export const bucketEnds = (series: readonly number[], days: PeriodDays): number[] =>
  days.buckets.map((bucket) => series[bucket.last]!);

/** The movement series of the charts, per bucket. */
export function flowsOf(lines: readonly DailyLine[], days: PeriodDays): FlowSeries {
  const { inbound, outbound } = inOutPerDay(lines, days);
  const per = (kinds: readonly LedgerKind[]) => bucketSums(perDay(lines, kinds, days), days);
  return {
    inbound: bucketSums(inbound, days),
    outbound: bucketSums(outbound, days),
    circulationOut: per(['circulationOut']),
    circulationIn: per(['circulationIn']),
    returns: plus(per(['trayReturn']), per(['customerReturnIn'])),
    deductions: per(['deduction']),
  };
}

/** The period's turnover of the lines (a warehouse's, or the whole scope's). */
export function turnoverOf(lines: readonly DailyLine[], days: DayRange): TurnoverFigures {
  const length = dayCount(days);
  const average = sum(onHandPerDay(lines, days)) / length;
  const total = (kinds: readonly LedgerKind[]) => sum(perDay(lines, kinds, days));
  const issues = total(['saleOut', 'circulationOut']);
  const transfers = total(['transferOut']) - total(['transferCancel']);
  const outbound = sum(inOutPerDay(lines, days).outbound);
  const deductions = total(['deduction']);
  return {
    averageBalance: ratio(average, 1) as number,
    issues,
    transfers,
    outbound,
    deductions,
    cycleTime: cycleTime(issues, transfers, average),
    dwellDays: dwellDays(average, length, outbound),
    lossRatePercent: lossRatePercent(deductions, average),
  };
}
