import type { Kysely, Migration } from 'kysely';

/**
 * Overdue and idle-stock alerts (issue 17 item 4, server/modules/stock-alerts).
 *
 * stock_alert_runs: one row per Asia/Shanghai day (`day`, days since the epoch). A node's scheduler claims
 * the day by inserting it, or takes it over by a conditional UPDATE once the lease of a node that died
 * has passed; `finished_at` set: the day is done.
 * stock_alert_sends: one row per company and day, inserted before the company's messages are sent, so a
 * company is warned at most once a day even when a second node takes the run over.
 * stock_alert_settings: an account's choice (no row: messages on, SMS off).
 */
export const stockAlerts: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('stock_alert_runs')
      .addColumn('day', 'integer', (c) => c.primaryKey())
      .addColumn('lease_owner', 'text', (c) => c.notNull())
      .addColumn('lease_until', 'bigint', (c) => c.notNull())
      .addColumn('finished_at', 'bigint')
      .execute();
    await db.schema
      .createTable('stock_alert_sends')
      .addColumn('company_id', 'text', (c) => c.notNull().references('companies.id'))
      .addColumn('day', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('stock_alert_sends_pk', ['company_id', 'day'])
      .execute();
    await db.schema
      .createTable('stock_alert_settings')
      .addColumn('account_id', 'text', (c) => c.primaryKey().references('accounts.id'))
      .addColumn('message', 'integer', (c) => c.notNull())
      .addColumn('sms', 'integer', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute();
  },
};
