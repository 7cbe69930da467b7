import type { ReportCompany } from '../../../src/contract/reports';
import type { Session } from '../../auth/sessions';
import type { DbOrTrx } from '../../db/schema';

/**
 * Whose rows a report of the session may show (src/contract/reports.ts, "Scope"): the companies whose
 * balances and ledger entries it reads. Role 6 (a group): its member companies, or the one asked for when
 * it is a member; role 7 and role 1: the session's own company. A member that is not the group's gives an
 * empty scope, so the answer is the same as for a member without rows and reveals nothing.
 */
export interface ReportScope {
  companies: ReportCompany[];
  /** The company ids of `companies`, for `where … in`. */
  companyIds: string[];
}

const scopeOf = (companies: ReportCompany[]): ReportScope => ({
  companies,
  companyIds: companies.map((company) => company.companyId),
});

/** The member companies of a group company, by name. */
export async function groupMembers(db: DbOrTrx, groupCompanyId: string): Promise<ReportCompany[]> {
  const rows = await db
    .selectFrom('companies')
    .select(['id', 'name'])
    .where('group_company_id', '=', groupCompanyId)
    .orderBy('name')
    .execute();
  return rows.map((row) => ({ companyId: row.id, companyName: row.name }));
}

/** The downstream clients (companies whose parent is one of `parentIds`), by name. */
export async function downstreamClientsOf(
  db: DbOrTrx,
  parentIds: readonly string[],
): Promise<ReportCompany[]> {
  if (parentIds.length === 0) return [];
  const rows = await db
    .selectFrom('companies')
    .select(['id', 'name'])
    .where('parent_company_id', 'in', parentIds)
    .orderBy('name')
    .execute();
  return rows.map((row) => ({ companyId: row.id, companyName: row.name }));
}

/** The scope of a report call: the group's members (all, or `memberCompanyId`) for role 6, else the own company. */
export async function reportScope(
  db: DbOrTrx,
  session: Session,
  memberCompanyId?: string,
): Promise<ReportScope> {
  if (session.role !== 6) {
    const own = await db
      .selectFrom('companies')
      .select(['id', 'name'])
      .where('id', '=', session.companyId)
      .executeTakeFirstOrThrow();
    return scopeOf([{ companyId: own.id, companyName: own.name }]);
  }
  const members = await groupMembers(db, session.companyId);
  if (memberCompanyId === undefined) return scopeOf(members);
  return scopeOf(members.filter((member) => member.companyId === memberCompanyId));
}
