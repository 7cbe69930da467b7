import type { Kysely, Migration } from 'kysely';

/**
 * Issue 17, webhook errors in the reader's language: why a try failed is written in both languages when
 * it fails, Chinese in `last_error` and `error` as before, English in `last_error_en` and `error_en`; the
 * deliveries list, its attempts and its export read the requester's. Rows of before this migration keep
 * NULL there and read their Chinese in either language.
 */
export const webhookErrorEnglish: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('webhook_deliveries').addColumn('last_error_en', 'text').execute();
    await db.schema.alterTable('webhook_attempts').addColumn('error_en', 'text').execute();
  },
};
