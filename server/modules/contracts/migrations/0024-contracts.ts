import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Online contract signing (the model: src/contract/contracts.ts).
 *
 * contracts: one per company, kind and source, the parties as printed (the draft is rendered from the row
 * alone, so it never changes); `status` as stored (a pending one past sign_deadline reads
 * as expired and is marked so when seen), document_hash the SHA-256 of the deterministic draft, and once
 * signed the signed PDF's bytes (bytea: PostgreSQL's bytes, and SQLite keeps a Buffer as a blob under any
 * declared type), their SHA-256 and the term. contract_signers: at most one signature per
 * party (the primary key), so a contract is never signed twice. contract_sign_locks: an account's failed
 * signing tries and its lock. contract_page_images: the PNG pages of a file, keyed by the file's hash.
 */
export const contracts: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('contracts')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('contract_no', 'text', (c) => c.notNull().unique())
      .addColumn('company_id', 'text', (c) => c.notNull().references('companies.id'))
      .addColumn('company_name', 'text', (c) => c.notNull())
      .addColumn('credit_code', 'text')
      .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('standard', 'c1')`))
      .addColumn('protocol_version', 'text', (c) => c.notNull())
      .addColumn('c1_client_name', 'text')
      .addColumn('source_type', 'text', (c) =>
        c.notNull().check(sql`source_type in ('protocol', 'c1Protocol', 'entrust')`),
      )
      .addColumn('source_id', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) =>
        c.notNull().check(sql`status in ('pending', 'signed', 'expired', 'withdrawn')`),
      )
      .addColumn('sign_deadline', 'bigint', (c) => c.notNull())
      .addColumn('document_hash', 'text', (c) => c.notNull())
      .addColumn('draft_page_count', 'integer', (c) => c.notNull())
      .addColumn('signed_file', 'bytea')
      .addColumn('signed_file_hash', 'text')
      .addColumn('signed_page_count', 'integer')
      .addColumn('signed_at', 'bigint')
      .addColumn('valid_until', 'bigint')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('contracts_list')
      .on('contracts')
      .columns(['company_id', 'kind', 'created_at'])
      .execute();
    await db.schema
      .createIndex('contracts_source')
      .on('contracts')
      .columns(['company_id', 'source_id'])
      .execute();
    await db.schema.createIndex('contracts_signed_hash').on('contracts').column('signed_file_hash').execute();

    await db.schema
      .createTable('contract_signers')
      .addColumn('contract_id', 'text', (c) => c.notNull().references('contracts.id'))
      .addColumn('party', 'text', (c) => c.notNull().check(sql`party in ('customer', 'platform')`))
      .addColumn('party_name', 'text', (c) => c.notNull())
      .addColumn('signer_name', 'text', (c) => c.notNull())
      .addColumn('account', 'text', (c) => c.notNull())
      .addColumn('account_id', 'text', (c) => c.references('accounts.id'))
      .addColumn('signed_at', 'bigint', (c) => c.notNull())
      .addColumn('ip', 'text', (c) => c.notNull())
      .addColumn('method', 'text', (c) => c.notNull().check(sql`method in ('smsCode', 'platformSeal')`))
      .addPrimaryKeyConstraint('contract_signers_pk', ['contract_id', 'party'])
      .execute();

    await db.schema
      .createTable('contract_sign_locks')
      .addColumn('account_id', 'text', (c) => c.primaryKey().references('accounts.id'))
      .addColumn('tries', 'integer', (c) => c.notNull().check(sql`tries >= 0`))
      .addColumn('locked_until', 'bigint')
      .execute();

    await db.schema
      .createTable('contract_page_images')
      .addColumn('contract_id', 'text', (c) => c.notNull().references('contracts.id'))
      .addColumn('file_hash', 'text', (c) => c.notNull())
      .addColumn('page', 'integer', (c) => c.notNull())
      .addColumn('png', 'bytea', (c) => c.notNull())
      .addColumn('width', 'integer', (c) => c.notNull())
      .addColumn('height', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('contract_page_images_pk', ['contract_id', 'file_hash', 'page'])
      .execute();
  },
};
