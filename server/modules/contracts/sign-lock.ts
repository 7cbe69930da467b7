import { SIGN_LOCK_MINUTES, SIGN_MAX_WRONG_TRIES } from '../../../src/contract/contracts';
import type { Session } from '../../auth/sessions';
import type { DbOrTrx } from '../../db/schema';
import { businessError } from '../../http/envelope';
import { CONTRACT_LABELS } from './labels';
import { contractsDb } from './tables';
import { MINUTE_MS } from './time';

/**
 * The signing lock of an account: SIGN_MAX_WRONG_TRIES failed signing tries (a wrong, used or expired code)
 * lock its signing for SIGN_LOCK_MINUTES. Like verifyCode, every try is admitted by the statement that
 * counts it (a conditional UPDATE: tries < max and not locked), before the code is checked, so however
 * many confirms race, at most SIGN_MAX_WRONG_TRIES are ever checked before the lock.
 */

const lockedRefusal = (lockedUntil: number | null, now: number) =>
  businessError(
    CONTRACT_LABELS.locked(
      lockedUntil === null ? SIGN_LOCK_MINUTES : Math.max(1, Math.ceil((lockedUntil - now) / MINUTE_MS)),
    ),
  );

const lockOf = (db: DbOrTrx, accountId: string) =>
  contractsDb(db)
    .selectFrom('contract_sign_locks')
    .selectAll()
    .where('account_id', '=', accountId)
    .executeTakeFirst();

/** Refuses (with the minutes left) while the account's signing is locked: getSignVerificationCode asks. */
export async function requireSigningUnlocked(db: DbOrTrx, session: Pick<Session, 'accountId'>, now: number) {
  const lock = await lockOf(db, session.accountId);
  if (lock?.locked_until != null && lock.locked_until > now) throw lockedRefusal(lock.locked_until, now);
}

/** Takes one try for the account, or refuses: locked, or every try of the round is being checked. */
export async function admitSigningTry(db: DbOrTrx, accountId: string, now: number): Promise<void> {
  await contractsDb(db)
    .insertInto('contract_sign_locks')
    .values({ account_id: accountId, tries: 0, locked_until: null })
    .onConflict((c) => c.column('account_id').doNothing())
    .execute();
  const admitted = await contractsDb(db)
    .updateTable('contract_sign_locks')
    .set((eb) => ({
      // a lock that has run out starts a fresh round
      tries: eb
        .case()
        .when('locked_until', '<=', now)
        .then(1)
        .else(eb('tries', '+', 1))
        .end(),
      locked_until: null,
    }))
    .where('account_id', '=', accountId)
    .where((eb) =>
      eb.or([
        eb('locked_until', '<=', now),
        eb.and([eb('locked_until', 'is', null), eb('tries', '<', SIGN_MAX_WRONG_TRIES)]),
      ]),
    )
    .returning('tries')
    .executeTakeFirst();
  if (!admitted) throw lockedRefusal((await lockOf(db, accountId))?.locked_until ?? null, now);
}

/** The admitted try failed: the last try of the round locks the account. */
export async function failedSigningTry(db: DbOrTrx, accountId: string, now: number): Promise<void> {
  await contractsDb(db)
    .updateTable('contract_sign_locks')
    .set({ tries: 0, locked_until: now + SIGN_LOCK_MINUTES * MINUTE_MS })
    .where('account_id', '=', accountId)
    .where('tries', '>=', SIGN_MAX_WRONG_TRIES)
    .where('locked_until', 'is', null)
    .execute();
}

/**
 * The admitted try signed: the round starts again (only the right code gets here, so a reset cannot
 * help anyone guess).
 */
export async function succeededSigningTry(db: DbOrTrx, accountId: string): Promise<void> {
  await contractsDb(db)
    .updateTable('contract_sign_locks')
    .set({ tries: 0 })
    .where('account_id', '=', accountId)
    .where('locked_until', 'is', null)
    .execute();
}
