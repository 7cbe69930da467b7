import { randomInt } from 'node:crypto';
import { formatMinute } from '../../../src/contract/date-format';
import type { FastifyBaseLogger } from 'fastify';
import {
  maskBankAccount,
  maskIdNumber,
  REMIT_MAX_FEN,
  REMIT_MIN_FEN,
  REMIT_RELOCK_HOURS,
  type AuthInfoRequest,
  type CompanyAuthInfo,
  type CompanyCredentialInfo,
} from '../../../src/contract/certification';
import { isValidIdNumber } from '../../../src/contract/check-codes';
import type { Session } from '../../auth/sessions';
import { newId } from '../../db/ids';
import type { DbOrTrx } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { businessError, fieldError } from '../../http/envelope';
import { fileUrl } from '../common';
import { certificationOf, companyAuthInfo, illegalIn, requireTransition, stateOf } from './certifications';
import { CERTIFICATION_LABELS } from './labels';
import { certificationDb, type CertificationRow } from './tables';

const IMAGE_TYPES = ['image/png', 'image/jpeg'];
const RELOCK_MS = REMIT_RELOCK_HOURS * 60 * 60 * 1000;

/** An uploaded image of the session's company; another company's file answers not-found. */
async function requireImage(db: DbOrTrx, session: Session, field: string, fileId: string): Promise<void> {
  const upload = await db
    .selectFrom('uploads')
    .select('content_type')
    .where('id', '=', fileId)
    .where('company_id', '=', session.companyId)
    .executeTakeFirst();
  if (!upload) throw fieldError(field, CERTIFICATION_LABELS.fileNotFound);
  if (!IMAGE_TYPES.includes(upload.content_type)) throw fieldError(field, CERTIFICATION_LABELS.fileNotImage);
}

const sameCredentials = (row: CertificationRow, request: AuthInfoRequest): boolean =>
  row.license_file_id === request.licenseFileId &&
  row.id_card_file_id === request.idCardFileId &&
  row.legal_person_name === request.legalPersonName &&
  row.legal_person_id_number === request.legalPersonIdNumber;

/** When a locked remittance may be sent again. */
export const unlockAt = (row: CertificationRow): number | null =>
  row.status === 'remitLocked' && row.locked_at !== null ? row.locked_at + RELOCK_MS : null;

/**
 * customerCompany/submitAuthInfo: credentials → remittance (or remitLocked → remittance once the lock's
 * 24 h are over). Stores the credentials and "sends" a new random 1–99 fen to the bank account of step 1:
 * the row moves by one UPDATE guarded by the state read, in the transaction that writes the outbox row, so
 * two racing submissions send one amount. A repeat of the same credentials after it (a double click)
 * answers success and sends nothing.
 */
export async function submitAuthInfo(
  deps: AppDeps,
  session: Session,
  request: AuthInfoRequest,
  log: FastifyBaseLogger,
): Promise<CompanyAuthInfo> {
  if (!isValidIdNumber(request.legalPersonIdNumber))
    throw fieldError('legalPersonIdNumber', CERTIFICATION_LABELS.idNumberInvalid);
  await requireImage(deps.db, session, 'licenseFileId', request.licenseFileId);
  await requireImage(deps.db, session, 'idCardFileId', request.idCardFileId);

  const now = deps.clock();
  const row = await certificationOf(deps.db, session.companyId);
  const state = stateOf(row);
  if (row && state !== 'credentials' && state !== 'remitLocked' && sameCredentials(row, request))
    return companyAuthInfo(deps.db, session);
  requireTransition(state, 'remittance');
  const unlock = row && unlockAt(row);
  if (unlock && now < unlock) throw businessError(CERTIFICATION_LABELS.remitLocked(formatMinute(unlock)));
  const current = row as CertificationRow;

  const amount = randomInt(REMIT_MIN_FEN, REMIT_MAX_FEN + 1);
  const sent = await deps.db.transaction().execute(async (trx) => {
    const moved = await certificationDb(trx)
      .updateTable('company_certifications')
      .set({
        status: 'remittance',
        license_file_id: request.licenseFileId,
        id_card_file_id: request.idCardFileId,
        legal_person_name: request.legalPersonName,
        legal_person_id_number: request.legalPersonIdNumber,
        remit_amount: amount,
        remit_sent_at: now,
        remit_tries: 0,
        locked_at: null,
        updated_at: now,
      })
      .where('company_id', '=', session.companyId)
      .where('status', '=', current.status)
      .where('updated_at', '=', current.updated_at)
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) === 0) return false;
    await certificationDb(trx)
      .insertInto('remittance_outbox')
      .values({
        id: newId(),
        company_id: session.companyId,
        bank_account_name: current.bank_account_name,
        bank_name: current.bank_name,
        bank_account_no: current.bank_account_no,
        amount,
        created_at: now,
      })
      .execute();
    return true;
  });
  if (!sent) {
    // Another call moved the row first: the same credentials are a repeat, anything else is out of turn.
    const winner = await certificationOf(deps.db, session.companyId);
    if (!winner || !sameCredentials(winner, request)) throw illegalIn(stateOf(winner));
  } else {
    // The amount is the check itself: it is written only to remittance_outbox, never logged.
    log.info(
      { companyId: session.companyId, bankAccountNo: maskBankAccount(current.bank_account_no) },
      'remittance queued in remittance_outbox',
    );
  }
  return companyAuthInfo(deps.db, session);
}

/** customerCompany/getCompanyCredentialInfo: step 2 as stored (images as file URLs, the ID masked). */
export async function credentialInfo(deps: AppDeps, session: Session): Promise<CompanyCredentialInfo> {
  const row = await certificationOf(deps.db, session.companyId);
  return {
    licenseUrl: row?.license_file_id ? fileUrl(row.license_file_id) : null,
    idCardUrl: row?.id_card_file_id ? fileUrl(row.id_card_file_id) : null,
    legalPersonName: row?.legal_person_name ?? null,
    legalPersonIdNumber: row?.legal_person_id_number ? maskIdNumber(row.legal_person_id_number) : null,
  };
}
