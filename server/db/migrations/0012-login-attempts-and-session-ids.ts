import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Issue 10, concurrent guessing and account existence:
 * - `login_attempts` counts wrong passwords per account name as typed, whether or not an account has
 *   that name, so no answer (picture code required, locked) tells an anonymous caller that an account
 *   exists. It replaces `accounts.failed_attempts` / `locked_until`; counts in progress are carried over.
 * - `sessions.session_id` ties the tokens of one login together: a rotated token keeps its
 *   predecessor's, so logging out ends both. Existing tokens start a session of their own.
 */
export const loginAttemptsAndSessionIds: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('login_attempts')
      .addColumn('user_account', 'text', (c) => c.primaryKey())
      .addColumn('failures', 'integer', (c) => c.notNull())
      .addColumn('locked_until', 'bigint')
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('login_attempts_updated').on('login_attempts').column('updated_at').execute();
    // Carried-over counts count as touched now (the migration has no clock of the app's).
    await sql`
      insert into login_attempts (user_account, failures, locked_until, updated_at)
      select user_account, failed_attempts, locked_until, ${Date.now()} from accounts where failed_attempts > 0
    `.execute(db);
    // One column per statement: SQLite's ALTER TABLE drops one at a time.
    await db.schema.alterTable('accounts').dropColumn('failed_attempts').execute();
    await db.schema.alterTable('accounts').dropColumn('locked_until').execute();

    await db.schema.alterTable('sessions').addColumn('session_id', 'text').execute();
    await sql`update sessions set session_id = token_hash`.execute(db);
    await db.schema.createIndex('sessions_session').on('sessions').column('session_id').execute();
  },
};
