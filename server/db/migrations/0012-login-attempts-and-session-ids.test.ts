import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase, type Connection } from '../connect';
import { allMigrations } from '../../modules';

/** A database left by 0010 with a counted account and a live session, brought to 0012. */
describe('0012 carries wrong-password counts and live sessions over (SQLite)', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'yp-0012-'));
  let connection: Connection;
  const migrator = () =>
    new Migrator({ db: connection.db, provider: { getMigrations: async () => allMigrations() } });

  beforeAll(async () => {
    connection = connectDatabase({ databaseUrl: undefined, dataDir });
    await migrator().migrateTo('0010-vehicle-positions');
    await sql`insert into companies (id, name, type, created_at) values ('c', '公司', '4', 1)`.execute(
      connection.db,
    );
    await sql`
      insert into accounts (id, user_account, username, password_hash, failed_attempts, locked_until,
        password_changed_at, created_at)
      values ('a', 'counted', '甲', 'x', 4, null, 1, 1), ('b', 'clean', '乙', 'x', 0, null, 1, 1)
    `.execute(connection.db);
    await sql`
      insert into sessions (token_hash, account_id, company_id, role, created_at, last_seen_at, expires_at)
      values ('hash-1', 'a', 'c', 2, 1, 1, 9999999999999)
    `.execute(connection.db);
    const { error } = await migrator().migrateToLatest();
    if (error) throw error;
  });
  afterAll(async () => {
    await connection.db.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps the count of a name with failures and only that one', async () => {
    const rows = await connection.db
      .selectFrom('login_attempts')
      .select(['user_account', 'failures'])
      .execute();
    expect(rows).toEqual([{ user_account: 'counted', failures: 4 }]);
  });

  it('gives every existing token a session of its own, so logging out still ends it', async () => {
    const row = await connection.db
      .selectFrom('sessions')
      .select('session_id')
      .where('token_hash', '=', 'hash-1')
      .executeTakeFirstOrThrow();
    expect(row.session_id).toBe('hash-1');
  });
});
