import { maskPhone } from '../../../src/contract/phone';
import { protocolNameOf } from '../../../src/contract/contracts';
import {
  maskIdNumber,
  MEMBERSHIP_AGREEMENT_VERSION,
  type CompanyAuthInfo,
  type ContractVersion,
  type SignDate,
  type SignerInfo,
  type VerifyPhoneInfo,
} from '../../../src/contract/certification';
import type { VerificationCodeSent } from '../../../src/contract/auth';
import type { Session } from '../../auth/sessions';
import { sendVerificationCode, verifyCode } from '../../auth/verification-codes';
import type { DbOrTrx } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { businessError } from '../../http/envelope';
import { inTransaction, isoOrNull } from '../ledger';
import { certificationOf, companyAuthInfo, requireTransition, stateOf } from './certifications';
import { CERTIFICATION_LABELS } from './labels';
import { certificationDb, type CertificationRow } from './tables';

/** The SMS scene of the signing code (getAuthVerifyCode / getPersonalVerifyCode → signingMember). */
const SIGNING_SCENE = 'memberSign' as const;

/** The version the company signed, else the one it would sign today. */
export const versionOf = (row: CertificationRow | undefined): ContractVersion => {
  const version = row?.agreement_version ?? MEMBERSHIP_AGREEMENT_VERSION;
  return { version, protocolName: protocolNameOf(version) };
};

/** customerCompany/getContractVersion */
export const contractVersion = async (db: DbOrTrx, session: Session): Promise<ContractVersion> =>
  versionOf(await certificationOf(db, session.companyId));

/** customerCompany/getSignDate */
export async function signDate(db: DbOrTrx, session: Session): Promise<SignDate> {
  const row = await certificationOf(db, session.companyId);
  return { signedAt: isoOrNull(row?.signed_at ?? null) };
}

/** customerCompany/getUserNameAndIdCard: the signer, the legal person of step 2. */
export async function signer(db: DbOrTrx, session: Session): Promise<SignerInfo> {
  const row = await certificationOf(db, session.companyId);
  if (!row?.legal_person_name || !row.legal_person_id_number)
    throw businessError(CERTIFICATION_LABELS.credentialsMissing);
  return { name: row.legal_person_name, idNumber: maskIdNumber(row.legal_person_id_number) };
}

/** customerCompany/getVerifyByPhoneInfo: the caller's bound mobile, where the signing code goes. */
export const verifyPhone = (session: Session): VerifyPhoneInfo => ({
  mobile: session.mobile ? maskPhone(session.mobile) : null,
});

/** getAuthVerifyCode / getPersonalVerifyCode: a signing code to the caller's mobile, only while signing. */
export async function sendSigningCode(deps: AppDeps, session: Session): Promise<VerificationCodeSent> {
  requireTransition(stateOf(await certificationOf(deps.db, session.companyId)), 'certified');
  if (!session.mobile) throw businessError(CERTIFICATION_LABELS.mobileNotBound);
  return sendVerificationCode(deps, session.mobile, SIGNING_SCENE);
}

/**
 * customerCompany/signingMember: signing → certified with the code (used up by verifyCode, which also
 * holds the guessing limit). A repeat once certified (or racing the call that certified) answers success.
 */
export async function signingMember(deps: AppDeps, session: Session, code: string): Promise<CompanyAuthInfo> {
  const state = stateOf(await certificationOf(deps.db, session.companyId));
  if (state === 'certified') return companyAuthInfo(deps.db, session);
  requireTransition(state, 'certified');
  if (!session.mobile) throw businessError(CERTIFICATION_LABELS.mobileNotBound);
  const signingCode = { mobile: session.mobile, scene: SIGNING_SCENE, code };
  // A wrong code counts against the code's tries whatever happens next, so it is checked on its own.
  try {
    await verifyCode(deps, { ...signingCode, consume: false });
  } catch (error) {
    // A double click's second call may find the code spent by the first (which waited for its commit).
    if (stateOf(await certificationOf(deps.db, session.companyId)) === 'certified')
      return companyAuthInfo(deps.db, session);
    throw error;
  }
  // Then one transaction holds the certification's row while it spends the code and signs: a double
  // click's second call waits for the first and finds the company certified (the code is spent once).
  await inTransaction(deps.db, async (trx) => {
    await certificationDb(trx)
      .updateTable('company_certifications')
      .set((eb) => ({ updated_at: eb.ref('updated_at') }))
      .where('company_id', '=', session.companyId)
      .execute();
    if (stateOf(await certificationOf(trx, session.companyId)) === 'certified') return;
    await verifyCode({ ...deps, db: trx }, { ...signingCode, consume: true });
    const now = deps.clock();
    await certificationDb(trx)
      .updateTable('company_certifications')
      .set({
        status: 'certified',
        agreement_version: MEMBERSHIP_AGREEMENT_VERSION,
        signed_at: now,
        signed_by: session.accountId,
        updated_at: now,
      })
      .where('company_id', '=', session.companyId)
      .where('status', '=', 'signing')
      .execute();
  });
  return companyAuthInfo(deps.db, session);
}
