import type { AdministratorApplication, ApplicationStatus } from '../../../src/contract/company-admin';
import type { DbOrTrx } from '../../db/schema';
import { iso, isoOrNull } from '../ledger';
import { adminDb } from './admin-tables';

/** The applications of a company with their applicant's names. */
const applicationsOf = (db: DbOrTrx, companyId: string) =>
  adminDb(db)
    .selectFrom('administrator_applications as p')
    .innerJoin('accounts as a', 'a.id', 'p.account_id')
    .select([
      'p.id',
      'p.account_id',
      'p.status',
      'p.created_at',
      'p.expires_at',
      'p.decided_at',
      'a.user_account',
      'a.username',
    ])
    .where('p.company_id', '=', companyId);

type ApplicationRow = Awaited<ReturnType<ReturnType<typeof applicationsOf>['execute']>>[number];

/** A pending application past its expiry is expired, whether or not a write has marked it yet. */
const statusAt = (row: ApplicationRow, now: number): ApplicationStatus =>
  row.status === 'pending' && row.expires_at <= now ? 'expired' : row.status;

const toApplication = (row: ApplicationRow, now: number): AdministratorApplication => ({
  id: row.id,
  accountId: row.account_id,
  userAccount: row.user_account,
  username: row.username,
  status: statusAt(row, now),
  createdAt: iso(row.created_at),
  expiresAt: iso(row.expires_at),
  decidedAt: isoOrNull(row.decided_at),
});

/** The company's live pending applications, oldest first. */
export async function pendingApplications(
  db: DbOrTrx,
  companyId: string,
  now: number,
): Promise<AdministratorApplication[]> {
  const rows = await applicationsOf(db, companyId)
    .where('p.status', '=', 'pending')
    .where('p.expires_at', '>', now)
    .orderBy('p.created_at')
    .orderBy('p.id')
    .execute();
  return rows.map((row) => toApplication(row, now));
}

/** An account's latest application in the company, in any state, or null. */
export async function latestApplication(
  db: DbOrTrx,
  companyId: string,
  accountId: string,
  now: number,
): Promise<AdministratorApplication | null> {
  const row = await applicationsOf(db, companyId)
    .where('p.account_id', '=', accountId)
    .orderBy('p.created_at', 'desc')
    .orderBy('p.id', 'desc')
    .executeTakeFirst();
  return row ? toApplication(row, now) : null;
}

/** The application an account made with a request id, or null. */
export async function applicationOfRequest(
  db: DbOrTrx,
  session: { companyId: string; accountId: string },
  requestId: string,
  now: number,
): Promise<AdministratorApplication | null> {
  const row = await applicationsOf(db, session.companyId)
    .where('p.account_id', '=', session.accountId)
    .where('p.request_id', '=', requestId)
    .executeTakeFirst();
  return row ? toApplication(row, now) : null;
}
