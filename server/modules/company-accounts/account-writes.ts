import type { CustomerAccountInput, EnableRequest, SavedId } from '../../../src/contract/company-accounts';
import { hashPassword } from '../../auth/passwords';
import type { Session } from '../../auth/sessions';
import { newId } from '../../db/ids';
import type { DbOrTrx } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { businessError, fieldError } from '../../http/envelope';
import {
  belongsElsewhere,
  checkAssignableRole,
  initialPassword,
  memberOfCompany,
  refuseSelfOrAdmin,
} from './account-rules';
import { ACCOUNT_LABELS } from './labels';
import { accountStates, type AccountState } from './states';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'sms'>;

async function mobileTakenByOther(db: DbOrTrx, mobile: string, accountId: string | null): Promise<boolean> {
  const row = await db
    .selectFrom('accounts')
    .select('id')
    .where('mobile', '=', mobile)
    .$if(accountId !== null, (qb) => qb.where('id', '!=', accountId as string))
    .executeTakeFirst();
  return row !== undefined;
}

/** addOrModifyCustomerAccount: a new sub-account, or a change to one of the company's accounts. */
export async function saveAccount(
  deps: Deps,
  session: Session,
  request: CustomerAccountInput,
): Promise<SavedId> {
  const input = { ...request, username: request.username.trim() };
  if (!input.username) throw fieldError('username', ACCOUNT_LABELS.usernameRequired);
  return input.id === undefined
    ? addAccount(deps, session, input)
    : modifyAccount(deps, session, input.id, input);
}

/**
 * A new account of the session's company; its initial password goes to its mobile by SMS (nobody else
 * ever sees it). The name is unique platform-wide. A repeat (same name, mobile and company: the first
 * answer was lost) answers the account made, sending no second SMS.
 */
async function addAccount(deps: Deps, session: Session, input: CustomerAccountInput): Promise<SavedId> {
  const { userAccount, mobile } = input;
  if (userAccount === undefined) throw fieldError('userAccount', ACCOUNT_LABELS.userAccountRequired);
  if (mobile === undefined) throw fieldError('mobile', ACCOUNT_LABELS.mobileRequired);
  await checkAssignableRole(deps.db, session, input.roleId, null);
  const password = initialPassword();
  const passwordHash = await hashPassword(password);
  const now = deps.clock();
  const id = newId();
  const created = await deps.db.transaction().execute(async (trx) => {
    // DO NOTHING on a taken name or mobile, so two identical requests at once end as one account.
    const inserted = await trx
      .insertInto('accounts')
      .values({
        id,
        user_account: userAccount,
        username: input.username,
        mobile,
        password_hash: passwordHash,
        status: 'active',
        password_changed_at: now,
        created_at: now,
      })
      .onConflict((oc) => oc.doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) return false;
    await trx
      .insertInto('memberships')
      .values({
        account_id: id,
        company_id: session.companyId,
        role: input.area,
        custom_role_id: input.roleId,
        is_admin: 0,
        created_at: now,
      })
      .execute();
    return true;
  });
  if (!created) return repeatedAdd(deps.db, session, userAccount, mobile);
  const company = await deps.db
    .selectFrom('companies')
    .select('name')
    .where('id', '=', session.companyId)
    .executeTakeFirstOrThrow();
  await deps.sms.send(mobile, ACCOUNT_LABELS.initialPasswordSms(company.name, userAccount, password));
  return { id };
}

/** The account an add collided with: the same one asked again, or a taken name or mobile (2003). */
async function repeatedAdd(
  db: DbOrTrx,
  session: Session,
  userAccount: string,
  mobile: string,
): Promise<SavedId> {
  const named = await db
    .selectFrom('accounts as a')
    .innerJoin('memberships as m', (join) =>
      join.onRef('m.account_id', '=', 'a.id').on('m.company_id', '=', session.companyId),
    )
    .select(['a.id', 'a.mobile'])
    .where('a.user_account', '=', userAccount)
    .executeTakeFirst();
  if (named && named.mobile === mobile) return { id: named.id };
  const nameTaken = await db
    .selectFrom('accounts')
    .select('id')
    .where('user_account', '=', userAccount)
    .executeTakeFirst();
  if (nameTaken) throw fieldError('userAccount', ACCOUNT_LABELS.userAccountTaken);
  throw fieldError('mobile', ACCOUNT_LABELS.mobileTaken);
}

