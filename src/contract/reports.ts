/**
 * Reports and charts (issue 14): the home board and charts of a company (role 1, /system), the group
 * company's data over its member factories (role 6, /groupCompany) and a downstream customer's data of its
 * own (role 7, /downstreamCustomer). Every figure is aggregated from the pallet ledger (entries, balances
 * and the ledger's daily roll-up), never typed in.
 *
 * ## The rules
 *
 * - **Days** are Asia/Shanghai calendar days (`yyyy-MM-dd`). A **period** is a date range
 *   [startDate, endDate], both days included, at most `MAX_PERIOD_DAYS` long, cut into **buckets** by
 *   day, week (ISO: Monday to Sunday; the first and last week keep only their days inside the range) or
 *   calendar month (likewise). A bucket is named by its first day inside the range (`bucketStarts`).
 * - **On hand at the end of a day** = the balance after every entry of that day: today's on hand less the
 *   sum of the deltas of every later day. A bucket's on hand is the on hand at the end of its last day.
 * - **Average balance** of a period = the mean of the end-of-day on hand over its days.
 * - **Movement classes** of the ledger kinds (`MOVEMENT_CLASS`): in (入库) inbound, saleIn, transferIn,
 *   circulationIn, customerReturnIn; out (出库) saleOut, transferOut, circulationOut, recycle, deduction,
 *   customerReturnOut, trayReturn; reversals (取消) transferCancel and recycleCancel give pallets back:
 *   they are not in, they take their quantity off the out of the day they happen; transferCorrection
 *   (调拨更正, a disputed transfer's difference, either sign) is a reversal too, booked on the day of the
 *   entry it corrects.
 * - **Issues** (发货) = saleOut + circulationOut; **transfers** (调拨) = transferOut − transferCancel;
 *   **circulation** (流转) = circulationOut (sent on) and circulationIn (received);
 *   **returns** (归还) = trayReturn (returned to the platform) + customerReturnIn (returned by one's
 *   clients); **deductions** (扣减) = deduction.
 * - **Cycle time** (周转次数) = (issues + transfers) ÷ average balance; **loss rate** (损耗率) =
 *   deductions ÷ average balance, in percent; **dwell time** (平均停留天数) of a warehouse = average
 *   balance × days of the period ÷ out of the period. Each is null when its divisor is 0 (shown as —),
 *   and rounded to two decimals (`ratio`).
 * - **Overdue** (超期) follows the bills model (src/contract/bills.ts): pallets on hand aged beyond the
 *   company's overdue days now, and those that turn overdue within the next `OVERDUE_SOON_DAYS` days.
 * - **Scope**, checked by the server on every call: role 1 sees its own company; role 6 the member
 *   companies of its group (companies whose group is the session's company), all or one
 *   (`memberCompanyId`; any other company answers as if it had no rows: 4030 is not given away), and for
 *   downstream detail the downstream clients of its members (their parent is a member) holding the
 *   members' pallets; role 7 its own company only.
 */
import type { PageQuery } from './envelope';
import { localized } from './localized';
import type { DocumentType, LedgerEntryRow, LedgerKind } from './stock';

export type Granularity = 'day' | 'week' | 'month';
export const GRANULARITIES: readonly Granularity[] = ['day', 'week', 'month'];
export const GRANULARITY_LABELS: Readonly<Record<Granularity, string>> = localized(
  { day: '按日', week: '按周', month: '按月' },
  { day: 'Daily', week: 'Weekly', month: 'Monthly' },
);

/** The longest period a report covers (a leap year). */
export const MAX_PERIOD_DAYS = 366;
/** The board's second overdue tile: pallets that turn overdue within this many days. */
export const OVERDUE_SOON_DAYS = 7;
/** The board's recent movements. */
export const RECENT_MOVEMENTS = 10;

export type MovementClass = 'in' | 'out' | 'reversal';
export const MOVEMENT_CLASS: Readonly<Record<LedgerKind, MovementClass>> = {
  inbound: 'in',
  saleIn: 'in',
  transferIn: 'in',
  circulationIn: 'in',
  customerReturnIn: 'in',
  saleOut: 'out',
  transferOut: 'out',
  circulationOut: 'out',
  recycle: 'out',
  deduction: 'out',
  customerReturnOut: 'out',
  trayReturn: 'out',
  transferCancel: 'reversal',
  transferCorrection: 'reversal',
  recycleCancel: 'reversal',
};

