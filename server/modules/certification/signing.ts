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
import { isoOrNull } from '../ledger';
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
  try {
    await verifyCode(deps, { mobile: session.mobile, scene: SIGNING_SCENE, code, consume: true });
  } catch (error) {
    // A double click's second call finds the code spent by the first: the company is certified by then.
    if (stateOf(await certificationOf(deps.db, session.companyId)) === 'certified')
      return companyAuthInfo(deps.db, session);
    throw error;
  }
  const now = deps.clock();
  await certificationDb(deps.db)
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
  return companyAuthInfo(deps.db, session);
}
