import {
  effectiveState,
  protocolNameOf,
  type ContractDetail,
  type ContractListItem,
  type ContractSigner,
} from '../../../src/contract/contracts';
import { PLATFORM_NAME } from '../../../src/contract/platform';
import type { DbOrTrx } from '../../db/schema';
import { businessError } from '../../http/envelope';
import { iso, isoOrNull } from '../ledger';
import { CONTRACT_LABELS } from './labels';
import { contractTerms } from './terms';
import { contractsDb, type ContractRow, type SignerRow } from './tables';

/**
 * Marks the company's pending contracts past their deadline expired (one conditional UPDATE): reads
 * answer effectiveState anyway, this keeps the stored state and the state filter in step.
 */
export async function expireOverdue(db: DbOrTrx, companyId: string, now: number): Promise<void> {
  await contractsDb(db)
    .updateTable('contracts')
    .set({ status: 'expired', updated_at: now })
    .where('company_id', '=', companyId)
    .where('status', '=', 'pending')
    .where('sign_deadline', '<=', now)
    .execute();
}

/** The company's contract by id (another company's answers 合同不存在), overdue ones marked expired. */
export async function contractOf(
  db: DbOrTrx,
  companyId: string,
  id: string,
  now: number,
): Promise<ContractRow> {
  await expireOverdue(db, companyId, now);
  const row = await contractsDb(db)
    .selectFrom('contracts')
    .selectAll()
    .where('id', '=', id)
    .where('company_id', '=', companyId)
    .executeTakeFirst();
  if (!row) throw businessError(CONTRACT_LABELS.notFound);
  return row;
}

export const signersOf = (db: DbOrTrx, contractId: string): Promise<SignerRow[]> =>
  contractsDb(db)
    .selectFrom('contract_signers')
    .selectAll()
    .where('contract_id', '=', contractId)
    // customer, then platform: the signing order
    .orderBy('signed_at')
    .orderBy('party')
    .execute();

/** An account name as the wire shows the customer's signer: its first half, then ***. */
export const maskAccount = (account: string): string =>
  `${account.slice(0, Math.ceil(account.length / 2))}***`;

export function toListItem(row: ContractRow, now: number): ContractListItem {
  return {
    id: row.id,
    contractNo: row.contract_no,
    kind: row.kind,
    protocolVersion: row.protocol_version,
    protocolName: protocolNameOf(row.protocol_version),
    companyName: row.company_name,
    platformName: PLATFORM_NAME,
    c1ClientName: row.c1_client_name,
    state: effectiveState(row.status, iso(row.sign_deadline), now),
    signDeadline: iso(row.sign_deadline),
    createdAt: iso(row.created_at),
    signedAt: isoOrNull(row.signed_at),
    validUntil: isoOrNull(row.valid_until),
  };
}

const toSigner = (row: SignerRow): ContractSigner => ({
  party: row.party,
  partyName: row.party_name,
  signerName: row.signer_name,
  account: row.party === 'customer' ? maskAccount(row.account) : row.account,
  signedAt: iso(row.signed_at),
  ip: row.ip,
  method: row.method,
});

export async function toDetail(db: DbOrTrx, row: ContractRow, now: number): Promise<ContractDetail> {
  const signers = await signersOf(db, row.id);
  return {
    ...toListItem(row, now),
    terms: contractTerms(protocolNameOf(row.protocol_version)),
    signers: signers.map(toSigner),
    documentHash: row.document_hash,
    signedFileHash: row.signed_file_hash,
    pageCount: row.signed_page_count ?? row.draft_page_count,
    sourceType: row.source_type,
    sourceId: row.source_id,
  };
}

/**
 * The signed contract drawn for a business record of the company (downloadBySourceId): the newest signed
 * one; 合同尚未签署 when there are only unsigned ones, 合同不存在 when none.
 */
export async function contractBySource(
  db: DbOrTrx,
  companyId: string,
  sourceId: string,
): Promise<ContractRow> {
  const rows = await contractsDb(db)
    .selectFrom('contracts')
    .selectAll()
    .where('company_id', '=', companyId)
    .where('source_id', '=', sourceId)
    .orderBy('created_at', 'desc')
    .execute();
  const signed = rows.find((row) => row.status === 'signed');
  if (signed) return signed;
  throw businessError(rows.length ? CONTRACT_LABELS.noSignedFile : CONTRACT_LABELS.notFound);
}
