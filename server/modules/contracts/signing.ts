import {
  CONTRACT_TERM_DAYS,
  effectiveState,
  protocolNameOf,
  type ConfirmSigningRequest,
  type ContractDetail,
} from '../../../src/contract/contracts';
import { DEFAULT_LOCALE } from '../../../src/contract/locale';
import { PLATFORM_NAME } from '../../../src/contract/platform';
import type { Session } from '../../auth/sessions';
import { verifyCode } from '../../auth/verification-codes';
import type { DbOrTrx } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { AppError, businessError } from '../../http/envelope';
import { inLocale } from '../../http/request-locale';
import { inTransaction, iso, shanghaiSecond } from '../ledger';
import { sendMessage } from '../messages';
import { recordWebhookEvent } from '../webhooks';
import { permittedContract } from './access';
import { renderFile, signedSpec } from './document';
import { CONTRACT_LABELS, PLATFORM_SIGNER } from './labels';
import { contractOf, toDetail } from './records';
import { admitSigningTry, failedSigningTry, succeededSigningTry } from './sign-lock';
import { contractsDb, type ContractRow, type SignerRow } from './tables';
import { DAY_MS } from './time';

/** The platform countersigns this long after the customer (the signing order shows in the times). */
const COUNTERSIGN_AFTER_MS = 1000;

/** Who signs for the customer. */
export type CustomerSigner = Pick<Session, 'accountId' | 'userAccount' | 'username'>;

/**
 * Signs a pending contract for the customer and countersigns it for the platform, in one transaction
 * guarded by `status = 'pending'` (and the deadline): the signers, the signed PDF's bytes and SHA-256, the
 * term, and the company's webhooks told (contract.signed). True when this call signed it; false when another call had (a racing confirm signs nothing).
 */
export async function signContract(
  db: DbOrTrx,
  contract: ContractRow,
  signer: CustomerSigner,
  ip: string,
  now: number,
): Promise<boolean> {
  const signers: SignerRow[] = [
    {
      contract_id: contract.id,
      party: 'customer',
      party_name: contract.company_name,
      signer_name: signer.username,
      account: signer.userAccount,
      account_id: signer.accountId,
      signed_at: now,
      ip,
      method: 'smsCode',
    },
    {
      contract_id: contract.id,
      party: 'platform',
      party_name: PLATFORM_NAME,
      // The platform's seal is part of the signed file's record: in the file's language, Chinese.
      ...inLocale(DEFAULT_LOCALE, () => ({ ...PLATFORM_SIGNER })),
      account_id: null,
      signed_at: now + COUNTERSIGN_AFTER_MS,
      method: 'platformSeal',
    },
  ];
  const file = await renderFile(() => signedSpec(contract, signers));
  return inTransaction(db, async (trx) => {
    const moved = await contractsDb(trx)
      .updateTable('contracts')
      .set({
        status: 'signed',
        signed_at: now,
        valid_until: now + CONTRACT_TERM_DAYS * DAY_MS,
        signed_file: Buffer.from(file.bytes),
        signed_file_hash: file.sha256,
        signed_page_count: file.pageCount,
        updated_at: now,
      })
      .where('id', '=', contract.id)
      .where('status', '=', 'pending')
      .where('sign_deadline', '>', now)
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) === 0) return false;
    await contractsDb(trx).insertInto('contract_signers').values(signers).execute();
    const signed = {
      contractId: contract.id,
      contractNo: contract.contract_no,
      signedAt: iso(now),
      validUntil: iso(now + CONTRACT_TERM_DAYS * DAY_MS),
    };
    await recordWebhookEvent(trx, contract.company_id, 'contract.signed', signed, now);
    return true;
  });
}

/**
 * contract/confirmSigning: the caller signs with the code getSignVerificationCode sent to its mobile (used
 * up by verifyCode; the try counted by the signing lock first). A signed contract answers its detail
 * unchanged, whoever asks again (a double click, a second tab, a colleague): never a second signature.
 */
export async function confirmSigning(
  deps: AppDeps,
  session: Session,
  request: ConfirmSigningRequest,
  ip: string,
): Promise<ContractDetail> {
  const now = deps.clock();
  const contract = await permittedContract(deps, session, request.contractId, 'confirmSign');
  const signedAnswer = async () => {
    const current = await contractOf(deps.db, session.companyId, contract.id, now);
    return current.status === 'signed' ? toDetail(deps.db, current, now) : null;
  };
  if (contract.status === 'signed') return toDetail(deps.db, contract, now);
  const state = effectiveState(contract.status, iso(contract.sign_deadline), now);
  if (state !== 'pending') throw businessError(CONTRACT_LABELS.notPending(state));
  if (!session.mobile) throw businessError(CONTRACT_LABELS.mobileNotBound);

  await admitSigningTry(deps.db, session.accountId, now);
  try {
    await verifyCode(deps, { mobile: session.mobile, scene: 'sign', code: request.code, consume: true });
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    // A double click's second call finds the code spent by the first, which signed.
    const signed = await signedAnswer();
    if (signed) return signed;
    await failedSigningTry(deps.db, session.accountId, now);
    throw error;
  }
  await succeededSigningTry(deps.db, session.accountId);
  if (await signContract(deps.db, contract, session, ip, now)) await tellSigned(deps, contract, now);
  const answer = await signedAnswer();
  if (!answer) throw businessError(CONTRACT_LABELS.notPending('expired'));
  return answer;
}

/** The company's business message that its contract is signed. */
async function tellSigned(deps: AppDeps, contract: ContractRow, now: number): Promise<void> {
  const validUntil = shanghaiSecond(now + CONTRACT_TERM_DAYS * DAY_MS).slice(0, 10);
  await sendMessage(deps, {
    companyId: contract.company_id,
    type: 'contract',
    texts: () => ({
      title: CONTRACT_LABELS.signedMessage.title,
      content: CONTRACT_LABELS.signedMessage.content(
        protocolNameOf(contract.protocol_version),
        contract.contract_no,
        validUntil,
      ),
    }),
  });
}
