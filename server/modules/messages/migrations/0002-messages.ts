import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Messages and per-account read receipts.
 *
 * One row per message (account_id null = to every account of the company), one receipt per account that
 * read it. The receipt carries the message's company and type, so the unread counts of the header badge
 * are two index-only counts with no join: visible messages per type (messages_visible) minus receipts per
 * type (message_reads_account_company_type). Sending stays one insert however large the company, and an
 * account that joins later sees the company's earlier messages too.
 */
export const messages: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('messages')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('company_id', 'text', (c) => c.notNull().references('companies.id'))
      .addColumn('account_id', 'text', (c) => c.references('accounts.id'))
      .addColumn('type', 'text', (c) => c.notNull())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('content', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addCheckConstraint('messages_type', sql`type in ('system', 'business', 'bill', 'contract')`)
      .execute();
    await db.schema
      .createIndex('messages_visible')
      .on('messages')
      .columns(['company_id', 'account_id', 'type'])
      .execute();
    await db.schema
      .createIndex('messages_company_created')
      .on('messages')
      .columns(['company_id', 'created_at'])
      .execute();

    await db.schema
      .createTable('message_reads')
      .addColumn('message_id', 'text', (c) => c.notNull().references('messages.id').onDelete('cascade'))
      .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id'))
      .addColumn('company_id', 'text', (c) => c.notNull())
      .addColumn('type', 'text', (c) => c.notNull())
      .addColumn('read_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('message_reads_pk', ['account_id', 'message_id'])
      .execute();
    await db.schema
      .createIndex('message_reads_account_company_type')
      .on('message_reads')
      .columns(['account_id', 'company_id', 'type'])
      .execute();
  },
};
