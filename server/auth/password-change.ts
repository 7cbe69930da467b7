import type { Transaction } from 'kysely';
import type { AppDeps } from '../deps';
import type { Database } from '../db/schema';
import { businessError } from '../http/envelope';
import { MSG } from '../labels/messages';
import { decryptPassword } from './encrypted-password';
import { attemptState, claimAttempt, clearAttempts } from './login-attempts';
import { verifyPassword } from './passwords';

/**
 * Sets an account's password inside the caller's transaction: every session opened before `now` then
 * answers 4006 (sessions.ts), and the wrong-password count and lock of its name are cleared.
 */
export async function setPassword(
  trx: Transaction<Database>,
  now: number,
  account: { id: string; userAccount: string },
  passwordHash: string,
): Promise<void> {
  await trx
    .updateTable('accounts')
    .set({ password_hash: passwordHash, password_changed_at: now })
    .where('id', '=', account.id)
    .execute();
  await clearAttempts(trx, now, account.userAccount);
}

/**
 * Checks the logged-in account's current password (RSA-encrypted like login's) before a change that
 * needs it. Each check is a login attempt of the account's name (login-attempts.ts), counted before the
 * password is compared: a wrong one counts towards the lock, a locked name is refused unchecked, a right
 * one clears the count. The caller is logged in, so no picture code is asked.
 */
export async function checkCurrentPassword(
  deps: Pick<AppDeps, 'db' | 'config' | 'clock' | 'keys'>,
  account: { id: string; userAccount: string },
  ciphertext: string,
  wrong: { field: string; message: string },
): Promise<void> {
  const now = deps.clock();
  const password = await decryptPassword(deps.keys, ciphertext, wrong.field);
  const attempt = await claimAttempt(deps.db, deps.config, now, {
    userAccount: account.userAccount,
    captchaSolved: true,
  });
  if (attempt === null) {
    const { lockedForSeconds } = await attemptState(deps.db, deps.config, now, account.userAccount);
    throw businessError(MSG.accountLocked(Math.ceil(lockedForSeconds / 60)));
  }
  const stored = await deps.db
    .selectFrom('accounts')
    .select('password_hash')
    .where('id', '=', account.id)
    .executeTakeFirstOrThrow();
  if (!(await verifyPassword(password, stored.password_hash))) {
    if (attempt >= deps.config.loginLockAfterFailures)
      throw businessError(MSG.accountLocked(deps.config.loginLockMinutes));
    throw businessError(wrong.message);
  }
  await clearAttempts(deps.db, now, account.userAccount);
}
