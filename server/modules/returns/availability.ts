import { sql } from 'kysely';
import type { ReturnableStock } from '../../../src/contract/returns';
import type { DbOrTrx } from '../../db/schema';
import { businessError } from '../../http/envelope';
import { RETURN_LABELS } from './labels';
import { returnsDb } from './tables';

/** Returns booked or submitted that have not taken their pallets yet (stock falls later). */
const reservingReturns = (db: DbOrTrx, companyId: string, warehouseId: string) =>
  returnsDb(db)
    .selectFrom('tray_returns')
    .select(['tray_type_code', sql<number>`sum(quantity)`.as('reserved')])
    .where('company_id', '=', companyId)
    .where('warehouse_id', '=', warehouseId)
    .where('status', 'in', ['booked', 'submitted'])
    .groupBy('tray_type_code');

/**
 * What the company may return from one of its warehouses, per tray type of its own pallets: on hand less
 * the door pickups and self returns booked there that have not taken their pallets yet.
 */
export async function returnableStock(
  db: DbOrTrx,
  companyId: string,
  warehouseId: string,
): Promise<ReturnableStock[]> {
  const [balances, reserved] = await Promise.all([
    returnsDb(db)
      .selectFrom('stock_balances as b')
      .innerJoin('tray_types as tt', 'tt.code', 'b.tray_type_code')
      .select(['b.tray_type_code', 'tt.name as tray_type_name', 'b.on_hand'])
      .where('b.holder_company_id', '=', companyId)
      .where('b.owner_company_id', '=', companyId)
      .where('b.warehouse_id', '=', warehouseId)
      .where('b.on_hand', '>', 0)
      .orderBy('b.tray_type_code')
      .execute(),
    reservingReturns(db, companyId, warehouseId).execute(),
  ]);
  const reservedOf = new Map(reserved.map((row) => [row.tray_type_code, Number(row.reserved)]));
  return balances.map((row) => ({
    trayTypeCode: row.tray_type_code,
    trayTypeName: row.tray_type_name,
    onHand: Number(row.on_hand),
    available: Math.max(0, Number(row.on_hand) - (reservedOf.get(row.tray_type_code) ?? 0)),
  }));
}

/** 可用库存不足 unless the quantity fits what may still be returned of the tray type at the warehouse. */
export async function requireAvailable(
  db: DbOrTrx,
  companyId: string,
  warehouseId: string,
  trayTypeCode: string,
  quantity: number,
): Promise<void> {
  const stock = await returnableStock(db, companyId, warehouseId);
  const available = stock.find((row) => row.trayTypeCode === trayTypeCode)?.available ?? 0;
  if (quantity > available) throw businessError(RETURN_LABELS.insufficientAvailable);
}

/**
 * Inside the booking's transaction, after its row is written: 可用库存不足 unless on hand still covers
 * every return not yet taken of the balance, this one included. The balance row is touched first (a
 * no-op update, portable): on PostgreSQL that row lock makes concurrent bookings of one balance wait for
 * each other, so two of them cannot both fit the same pallets; SQLite serialises writers anyway.
 */
export async function requireCoveredAfterInsert(
  trx: DbOrTrx,
  companyId: string,
  warehouseId: string,
  trayTypeCode: string,
): Promise<void> {
  const db = returnsDb(trx);
  await db
    .updateTable('stock_balances')
    .set((eb) => ({ updated_at: eb.ref('updated_at') }))
    .where('holder_company_id', '=', companyId)
    .where('owner_company_id', '=', companyId)
    .where('warehouse_id', '=', warehouseId)
    .where('tray_type_code', '=', trayTypeCode)
    .execute();
  const [balance, reserved] = await Promise.all([
    db
      .selectFrom('stock_balances')
      .select('on_hand')
      .where('holder_company_id', '=', companyId)
      .where('owner_company_id', '=', companyId)
      .where('warehouse_id', '=', warehouseId)
      .where('tray_type_code', '=', trayTypeCode)
      .executeTakeFirst(),
    reservingReturns(trx, companyId, warehouseId).where('tray_type_code', '=', trayTypeCode).execute(),
  ]);
  if (Number(reserved[0]?.reserved ?? 0) > Number(balance?.on_hand ?? 0))
    throw businessError(RETURN_LABELS.insufficientAvailable);
}
