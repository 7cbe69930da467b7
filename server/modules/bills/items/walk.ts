import type { DbOrTrx } from '../../../db/schema';
import { billsDb } from '../tables';
import { billPriceOf, priceInForce, type BillPrice, type BillTerms } from '../model';
import { walkBalance, type LedgerMove, type WalkCount } from '../reference-engine';
import { termsOf } from '../terms';
import { shanghaiDay } from '../../ledger';
import type { BillScope } from './scope';
import { dayStart } from './days';

/** What one entry counts on one line kind of one balance and price row. */
export interface EntryCount {
  warehouseId: string;
  trayTypeCode: string;
  priceId: string;
  kind: WalkCount['kind'];
  entryId: string;
  /** Pallets, or pallet-days for the per-day kinds. */
  quantity: number;
  /** The oldest age counted. */
  maxAge: number;
  /** The entry's place in ledger order (created_at, id) within the scope. */
  order: number;
}

/** Every price row of the owner's and the platform's for some tray types. */
async function pricesOf(db: DbOrTrx, owner: string, trayTypes: readonly string[]): Promise<BillPrice[]> {
  const rows = await billsDb(db)
    .selectFrom('bill_prices')
    .selectAll()
    .where('tray_type_code', 'in', trayTypes)
    .where((eb) => eb.or([eb('company_id', '=', owner), eb('company_id', 'is', null)]))
    .execute();
  return rows.map(billPriceOf);
}

/**
 * The bill's lines split per ledger entry: the reference engine's walk (walkBalance, the money model's
 * source of truth) over every balance of the scope, with each count kept per entry. One read of the
 * scope's ledger up to the period's end (one client's balances), then the walk in memory.
 */
export async function entryCounts(
  db: DbOrTrx,
  scope: BillScope,
  kinds: ReadonlySet<WalkCount['kind']>,
): Promise<{ counts: EntryCount[]; terms: BillTerms }> {
  const [terms, rows] = await Promise.all([
    termsOf(db, scope.owner),
    billsDb(db)
      .selectFrom('ledger_entries')
      .select(['id', 'warehouse_id', 'tray_type_code', 'delta', 'kind', 'created_at'])
      .where('owner_company_id', '=', scope.owner)
      .where('holder_company_id', '=', scope.holder)
      .where('created_at', '<', dayStart(scope.period.to + 1))
      .orderBy('created_at')
      .orderBy('id')
      .execute(),
  ]);
  const balances = new Map<string, { warehouseId: string; trayTypeCode: string; moves: LedgerMove[] }>();
  const order = new Map<string, number>();
  for (const row of rows) {
    order.set(row.id, order.size);
    const key = `${row.warehouse_id}\u0000${row.tray_type_code}`;
    const balance =
      balances.get(key) ??
      balances
        .set(key, { warehouseId: row.warehouse_id, trayTypeCode: row.tray_type_code, moves: [] })
        .get(key)!;
    const at = Number(row.created_at);
    balance.moves.push({ id: row.id, day: shanghaiDay(at), at, delta: Number(row.delta), kind: row.kind });
  }
  const prices = await pricesOf(db, scope.owner, [...new Set(rows.map((row) => row.tray_type_code))]);
  const counts = new Map<string, EntryCount>();
  for (const { warehouseId, trayTypeCode, moves } of balances.values()) {
    const priceOn = (day: number) => priceInForce(prices, scope.owner, trayTypeCode, day);
    walkBalance(moves, terms, priceOn, scope.period, ({ price, kind, quantity, entryId, age }) => {
      if (!kinds.has(kind)) return;
      const key = [warehouseId, trayTypeCode, price.id, kind, entryId].join('\u0000');
      const found = counts.get(key);
      if (found) {
        found.quantity += quantity;
        found.maxAge = Math.max(found.maxAge, age);
      } else {
        counts.set(key, {
          warehouseId,
          trayTypeCode,
          priceId: price.id,
          kind,
          entryId,
          quantity,
          maxAge: age,
          order: order.get(entryId) ?? 0,
        });
      }
    });
  }
  return { counts: [...counts.values()].sort((a, b) => a.order - b.order), terms };
}
