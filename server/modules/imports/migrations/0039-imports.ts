import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Bulk import (src/contract/imports.ts).
 *
 * import_batches: one uploaded file of a kind for a company, with its sha256, status (previewed →
 * confirmed → running → done | failed), row counts, the worker's lease (`lease_owner`/`lease_until`,
 * claimed by one conditional UPDATE like webhook deliveries) and how often it was claimed (`claims`: a
 * batch whose passes keep ending in an error is failed after DEFAULT_RUN.maxClaims). A partial unique index keeps one confirmed
 * batch per company, kind and file: of two confirms of the same file one wins.
 * import_rows: the staged rows of a batch: the resolved create request (JSON, ids not names), its errors
 * ([{field, message}] JSON; empty when valid), what writing it gave (outcome created | failed) with the
 * document or the reason, and the key cells the result file repeats.
 */
export const imports: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('import_batches')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('company_id', 'text', (c) => c.notNull().references('companies.id'))
      .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('transfer', 'waybill', 'return')`))
      .addColumn('file_sha256', 'text', (c) => c.notNull())
      .addColumn('file_name', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) =>
        c.notNull().check(sql`status in ('previewed', 'confirmed', 'running', 'done', 'failed')`),
      )
      .addColumn('total_rows', 'integer', (c) => c.notNull())
      .addColumn('valid_rows', 'integer', (c) => c.notNull())
      .addColumn('invalid_rows', 'integer', (c) => c.notNull())
      .addColumn('processed_rows', 'integer', (c) => c.notNull())
      .addColumn('succeeded_rows', 'integer', (c) => c.notNull())
      .addColumn('failed_rows', 'integer', (c) => c.notNull())
      .addColumn('created_by', 'text', (c) => c.notNull().references('accounts.id'))
      .addColumn('lease_owner', 'text')
      .addColumn('lease_until', 'bigint')
      .addColumn('claims', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('confirmed_at', 'bigint')
      .addColumn('finished_at', 'bigint')
      .execute();
    await db.schema
      .createIndex('import_batches_confirmed_file')
      .unique()
      .on('import_batches')
      .columns(['company_id', 'kind', 'file_sha256'])
      .where(sql.ref('status'), '<>', 'previewed')
      .execute();
    await db.schema
      .createIndex('import_batches_due')
      .on('import_batches')
      .columns(['status', 'lease_until'])
      .execute();

    await db.schema
      .createTable('import_rows')
      .addColumn('batch_id', 'text', (c) => c.notNull().references('import_batches.id'))
      .addColumn('row_no', 'integer', (c) => c.notNull())
      .addColumn('cells', 'text', (c) => c.notNull())
      .addColumn('payload', 'text')
      .addColumn('errors', 'text', (c) => c.notNull())
      .addColumn('outcome', 'text', (c) => c.check(sql`outcome in ('created', 'failed')`))
      .addColumn('document_id', 'text')
      .addColumn('document_no', 'text')
      .addColumn('reason', 'text')
      .addPrimaryKeyConstraint('import_rows_pk', ['batch_id', 'row_no'])
      .execute();
  },
};
