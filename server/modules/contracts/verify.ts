import type { FastifyRequest } from 'fastify';
import { protocolNameOf, type SignedFileVerdict } from '../../../src/contract/contracts';
import type { Session } from '../../auth/sessions';
import type { AppDeps } from '../../deps';
import { iso } from '../ledger';
import { readUploadedFile } from '../common';
import { sha256 as sha256Of } from '../../auth/secrets';
import { contractsDb } from './tables';

/**
 * contract/verifySignedFile: genuine only when the uploaded file's SHA-256 is the stored signedFileHash of
 * a signed contract of the caller's company. Any change to a signed file (one byte) changes its hash, so
 * the answer is false (PRC Electronic Signature Law art. 13); another company's file is not found either.
 */
export async function verifySignedFile(
  deps: AppDeps,
  session: Session,
  request: FastifyRequest,
): Promise<SignedFileVerdict> {
  const { content } = await readUploadedFile(request, deps.config.uploadMaxBytes);
  const sha256 = sha256Of(content);
  const row = await contractsDb(deps.db)
    .selectFrom('contracts')
    .select(['id', 'contract_no', 'protocol_version', 'signed_at'])
    .where('company_id', '=', session.companyId)
    .where('status', '=', 'signed')
    .where('signed_file_hash', '=', sha256)
    .executeTakeFirst();
  return {
    genuine: row !== undefined,
    sha256,
    contract:
      row && row.signed_at !== null
        ? {
            id: row.id,
            contractNo: row.contract_no,
            protocolName: protocolNameOf(row.protocol_version),
            signedAt: iso(row.signed_at),
          }
        : null,
  };
}
