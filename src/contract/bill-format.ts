/**
 * How a bill line reads for finance staff — rates in 元 by their unit, quantities with their unit, ranges
 * of days, the order of the lines — written once for the screen (<yp-bills>), the XLSX/CSV export and
 * the PDF of a bill, so the three show the same figures (src/contract/bills.ts: the money model).
 */
import { BILL_LINE_KINDS, type BillLineKind, type BillLineRow, type BillRateUnit } from './bills';

/** The units a bill line is counted and priced in. */
export const BILL_UNIT_LABELS = {
  palletDays: '托盘天',
  pallets: '片',
  yuanPerPalletDay: '元/片·天',
  yuanPerPallet: '元/片',
} as const;

/** Joins a range of days: 2026-10-26 至 2026-11-25. */
const DAY_RANGE_JOIN = ' 至 ';

/** 元 with thousands separators; a per-day rate may carry fractions of a fen (up to 4 decimals of 元). */
const yuan = new Intl.NumberFormat('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 4 });
const count = new Intl.NumberFormat('zh-CN');

/** Rate units per 元: 1/100 fen per pallet-day is 10000 to the 元, fen per pallet 100. */
const RATE_UNITS_PER_YUAN: Record<BillRateUnit, number> = { centiFenPerPalletDay: 10000, fenPerPallet: 100 };

/** A line's rate as a number of 元 (a spreadsheet cell): 3500 per pallet-day → 0.35; 15000 per pallet → 150. */
export function billRateYuan(rate: number, unit: BillRateUnit): number {
  return rate / RATE_UNITS_PER_YUAN[unit];
}

/** A line's rate in 元: 3500 (1/100 fen per pallet-day) → 0.35 元/片·天; 15000 (fen per pallet) → 150.00 元/片. */
export function formatBillRate(rate: number, unit: BillRateUnit): string {
  const suffix =
    unit === 'centiFenPerPalletDay' ? BILL_UNIT_LABELS.yuanPerPalletDay : BILL_UNIT_LABELS.yuanPerPallet;
  return `${yuan.format(billRateYuan(rate, unit))} ${suffix}`;
}

/** What a line's quantity counts: pallet-days for the per-day rates, pallets for the per-pallet fees. */
export function billQuantityUnit(unit: BillRateUnit): string {
  return unit === 'centiFenPerPalletDay' ? BILL_UNIT_LABELS.palletDays : BILL_UNIT_LABELS.pallets;
}

/** A line's quantity with its unit and thousands separators: 12,345 托盘天; 12 片. */
export function formatBillQuantity(quantity: number, unit: BillRateUnit): string {
  return `${count.format(quantity)} ${billQuantityUnit(unit)}`;
}

/** Two days of a period, both included: 2026-10-26 至 2026-11-25 (one day alone when they are equal). */
export function formatDayRange(first: string, last: string): string {
  return first === last ? first : `${first}${DAY_RANGE_JOIN}${last}`;
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
