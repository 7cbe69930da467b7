import { sql } from 'kysely';
import type { DbOrTrx } from '../../db/schema';
import { businessError } from '../../http/envelope';
import type { BalanceKey } from './apply-movements';
import { LEDGER_LABELS } from './labels';

/**
 * What a balance can still give: on hand less the pallets reserved for open returns (never below 0), with
 * its tray type's name. Read from the tray type, so a balance never used yet is named too (nothing available).
 */
async function availableOf(db: DbOrTrx, key: BalanceKey): Promise<{ trayType: string; available: number }> {
  const { rows } = await sql<{ name: string; available: number | null }>`
    select t.name, (select b.on_hand - b.reserved from stock_balances b
      where b.holder_company_id = ${key.holder} and b.warehouse_id = ${key.warehouse}
        and b.tray_type_code = t.code and b.owner_company_id = ${key.owner}) as available
    from tray_types t where t.code = ${key.trayType}`.execute(db);
  return {
    trayType: [key.trayType, rows[0]?.name].filter(Boolean).join(' '),
    available: Math.max(0, Number(rows[0]?.available ?? 0)),
  };
}

const refusal = (trayType: string, available: number) =>
  businessError(LEDGER_LABELS.insufficientAvailable(trayType, available));

/** The refusal of a change the balance cannot cover: 库存不足, naming the tray type and what is available. */
export async function insufficientAvailable(db: DbOrTrx, key: BalanceKey): Promise<Error> {
  const { trayType, available } = await availableOf(db, key);
  return refusal(trayType, available);
}

/**
 * For a document that takes its pallets later (a waybill takes them at departure, where applyMovements
 * decides): refuses it early, with the same refusal, when the balance's available stock is short now.
 */
export async function requireAvailable(db: DbOrTrx, key: BalanceKey, quantity: number): Promise<void> {
  const { trayType, available } = await availableOf(db, key);
  if (quantity > available) throw refusal(trayType, available);
}

/**
 * For movements booked at an earlier time (a disputed transfer's difference, booked at the time of the
 * entry it corrects): the balance's on hand must not have been below zero at any moment since `since`
 * once they count, or a bill of those days would charge pallets the balance never held. Refuses with
 * 库存不足 naming the lowest the balance held since then (what an earlier outgoing entry could still take).
 *
 * Called after the change's entries are written, when on_hand equals the sum of the balance's entries
 * (the ledger's invariant): what it held after the entries of time t is on_hand less the entries after t.
 * So only the entries since `since` are read, not the balance's whole history (bench/held-since.ts).
 */
export async function requireHeldSince(
  db: DbOrTrx,
  key: BalanceKey,
  since: number,
  taken: number,
): Promise<void> {
  const { rows } = await sql<{ lowest: number | string | null }>`
    select b.on_hand - max(r.later) as lowest
    from (
      select sum(sum(e.delta)) over (order by e.created_at desc) - sum(e.delta) as later
      from ledger_entries e
      where e.holder_company_id = ${key.holder} and e.warehouse_id = ${key.warehouse}
        and e.tray_type_code = ${key.trayType} and e.owner_company_id = ${key.owner}
        and e.created_at >= ${since}
      group by e.created_at
    ) r
    cross join stock_balances b
    where b.holder_company_id = ${key.holder} and b.warehouse_id = ${key.warehouse}
      and b.tray_type_code = ${key.trayType} and b.owner_company_id = ${key.owner}
    group by b.on_hand`.execute(db);
  const lowest = Number(rows[0]?.lowest ?? 0);
  if (lowest >= 0) return;
  const { trayType } = await availableOf(db, key);
  throw refusal(trayType, Math.max(0, lowest + taken));
}
