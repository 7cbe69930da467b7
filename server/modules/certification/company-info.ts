import {
  type BasicCompanyInfo,
  type BasicCompanyInfoAnswer,
  type CompanyAuthInfo,
} from '../../../src/contract/certification';
import { isValidCreditCode } from '../../../src/contract/check-codes';
import type { Session } from '../../auth/sessions';
import type { AppDeps } from '../../deps';
import { businessError, fieldError } from '../../http/envelope';
import { certificationOf, companyAuthInfo, illegalIn, stateOf } from './certifications';
import { CERTIFICATION_LABELS } from './labels';
import { certificationDb, type CertificationRow } from './tables';

const columnsOf = (info: BasicCompanyInfo) => ({
  company_name: info.companyName,
  credit_code: info.creditCode,
  address: info.address,
  contact_name: info.contactName,
  contact_mobile: info.contactMobile,
  bank_account_name: info.bankAccountName,
  bank_name: info.bankName,
  bank_account_no: info.bankAccountNo,
});

const infoOf = (row: CertificationRow): BasicCompanyInfo => ({
  companyName: row.company_name,
  creditCode: row.credit_code,
  address: row.address,
  contactName: row.contact_name,
  contactMobile: row.contact_mobile,
  bankAccountName: row.bank_account_name,
  bankName: row.bank_name,
  bankAccountNo: row.bank_account_no,
});

const sameInfo = (row: CertificationRow, info: BasicCompanyInfo): boolean =>
  JSON.stringify(infoOf(row)) === JSON.stringify({ ...infoOf(row), ...info });

function checkInfo(info: BasicCompanyInfo): void {
  if (!isValidCreditCode(info.creditCode))
    throw fieldError('creditCode', CERTIFICATION_LABELS.creditCodeInvalid);
}

/** customerCompany/getBasicCompanyInfo: step 1 as submitted, or the registered name and empty fields. */
export async function basicCompanyInfo(deps: AppDeps, session: Session): Promise<BasicCompanyInfoAnswer> {
  const row = await certificationOf(deps.db, session.companyId);
  if (row) return { submitted: true, info: infoOf(row) };
  const { companyName } = await companyAuthInfo(deps.db, session);
  const empty = { creditCode: '', address: '', contactName: '', contactMobile: '' };
  return {
    submitted: false,
    info: { companyName, ...empty, bankAccountName: companyName, bankName: '', bankAccountNo: '' },
  };
}

/**
 * customerCompany/submitBasicCompanyInfo: companyInfo → credentials. The row is created by one insert that
 * does nothing when a row exists, so a double click (or two tabs) creates one; a repeat with the same
 * fields answers success, different fields belong to updateBasicCompanyInfo.
 */
export async function submitBasicCompanyInfo(
  deps: AppDeps,
  session: Session,
  info: BasicCompanyInfo,
): Promise<CompanyAuthInfo> {
  checkInfo(info);
  const now = deps.clock();
  const inserted = await certificationDb(deps.db)
    .insertInto('company_certifications')
    .values({
      company_id: session.companyId,
      status: 'credentials',
      ...columnsOf(info),
      license_file_id: null,
      id_card_file_id: null,
      legal_person_name: null,
      legal_person_id_number: null,
      remit_amount: null,
      remit_sent_at: null,
      remit_tries: 0,
      locked_at: null,
      agreement_version: null,
      signed_at: null,
      signed_by: null,
      created_at: now,
      updated_at: now,
    })
    .onConflict((c) => c.column('company_id').doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) {
    const row = await certificationOf(deps.db, session.companyId);
    if (!row || !sameInfo(row, info)) throw businessError(CERTIFICATION_LABELS.alreadySubmitted);
  }
  return companyAuthInfo(deps.db, session);
}

/** States in which step 1 may change: no remittance is pending or verified. */
const EDITABLE = ['credentials', 'remitLocked'] as const;

/** customerCompany/updateBasicCompanyInfo: corrects step 1 (the bank account before a new remittance). */
export async function updateBasicCompanyInfo(
  deps: AppDeps,
  session: Session,
  info: BasicCompanyInfo,
): Promise<CompanyAuthInfo> {
  checkInfo(info);
  const updated = await certificationDb(deps.db)
    .updateTable('company_certifications')
    .set({ ...columnsOf(info), updated_at: deps.clock() })
    .where('company_id', '=', session.companyId)
    .where('status', 'in', EDITABLE)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) {
    throw illegalIn(stateOf(await certificationOf(deps.db, session.companyId)));
  }
  return companyAuthInfo(deps.db, session);
}
