import type { Kysely, Migration } from 'kysely';

/**
 * Issue 17, messages in the reader's language: a message is written in both languages when it is sent,
 * Chinese in `title` and `content` as before, English in `title_en` and `content_en`; each reader gets
 * the texts in the language of its request. Rows of before this migration keep NULL there and read their
 * Chinese in either language.
 */
export const messageEnglish: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('messages').addColumn('title_en', 'text').execute();
    await db.schema.alterTable('messages').addColumn('content_en', 'text').execute();
  },
};
