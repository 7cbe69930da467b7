import type { ComputedLineKind } from '../../../src/contract/bills';
import { COMPUTED_LINE_KINDS } from '../../../src/contract/bills';
import type { LedgerKind } from '../../../src/contract/stock';
import {
  RETURN_KINDS,
  lineAmount,
  priceInForce,
  rateOf,
  type BillBalance,
  type BillLine,
  type BillPrice,
  type BillTerms,
  type DayRange,
} from './model';

/** A ledger entry of the balance as the reference engine reads it. */
export interface LedgerMove {
  id: string;
  /** Asia/Shanghai day number of created_at. */
  day: number;
  /** created_at: orders the entries of one day (then the id). */
  at: number;
  delta: number;
  kind: LedgerKind;
}

/** Pallets that arrived together: what is left of one incoming entry. */
interface Lot {
  entryId: string;
  day: number;
  quantity: number;
}

interface Counted {
  quantity: number;
  entryIds: Set<string>;
}

/** What one price row counts: the line kinds, plus the early returns an offset is made of. */
type PriceCounts = Record<ComputedLineKind | 'earlyReturn', Counted>;

const isReturn = (kind: LedgerKind) => (RETURN_KINDS as readonly LedgerKind[]).includes(kind);
const byLedgerOrder = (a: LedgerMove, b: LedgerMove) =>
  a.at - b.at || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** One count of the walk: pallets (or pallets for a day) of an entry on a line kind of a price row. */
export interface WalkCount {
  price: BillPrice;
  /** A line kind, or an early return (aged ≤ F) an offset is made of. */
  kind: ComputedLineKind | 'earlyReturn';
  quantity: number;
  entryId: string;
  /** The pallets' age in days on the day counted (0 for a deduction, counted as a whole). */
  age: number;
}

/**
 * The source of truth of the money model (src/contract/bills.ts), for one balance, written as literally
 * as it reads: a first-in-first-out queue of lots walked day by day. Pallets leave from the front (the
 * oldest), an incoming entry joins the back at age 0; at the end of each day of the period every lot is
 * counted by its age (hire for F < age ≤ A, overdueInStock beyond A), and each return is split by the
 * ages of the lots it took (overdueReturn beyond A, early at most F). No database, no cleverness: the
 * SQL engine (engine.ts) computes the same lines by arithmetic on running sums and is tested against this.
 * `count` hears every count as it is made (the bill's item lists split lines per entry with it).
 */
export function walkBalance(
  entries: readonly LedgerMove[],
  terms: BillTerms,
  priceOn: (day: number) => BillPrice | undefined,
  period: DayRange,
  count: (counted: WalkCount) => void,
): void {
  const { freeDays: F, overdueDays: A } = terms;
  const ordered = entries.filter((entry) => entry.day <= period.to).sort(byLedgerOrder);
  const queue: Lot[] = [];
  let next = 0;
  const firstDay = Math.min(period.from, ordered[0]?.day ?? period.from);
  for (let day = firstDay; day <= period.to; day++) {
    const price = day >= period.from ? priceOn(day) : undefined;
    for (; next < ordered.length && ordered[next]!.day === day; next++) {
      const entry = ordered[next]!;
      if (entry.delta > 0) {
        queue.push({ entryId: entry.id, day, quantity: entry.delta });
        continue;
      }
      if (price && entry.kind === 'deduction')
        count({ price, kind: 'deduction', quantity: -entry.delta, entryId: entry.id, age: 0 });
      let leaving = -entry.delta;
      while (leaving > 0) {
        const lot = queue[0];
        if (!lot) throw new Error(`entry ${entry.id} takes more pallets than the balance holds`);
        const taken = Math.min(leaving, lot.quantity);
        const age = day - lot.day;
        const returned = (kind: WalkCount['kind']) =>
          count({ price: price!, kind, quantity: taken, entryId: entry.id, age });
        if (price && isReturn(entry.kind) && age > A) returned('overdueReturn');
        if (price && isReturn(entry.kind) && age <= F) returned('earlyReturn');
        lot.quantity -= taken;
        leaving -= taken;
        if (lot.quantity === 0) queue.shift();
      }
    }
    if (!price) continue;
    for (const lot of queue) {
      const age = day - lot.day;
      const kind = age > A ? 'overdueInStock' : age > F ? 'hire' : undefined;
      if (kind) count({ price, kind, quantity: lot.quantity, entryId: lot.entryId, age });
    }
  }
}

/** The bill lines of one balance over the period: {@link walkBalance}'s counts per price row and kind. */
export function referenceBillLines(
  balance: BillBalance,
  entries: readonly LedgerMove[],
  terms: BillTerms,
  prices: readonly BillPrice[],
  period: DayRange,
): BillLine[] {
  const priceOn = (day: number) => priceInForce(prices, balance.ownerCompanyId, balance.trayTypeCode, day);
  const counts = new Map<string, PriceCounts>();
  const countsOf = (price: BillPrice): PriceCounts => {
    let found = counts.get(price.id);
    if (!found) {
      const empty = (): Counted => ({ quantity: 0, entryIds: new Set() });
      found = {
        hire: empty(),
        overdueInStock: empty(),
        overdueReturn: empty(),
        offset: empty(),
        deduction: empty(),
        earlyReturn: empty(),
      };
      counts.set(price.id, found);
    }
    return found;
  };
  walkBalance(entries, terms, priceOn, period, ({ price, kind, quantity, entryId }) => {
    const counted = countsOf(price)[kind];
    counted.quantity += quantity;
    counted.entryIds.add(entryId);
  });

  const lines: BillLine[] = [];
  for (const price of pricesOfPeriod(priceOn, period)) {
    const counted = counts.get(price.row.id);
    if (!counted) continue;
    const offset = Math.min(counted.earlyReturn.quantity, counted.overdueReturn.quantity);
    counted.offset =
      offset > 0 ? { quantity: offset, entryIds: counted.earlyReturn.entryIds } : counted.offset;
    for (const kind of COMPUTED_LINE_KINDS) {
      const { quantity, entryIds } = counted[kind];
      if (quantity === 0) continue;
      const rate = rateOf(kind, price.row);
      lines.push({
        ...balance,
        kind,
        priceId: price.row.id,
        firstDay: price.firstDay,
        lastDay: price.lastDay,
        quantity,
        rate,
        amountFen: lineAmount(kind, quantity, rate),
        entryIds: [...entryIds].sort(),
      });
    }
  }
  return lines;
}

/** The price rows in force during the period, each with its first and last day in it, in day order. */
function pricesOfPeriod(priceOn: (day: number) => BillPrice | undefined, period: DayRange) {
  const spans: { row: BillPrice; firstDay: number; lastDay: number }[] = [];
  for (let day = period.from; day <= period.to; day++) {
    const row = priceOn(day);
    if (!row) continue;
    const last = spans.at(-1);
    if (last?.row.id === row.id) last.lastDay = day;
    else spans.push({ row, firstDay: day, lastDay: day });
  }
  return spans;
}
