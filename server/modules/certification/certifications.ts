import type { CertificationState, CompanyAuthInfo } from '../../../src/contract/certification';
import type { Session } from '../../auth/sessions';
import type { DbOrTrx } from '../../db/schema';
import { businessError } from '../../http/envelope';
import { isoOrNull } from '../ledger';
import { CERTIFICATION_LABELS } from './labels';
import { certificationStates } from './states';
import { certificationDb, type CertificationRow } from './tables';

/** The session company's certification row; undefined while step 1 is not submitted (companyInfo). */
export const certificationOf = (db: DbOrTrx, companyId: string): Promise<CertificationRow | undefined> =>
  certificationDb(db)
    .selectFrom('company_certifications')
    .selectAll()
    .where('company_id', '=', companyId)
    .executeTakeFirst();

export const stateOf = (row: CertificationRow | undefined): CertificationState =>
  row?.status ?? 'companyInfo';

/** The business error of a call out of its state (never 5000). */
export const illegalIn = (state: CertificationState) =>
  businessError(CERTIFICATION_LABELS.illegalTransition(CERTIFICATION_LABELS.stateNames[state]));

/** Refuses a call that would not be a transition of the state machine. */
export function requireTransition(from: CertificationState, to: CertificationState): void {
  if (!certificationStates.canTransition(from, to)) throw illegalIn(from);
}

/** customerCompany/getCompanyAuthInfo: where the session's company is (every page load reads it). */
export async function companyAuthInfo(db: DbOrTrx, session: Session): Promise<CompanyAuthInfo> {
  const company = await db
    .selectFrom('companies')
    .select('name')
    .where('id', '=', session.companyId)
    .executeTakeFirstOrThrow();
  const row = await certificationOf(db, session.companyId);
  return {
    state: stateOf(row),
    companyName: company.name,
    certifiedAt: row?.status === 'certified' ? isoOrNull(row.signed_at) : null,
  };
}

/** The 统一社会信用代码 the company gave in step 1 of its certification, or null before it did. */
export async function registeredCreditCode(db: DbOrTrx, companyId: string): Promise<string | null> {
  const row = await certificationDb(db)
    .selectFrom('company_certifications')
    .select('credit_code')
    .where('company_id', '=', companyId)
    .executeTakeFirst();
  return row?.credit_code ?? null;
}
