import type { LoginFailure } from '../../src/contract/auth';
import type { ServerConfig } from '../config';
import type { DbOrTrx } from '../db/schema';

type Limits = Pick<ServerConfig, 'loginCaptchaAfterFailures' | 'loginLockAfterFailures' | 'loginLockMinutes'>;

/** A name nobody tried for this long is forgotten (the table holds names that match no account too). */
const FORGET_AFTER_MS = 24 * 60 * 60 * 1000;

/**
 * Wrong passwords are counted per account name as typed, whether or not an account has that name, so
 * the answers (picture code required, locked) are the same for a known and an unknown name.
 *
 * An attempt takes its number in the count with one atomic upsert before its password is checked, and
 * is refused without a check when the name is locked or needs a picture code it did not solve. However
 * many attempts arrive at once, each gets a number of its own: only `loginLockAfterFailures` passwords
 * are checked before the lock. The attempt that reaches the limit sets the lock as it starts (a right
 * password lifts it again), so a request that fails half-way never leaves the name counted but unlocked.
 *
 * Returns the attempt's number, or null when it is refused.
 */
export async function claimAttempt(
  db: DbOrTrx,
  limits: Limits,
  now: number,
  attempt: { userAccount: string; captchaSolved: boolean },
): Promise<number | null> {
  const lockUntil = now + limits.loginLockMinutes * 60_000;
  const locksAt = limits.loginLockAfterFailures;
  const row = await db
    .insertInto('login_attempts')
    .values({
      user_account: attempt.userAccount,
      failures: 1,
      locked_until: locksAt <= 1 ? lockUntil : null,
      updated_at: now,
    })
    .onConflict((conflict) => {
      const claim = conflict.column('user_account').doUpdateSet((eb) => {
        const failures = eb('login_attempts.failures', '+', 1);
        return {
          failures,
          locked_until: eb
            .case()
            .when(failures, '>=', locksAt)
            .then(eb.cast<number | null>(eb.val(lockUntil), 'bigint'))
            .else(null)
            .end(),
          updated_at: now,
        };
      });
      // Not locked (an expired lock lets one attempt through, which locks again if wrong)…
      const unlocked = claim.where((eb) =>
        eb.or([eb('login_attempts.locked_until', 'is', null), eb('login_attempts.locked_until', '<=', now)]),
      );
      // …and, from the picture-code threshold on, only with a solved picture code.
      return attempt.captchaSolved
        ? unlocked
        : unlocked.where('login_attempts.failures', '<', limits.loginCaptchaAfterFailures);
    })
    .returning('failures')
    .executeTakeFirst();
  return row?.failures ?? null;
}

/** What the next attempt for a name needs: the same answer for a name no account has. */
export async function attemptState(
  db: DbOrTrx,
  limits: Limits,
  now: number,
  userAccount: string,
): Promise<LoginFailure> {
  const row = await db
    .selectFrom('login_attempts')
    .select(['failures', 'locked_until'])
    .where('user_account', '=', userAccount)
    .executeTakeFirst();
  if (!row) return { captchaRequired: false, lockedForSeconds: 0 };
  const lockedMs = row.locked_until === null ? 0 : Math.max(0, row.locked_until - now);
  return {
    captchaRequired: row.failures >= limits.loginCaptchaAfterFailures,
    lockedForSeconds: Math.ceil(lockedMs / 1000),
  };
}

/** A right password (or a new one) clears the name's count; names idle for a day are forgotten too. */
export async function clearAttempts(db: DbOrTrx, now: number, userAccount: string): Promise<void> {
  await db
    .deleteFrom('login_attempts')
    .where((eb) =>
      eb.or([
        eb('user_account', '=', userAccount),
        eb.and([
          eb('updated_at', '<', now - FORGET_AFTER_MS),
          eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', now)]),
        ]),
      ]),
    )
    .execute();
}
