import type { ChangeMobileInput, ChangePasswordInput, MyProfile } from '../../../src/contract/my-account';
import { maskPhone } from '../../../src/contract/phone';
import { decryptNewPassword } from '../../auth/encrypted-password';
import { checkCurrentPassword, setPassword } from '../../auth/password-change';
import { hashPassword } from '../../auth/passwords';
import type { Session } from '../../auth/sessions';
import type { AppDeps } from '../../deps';
import { businessError, fieldError } from '../../http/envelope';
import { bindMobile } from '../auth';
import { MY_ACCOUNT_LABELS as L } from './labels';

const accountOf = (session: Session) => ({ id: session.accountId, userAccount: session.userAccount });

/** user/getMyProfile: the caller's account, name and masked mobile. */
export async function myProfile(deps: AppDeps, session: Session): Promise<MyProfile> {
  const account = await deps.db
    .selectFrom('accounts')
    .select(['user_account', 'username', 'mobile'])
    .where('id', '=', session.accountId)
    .executeTakeFirstOrThrow();
  return {
    userAccount: account.user_account,
    username: account.username,
    mobile: account.mobile ? maskPhone(account.mobile) : null,
  };
}

/** user/updateMyProfile: the caller's display name (姓名). */
export async function updateMyProfile(deps: AppDeps, session: Session, username: string): Promise<null> {
  const name = username.trim();
  if (!name) throw fieldError('username', L.usernameBlank);
  await deps.db.updateTable('accounts').set({ username: name }).where('id', '=', session.accountId).execute();
  return null;
}

/**
 * user/changePassword: the old password proves the caller (a wrong one counts as a failed login of the
 * name); then every session opened before now, the caller's included, answers 4006 (log in again).
 */
export async function changePassword(
  deps: AppDeps,
  session: Session,
  input: ChangePasswordInput,
): Promise<null> {
  // The new password's rule first: a mistyped new password costs no attempt.
  const password = await decryptNewPassword(deps.keys, input.newPassword, 'newPassword');
  if (password === (await deps.keys.decrypt(input.oldPassword)))
    throw fieldError('newPassword', L.samePassword);
  await checkCurrentPassword(deps, accountOf(session), input.oldPassword, {
    field: 'oldPassword',
    message: L.wrongOldPassword,
  });
  const passwordHash = await hashPassword(password);
  const now = deps.clock();
  await deps.db.transaction().execute((trx) => setPassword(trx, now, accountOf(session), passwordHash));
  await deps.events.emit('passwordChanged', { accountId: session.accountId });
  return null;
}

/**
 * user/changeMobile: the current password, then the SMS code sent to the new mobile (scene bindMobile)
 * through login/bindMobile's rule (a mobile bound to another account is refused).
 */
export async function changeMobile(deps: AppDeps, session: Session, input: ChangeMobileInput): Promise<null> {
  if (input.mobile === session.mobile) throw businessError(L.sameMobile);
  await checkCurrentPassword(deps, accountOf(session), input.password, {
    field: 'password',
    message: L.wrongPassword,
  });
  return bindMobile(deps, session, input.mobile, input.code);
}
