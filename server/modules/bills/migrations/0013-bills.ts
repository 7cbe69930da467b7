import { sql, type Kysely, type Migration } from 'kysely';

/**
 * The terms and the price list of the rent engine (the money model: src/contract/bills.ts).
 *
 * bill_terms: one row per company that has terms of its own (the others bill with the platform's).
 * bill_prices: rows with effective days, per tray type; company_id null is the platform's row, a
 * company's own row wins over it. Rates are in 1/100 fen per pallet-day (integers that carry fractions
 * of a fen), the deposit and the late-return fee in fen per pallet; days are Asia/Shanghai day numbers.
 */
export const bills: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('bill_terms')
      .addColumn('company_id', 'text', (c) => c.primaryKey().references('companies.id'))
      .addColumn('free_days', 'integer', (c) => c.notNull().check(sql`free_days >= 0`))
      .addColumn('overdue_days', 'integer', (c) => c.notNull())
      .addColumn('deduct_days', 'integer', (c) => c.notNull().check(sql`deduct_days >= 0`))
      .addColumn('cut_off_day', 'integer', (c) => c.notNull().check(sql`cut_off_day between 1 and 28`))
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .addCheckConstraint('bill_terms_overdue_after_free', sql`overdue_days >= free_days`)
      .execute();

    await db.schema
      .createTable('bill_prices')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('company_id', 'text', (c) => c.references('companies.id'))
      .addColumn('tray_type_code', 'text', (c) => c.notNull().references('tray_types.code'))
      .addColumn('effective_from', 'integer', (c) => c.notNull())
      .addColumn('rent_rate', 'integer', (c) => c.notNull().check(sql`rent_rate >= 0`))
      .addColumn('overdue_rate', 'integer', (c) => c.notNull().check(sql`overdue_rate >= 0`))
      .addColumn('deposit_fen', 'bigint', (c) => c.notNull().check(sql`deposit_fen >= 0`))
      .addColumn('late_return_fen', 'bigint', (c) => c.notNull().check(sql`late_return_fen >= 0`))
      .execute();
    // The engine's lookup: a company's (or the platform's, company_id is null) newest row of a tray type
    // in force on a day. One row per list, tray type and day (PostgreSQL lets platform rows, whose
    // company_id is null, repeat a day: the seed and the price editor must not write two).
    await db.schema
      .createIndex('bill_prices_list')
      .on('bill_prices')
      .columns(['company_id', 'tray_type_code', 'effective_from'])
      .unique()
      .execute();
  },
};
