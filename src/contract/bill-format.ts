/**
 * How a bill line reads for finance staff — rates in 元 by their unit, quantities with their unit, ranges
 * of days, the order of the lines — written once for the screen (<yp-bills>), the XLSX/CSV export and
 * the PDF of a bill, so the three show the same figures (src/contract/bills.ts: the money model).
 */
import {
  BILL_LINE_KINDS,
  BILL_LINE_KIND_LABELS,
  type BillLineKind,
  type BillLineRow,
  type BillRateUnit,
} from './bills';
import { formatDate } from './date-format';
import { localized } from './localized';
import { formatCount, formatDecimal } from './number-format';

/** The units a bill line is counted and priced in. */
export const BILL_UNIT_LABELS = localized(
  {
    palletDays: '托盘天',
    pallets: '片',
    corrections: '笔',
    yuanPerPalletDay: '元/片·天',
    yuanPerPallet: '元/片',
    yuanPerCorrection: '元/笔',
  } as const,
  {
    palletDays: 'pallet-days',
    pallets: 'pcs',
    corrections: 'corrections',
    yuanPerPalletDay: 'CNY/pallet·day',
    yuanPerPallet: 'CNY/pallet',
    yuanPerCorrection: 'CNY/correction',
  },
);
type BillUnit = keyof typeof BILL_UNIT_LABELS;

/** How a range of days and a correction's kind read in each language. */
const RANGE_LABELS = localized(
  {
    dayRangeJoin: ' 至 ',
    correction: (kind: string, corrected: string) => `${kind}（${corrected}）`,
  },
  {
    dayRangeJoin: ' to ',
    correction: (kind: string, corrected: string) => `${kind} (${corrected})`,
  },
);

/** Units by rate unit: what the quantity counts and what the rate is per. */
const UNITS: Record<BillRateUnit, { quantity: BillUnit; rate: BillUnit; perYuan: number }> = {
  // 1/100 fen per pallet-day is 10000 to the 元; fen per pallet or per correction 100.
  centiFenPerPalletDay: {
    quantity: 'palletDays',
    rate: 'yuanPerPalletDay',
    perYuan: 10000,
  },
  fenPerPallet: { quantity: 'pallets', rate: 'yuanPerPallet', perYuan: 100 },
  fenPerCorrection: {
    quantity: 'corrections',
    rate: 'yuanPerCorrection',
    perYuan: 100,
  },
};

/**
 * How a day of a range is written: shown in the language in force (formatDate), or as the wire's
 * yyyy-MM-dd (wireDay) in an export cell that a spreadsheet or an ERP import reads.
 */
export type DayText = (day: string) => string;
export const wireDay: DayText = (day) => day;

/** A line's rate as a number of 元 (a spreadsheet cell): 3500 per pallet-day → 0.35; 15000 per pallet → 150. */
export function billRateYuan(rate: number, unit: BillRateUnit): number {
  return rate / UNITS[unit].perYuan;
}

/** A line's rate in 元: 3500 (1/100 fen per pallet-day) → 0.35 元/片·天; 15000 (fen per pallet) → 150.00 元/片. */
export function formatBillRate(rate: number, unit: BillRateUnit): string {
  // 元 with thousands separators; a per-day rate may carry fractions of a fen (up to 4 decimals of 元).
  return `${formatDecimal(billRateYuan(rate, unit), 2, 4)} ${BILL_UNIT_LABELS[UNITS[unit].rate]}`;
}

/** What a line's quantity counts: pallet-days for the per-day rates, pallets for the per-pallet fees. */
export function billQuantityUnit(unit: BillRateUnit): string {
  return BILL_UNIT_LABELS[UNITS[unit].quantity];
}

/** A line's kind as a bill names it; a correction names the kind it corrects: 调整（租金）. */
export function billLineKindText(line: Pick<BillLineRow, 'kind' | 'corrects'>): string {
  const kind = BILL_LINE_KIND_LABELS[line.kind];
  return line.corrects ? RANGE_LABELS.correction(kind, BILL_LINE_KIND_LABELS[line.corrects.kind]) : kind;
}

/**
 * The days a line prices; a correction names the bill it corrects before that bill's period:
 * ZD20261021-000004 2026-09-21 至 2026-10-20.
 */
export function billLineDaysText(
  line: Pick<BillLineRow, 'firstDay' | 'lastDay' | 'corrects'>,
  dayText: DayText = formatDate,
): string {
  const days = formatDayRange(line.firstDay, line.lastDay, dayText);
  return line.corrects ? `${line.corrects.billNo} ${days}` : days;
}
/** A line's quantity with its unit and thousands separators: 12,345 托盘天; 12 片. */
export function formatBillQuantity(quantity: number, unit: BillRateUnit): string {
  return `${formatCount(quantity)} ${billQuantityUnit(unit)}`;
}

/**
 * Two days of a period, both included: 2026-10-26 至 2026-11-25 / 26 Oct 2026 to 25 Nov 2026 (one day
 * alone when they are equal).
 */
export function formatDayRange(first: string, last: string, dayText: DayText = formatDate): string {
  return first === last ? dayText(first) : `${dayText(first)}${RANGE_LABELS.dayRangeJoin}${dayText(last)}`;
}

const kindOrder = (kind: BillLineKind) => BILL_LINE_KINDS.indexOf(kind);

/** Lines in the order a bill lists them: by kind (租金 first), then warehouse, tray type and first day. */
export function orderBillLines(lines: readonly BillLineRow[]): BillLineRow[] {
  return [...lines].sort(
    (a, b) =>
      kindOrder(a.kind) - kindOrder(b.kind) ||
      a.warehouseName.localeCompare(b.warehouseName, 'zh-CN') ||
      a.trayTypeCode.localeCompare(b.trayTypeCode) ||
      a.firstDay.localeCompare(b.firstDay),
  );
}
