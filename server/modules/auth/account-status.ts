import type { AccountStatus } from '../../../src/contract/auth';
import type { Session } from '../../auth/sessions';
import { verifyCode } from '../../auth/verification-codes';
import type { AppDeps } from '../../deps';
import { businessError } from '../../http/envelope';
import { MSG } from '../../labels/zh-CN';

/** login/checkAccountStatus: what the login page needs to know before the password is typed. */
export async function accountStatus(deps: AppDeps, userAccount: string): Promise<AccountStatus> {
  const account = await deps.db
    .selectFrom('accounts')
    .select(['status', 'failed_attempts', 'locked_until', 'mobile'])
    .where('user_account', '=', userAccount)
    .executeTakeFirst();
  if (!account) return { exists: false, status: 'unknown', captchaRequired: false, mobileBound: false };
  const locked = account.locked_until !== null && account.locked_until > deps.clock();
  return {
    exists: true,
    status: account.status === 'disabled' ? 'disabled' : locked ? 'locked' : 'active',
    captchaRequired: account.failed_attempts >= deps.config.loginCaptchaAfterFailures,
    mobileBound: account.mobile !== null,
  };
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