/** The kinds of each movement list of the group and downstream areas (入库, 出库, 流转, 归还). */
export const REPORT_LIST_KINDS = {
  inStock: ['inbound', 'saleIn', 'transferIn', 'circulationIn', 'customerReturnIn'],
  outStock: [
    'saleOut',
    'transferOut',
    'circulationOut',
    'recycle',
    'deduction',
    'customerReturnOut',
    'trayReturn',
  ],
  multiCirculation: ['circulationOut', 'circulationIn'],
  returnTray: ['trayReturn', 'customerReturnIn', 'customerReturnOut'],
} as const satisfies Readonly<Record<string, readonly LedgerKind[]>>;
export type MovementList = keyof typeof REPORT_LIST_KINDS;

/** Two decimals; null when the divisor is 0. */
export function ratio(numerator: number, divisor: number): number | null {
  if (divisor === 0) return null;
  return Math.round((numerator / divisor) * 100) / 100;
}

/** 周转次数: (issues + transfers) ÷ average balance. */
export const cycleTime = (issues: number, transfers: number, averageBalance: number): number | null =>
  ratio(issues + transfers, averageBalance);

/** 损耗率 in percent: deductions ÷ average balance × 100. */
export const lossRatePercent = (deductions: number, averageBalance: number): number | null =>
  ratio(deductions * 100, averageBalance);

/** 平均停留天数: average balance × days ÷ out. */
export const dwellDays = (averageBalance: number, days: number, out: number): number | null =>
  ratio(averageBalance * days, out);

// ── days and buckets (pure: yyyy-MM-dd strings, no time zone involved) ───────────────────────────────

const DAY_MS = 86_400_000;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Days since 1970-01-01 of a yyyy-MM-dd date, or null when it is not a real date. */
export function dayNumberOf(date: string): number | null {
  const match = DATE.exec(date);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const ms = Date.UTC(year, month - 1, day);
  const back = new Date(ms);
  if (back.getUTCFullYear() !== year || back.getUTCMonth() !== month - 1 || back.getUTCDate() !== day)
    return null;
  return ms / DAY_MS;
}

/** The yyyy-MM-dd date of a day number. */
export const dateOfDayNumber = (dayNumber: number): string =>
  new Date(dayNumber * DAY_MS).toISOString().slice(0, 10);

/** Why a period is refused (a message per field), or an empty object when it is sound. */
export function periodProblems(period: Pick<ReportPeriod, 'startDate' | 'endDate'>): {
  startDate?: string;
  endDate?: string;
} {
  const start = dayNumberOf(period.startDate);
  const end = dayNumberOf(period.endDate);
  if (start === null) return { startDate: REPORT_RULE_MESSAGES.badDate };
  if (end === null) return { endDate: REPORT_RULE_MESSAGES.badDate };
  if (end < start) return { endDate: REPORT_RULE_MESSAGES.endBeforeStart };
  if (end - start + 1 > MAX_PERIOD_DAYS) return { endDate: REPORT_RULE_MESSAGES.tooLong };
  return {};
}

export const REPORT_RULE_MESSAGES = localized(
  {
    badDate: '请填写正确的日期（yyyy-MM-dd）',
    endBeforeStart: '结束日期不能早于开始日期',
    tooLong: `统计区间最长 ${MAX_PERIOD_DAYS} 天`,
  },
  {
    badDate: 'Please enter a valid date (yyyy-MM-dd)',
    endBeforeStart: 'The end date must not be before the start date',
    tooLong: `A period is at most ${MAX_PERIOD_DAYS} days`,
  },
);

/** The first day (day number) of the bucket that holds `dayNumber`, before clipping to the range. */
function bucketStartOf(dayNumber: number, granularity: Granularity): number {
  if (granularity === 'day') return dayNumber;
  if (granularity === 'week') {
    // 1970-01-01 was a Thursday: (d + 3) mod 7 is 0 on Mondays.
    return dayNumber - ((((dayNumber + 3) % 7) + 7) % 7);
  }
  const date = new Date(dayNumber * DAY_MS);
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1) / DAY_MS;
}

