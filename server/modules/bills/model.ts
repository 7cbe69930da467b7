import type { BillLineKind, BillRateUnit, ComputedLineKind } from '../../../src/contract/bills';
import { FREE_RENT_DAYS } from '../stock';
import type { BillPricesTable } from './tables';

/**
 * The pieces of the money model (src/contract/bills.ts) that the reference engine and the SQL engine
 * share: terms, price rows, the line and its amount. Days are Asia/Shanghai day numbers (shanghaiDay).
 */

/** A company's terms (bill_terms); {@link PLATFORM_TERMS} where it has none. */
export interface BillTerms {
  freeDays: number;
  overdueDays: number;
  deductDays: number;
  cutOffDay: number;
}

/** The platform's defaults; free days agree with the stock lists' overdue count (FREE_RENT_DAYS). */
export const PLATFORM_TERMS: Readonly<BillTerms> = {
  freeDays: FREE_RENT_DAYS,
  overdueDays: 90,
  deductDays: 60,
  cutOffDay: 25,
};

/** A row of the price list (bill_prices): companyId null is the platform's row. */
export interface BillPrice {
  id: string;
  companyId: string | null;
  trayTypeCode: string;
  /** The first day the row prices. */
  effectiveFrom: number;
  /** 1/100 fen per pallet-day. */
  rentRate: number;
  overdueRate: number;
  /** Fen per pallet. */
  depositFen: number;
  lateReturnFen: number;
}

/** A stored price row as the engine reads it (the database may answer numbers as strings). */
export const billPriceOf = (row: BillPricesTable): BillPrice => ({
  id: row.id,
  companyId: row.company_id,
  trayTypeCode: row.tray_type_code,
  effectiveFrom: Number(row.effective_from),
  rentRate: Number(row.rent_rate),
  overdueRate: Number(row.overdue_rate),
  depositFen: Number(row.deposit_fen),
  lateReturnFen: Number(row.late_return_fen),
});

/** Whose pallets, in whose hands, where. */
export interface BillBalance {
  holderCompanyId: string;
  warehouseId: string;
  trayTypeCode: string;
  ownerCompanyId: string;
}

/** A period: whole days, both ends included. */
export interface DayRange {
  from: number;
  to: number;
}

/** One bill line of one balance and price row, with the ledger entries it counts. */
export interface BillLine extends BillBalance {
  kind: BillLineKind;
  priceId: string;
  /** The days of the period on which the price row is in force. */
  firstDay: number;
  lastDay: number;
  quantity: number;
  /** 1/100 fen per pallet-day (hire, overdueInStock) or fen per pallet (the others). */
  rate: number;
  amountFen: number;
  /** Sorted. */
  entryIds: string[];
  /**
   * A correction line's corrected document and kind (money model, CORRECTIONS): a bill (bills.id) on a
   * client bill, a statement (settle_statements.id) on a statement.
   */
  corrects?: { billId: string; kind: ComputedLineKind };
}

/** Kinds whose quantity is pallet-days at a rate in 1/100 fen; the others count pallets at whole fen. */
export const PER_DAY_KINDS: ReadonlySet<BillLineKind> = new Set(['hire', 'overdueInStock']);

/** Ledger kinds that return pallets (超期归还 and 可冲抵 count them). */
export const RETURN_KINDS = ['trayReturn', 'customerReturnOut'] as const;

/** The unit a line of the kind is priced in. */
export function rateUnitOf(kind: BillLineKind): BillRateUnit {
  if (kind === 'correction') return 'fenPerCorrection';
  return PER_DAY_KINDS.has(kind) ? 'centiFenPerPalletDay' : 'fenPerPallet';
}

/**
 * A line's amount in fen: pallet-days × rate ÷ 100 rounded half up, once per line (quantities and rates
 * are never negative, so half up is floor(x + ½)); per-pallet fees are whole fen; an offset is a credit;
 * a correction is its rate (quantity 1), a debit or a credit.
 */
export function lineAmount(kind: BillLineKind, quantity: number, rate: number): number {
  if (PER_DAY_KINDS.has(kind)) return Math.floor((quantity * rate + 50) / 100);
  return kind === 'offset' ? -quantity * rate : quantity * rate;
}

/**
 * The price row in force for the owner's pallets of a tray type on a day: the owner's own newest row
 * that has taken effect, else the platform's; undefined when neither has (the day is not billed).
 */
export function priceInForce(
  prices: readonly BillPrice[],
  owner: string,
  trayTypeCode: string,
  day: number,
): BillPrice | undefined {
  const newest = (companyId: string | null) =>
    prices
      .filter((p) => p.companyId === companyId && p.trayTypeCode === trayTypeCode && p.effectiveFrom <= day)
      .reduce<BillPrice | undefined>(
        (best, p) => (!best || p.effectiveFrom > best.effectiveFrom ? p : best),
        undefined,
      );
  return newest(owner) ?? newest(null);
}

/** The rate of a line kind on a price row. */
export function rateOf(kind: ComputedLineKind, price: BillPrice): number {
  switch (kind) {
    case 'hire':
      return price.rentRate;
    case 'overdueInStock':
      return price.overdueRate;
    case 'overdueReturn':
    case 'offset':
      return price.lateReturnFen;
    case 'deduction':
      return price.depositFen;
  }
}
