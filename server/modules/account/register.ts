import type { RegisterRequest } from '../../../src/contract/auth';
import { decryptNewPassword } from '../../auth/encrypted-password';
import { hashPassword } from '../../auth/passwords';
import { verifyCode } from '../../auth/verification-codes';
import { newId } from '../../db/ids';
import type { AppDeps } from '../../deps';
import { businessError } from '../../http/envelope';
import { MSG } from '../../labels/messages';

/** Company type of a self-registered customer (SPEC §9 default). */
const DEFAULT_COMPANY_TYPE = '4';
/** A registering company starts in the pallet-sharing area, its first account as administrator. */
const REGISTERED_ROLE = 2;

export interface RegisterResult {
  userAccount: string;
  companyId: string;
}

/** user/register: a new customer company and its administrator account, proven by an SMS code. */
export async function register(deps: AppDeps, request: RegisterRequest): Promise<RegisterResult> {
  const password = await decryptNewPassword(deps.keys, request.password);
  const { db } = deps;
  const sent = { mobile: request.mobile, scene: 'register' as const, code: request.code };
  // The code first, so whether a name, mobile or company is taken is told only to whoever holds the
  // mobile (an anonymous caller learns nothing about existing accounts); it is used up only once the
  // registration can go through, so a taken name does not cost a new SMS.
  await verifyCode(deps, { ...sent, consume: false });
  if (
    await db
      .selectFrom('accounts')
      .select('id')
      .where('user_account', '=', request.userAccount)
      .executeTakeFirst()
  ) {
    throw businessError(MSG.userAccountTaken);
  }
  if (await db.selectFrom('accounts').select('id').where('mobile', '=', request.mobile).executeTakeFirst())
    throw businessError(MSG.mobileTaken);
  if (
    await db.selectFrom('companies').select('id').where('name', '=', request.companyName).executeTakeFirst()
  ) {
    throw businessError(MSG.companyNameTaken);
  }
  await verifyCode(deps, { ...sent, consume: true });

  const passwordHash = await hashPassword(password);
  const now = deps.clock();
  const companyId = newId();
  const accountId = newId();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('companies')
      .values({
        id: companyId,
        name: request.companyName,
        type: DEFAULT_COMPANY_TYPE,
        is_group: 0,
        group_company_id: null,
        parent_company_id: null,
        created_at: now,
      })
      .execute();
    await trx
      .insertInto('accounts')
      .values({
        id: accountId,
        user_account: request.userAccount,
        username: request.username,
        mobile: request.mobile,
        password_hash: passwordHash,
        status: 'active',
        password_changed_at: now,
        created_at: now,
      })
      .execute();
    await trx
      .insertInto('memberships')
      .values({
        account_id: accountId,
        company_id: companyId,
        role: REGISTERED_ROLE,
        custom_role_id: null,
        is_admin: 1,
        created_at: now,
      })
      .execute();
  });
  await deps.events.emit('companyRegistered', { companyId, accountId });
  return { userAccount: request.userAccount, companyId };
}
