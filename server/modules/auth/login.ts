import type { LoginFailure, LoginRequest, LoginResult } from '../../../src/contract/auth';
import { consumeCaptcha } from '../../auth/captcha';
import { decryptPassword } from '../../auth/encrypted-password';
import { attemptState, claimAttempt, clearAttempts } from '../../auth/login-attempts';
import { verifyPassword } from '../../auth/passwords';
import type { AppDeps } from '../../deps';
import { businessError } from '../../http/envelope';
import { MSG } from '../../labels/messages';
import { startSession } from './login-result';

/**
 * Checked instead of a password hash when no account has the name, so an unknown name takes as long to
 * refuse as a wrong password (a valid scrypt hash of no known password; the result is ignored anyway).
 */
const NO_ACCOUNT_HASH = `scrypt$16384$8$1$${'A'.repeat(22)}==$${'A'.repeat(43)}=`;

const failure = (captchaRequired: boolean, lockedForSeconds = 0): LoginFailure => ({
  captchaRequired,
  lockedForSeconds,
});

const lockedError = (seconds: number) =>
  businessError(MSG.accountLocked(Math.ceil(seconds / 60)), failure(true, seconds));

/** Why an attempt got no number: the name is locked, or it needs a picture code that was not solved. */
async function refusal(deps: AppDeps, userAccount: string, now: number, captchaGiven: boolean) {
  const state = await attemptState(deps.db, deps.config, now, userAccount);
  if (state.lockedForSeconds > 0) return lockedError(state.lockedForSeconds);
  return businessError(captchaGiven ? MSG.captchaWrong : MSG.captchaRequired, failure(true));
}

/** A wrong password: the picture code is required from the 3rd failure, the 5th locks the name. */
function wrongPassword(deps: AppDeps, attempt: number) {
  const { loginCaptchaAfterFailures, loginLockAfterFailures, loginLockMinutes } = deps.config;
  if (attempt >= loginLockAfterFailures) return lockedError(loginLockMinutes * 60);
  return businessError(MSG.wrongCredentials, failure(attempt >= loginCaptchaAfterFailures));
}

/**
 * login/login. An unknown account answers like a wrong password and is counted like one (see
 * auth/login-attempts.ts: every attempt is counted before its password is checked); a correct login
 * clears the count.
 */
export async function loginWithPassword(deps: AppDeps, request: LoginRequest): Promise<LoginResult> {
  const now = deps.clock();
  const password = await decryptPassword(deps.keys, request.password);
  const { imageUuid, imageCode } = request;
  const captchaGiven = Boolean(imageUuid && imageCode);
  // A picture code answers one attempt, whether or not this one needed it.
  const captchaSolved =
    imageUuid && imageCode ? await consumeCaptcha(deps.db, now, imageUuid, imageCode) : false;
  const attempt = await claimAttempt(deps.db, deps.config, now, {
    userAccount: request.userAccount,
    captchaSolved,
  });
  if (attempt === null) throw await refusal(deps, request.userAccount, now, captchaGiven);

  const account = await deps.db
    .selectFrom('accounts')
    .selectAll()
    .where('user_account', '=', request.userAccount)
    .executeTakeFirst();
  const passwordRight = await verifyPassword(password, account?.password_hash ?? NO_ACCOUNT_HASH);
  if (!account || !passwordRight) throw wrongPassword(deps, attempt);

  await clearAttempts(deps.db, now, account.user_account);
  if (account.status === 'disabled') throw businessError(MSG.accountDisabled);
  const result = await startSession(deps, account);
  if (!result) throw businessError(MSG.notMemberOfCompany);
  return result;
}
