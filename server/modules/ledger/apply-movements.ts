import type { Transaction } from 'kysely';
import type { DocumentType, LedgerKind } from '../../../src/contract/stock';
import { newId } from '../../db/ids';
import type { Database } from '../../db/schema';
import { insufficientAvailable, requireHeldSince } from './available';
import { ledgerDb } from './tables';
import { shanghaiDay } from './business-day';

/** A balance: whose hands, which warehouse, which tray type, whose pallets. */
export interface BalanceKey {
  holder: string;
  warehouse: string;
  trayType: string;
  owner: string;
}

/** A change of on-hand stock: written to the ledger as one entry. */
export interface Movement extends BalanceKey {
  delta: number;
  kind: LedgerKind;
  documentType: DocumentType;
  documentId: string;
  documentNo: string;
}

/**
 * A change of a balance's counter (not a ledger entry: no pallet moved yet): in transit, awaiting
 * signature, or reserved (pallets on hand promised to an open return, which no other movement may take).
 */
export interface CounterMove extends BalanceKey {
  counter: 'inTransit' | 'awaitingSignature' | 'reserved';
  delta: number;
}

export interface LedgerChange {
  movements?: readonly Movement[];
  counters?: readonly CounterMove[];
}

interface NetChange {
  key: BalanceKey;
  onHand: number;
  inTransit: number;
  awaitingSignature: number;
  reserved: number;
  /** Ledger entries written for the balance (movements with a non-zero delta). */
  entries: number;
}

const keyText = (key: BalanceKey): string =>
  [key.holder, key.warehouse, key.trayType, key.owner].join('\u0000');

/** One net change per balance, in key order: every transaction locks balance rows in the same order (no deadlock). */
function netChanges(change: LedgerChange): NetChange[] {
  const byKey = new Map<string, NetChange>();
  const entry = (key: BalanceKey): NetChange => {
    const text = keyText(key);
    let net = byKey.get(text);
    if (!net) {
      net = {
        key: { holder: key.holder, warehouse: key.warehouse, trayType: key.trayType, owner: key.owner },
        onHand: 0,
        inTransit: 0,
        awaitingSignature: 0,
        reserved: 0,
        entries: 0,
      };
      byKey.set(text, net);
    }
    return net;
  };
  for (const movement of change.movements ?? []) {
    if (movement.delta === 0) continue;
    const net = entry(movement);
    net.onHand += movement.delta;
    net.entries += 1;
  }
  for (const move of change.counters ?? []) entry(move)[move.counter] += move.delta;
  return [...byKey.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([, net]) => net)
    .filter(
      (net) =>
        net.onHand !== 0 ||
        net.inTransit !== 0 ||
        net.awaitingSignature !== 0 ||
        net.reserved !== 0 ||
        net.entries > 0,
    );
}

/**
 * Whether the change can only add to the balance: no counter falls and no more is reserved than comes on
 * hand, so on_hand ≥ reserved (and every counter ≥ 0) still holds after it without a guard.
 */
const onlyAdds = (net: NetChange): boolean =>
  net.onHand >= 0 &&
  net.inTransit >= 0 &&
  net.awaitingSignature >= 0 &&
  net.reserved >= 0 &&
  net.onHand >= net.reserved;

