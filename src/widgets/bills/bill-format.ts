/**
 * How a bill reads for finance staff: rates in 元 by their unit, quantities with their unit, ranges of
 * days, and the sums the views show (integer fen, added without rounding, as src/contract/bills.ts says).
 */
import {
  BILL_LINE_KINDS,
  type BillLineKind,
  type BillLineRow,
  type BillRateUnit,
} from '../../contract/bills';
import { billLabels as text } from './labels';

/** 元 with thousands separators; a per-day rate may carry fractions of a fen (up to 4 decimals of 元). */
const yuan = new Intl.NumberFormat('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 4 });
const count = new Intl.NumberFormat('zh-CN');

/** Fen per 元 for each rate unit: 1/100 fen per pallet-day is 10000 to the 元, fen per pallet 100. */
const RATE_UNITS_PER_YUAN: Record<BillRateUnit, number> = { centiFenPerPalletDay: 10000, fenPerPallet: 100 };

/** A line's rate in 元: 3500 (1/100 fen per pallet-day) → 0.35 元/片·天; 15000 (fen per pallet) → 150.00 元/片. */
export function formatBillRate(rate: number, unit: BillRateUnit): string {
  const suffix = unit === 'centiFenPerPalletDay' ? text.units.yuanPerPalletDay : text.units.yuanPerPallet;
  return `${yuan.format(rate / RATE_UNITS_PER_YUAN[unit])} ${suffix}`;
}

/** A line's quantity with its unit: pallet-days for the per-day rates, pallets for the per-pallet fees. */
export function formatBillQuantity(quantity: number, unit: BillRateUnit): string {
  const suffix = unit === 'centiFenPerPalletDay' ? text.units.palletDays : text.units.pallets;
  return `${count.format(quantity)} ${suffix}`;
}

/** Two days of a period, both included: 2026-10-26 至 2026-11-25 (one day alone when they are equal). */
export function formatDayRange(first: string, last: string): string {
  return first === last ? first : `${first}${text.rangeJoin}${last}`;
}

/** Column width (px) that shows a range of days whole, never cut with … */
export const DAY_RANGE_WIDTH = 220;

/** The sum of amounts in fen, as the bill's total is: never rounded again. */
export function sumFen(items: readonly { amountFen: number }[]): number {
  return items.reduce((sum, item) => sum + item.amountFen, 0);
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

/** Each kind the bill has, in bill order, with the sum of its lines. */
export function subtotalsByKind(lines: readonly BillLineRow[]): { kind: BillLineKind; amountFen: number }[] {
  return BILL_LINE_KINDS.map((kind) => ({ kind, lines: lines.filter((line) => line.kind === kind) }))
    .filter(({ lines: ofKind }) => ofKind.length > 0)
    .map(({ kind, lines: ofKind }) => ({ kind, amountFen: sumFen(ofKind) }));
}
