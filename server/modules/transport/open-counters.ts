import type { DbOrTrx } from '../../db/schema';
import type { CounterMove } from '../ledger';
import { transportDb } from './tables';

/**
 * What open waybills hold in the balances' counters (the ledger checker's input): a waybill that left
 * and is not confirmed yet counts in transit at the receiver (arrival moves no stock).
 */
export async function waybillOpenCounters(db: DbOrTrx): Promise<CounterMove[]> {
  const waybills = await transportDb(db)
    .selectFrom('waybills')
    .selectAll()
    .where('status', 'in', ['inTransit', 'arrived'])
    .execute();
  return waybills.map((w) => ({
    holder: w.to_company_id,
    warehouse: w.to_warehouse_id,
    trayType: w.tray_type_code,
    owner: w.owner_company_id,
    counter: 'inTransit',
    delta: w.quantity,
  }));
}
