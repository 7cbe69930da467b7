import type { ReturnableStock } from '../../../src/contract/returns';
import type { DbOrTrx } from '../../db/schema';
import type { CounterMove } from '../ledger';
import { returnsDb, type TrayReturnsTable } from './tables';

/**
 * A return not yet taken reserves its pallets in the company's own balance at its warehouse: booked
 * (上门取件) or submitted (自行归还) adds `quantity` to the balance's reserved counter, and pickup, receipt
 * or cancellation takes it off again. The ledger refuses the reservation unless the balance's available
 * stock (on hand less reserved) covers it, and refuses any other movement that would take reserved pallets.
 */
export const reservation = (
  row: Pick<TrayReturnsTable, 'company_id' | 'warehouse_id' | 'tray_type_code' | 'quantity'>,
  sign: 1 | -1,
): CounterMove => ({
  holder: row.company_id,
  warehouse: row.warehouse_id,
  trayType: row.tray_type_code,
  owner: row.company_id,
  counter: 'reserved',
  delta: sign * row.quantity,
});

/** The statuses of a return that reserve its pallets (stock falls later, at pickup or receipt). */
export const RESERVING_STATUSES = ['booked', 'submitted'] as const;

/**
 * What the company may return from one of its warehouses, per tray type of its own pallets: on hand less
 * the reserved pallets (the door pickups and self returns booked there that have not taken theirs yet).
 */
export async function returnableStock(
  db: DbOrTrx,
  companyId: string,
  warehouseId: string,
): Promise<ReturnableStock[]> {
  const balances = await returnsDb(db)
    .selectFrom('stock_balances as b')
    .innerJoin('tray_types as tt', 'tt.code', 'b.tray_type_code')
    .select(['b.tray_type_code', 'tt.name as tray_type_name', 'b.on_hand', 'b.reserved'])
    .where('b.holder_company_id', '=', companyId)
    .where('b.owner_company_id', '=', companyId)
    .where('b.warehouse_id', '=', warehouseId)
    .where('b.on_hand', '>', 0)
    .orderBy('b.tray_type_code')
    .execute();
  return balances.map((row) => ({
    trayTypeCode: row.tray_type_code,
    trayTypeName: row.tray_type_name,
    onHand: Number(row.on_hand),
    available: Math.max(0, Number(row.on_hand) - Number(row.reserved)),
  }));
}
