import type { Kysely, Migration } from 'kysely';

/**
 * Issue 16, several API nodes on one database: an uploaded file's bytes live in the database, not in the
 * DATA_DIR of the node that took the upload, so every node can send it (a ticket photo uploaded through
 * one node and opened through another). `uploads.content_id` names its `upload_contents` row; a copy of
 * an upload for another company (carrier-order tickets) names the same row. Rows of before this migration
 * keep `path`, their file under that node's DATA_DIR/uploads; new rows have `path` ''.
 */
export const uploadContents: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('upload_contents')
      .addColumn('id', 'text', (c) => c.primaryKey())
      // bytea: PostgreSQL's bytes; SQLite keeps a Buffer as a blob under any declared type.
      .addColumn('content', 'bytea', (c) => c.notNull())
      .execute();
    await db.schema
      .alterTable('uploads')
      .addColumn('content_id', 'text', (c) => c.references('upload_contents.id'))
      .execute();
  },
};
