import type { DbOrTrx } from '../../db/schema';
import type { CounterMove } from '../ledger';
import { RESERVING_STATUSES, reservation } from './availability';
import { returnsDb } from './tables';

/** What open returns hold in the balances' counters (the ledger checker's input): their reserved pallets. */
export async function returnOpenCounters(db: DbOrTrx): Promise<CounterMove[]> {
  const open = await returnsDb(db)
    .selectFrom('tray_returns')
    .select(['company_id', 'warehouse_id', 'tray_type_code', 'quantity'])
    .where('status', 'in', RESERVING_STATUSES)
    .execute();
  return open.map((row) => reservation(row, 1));
}
