import type { AccountStatus } from '../../../src/contract/auth';
import { attemptState } from '../../auth/login-attempts';
import type { Session } from '../../auth/sessions';
import { verifyCode } from '../../auth/verification-codes';
import type { AppDeps } from '../../deps';
import { businessError } from '../../http/envelope';
import { MSG } from '../../labels/messages';

/**
 * login/checkAccountStatus: what the next login attempt for this name needs (a picture code, or waiting
 * out a lock). Derived from the attempts made with the name, never from the account: an anonymous
 * caller gets the same answer for a name no account has as for an account without failures.
 */
export function accountStatus(deps: AppDeps, userAccount: string): Promise<AccountStatus> {
  return attemptState(deps.db, deps.config, deps.clock(), userAccount);
}

/** login/bindMobile: binds (or changes) the session account's mobile, proven by an SMS code to it. */
export async function bindMobile(
  deps: AppDeps,
  session: Session,
  mobile: string,
  code: string,
): Promise<null> {
  const owner = await deps.db
    .selectFrom('accounts')
    .select('id')
    .where('mobile', '=', mobile)
    .executeTakeFirst();
  if (owner && owner.id !== session.accountId) throw businessError(MSG.mobileTaken);
  await verifyCode(deps, { mobile, scene: 'bindMobile', code, consume: true });
  await deps.db.updateTable('accounts').set({ mobile }).where('id', '=', session.accountId).execute();
  return null;
}
