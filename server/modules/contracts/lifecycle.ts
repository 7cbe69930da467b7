import type { ContractKind, ContractSourceType } from '../../../src/contract/contracts';
import { newId } from '../../db/ids';
import type { DbOrTrx } from '../../db/schema';
import { registeredCreditCode } from '../certification';
import { inTransaction, nextNumber } from '../ledger';
import { draftSpec, renderFile } from './document';
import { contractsDb } from './tables';

/** Contract numbers: HT, the Asia/Shanghai day, a counter (nextNumber). */
const CONTRACT_PREFIX = 'HT';

export interface NewContract {
  companyId: string;
  kind: ContractKind;
  protocolVersion: string;
  /** The C1 client a c1 contract is for. */
  c1ClientName?: string;
  sourceType: ContractSourceType;
  sourceId: string;
  signDeadline: number;
}

/**
 * Draws a contract for a company (the platform's act: the seed, the first protocol offer, tests; no
 * portal call): the parties as they are now, a number, and the draft's hash (documentHash), pending until
 * its deadline. One transaction from the number on: the day's number counter stays locked until the
 * contract is written.
 */
export const createContract = async (db: DbOrTrx, input: NewContract, now: number): Promise<string> =>
  (await createContractUnless(db, input, now, async () => false))!;

/**
 * createContract, unless `drawnAlready` (asked under the number lock, so it sees every contract drawn
 * before) answers true: then nothing is written, not even a number, and the answer is null.
 */
export async function createContractUnless(
  db: DbOrTrx,
  input: NewContract,
  now: number,
  drawnAlready: (trx: DbOrTrx) => Promise<boolean>,
): Promise<string | null> {
  try {
    return await inTransaction(db, async (trx) => {
      const contractNo = await nextNumber(trx, CONTRACT_PREFIX, now);
      if (await drawnAlready(trx)) throw NOT_WANTED;
      return drawContract(trx, contractNo, input, now);
    });
  } catch (error) {
    if (error === NOT_WANTED) return null;
    throw error;
  }
}

/** Rolls createContractUnless's transaction back (its number with it). */
const NOT_WANTED = new Error('contract drawn already');

async function drawContract(trx: DbOrTrx, contractNo: string, input: NewContract, now: number) {
  const company = await trx
    .selectFrom('companies')
    .select('name')
    .where('id', '=', input.companyId)
    .executeTakeFirstOrThrow();
  const contract = {
    id: newId(),
    contract_no: contractNo,
    kind: input.kind,
    protocol_version: input.protocolVersion,
    company_name: company.name,
    credit_code: await registeredCreditCode(trx, input.companyId),
    c1_client_name: input.c1ClientName ?? null,
    sign_deadline: input.signDeadline,
    created_at: now,
  };
  const draft = await renderFile(() => draftSpec(contract));
  await contractsDb(trx)
    .insertInto('contracts')
    .values({
      ...contract,
      company_id: input.companyId,
      source_type: input.sourceType,
      source_id: input.sourceId,
      status: 'pending',
      document_hash: draft.sha256,
      draft_page_count: draft.pageCount,
      signed_file: null,
      signed_file_hash: null,
      signed_page_count: null,
      signed_at: null,
      valid_until: null,
      updated_at: now,
    })
    .execute();
  return contract.id;
}

/** The platform withdraws a pending contract (已撤回, final); true when this call did. */
export async function withdrawContract(db: DbOrTrx, id: string, now: number): Promise<boolean> {
  const result = await contractsDb(db)
    .updateTable('contracts')
    .set({ status: 'withdrawn', updated_at: now })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    // past its deadline it is expired, and that is final
    .where('sign_deadline', '>', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
