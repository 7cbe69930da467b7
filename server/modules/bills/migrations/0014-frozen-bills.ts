import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Frozen client bills (money model, FREEZING CLIENT BILLS: src/contract/bills.ts).
 *
 * bills: one per biller, billed company and period, with its total and state. The state column is
 * `status` with `updated_at`, the columns every document's transitions move (ledger/transition.ts).
 * request_id is unique per biller: the same freeze or regeneration run twice writes one bill. Among the
 * bills not superseded, one per (biller, billed, period start); a rejected bill is superseded by its
 * regenerated successor. superseded_by has no foreign key: the old bill points at its successor
 * before the successor is written (the one-per-period index would refuse the other order).
 * bill_lines: the lines as the engine computed them at freezing; bill_line_entries: the ledger entries
 * each line counts, so a frozen bill stays traceable. Days are Asia/Shanghai day numbers, money fen.
 */
export const frozenBills: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('bills')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('bill_no', 'text', (c) => c.notNull().unique())
      .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('client')`))
      .addColumn('biller_company_id', 'text', (c) => c.notNull().references('companies.id'))
      .addColumn('billed_company_id', 'text', (c) => c.notNull().references('companies.id'))
      .addColumn('period_start', 'integer', (c) => c.notNull())
      .addColumn('period_end', 'integer', (c) => c.notNull())
      .addColumn('total_fen', 'bigint', (c) => c.notNull())
      .addColumn('status', 'text', (c) =>
        c.notNull().check(sql`status in ('pending', 'audited', 'rejected')`),
      )
      .addColumn('reject_reason', 'text')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .addColumn('audited_at', 'bigint')
      .addColumn('audited_by', 'text', (c) => c.references('accounts.id'))
      .addColumn('request_id', 'text', (c) => c.notNull())
      .addColumn('superseded_by', 'text')
      .addCheckConstraint('bills_period_order', sql`period_start <= period_end`)
      .execute();
    await db.schema
      .createIndex('bills_request')
      .on('bills')
      .columns(['biller_company_id', 'request_id'])
      .unique()
      .execute();
    await db.schema
      .createIndex('bills_one_per_period')
      .on('bills')
      .columns(['biller_company_id', 'billed_company_id', 'period_start'])
      .unique()
      .where(sql.ref('superseded_by'), 'is', null)
      .execute();
    // billList: a biller's bills, newest period first.
    await db.schema
      .createIndex('bills_list')
      .on('bills')
      .columns(['biller_company_id', 'period_end', 'billed_company_id'])
      .execute();

    await db.schema
      .createTable('bill_lines')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('bill_id', 'text', (c) => c.notNull().references('bills.id'))
      .addColumn('line_no', 'integer', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('warehouse_id', 'text', (c) => c.notNull())
      .addColumn('tray_type_code', 'text', (c) => c.notNull())
      .addColumn('price_id', 'text', (c) => c.notNull().references('bill_prices.id'))
      .addColumn('first_day', 'integer', (c) => c.notNull())
      .addColumn('last_day', 'integer', (c) => c.notNull())
      .addColumn('quantity', 'bigint', (c) => c.notNull())
      .addColumn('rate', 'bigint', (c) => c.notNull())
      .addColumn('rate_unit', 'text', (c) => c.notNull())
      .addColumn('amount_fen', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('bill_lines_bill')
      .on('bill_lines')
      .columns(['bill_id', 'line_no'])
      .unique()
      .execute();

    await db.schema
      .createTable('bill_line_entries')
      .addColumn('bill_line_id', 'text', (c) => c.notNull().references('bill_lines.id'))
      .addColumn('entry_id', 'text', (c) => c.notNull().references('ledger_entries.id'))
      .addPrimaryKeyConstraint('bill_line_entries_pk', ['bill_line_id', 'entry_id'])
      .execute();
  },
};
