import { sql } from 'kysely';
import type { DbOrTrx } from '../../../db/schema';

/**
 * Whether any balance at the warehouse still counts pallets (on hand, in transit or awaiting signature),
 * whoever holds or owns them. The balances are the ledger's (migration 0004, stock_balances); read with
 * plain SQL so the reference module does not depend on the ledger's table types.
 */
export async function warehouseHoldsStock(db: DbOrTrx, warehouseId: string): Promise<boolean> {
  const { rows } = await sql<{ found: number }>`
    select 1 as found from stock_balances
    where warehouse_id = ${warehouseId} and (on_hand > 0 or in_transit > 0 or awaiting_signature > 0)
    limit 1`.execute(db);
  return rows.length > 0;
}
