import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Points (the points model: src/contract/points.ts).
 *
 * points_statements: one per company and period (unique), its total and state (`status` with
 * `updated_at`, the columns the ledger's guarded transitions move); points_statement_items: the items as
 * computed at freezing, each naming its ledger entry. points_pools: a company's balance, never negative
 * (a CHECK behind the guarded UPDATE); points_accounts: an account's points within a company;
 * points_allotments: one per company and request id; points_changes: every credit and debit of a pool
 * (account_id null) or an account, with the balance before and after. Days are Asia/Shanghai day numbers.
 */
export const points: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('points_statements')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('statement_no', 'text', (c) => c.notNull().unique())
      .addColumn('company_id', 'text', (c) => c.notNull().references('companies.id'))
      .addColumn('period_start', 'integer', (c) => c.notNull())
      .addColumn('period_end', 'integer', (c) => c.notNull())
      .addColumn('items_points', 'bigint', (c) => c.notNull())
      .addColumn('total_points', 'bigint', (c) => c.notNull().check(sql`total_points >= 0`))
      .addColumn('status', 'text', (c) =>
        c.notNull().check(sql`status in ('pending', 'confirmed', 'rejected')`),
      )
      .addColumn('reject_reason', 'text')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .addColumn('decided_at', 'bigint')
      .addColumn('decided_by', 'text', (c) => c.references('accounts.id'))
      .addCheckConstraint('points_statements_period_order', sql`period_start <= period_end`)
      .execute();
    await db.schema
      .createIndex('points_statements_one_per_period')
      .on('points_statements')
      .columns(['company_id', 'period_start'])
      .unique()
      .execute();
    await db.schema
      .createIndex('points_statements_list')
      .on('points_statements')
      .columns(['company_id', 'period_end'])
      .execute();

    await db.schema
      .createTable('points_statement_items')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('statement_id', 'text', (c) => c.notNull().references('points_statements.id'))
      .addColumn('line_no', 'integer', (c) => c.notNull())
      .addColumn('entry_id', 'text', (c) => c.notNull().references('ledger_entries.id'))
      .addColumn('rule', 'text', (c) => c.notNull())
      .addColumn('pallets', 'bigint', (c) => c.notNull().check(sql`pallets > 0`))
      .addColumn('points_per_pallet', 'integer', (c) => c.notNull())
      .addColumn('points', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('points_statement_items_line')
      .on('points_statement_items')
      .columns(['statement_id', 'line_no'])
      .unique()
      .execute();

    await db.schema
      .createTable('points_pools')
      .addColumn('company_id', 'text', (c) => c.primaryKey().references('companies.id'))
      .addColumn('balance', 'bigint', (c) => c.notNull().check(sql`balance >= 0`))
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('points_accounts')
      .addColumn('company_id', 'text', (c) => c.notNull().references('companies.id'))
      .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id'))
      .addColumn('points', 'bigint', (c) => c.notNull().check(sql`points >= 0`))
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('points_accounts_pk', ['company_id', 'account_id'])
      .execute();

    await db.schema
      .createTable('points_allotments')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('allot_no', 'text', (c) => c.notNull().unique())
      .addColumn('company_id', 'text', (c) => c.notNull().references('companies.id'))
      .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id'))
      .addColumn('points', 'bigint', (c) => c.notNull().check(sql`points > 0`))
      .addColumn('request_id', 'text', (c) => c.notNull())
      .addColumn('created_by', 'text', (c) => c.notNull().references('accounts.id'))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('points_allotments_request')
      .on('points_allotments')
      .columns(['company_id', 'request_id'])
      .unique()
      .execute();

    await db.schema
      .createTable('points_changes')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('company_id', 'text', (c) => c.notNull().references('companies.id'))
      .addColumn('account_id', 'text', (c) => c.references('accounts.id'))
      .addColumn('source', 'text', (c) => c.notNull().check(sql`source in ('statement', 'allot')`))
      .addColumn('source_id', 'text', (c) => c.notNull())
      .addColumn('source_no', 'text', (c) => c.notNull())
      .addColumn('delta', 'bigint', (c) => c.notNull())
      .addColumn('balance_before', 'bigint', (c) => c.notNull())
      .addColumn('balance_after', 'bigint', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    // The change record: a company's rows, newest first.
    await db.schema
      .createIndex('points_changes_list')
      .on('points_changes')
      .columns(['company_id', 'created_at', 'id'])
      .execute();
  },
};
