import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Membership certification (the model: src/contract/certification.ts).
 *
 * company_certifications: one row per company once step 1 is submitted, holding every step's data and the
 * state (`status`, the certification state machine; `updated_at`). remit_tries counts wrong amounts
 * (the conditional UPDATE of remittance.ts; never above REMIT_MAX_TRIES by its guard and a CHECK).
 * remittance_outbox: every small amount the platform "sends" (there is no bank link: this table is the
 * outbox, like sms_outbox). ca_certificate_notices: an account has seen its company's CA notice.
 */
export const certification: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('company_certifications')
      .addColumn('company_id', 'text', (c) => c.primaryKey().references('companies.id'))
      .addColumn('status', 'text', (c) =>
        c
          .notNull()
          .check(sql`status in ('credentials', 'remittance', 'remitLocked', 'signing', 'certified')`),
      )
      .addColumn('company_name', 'text', (c) => c.notNull())
      .addColumn('credit_code', 'text', (c) => c.notNull())
      .addColumn('address', 'text', (c) => c.notNull())
      .addColumn('contact_name', 'text', (c) => c.notNull())
      .addColumn('contact_mobile', 'text', (c) => c.notNull())
      .addColumn('bank_account_name', 'text', (c) => c.notNull())
      .addColumn('bank_name', 'text', (c) => c.notNull())
      .addColumn('bank_account_no', 'text', (c) => c.notNull())
      .addColumn('license_file_id', 'text', (c) => c.references('uploads.id'))
      .addColumn('id_card_file_id', 'text', (c) => c.references('uploads.id'))
      .addColumn('legal_person_name', 'text')
      .addColumn('legal_person_id_number', 'text')
      .addColumn('remit_amount', 'integer', (c) => c.check(sql`remit_amount between 1 and 99`))
      .addColumn('remit_sent_at', 'bigint')
      .addColumn('remit_tries', 'integer', (c) => c.notNull().check(sql`remit_tries between 0 and 3`))
      .addColumn('locked_at', 'bigint')
      .addColumn('agreement_version', 'text')
      .addColumn('signed_at', 'bigint')
      .addColumn('signed_by', 'text', (c) => c.references('accounts.id'))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('remittance_outbox')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('company_id', 'text', (c) => c.notNull().references('companies.id'))
      .addColumn('bank_account_name', 'text', (c) => c.notNull())
      .addColumn('bank_name', 'text', (c) => c.notNull())
      .addColumn('bank_account_no', 'text', (c) => c.notNull())
      .addColumn('amount', 'integer', (c) => c.notNull().check(sql`amount between 1 and 99`))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('remittance_outbox_company')
      .on('remittance_outbox')
      .columns(['company_id', 'created_at'])
      .execute();

    await db.schema
      .createTable('ca_certificate_notices')
      .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id'))
      .addColumn('company_id', 'text', (c) => c.notNull().references('companies.id'))
      .addColumn('shown_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('ca_certificate_notices_pk', ['account_id', 'company_id'])
      .execute();
  },
};