/**
 * Applies movements and counter moves to the balances (with their entry counts) and writes one ledger
 * entry per movement of a non-zero delta, inside the caller's transaction.
 *
 * The rule of available stock: a balance's pallets reserved for open returns stay on hand but may not
 * leave by any other movement, so after every change on_hand ≥ reserved (available = on_hand − reserved
 * ≥ 0) and no counter is below zero. A change that would break it throws 库存不足 naming the tray type and
 * the available quantity, and the caller's transaction rolls back whole: no partial write. Every outgoing
 * movement of every document type (transfer, sale outbound, circulation, recycling, deduction, return…)
 * passes here, so none needs a check of its own.
 *
 * Concurrency: every change is one statement on the balance row. Changes that only add are an upsert (the
 * row is created on first use); any other is a guarded update (`… where on_hand + Δon_hand >= reserved +
 * Δreserved and …`), which on PostgreSQL takes the row lock and re-checks the guard against the committed
 * row after a concurrent writer, and on SQLite runs inside Kysely's single-connection transaction, which
 * serialises writers. A balance is never read and then written, so a reservation and a transfer racing
 * for the same last pallets cannot both pass.
 *
 * Booking in the past (`bookedAt` < now: a disputed transfer's difference, booked at the time of the entry
 * it corrects, so the bills of the periods it touches change): the entries and the daily roll-ups carry
 * `bookedAt` (its Asia/Shanghai day), the balances' updated_at stays now. A balance the change takes
 * pallets from must then have held them at every moment since `bookedAt` too (requireHeldSince), checked
 * after the balance's guarded update, which holds its row: no other writer books into it meanwhile.
 */
export async function applyMovements(
  trx: Transaction<Database>,
  now: number,
  change: LedgerChange,
  bookedAt: number = now,
): Promise<void> {
  const db = ledgerDb(trx);
  for (const net of netChanges(change)) {
    const where = {
      holder_company_id: net.key.holder,
      warehouse_id: net.key.warehouse,
      tray_type_code: net.key.trayType,
      owner_company_id: net.key.owner,
    };
    if (onlyAdds(net)) {
      await db
        .insertInto('stock_balances')
        .values({
          ...where,
          on_hand: net.onHand,
          in_transit: net.inTransit,
          awaiting_signature: net.awaitingSignature,
          reserved: net.reserved,
          entry_count: net.entries,
          updated_at: now,
        })
        .onConflict((conflict) =>
          conflict
            .columns(['holder_company_id', 'warehouse_id', 'tray_type_code', 'owner_company_id'])
            .doUpdateSet((eb) => ({
              on_hand: eb('stock_balances.on_hand', '+', eb.ref('excluded.on_hand')),
              in_transit: eb('stock_balances.in_transit', '+', eb.ref('excluded.in_transit')),
              awaiting_signature: eb(
                'stock_balances.awaiting_signature',
                '+',
                eb.ref('excluded.awaiting_signature'),
              ),
              reserved: eb('stock_balances.reserved', '+', eb.ref('excluded.reserved')),
              entry_count: eb('stock_balances.entry_count', '+', eb.ref('excluded.entry_count')),
              updated_at: now,
            })),
        )
        .execute();
      continue;
    }
    const result = await db
      .updateTable('stock_balances')
      .set((eb) => ({
        on_hand: eb('on_hand', '+', net.onHand),
        in_transit: eb('in_transit', '+', net.inTransit),
        awaiting_signature: eb('awaiting_signature', '+', net.awaitingSignature),
        reserved: eb('reserved', '+', net.reserved),
        entry_count: eb('entry_count', '+', net.entries),
        updated_at: now,
      }))
      .where('holder_company_id', '=', where.holder_company_id)
      .where('warehouse_id', '=', where.warehouse_id)
      .where('tray_type_code', '=', where.tray_type_code)
      .where('owner_company_id', '=', where.owner_company_id)
      .where((eb) => eb(eb('on_hand', '+', net.onHand), '>=', 0))
      .where((eb) => eb(eb('in_transit', '+', net.inTransit), '>=', 0))
      .where((eb) => eb(eb('awaiting_signature', '+', net.awaitingSignature), '>=', 0))
      .where((eb) => eb(eb('reserved', '+', net.reserved), '>=', 0))
      .where((eb) => eb(eb('on_hand', '+', net.onHand), '>=', eb(eb.ref('reserved'), '+', net.reserved)))
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) throw await insufficientAvailable(trx, net.key);
  }

  const entries = (change.movements ?? [])
    .filter((movement) => movement.delta !== 0)
    .map((movement) => ({
      id: newId(),
      holder_company_id: movement.holder,
      warehouse_id: movement.warehouse,
      tray_type_code: movement.trayType,
      owner_company_id: movement.owner,
      delta: movement.delta,
      kind: movement.kind,
      document_type: movement.documentType,
      document_id: movement.documentId,
      document_no: movement.documentNo,
      created_at: bookedAt,
    }));
  if (entries.length > 0) await db.insertInto('ledger_entries').values(entries).execute();
  if (bookedAt < now) {
    for (const net of netChanges(change).filter((n) => n.onHand < 0))
      await requireHeldSince(trx, net.key, bookedAt, -net.onHand);
  }
  await addDailyInflow(trx, bookedAt, change.movements ?? []);
  await addDailyMoves(trx, bookedAt, change.movements ?? []);
}

