import { sql, type Kysely, type Migration } from 'kysely';

/**
 * The platform's statements to its customers and their payments (src/contract/statements.ts). New
 * tables beside the client bills' (bills keeps its kind check and its biller foreign key):
 *
 * settle_statements: one per customer and period (unique), with its total and state; the biller is the
 * platform, which has no company row: biller_company_id stays null (a column for a platform company
 * row, should one come). request_id makes a freeze run twice write one statement.
 * settle_statement_lines / settle_statement_line_entries: the lines as the engine computed them at
 * freezing (with the holder: a statement covers every holder of the customer's pallets) and the ledger
 * entries each counts, so every fen stays traceable.
 * settle_payments: one per confirmed statement (unique); paid_fen only grows, by the guarded update of
 * confirmPay, and never beyond due_fen (a check, besides the guard).
 * settle_pay_records: each pay, once per (payment, request id).
 */
export const settleStatements: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('settle_statements')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('statement_no', 'text', (c) => c.notNull().unique())
      .addColumn('biller_company_id', 'text', (c) => c.references('companies.id'))
      .addColumn('customer_company_id', 'text', (c) => c.notNull().references('companies.id'))
      .addColumn('period_start', 'integer', (c) => c.notNull())
      .addColumn('period_end', 'integer', (c) => c.notNull())
      .addColumn('total_fen', 'bigint', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('pending', 'confirmed')`))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .addColumn('confirmed_at', 'bigint')
      .addColumn('confirmed_by', 'text', (c) => c.references('accounts.id'))
      .addColumn('request_id', 'text', (c) => c.notNull().unique())
      .addCheckConstraint('settle_statements_period_order', sql`period_start <= period_end`)
      .execute();
    // One per customer and period; getSettleStatementList reads a customer's newest first.
    await db.schema
      .createIndex('settle_statements_one_per_period')
      .on('settle_statements')
      .columns(['customer_company_id', 'period_start'])
      .unique()
      .execute();
    await db.schema
      .createIndex('settle_statements_list')
      .on('settle_statements')
      .columns(['customer_company_id', 'period_end'])
      .execute();

    await db.schema
      .createTable('settle_statement_lines')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('statement_id', 'text', (c) => c.notNull().references('settle_statements.id'))
      .addColumn('line_no', 'integer', (c) => c.notNull())
      .addColumn('holder_company_id', 'text', (c) => c.notNull().references('companies.id'))
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
      .createIndex('settle_statement_lines_statement')
      .on('settle_statement_lines')
      .columns(['statement_id', 'line_no'])
      .unique()
      .execute();

    await db.schema
      .createTable('settle_statement_line_entries')
      .addColumn('line_id', 'text', (c) => c.notNull().references('settle_statement_lines.id'))
      .addColumn('entry_id', 'text', (c) => c.notNull().references('ledger_entries.id'))
      .addPrimaryKeyConstraint('settle_statement_line_entries_pk', ['line_id', 'entry_id'])
      .execute();

    await db.schema
      .createTable('settle_payments')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('payment_no', 'text', (c) => c.notNull().unique())
      .addColumn('statement_id', 'text', (c) => c.notNull().unique().references('settle_statements.id'))
      .addColumn('customer_company_id', 'text', (c) => c.notNull().references('companies.id'))
      .addColumn('due_fen', 'bigint', (c) => c.notNull())
      .addColumn('paid_fen', 'bigint', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('unpaid', 'paid')`))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .addColumn('paid_at', 'bigint')
      .addCheckConstraint('settle_payments_paid_within_due', sql`paid_fen >= 0 and paid_fen <= due_fen`)
      .execute();
    await db.schema
      .createIndex('settle_payments_list')
      .on('settle_payments')
      .columns(['customer_company_id', 'created_at'])
      .execute();

    await db.schema
      .createTable('settle_pay_records')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('payment_id', 'text', (c) => c.notNull().references('settle_payments.id'))
      .addColumn('request_id', 'text', (c) => c.notNull())
      .addColumn('amount_fen', 'bigint', (c) => c.notNull().check(sql`amount_fen > 0`))
      .addColumn('payer_account_id', 'text', (c) => c.notNull().references('accounts.id'))
      .addColumn('paid_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('settle_pay_records_request')
      .on('settle_pay_records')
      .columns(['payment_id', 'request_id'])
      .unique()
      .execute();
  },
};