/**
 * The buckets of a sound period: each bucket's first and last day inside the range (yyyy-MM-dd), in
 * order. A chart's x axis and every series of an answer follow this list.
 */
export function bucketsOf(period: ReportPeriod): { start: string; end: string }[] {
  const first = dayNumberOf(period.startDate) as number;
  const last = dayNumberOf(period.endDate) as number;
  const buckets: { start: string; end: string }[] = [];
  let day = first;
  while (day <= last) {
    let next = day + 1;
    while (next <= last && bucketStartOf(next, period.granularity) === bucketStartOf(day, period.granularity))
      next += 1;
    buckets.push({ start: dateOfDayNumber(day), end: dateOfDayNumber(next - 1) });
    day = next;
  }
  return buckets;
}

/** The bucket starts of a sound period (the x axis). */
export const bucketStarts = (period: ReportPeriod): string[] =>
  bucketsOf(period).map((bucket) => bucket.start);

// ── wire types ───────────────────────────────────────────────────────────────────────────────────────

export interface ReportPeriod {
  granularity: Granularity;
  /** yyyy-MM-dd, Asia/Shanghai, included */
  startDate: string;
  /** yyyy-MM-dd, Asia/Shanghai, included */
  endDate: string;
}

/** A chart call's body: the period and optional narrowing. */
export interface ChartQuery extends ReportPeriod {
  trayTypeCode?: string;
  warehouseId?: string;
  /** Role 6 only: one member company (else the whole group). */
  memberCompanyId?: string;
}

/** POST homepage/getBoardStatistics (body {}): the board of the session's company. */
export interface HomeBoard {
  onHand: number;
  available: number;
  inTransit: number;
  awaitingSignature: number;
  overdue: { now: number; soon: number };
  /** The current Shanghai month (yyyy-MM) so far: pallets in and out (reversals taken off out). */
  month: { month: string; inbound: number; outbound: number };
  /** Platform statements not yet paid in full (the bills area): how many and what remains to pay. */
  openBills: { count: number; dueFen: number };
  /** The newest ledger entries of the company, newest first (RECENT_MOVEMENTS at most). */
  recentMovements: LedgerEntryRow[];
}

/** One tray type's line of the stock trend. */
export interface TrendSeries {
  trayTypeCode: string;
  trayTypeName: string;
  /** On hand at the end of each bucket (the x axis). */
  onHand: number[];
}

/** Movements per bucket (every array follows `buckets`). */
export interface FlowSeries {
  inbound: number[];
  /** Out less reversals. */
  outbound: number[];
  circulationOut: number[];
  circulationIn: number[];
  returns: number[];
  deductions: number[];
}

/** The period's turnover of one warehouse (or of the whole scope: `TurnoverFigures` in `totals`). */
export interface TurnoverFigures {
  /** Two decimals. */
  averageBalance: number;
  issues: number;
  transfers: number;
  outbound: number;
  deductions: number;
  cycleTime: number | null;
  dwellDays: number | null;
  lossRatePercent: number | null;
}
export interface WarehouseTurnover extends TurnoverFigures {
  warehouseId: string;
  warehouseName: string;
  companyId: string;
  companyName: string;
}

/** POST homepage/getChartStatistics (ChartQuery): the charts of the session's company. */
export interface ChartStatistics {
  period: ReportPeriod;
  /** The buckets' first days (yyyy-MM-dd): the x axis of every series. */
  buckets: string[];
  trend: TrendSeries[];
  flows: FlowSeries;
  warehouses: WarehouseTurnover[];
  totals: TurnoverFigures;
}

export type MapLevel = 'province' | 'city';

/** POST stockmap/getInStockAddressByMapLevel: on hand per province, or per city of one province. */
export interface MapLevelQuery {
  level: MapLevel;
  /** level 'city': the province (as the map names it, e.g. 江苏省) */
  province?: string;
}
export interface MapArea {
  /** Province or city name as the warehouses' addresses give it */
  name: string;
  onHand: number;
  warehouses: number;
  /** The mean position of its warehouses that have one (city level); null when none has. */
  longitude: number | null;
  latitude: number | null;
}
export interface MapLevelStock {
  level: MapLevel;
  province?: string;
  areas: MapArea[];
}