/** Adds today's incoming pallets per balance to ledger_daily_inflow (the overdue window's source). */
async function addDailyInflow(
  trx: Transaction<Database>,
  now: number,
  movements: readonly Movement[],
): Promise<void> {
  const inflow = new Map<string, { key: BalanceKey; quantity: number }>();
  for (const movement of movements) {
    if (movement.delta <= 0) continue;
    const text = keyText(movement);
    const known = inflow.get(text);
    if (known) known.quantity += movement.delta;
    else inflow.set(text, { key: movement, quantity: movement.delta });
  }
  const day = shanghaiDay(now);
  // Key order, like the balances: concurrent writers of the same rows never wait on each other in a cycle.
  for (const text of [...inflow.keys()].sort()) {
    const { key, quantity } = inflow.get(text) as { key: BalanceKey; quantity: number };
    await ledgerDb(trx)
      .insertInto('ledger_daily_inflow')
      .values({
        holder_company_id: key.holder,
        warehouse_id: key.warehouse,
        tray_type_code: key.trayType,
        owner_company_id: key.owner,
        day,
        quantity,
      })
      .onConflict((conflict) =>
        conflict
          .columns(['holder_company_id', 'warehouse_id', 'tray_type_code', 'owner_company_id', 'day'])
          .doUpdateSet((eb) => ({
            quantity: eb('ledger_daily_inflow.quantity', '+', eb.ref('excluded.quantity')),
          })),
      )
      .execute();
  }
}

/** Adds today's movements per balance and kind to ledger_daily_moves (the reports' roll-up): Σ delta and entries. */
async function addDailyMoves(
  trx: Transaction<Database>,
  now: number,
  movements: readonly Movement[],
): Promise<void> {
  const moves = new Map<string, { movement: Movement; quantity: number; entries: number }>();
  for (const movement of movements) {
    if (movement.delta === 0) continue;
    const text = `${keyText(movement)}\u0000${movement.kind}`;
    const known = moves.get(text);
    if (known) {
      known.quantity += movement.delta;
      known.entries += 1;
    } else moves.set(text, { movement, quantity: movement.delta, entries: 1 });
  }
  const day = shanghaiDay(now);
  // Key order, like the balances and the inflow: no two writers wait on each other in a cycle.
  for (const text of [...moves.keys()].sort()) {
    const { movement, quantity, entries } = moves.get(text) as {
      movement: Movement;
      quantity: number;
      entries: number;
    };
    await ledgerDb(trx)
      .insertInto('ledger_daily_moves')
      .values({
        holder_company_id: movement.holder,
        warehouse_id: movement.warehouse,
        tray_type_code: movement.trayType,
        owner_company_id: movement.owner,
        kind: movement.kind,
        day,
        quantity,
        entries,
      })
      .onConflict((conflict) =>
        conflict
          .columns(['holder_company_id', 'warehouse_id', 'tray_type_code', 'owner_company_id', 'kind', 'day'])
          .doUpdateSet((eb) => ({
            quantity: eb('ledger_daily_moves.quantity', '+', eb.ref('excluded.quantity')),
            entries: eb('ledger_daily_moves.entries', '+', eb.ref('excluded.entries')),
          })),
      )
      .execute();
  }
}
