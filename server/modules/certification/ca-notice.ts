import type { CaNoticeStatus } from '../../../src/contract/certification';
import type { Session } from '../../auth/sessions';
import type { AppDeps } from '../../deps';
import { certificationOf } from './certifications';
import { certificationDb } from './tables';

/**
 * customerCompany/getCACertificateNoticeShowStatus: once the company is certified (its CA certificate is
 * issued with the signing), each account sees the notice once.
 */
export async function caNoticeStatus(deps: AppDeps, session: Session): Promise<CaNoticeStatus> {
  const row = await certificationOf(deps.db, session.companyId);
  if (row?.status !== 'certified') return { show: false };
  const seen = await certificationDb(deps.db)
    .selectFrom('ca_certificate_notices')
    .select('shown_at')
    .where('account_id', '=', session.accountId)
    .where('company_id', '=', session.companyId)
    .executeTakeFirst();
  return { show: !seen };
}

/** customerCompany/caCertificateNoticeAlreadyShow: the account has seen it (a repeat changes nothing). */
export async function caNoticeShown(deps: AppDeps, session: Session): Promise<null> {
  await certificationDb(deps.db)
    .insertInto('ca_certificate_notices')
    .values({ account_id: session.accountId, company_id: session.companyId, shown_at: deps.clock() })
    .onConflict((c) => c.columns(['account_id', 'company_id']).doNothing())
    .execute();
  return null;
}