/**
 * A change to an account of the company: its area and role always; its person's name and mobile only
 * when the account is the company's alone (they are the account's, shared by every company it works
 * for). The administrator's account is changed only by the administrator.
 */
async function modifyAccount(
  deps: Deps,
  session: Session,
  id: string,
  input: CustomerAccountInput,
): Promise<SavedId> {
  const target = await memberOfCompany(deps.db, session, id);
  if (input.userAccount !== undefined && input.userAccount !== target.user_account)
    throw fieldError('userAccount', ACCOUNT_LABELS.userAccountFixed);
  if (target.isAdmin && !session.isAdmin) throw businessError(ACCOUNT_LABELS.onlyAdminEditsAdmin);
  await checkAssignableRole(deps.db, session, input.roleId, target.custom_role_id);
  const mobile = input.mobile ?? target.mobile;
  const personChanged = input.username !== target.username || mobile !== target.mobile;
  if (personChanged && (await belongsElsewhere(deps.db, session, id)))
    throw businessError(ACCOUNT_LABELS.otherCompanies);
  if (mobile !== null && mobile !== target.mobile && (await mobileTakenByOther(deps.db, mobile, id)))
    throw fieldError('mobile', ACCOUNT_LABELS.mobileTaken);
  await deps.db.transaction().execute(async (trx) => {
    if (personChanged)
      await trx
        .updateTable('accounts')
        .set({ username: input.username, mobile })
        .where('id', '=', id)
        .execute();
    // Read again by every later call of the account (permissions.ts), so the new role holds at once.
    await trx
      .updateTable('memberships')
      .set({ role: input.area, custom_role_id: input.roleId })
      .where('account_id', '=', id)
      .where('company_id', '=', session.companyId)
      .execute();
  });
  return { id };
}

/**
 * enableOrDisableCustomerAccount: a disabled account's sessions answer 4005 at their next call and it
 * cannot log in. Asking for the state it is in is a no-op, so two administrators at once both succeed.
 */
export async function setAccountEnabled(deps: Deps, session: Session, request: EnableRequest): Promise<null> {
  const target = await memberOfCompany(deps.db, session, request.id);
  refuseSelfOrAdmin(session, target);
  if (await belongsElsewhere(deps.db, session, target.id)) throw businessError(ACCOUNT_LABELS.otherCompanies);
  const from = target.status as AccountState;
  const to: AccountState = request.enabled ? 'active' : 'disabled';
  if (from === to) return null;
  if (!accountStates.canTransition(from, to)) throw businessError(ACCOUNT_LABELS.illegalTransition);
  // Conditional on the state read: of two opposite requests at once, the later one finds it changed.
  await deps.db
    .updateTable('accounts')
    .set({ status: to })
    .where('id', '=', target.id)
    .where('status', '=', from)
    .execute();
  return null;
}

/**
 * deleteCustomerCompanyAccount: the account leaves the company (its membership goes, its sessions there
 * end: 4003 at their next call). An account of this company alone is deleted softly: messages, uploads
 * and documents keep pointing at the row, so it stays with status 'deleted', and its name and mobile
 * are freed for new accounts. Of two deletes at once, the second finds no account (账号不存在).
 */
export async function deleteAccount(deps: Deps, session: Session, id: string): Promise<null> {
  await deps.db.transaction().execute(async (trx) => {
    const target = await memberOfCompany(trx, session, id);
    refuseSelfOrAdmin(session, target);
    const removed = await trx
      .deleteFrom('memberships')
      .where('account_id', '=', id)
      .where('company_id', '=', session.companyId)
      .where('is_admin', '=', 0)
      .executeTakeFirst();
    if (Number(removed.numDeletedRows) !== 1) throw businessError(ACCOUNT_LABELS.accountNotFound);
    await trx
      .deleteFrom('sessions')
      .where('account_id', '=', id)
      .where('company_id', '=', session.companyId)
      .execute();
    if (await belongsElsewhere(trx, session, id)) return;
    await trx
      .updateTable('accounts')
      .set({ status: 'deleted', user_account: `${target.user_account}#${id}`, mobile: null })
      .where('id', '=', id)
      .execute();
  });
  return null;
}
