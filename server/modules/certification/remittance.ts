import { formatMinute } from '../../../src/contract/date-format';
import {
  maskBankAccount,
  REMIT_MAX_TRIES,
  type CompanyAuthInfo,
  type RemitInfo,
  type RemitState,
} from '../../../src/contract/certification';
import type { Session } from '../../auth/sessions';
import type { AppDeps } from '../../deps';
import { businessError } from '../../http/envelope';
import { isoOrNull } from '../ledger';
import { certificationOf, companyAuthInfo, illegalIn, stateOf } from './certifications';
import { unlockAt } from './credentials';
import { CERTIFICATION_LABELS } from './labels';
import { certificationDb, type CertificationRow } from './tables';

const remitStateOf = (row: CertificationRow | undefined): RemitState => {
  switch (row?.status) {
    case 'remittance':
      return 'pending';
    case 'remitLocked':
      return 'locked';
    case 'signing':
    case 'certified':
      return 'verified';
    default:
      return 'notSent';
  }
};

/** customerCompany/getRemitInfo: the remittance's account (masked), time, tries left and state. */
export async function remitInfo(deps: AppDeps, session: Session): Promise<RemitInfo> {
  const row = await certificationOf(deps.db, session.companyId);
  const sent = row?.remit_sent_at ?? null;
  return {
    state: remitStateOf(row),
    bankAccountName: row?.bank_account_name ?? null,
    bankName: row?.bank_name ?? null,
    bankAccountNo: row ? maskBankAccount(row.bank_account_no) : null,
    sentAt: isoOrNull(sent),
    triesLeft: sent === null ? REMIT_MAX_TRIES : REMIT_MAX_TRIES - (row?.remit_tries ?? 0),
    unlockAt: isoOrNull(row ? unlockAt(row) : null),
  };
}

/**
 * customerCompany/verifyPayAuthAmount: remittance → signing with the right amount (fen). The amount is
 * compared, counted and the state moved by ONE conditional UPDATE (as verifyCode does with SMS codes): a
 * wrong answer adds a try, the REMIT_MAX_TRIES-th locks; a call while the row is not pending or is out of
 * tries changes nothing. However many answers race, each sees the count the previous one left, so at most
 * three are ever compared. The right amount repeated after it (a double click) answers success.
 */
export async function verifyPayAuthAmount(
  deps: AppDeps,
  session: Session,
  amount: number,
): Promise<CompanyAuthInfo> {
  const now = deps.clock();
  const checked = await certificationDb(deps.db)
    .updateTable('company_certifications')
    .set((eb) => {
      const right = eb('remit_amount', '=', amount);
      const lastTry = eb(eb('remit_tries', '+', 1), '>=', REMIT_MAX_TRIES);
      return {
        remit_tries: eb
          .case()
          .when(right)
          .then(eb.ref('remit_tries'))
          .else(eb('remit_tries', '+', 1))
          .end(),
        status: eb
          .case()
          .when(right)
          .then('signing' as const)
          .when(lastTry)
          .then('remitLocked' as const)
          .else(eb.ref('status'))
          .end(),
        locked_at: eb.case().when(right).then(null).when(lastTry).then(now).else(null).end(),
        updated_at: now,
      };
    })
    .where('company_id', '=', session.companyId)
    .where('status', '=', 'remittance')
    .where('remit_tries', '<', REMIT_MAX_TRIES)
    .returning(['status', 'remit_tries'])
    .executeTakeFirst();
  if (!checked) {
    const row = await certificationOf(deps.db, session.companyId);
    const state = stateOf(row);
    if ((state === 'signing' || state === 'certified') && row?.remit_amount === amount)
      return companyAuthInfo(deps.db, session);
    const unlock = row && unlockAt(row);
    if (unlock) throw businessError(CERTIFICATION_LABELS.remitLocked(formatMinute(unlock)));
    throw illegalIn(state);
  }
  if (checked.status === 'remitLocked') throw businessError(CERTIFICATION_LABELS.remitWrongLocked);
  if (checked.status === 'remittance')
    throw businessError(CERTIFICATION_LABELS.remitWrong(REMIT_MAX_TRIES - checked.remit_tries));
  return companyAuthInfo(deps.db, session);
}
