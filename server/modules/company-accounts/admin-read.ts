import type { AdministratorAccount, AdministratorPerson } from '../../../src/contract/company-admin';
import { maskPhone } from '../../../src/contract/phone';
import type { Session } from '../../auth/sessions';
import type { DbOrTrx } from '../../db/schema';
import { latestApplication, pendingApplications } from './admin-applications-read';

/** The company's administrator's account id, or null when it has none. */
export async function administratorOf(db: DbOrTrx, companyId: string): Promise<string | null> {
  const row = await db
    .selectFrom('memberships')
    .select('account_id')
    .where('company_id', '=', companyId)
    .where('is_admin', '=', 1)
    .executeTakeFirst();
  return row?.account_id ?? null;
}

async function personOf(db: DbOrTrx, session: Session, accountId: string): Promise<AdministratorPerson> {
  const row = await db
    .selectFrom('accounts')
    .select(['id', 'user_account', 'username', 'mobile'])
    .where('id', '=', accountId)
    .executeTakeFirstOrThrow();
  const full = session.isAdmin;
  return {
    accountId: row.id,
    userAccount: row.user_account,
    username: row.username,
    mobile: row.mobile === null || full ? row.mobile : maskPhone(row.mobile),
  };
}

/**
 * getAdministratorAccount: who the administrator is (the mobile full only to the administrator), the
 * pending applications to the administrator, and its own latest application to anyone else.
 */
export async function administratorAccount(
  db: DbOrTrx,
  session: Session,
  now: number,
): Promise<AdministratorAccount> {
  const adminId = await administratorOf(db, session.companyId);
  return {
    administrator: adminId === null ? null : await personOf(db, session, adminId),
    isAdministrator: session.isAdmin,
    applications: session.isAdmin ? await pendingApplications(db, session.companyId, now) : [],
    myApplication: session.isAdmin
      ? null
      : await latestApplication(db, session.companyId, session.accountId, now),
  };
}