// ── group (role 6) and downstream (role 7) ──────────────────────────────────────────────────────────

/** A company of the report's scope (a member factory of the group, or a downstream client). */
export interface ReportCompany {
  companyId: string;
  companyName: string;
}

/** One member's figures in the group summary. */
export interface MemberFigures extends ReportCompany {
  onHand: number;
  inTransit: number;
  awaitingSignature: number;
  /** The member's pallets held by its downstream clients. */
  atDownstream: number;
  /** This Shanghai month so far. */
  monthIn: number;
  monthOut: number;
  warehouses: number;
}

/** POST groupCustomer/GroupDataSummary ({ memberCompanyId? }): the group's tiles and per-member table. */
export interface GroupDataSummary {
  groupCompanyName: string;
  month: string;
  totals: Omit<MemberFigures, 'companyId' | 'companyName'>;
  members: MemberFigures[];
}

/** One member's series in the group stock report (every array follows `buckets`). */
export interface MemberSeries extends ReportCompany {
  onHand: number[];
  inbound: number[];
  outbound: number[];
}

/** POST groupCustomer/report/searchStockData (ChartQuery): per-member comparison over a period. */
export interface GroupStockReport {
  period: ReportPeriod;
  buckets: string[];
  members: MemberSeries[];
  warehouses: WarehouseTurnover[];
  totals: TurnoverFigures;
}

/** Filters of every movement list (入库, 出库, 流转, 归还) of both areas. */
export interface MovementQuery extends PageQuery {
  /** Role 6: one member company. */
  memberCompanyId?: string;
  warehouseId?: string;
  trayTypeCode?: string;
  /** One kind of the list's kinds. */
  kind?: LedgerKind;
  /** yyyy-MM-dd, Shanghai days, both included */
  startDate?: string;
  endDate?: string;
  /** Part of the document number */
  keyword?: string;
}

/** One ledger entry of a movement list. */
export interface MovementRow extends ReportCompany {
  id: string;
  createdAt: string;
  kind: LedgerKind;
  documentType: DocumentType;
  documentId: string;
  documentNo: string;
  warehouseId: string;
  warehouseName: string;
  trayTypeCode: string;
  trayTypeName: string;
  /** Whose pallets (the owner); the company itself for own pallets. */
  ownerCompanyName: string;
  /** Always positive: the list says whether it is in or out (`kind`). */
  quantity: number;
  /** Signed, as in the ledger. */
  delta: number;
}

/** Whose stock a stock list shows (role 6): the members' own, or what their downstream clients hold of theirs. */
export type StockHolders = 'members' | 'downstream';

/** Filters of the stock lists (searchStock). */
export interface ReportStockQuery extends PageQuery {
  /** Role 6: 'members' (default) or 'downstream'. */
  holders?: StockHolders;
  /** Role 6: one member company (holders 'downstream': whose pallets). */
  memberCompanyId?: string;
  /** Role 6, holders 'downstream': one downstream client. */
  downstreamCompanyId?: string;
  warehouseId?: string;
  trayTypeCode?: string;
  /** Part of a warehouse or company name */
  keyword?: string;
}

/** One balance of a stock list (holder × warehouse × tray type × owner). */
export interface ReportStockRow extends ReportCompany {
  warehouseId: string;
  warehouseName: string;
  province: string;
  city: string;
  trayTypeCode: string;
  trayTypeName: string;
  ownerCompanyId: string;
  ownerCompanyName: string;
  onHand: number;
  available: number;
  inTransit: number;
  awaitingSignature: number;
  updatedAt: string;
}

/** Filters of stockInfo (per company and tray type). */
export interface StockInfoQuery extends PageQuery {
  memberCompanyId?: string;
  trayTypeCode?: string;
}

/** POST …/searchStockInfo: one company's stock of one tray type. */
export interface StockInfoRow extends ReportCompany {
  trayTypeCode: string;
  trayTypeName: string;
  onHand: number;
  available: number;
  inTransit: number;
  awaitingSignature: number;
  /** The company's pallets held by its downstream clients. */
  atDownstream: number;
  warehouses: number;
}
