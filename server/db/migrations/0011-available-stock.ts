import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Issue 10: reserved pallets could be moved away. A balance now keeps `reserved`, the pallets promised to
 * returns booked or submitted and not taken yet (上门取件 booked, 自行归还 submitted), beside `on_hand`;
 * the ledger refuses any change that would leave on_hand below reserved (available = on_hand − reserved).
 * Backfilled from the open returns (their balance: the company's own pallets at the return's warehouse).
 * Recycling applications need no column: their pallets leave on_hand at application.
 *
 * No check `on_hand >= reserved` in the schema: a database that already shows the bug (a transfer took
 * the pallets of an open return) must still migrate; the ledger's guard keeps it from growing worse, and
 * cancelling such a return lowers `reserved` again.
 */
export const availableStock: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('stock_balances')
      .addColumn('reserved', 'integer', (c) =>
        c
          .notNull()
          .defaultTo(0)
          .check(sql`reserved >= 0`),
      )
      .execute();
    await backfillReserved(db);
  },
};

/** Sets every balance's reserved to what the open returns of its company, warehouse and tray type hold. */
export async function backfillReserved(db: Kysely<unknown>): Promise<void> {
  await sql`update stock_balances set reserved = coalesce((select sum(r.quantity) from tray_returns r
      where r.status in ('booked', 'submitted')
        and r.company_id = stock_balances.holder_company_id
        and r.company_id = stock_balances.owner_company_id
        and r.warehouse_id = stock_balances.warehouse_id
        and r.tray_type_code = stock_balances.tray_type_code), 0)`.execute(db);
}
