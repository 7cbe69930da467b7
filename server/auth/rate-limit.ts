import { sql } from 'kysely';
import type { Db } from '../db/schema';

export interface RateLimitResult {
  allowed: boolean;
  /** Seconds until the current window ends. */
  retryAfterSeconds: number;
}

/**
 * Counts one hit for `key` in a fixed window of `windowMs` and says whether it is within `limit`.
 * The counter lives in the database so every API node sees the same count; the insert-then-update is
 * atomic per row on both dialects.
 */
export async function hitRateLimit(
  db: Db,
  now: number,
  key: string,
  windowMs: number,
  limit: number,
): Promise<RateLimitResult> {
  await db
    .insertInto('rate_limits')
    .values({ key, window_start: now, count: 0 })
    .onConflict((c) => c.column('key').doNothing())
    .execute();
  const windowOver = sql<boolean>`window_start <= ${now - windowMs}`;
  const row = await db
    .updateTable('rate_limits')
    .set({
      window_start: sql`case when ${windowOver} then ${now} else window_start end`,
      count: sql`case when ${windowOver} then 1 else count + 1 end`,
    })
    .where('key', '=', key)
    .returning(['window_start', 'count'])
    .executeTakeFirstOrThrow();
  return {
    allowed: row.count <= limit,
    retryAfterSeconds: Math.max(1, Math.ceil((row.window_start + windowMs - now) / 1000)),
  };
}
