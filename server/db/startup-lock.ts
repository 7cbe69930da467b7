import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'kysely';
import type { DialectName } from './connect';
import type { Db } from './schema';

/** How long a node waits for another node's migrations and demo seed before it gives up starting. */
const WAIT_LIMIT_MS = 10 * 60_000;
const POLL_MS = 250;

/**
 * Runs a node's start-up writes (migrations, demo seed) while holding a PostgreSQL advisory lock of its
 * schema, so nodes started at once on an empty database take turns: the first migrates and seeds, the
 * others then find the work done. Without it the second node's seed waits on the first's uncommitted
 * rows and fails at the connection's 5 s lock_timeout (DATABASE_LIMITS), which the seed outlasts. The
 * lock is polled with pg_try_advisory_lock because a waiting pg_advisory_lock would hit that same
 * timeout. `work` gets the one connection holding the lock. SQLite needs none: one process starts the
 * file's database (the cluster's primary does it before forking), and its transactions are serialised.
 */
export async function withStartupLock(
  db: Db,
  dialect: DialectName,
  work: (db: Db) => Promise<void>,
): Promise<void> {
  if (dialect !== 'postgres') return work(db);
  await db.connection().execute(async (connection) => {
    const key = sql`hashtext('yelopack-startup:' || current_schema())`;
    const deadline = Date.now() + WAIT_LIMIT_MS;
    for (;;) {
      const { rows } = await sql<{ locked: boolean }>`select pg_try_advisory_lock(${key}) as locked`.execute(
        connection,
      );
      if (rows[0]?.locked) break;
      if (Date.now() > deadline) throw new Error('another node held the start-up lock for 10 minutes');
      await sleep(POLL_MS);
    }
    try {
      await work(connection);
    } finally {
      await sql`select pg_advisory_unlock(${key})`.execute(connection);
    }
  });
}
