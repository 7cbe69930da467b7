import type { LedgerKind } from '../../../src/contract/stock';
import { POINTS_PER_PALLET, type PointsRule } from '../../../src/contract/points';
import type { DbOrTrx } from '../../db/schema';
import { RETURN_KINDS, termsOf, type BillTerms, type DayRange } from '../bills';
import { shanghaiDay } from '../ledger';
import { pointsDb } from './tables';

const DAY_MS = 86_400_000;
const SHANGHAI_OFFSET_MS = 8 * 3_600_000;

/** A ledger entry as scoring reads it, in ledger order within its balance. */
export interface ScoredEntry {
  id: string;
  /** holder, warehouse, tray type (the owner is the scored company). */
  balance: string;
  day: number;
  delta: number;
  kind: LedgerKind;
}

/** One item of a statement (points model, RULES). */
export interface PointsItem {
  entryId: string;
  rule: PointsRule;
  pallets: number;
  pointsPerPallet: number;
  points: number;
}

const isReturn = (kind: LedgerKind) => (RETURN_KINDS as readonly LedgerKind[]).includes(kind);

const item = (entryId: string, rule: PointsRule, pallets: number): PointsItem => ({
  entryId,
  rule,
  pallets,
  pointsPerPallet: POINTS_PER_PALLET[rule],
  points: pallets * POINTS_PER_PALLET[rule],
});

/**
 * The items of a period from the owner's ledger entries up to its end (every balance, each in ledger
 * order): a first-in-first-out queue of lots per balance gives each return's pallets their age (money
 * model, AGE OF PALLETS, as reference-engine.ts walks it), then the rules of the points model apply to
 * the entries dated inside the period. Items come in ledger order, within an entry early, circulation, overdue.
 */
export function scoreEntries(
  entries: readonly ScoredEntry[],
  terms: Pick<BillTerms, 'freeDays' | 'overdueDays'>,
  period: DayRange,
): PointsItem[] {
  const queues = new Map<string, { day: number; quantity: number }[]>();
  const items: PointsItem[] = [];
  for (const entry of entries) {
    if (entry.day > period.to) continue;
    const queue = queues.get(entry.balance) ?? queues.set(entry.balance, []).get(entry.balance)!;
    if (entry.delta > 0) {
      queue.push({ day: entry.day, quantity: entry.delta });
      continue;
    }
    const counted = entry.day >= period.from;
    let leaving = -entry.delta;
    let early = 0;
    let late = 0;
    // A balance never holds fewer pallets than leave it (the ledger's guard); should a hand-made ledger
    // break that, the pallets of unknown age simply score nothing.
    while (leaving > 0 && queue.length > 0) {
      const lot = queue[0]!;
      const taken = Math.min(leaving, lot.quantity);
      const age = entry.day - lot.day;
      if (age <= terms.freeDays) early += taken;
      if (age > terms.overdueDays) late += taken;
      lot.quantity -= taken;
      leaving -= taken;
      if (lot.quantity === 0) queue.shift();
    }
    if (!counted) continue;
    if (isReturn(entry.kind) && early > 0) items.push(item(entry.id, 'earlyReturn', early));
    if (entry.kind === 'circulationOut') items.push(item(entry.id, 'circulation', -entry.delta));
    if (isReturn(entry.kind) && late > 0) items.push(item(entry.id, 'overdueReturn', late));
  }
  return items;
}

/** The owner's statement items of a period, computed from the ledger with the owner's terms. */
export async function pointsItemsOf(db: DbOrTrx, owner: string, period: DayRange): Promise<PointsItem[]> {
  const terms = await termsOf(db, owner);
  const rows = await pointsDb(db)
    .selectFrom('ledger_entries')
    .select(['id', 'holder_company_id', 'warehouse_id', 'tray_type_code', 'delta', 'kind', 'created_at'])
    .where('owner_company_id', '=', owner)
    .where('created_at', '<', (period.to + 1) * DAY_MS - SHANGHAI_OFFSET_MS)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  const entries = rows.map((row) => ({
    id: row.id,
    balance: [row.holder_company_id, row.warehouse_id, row.tray_type_code].join('\u0000'),
    day: shanghaiDay(Number(row.created_at)),
    delta: Number(row.delta),
    kind: row.kind,
  }));
  return scoreEntries(entries, terms, period);
}

/** What confirming a statement credits: a period never takes points away. */
export const statementTotal = (items: readonly PointsItem[]): number =>
  Math.max(
    0,
    items.reduce((total, i) => total + i.points, 0),
  );
