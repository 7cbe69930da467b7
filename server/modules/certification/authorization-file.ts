import { maskPhone } from '../../../src/contract/phone';
import { formatMinute } from '../../../src/contract/date-format';
import { maskIdNumber } from '../../../src/contract/certification';
import type { Session } from '../../auth/sessions';
import type { DbOrTrx } from '../../db/schema';
import type { PdfDocumentSpec } from '../../pdf';
import { certificationOf, illegalIn, stateOf } from './certifications';
import { CERTIFICATION_LABELS } from './labels';
import { versionOf } from './signing';

const L = CERTIFICATION_LABELS.authorization;

/**
 * customerCompany/downloadAuthorizationFile: the 授权委托书 the company prints, stamps and keeps: the
 * company of step 1, the legal person of step 2 authorising the caller to sign the membership agreement.
 * Available once step 2 is stored (the signing step shows it).
 */
export async function authorizationDocument(
  db: DbOrTrx,
  session: Session,
  now: number,
): Promise<{ spec: PdfDocumentSpec; fileName: string }> {
  const row = await certificationOf(db, session.companyId);
  if (!row?.legal_person_name || !row.legal_person_id_number) throw illegalIn(stateOf(row));
  const { protocolName, version } = versionOf(row);
  return {
    fileName: L.fileName(row.company_name),
    spec: {
      title: L.title,
      fields: [
        { label: L.principal, value: row.company_name },
        { label: L.creditCode, value: row.credit_code },
        { label: L.legalPerson, value: row.legal_person_name },
        { label: L.legalPersonId, value: maskIdNumber(row.legal_person_id_number) },
        { label: L.agent, value: session.username },
        { label: L.agentMobile, value: session.mobile ? maskPhone(session.mobile) : '' },
        { label: L.agreement, value: L.agreementVersion(protocolName, version) },
      ],
      tables: [
        {
          caption: L.caption,
          columns: [
            { header: L.columns[0], width: 1 },
            { header: L.columns[1], width: 9 },
          ],
          rows: [...L.items(protocolName).map((item, index) => [String(index + 1), item]), [null, L.stamp]],
        },
      ],
      footer: L.footer(formatMinute(now)),
    },
  };
}
