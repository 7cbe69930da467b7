import type { LoginFailure, LoginRequest, LoginResult } from '../../../src/contract/auth';
import { consumeCaptcha } from '../../auth/captcha';
import { decryptPassword } from '../../auth/encrypted-password';
import { verifyPassword } from '../../auth/passwords';
import type { Row } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { businessError } from '../../http/envelope';
import { MSG } from '../../labels/zh-CN';
import { startSession } from './login-result';

const failure = (captchaRequired: boolean, lockedForSeconds = 0): LoginFailure => ({
  captchaRequired,
  lockedForSeconds,
});

/** Refuses a locked account (with the minutes left) before anything else is checked. */
function refuseIfLocked(account: Row<'accounts'>, now: number): void {
  if (account.locked_until === null || account.locked_until <= now) return;
  const seconds = Math.ceil((account.locked_until - now) / 1000);
  throw businessError(MSG.accountLocked(Math.ceil(seconds / 60)), failure(true, seconds));
}

/** Counts a wrong password: the picture code is required from the 3rd failure, the 5th locks the account. */
async function recordFailure(deps: AppDeps, account: Row<'accounts'>, now: number): Promise<never> {
  const { loginCaptchaAfterFailures, loginLockAfterFailures, loginLockMinutes } = deps.config;
  const attempts = account.failed_attempts + 1;
  const lockedUntil = attempts >= loginLockAfterFailures ? now + loginLockMinutes * 60_000 : null;
  await deps.db
    .updateTable('accounts')
    .set({ failed_attempts: attempts, locked_until: lockedUntil })
    .where('id', '=', account.id)
    .execute();
  if (lockedUntil !== null)
    throw businessError(MSG.accountLocked(loginLockMinutes), failure(true, loginLockMinutes * 60));
  throw businessError(MSG.wrongCredentials, failure(attempts >= loginCaptchaAfterFailures));
}

/**
 * login/login. An unknown account answers like a wrong password. Wrong passwords are counted and the
 * count is written even though the call fails; a correct login clears it.
 */
export async function loginWithPassword(deps: AppDeps, request: LoginRequest): Promise<LoginResult> {
  const now = deps.clock();
  const account = await deps.db
    .selectFrom('accounts')
    .selectAll()
    .where('user_account', '=', request.userAccount)
    .executeTakeFirst();
  if (!account) throw businessError(MSG.wrongCredentials, failure(false));
  refuseIfLocked(account, now);
  if (account.failed_attempts >= deps.config.loginCaptchaAfterFailures) {
    if (!request.imageUuid || !request.imageCode) throw businessError(MSG.captchaRequired, failure(true));
    if (!(await consumeCaptcha(deps.db, now, request.imageUuid, request.imageCode)))
      throw businessError(MSG.captchaWrong, failure(true));
  }
  const password = decryptPassword(deps.keys, request.password);
  if (!(await verifyPassword(password, account.password_hash))) return recordFailure(deps, account, now);
  if (account.status === 'disabled') throw businessError(MSG.accountDisabled);

  return deps.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('accounts')
      .set({ failed_attempts: 0, locked_until: null })
      .where('id', '=', account.id)
      .execute();
    const result = await startSession(deps, account, undefined, trx);
    if (!result) throw businessError(MSG.notMemberOfCompany);
    return result;
  });
}
