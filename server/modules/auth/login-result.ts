import type { LoginResult, RoleValue } from '../../../src/contract/auth';
import { areaOfRole } from '../../../src/contract/routes';
import { createSession } from '../../auth/sessions';
import { isSet } from '../../db/flags';
import type { Db } from '../../db/schema';
import type { AppDeps } from '../../deps';

type LoginDeps = Pick<AppDeps, 'db' | 'clock' | 'config'>;

/** An account's companies, the one it logs into by default first (the oldest membership). */
export async function membershipsOf(db: Db, accountId: string) {
  return db
    .selectFrom('memberships as m')
    .innerJoin('companies as c', 'c.id', 'm.company_id')
    .select(['m.company_id', 'm.role', 'c.name', 'c.type', 'c.is_group'])
    .where('m.account_id', '=', accountId)
    .orderBy('m.created_at')
    .orderBy('m.company_id')
    .execute();
}

/**
 * Opens a session for the account in `companyId` (default: its first company) and describes it.
 * Pass a transaction as `db` to open it together with other writes (e.g. ending the previous session).
 */
export async function startSession(
  deps: LoginDeps,
  account: { id: string; user_account: string; username: string },
  companyId?: string,
  db: Db = deps.db,
): Promise<LoginResult | null> {
  const memberships = await membershipsOf(db, account.id);
  const current = companyId ? memberships.find((m) => m.company_id === companyId) : memberships[0];
  if (!current) return null;
  const role = current.role as RoleValue;
  const token = await createSession(deps, { accountId: account.id, companyId: current.company_id, role }, db);
  return {
    token,
    userAccount: account.user_account,
    username: account.username,
    uuid: account.id,
    role,
    roles: [role],
    defaultClick: areaOfRole(role).landing,
    companyType: current.type,
    companyId: current.company_id,
    companyName: current.name,
    groupCompany: isSet(current.is_group),
    companies: memberships.map((m) => ({ companyId: m.company_id, companyName: m.name })),
  };
}
