import { sql, type Kysely, type Migration } from 'kysely';

/**
 * The company administrator (src/contract/company-admin.ts).
 *
 * memberships_one_administrator: at most one membership per company with is_admin = 1 (a partial unique
 * index on both databases), so racing transfers can never leave two administrators.
 * administrator_applications: an account's application to become its company's administrator, `status`
 * pending → granted | declined | expired; one pending per account and company (partial unique index);
 * one per account and request id (a repeated request answers the same application).
 */
export const companyAdministrator: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createIndex('memberships_one_administrator')
      .unique()
      .on('memberships')
      .column('company_id')
      .where(sql.ref('is_admin'), '=', 1)
      .execute();

    await db.schema
      .createTable('administrator_applications')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('company_id', 'text', (c) => c.notNull().references('companies.id'))
      .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id'))
      .addColumn('request_id', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) =>
        c.notNull().check(sql`status in ('pending', 'granted', 'declined', 'expired')`),
      )
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .addColumn('decided_at', 'bigint')
      .addColumn('decided_by', 'text', (c) => c.references('accounts.id'))
      .execute();
    await db.schema
      .createIndex('administrator_applications_one_pending')
      .unique()
      .on('administrator_applications')
      .columns(['company_id', 'account_id'])
      .where(sql.ref('status'), '=', 'pending')
      .execute();
    await db.schema
      .createIndex('administrator_applications_request')
      .unique()
      .on('administrator_applications')
      .columns(['account_id', 'request_id'])
      .execute();
    await db.schema
      .createIndex('administrator_applications_company')
      .on('administrator_applications')
      .columns(['company_id', 'status', 'created_at'])
      .execute();
  },
};
