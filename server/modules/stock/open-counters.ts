import type { DbOrTrx } from '../../db/schema';
import type { CounterMove } from '../ledger';
import { stockDb } from './tables';

/**
 * What stock's open documents hold in the balances' counters (the ledger checker's input): inbound
 * orders and circulations on the way count in transit at the receiver, pending transfers count as
 * awaiting signature at the receiver's awaiting warehouse.
 */
export async function stockOpenCounters(db: DbOrTrx): Promise<CounterMove[]> {
  const sdb = stockDb(db);
  const [inbound, shipments, transfers] = await Promise.all([
    sdb.selectFrom('inbound_orders').selectAll().where('status', '=', 'inTransit').execute(),
    sdb.selectFrom('shipments').selectAll().where('status', '=', 'inTransit').execute(),
    sdb.selectFrom('transfers').selectAll().where('status', '=', 'pending').execute(),
  ]);
  return [
    ...inbound.map((o): CounterMove => ({
      holder: o.company_id,
      warehouse: o.warehouse_id,
      trayType: o.tray_type_code,
      owner: o.company_id,
      counter: 'inTransit',
      delta: o.quantity,
    })),
    ...shipments.map((s): CounterMove => ({
      holder: s.to_company_id,
      warehouse: s.to_warehouse_id,
      trayType: s.tray_type_code,
      owner: s.owner_company_id,
      counter: 'inTransit',
      delta: s.quantity,
    })),
    ...transfers.map((t): CounterMove => ({
      holder: t.to_company_id,
      warehouse: t.awaiting_warehouse_id,
      trayType: t.tray_type_code,
      owner: t.to_company_id,
      counter: 'awaitingSignature',
      delta: t.quantity,
    })),
  ];
}
