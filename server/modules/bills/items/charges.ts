import type { BillChargeRow, BillEntryRow } from '../../../../src/contract/bill-items';
import type { BillLineRow } from '../../../../src/contract/bills';
import type { Page } from '../../../../src/contract/envelope';
import type { DbOrTrx } from '../../../db/schema';
import type { Paging } from '../../../http/paged-list';
import { pageOf } from '../../ledger';
import type { WalkCount } from '../reference-engine';
import { entriesById } from './entries';
import { pageSlice } from './page-slice';
import type { BillScope } from './scope';
import { entryCounts, type EntryCount } from './walk';

/** The line kinds split per entry, and the walk's count each is made of (an offset: its early returns). */
export type ChargedKind = 'overdueInStock' | 'overdueReturn' | 'offset' | 'deduction';
const WALK_KIND: Record<ChargedKind, WalkCount['kind']> = {
  overdueInStock: 'overdueInStock',
  overdueReturn: 'overdueReturn',
  offset: 'earlyReturn',
  deduction: 'deduction',
};

/** A counted entry's share of its line, before names. */
type Share = Omit<BillChargeRow, keyof BillEntryRow> & { entryId: string };

/**
 * Fen per entry of a per-day line: each entry's exact pallet-days × rate ÷ 100 rounded down, and the fen
 * the line's single rounding adds handed out one each by the largest remainder (earlier entries first on
 * a tie), so the shares add up to the line's amount.
 */
export function shareByRemainder(counted: readonly number[], rate: number, lineFen: number): number[] {
  const shares = counted.map((quantity) => Math.floor((quantity * rate) / 100));
  let left = lineFen - shares.reduce((sum, fen) => sum + fen, 0);
  const byRemainder = counted
    .map((quantity, index) => ({ index, remainder: (quantity * rate) % 100 }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    if (left <= 0) break;
    shares[index]! += 1;
    left -= 1;
  }
  return shares;
}

/** One line's entries with what each counts and its fen. */
function sharesOf(line: BillLineRow, kind: ChargedKind, counts: readonly EntryCount[], overdueDays: number) {
  const mine = counts.filter(
    (c) =>
      c.kind === WALK_KIND[kind] &&
      c.warehouseId === line.warehouseId &&
      c.trayTypeCode === line.trayTypeCode &&
      c.priceId === line.priceId,
  );
  const base = (c: EntryCount, counted: number, amountFen: number): Share => ({
    entryId: c.entryId,
    lineKind: kind,
    counted,
    rate: line.rate,
    rateUnit: line.rateUnit,
    amountFen,
    overdueDays:
      kind === 'overdueInStock' || kind === 'overdueReturn' ? Math.max(c.maxAge - overdueDays, 0) : null,
  });
  if (kind === 'overdueInStock') {
    const fen = shareByRemainder(
      mine.map((c) => c.quantity),
      line.rate,
      line.amountFen,
    );
    return mine.map((c, i) => base(c, c.quantity, fen[i]!));
  }
  if (kind === 'offset') {
    // The early returns offset the line's quantity in ledger order; later ones may offset nothing.
    let left = line.quantity;
    return mine.map((c) => {
      const offset = Math.min(c.quantity, left);
      left -= offset;
      return base(c, offset, offset === 0 ? 0 : -offset * line.rate);
    });
  }
  return mine.map((c) => base(c, c.quantity, c.quantity * line.rate));
}

/**
 * inStockOverDueDetail, recycleOverDueDetail, getEarlyReturnItemList, overdueDeductDetail: the entries
 * of the bill's lines of one kind, line after line in bill order, each entry in ledger order.
 */
export async function chargePage(
  db: DbOrTrx,
  lines: readonly BillLineRow[],
  scope: BillScope,
  kind: ChargedKind,
  paging: Paging,
): Promise<Page<BillChargeRow>> {
  const charged = lines.filter((line) => line.kind === kind);
  if (charged.length === 0) return pageOf([], 0, paging);
  const { counts, terms } = await entryCounts(db, scope, new Set([WALK_KIND[kind]]));
  const shares = charged.flatMap((line) => sharesOf(line, kind, counts, terms.overdueDays));
  const page = pageSlice(shares, paging);
  const entries = await entriesById(
    db,
    page.list.map((share) => share.entryId),
  );
  return { ...page, list: page.list.map((share) => ({ ...entries.get(share.entryId)!, ...share })) };
}
