import { protocolNameOf } from '../../../src/contract/contracts';
import { draftSpec, renderFile } from './document';
import { CONTRACT_PDF_LABELS } from './labels';
import type { ContractRow } from './tables';

export interface ContractFile {
  bytes: Uint8Array;
  /** SHA-256 (hex): signed_file_hash, or the draft's document_hash. */
  sha256: string;
  fileName: string;
}

/**
 * The PDF a contract has now: the signed file as stored (the same bytes every time), else the draft
 * (草稿), rendered again from the row: the same bytes whose hash is document_hash.
 */
export async function currentFile(contract: ContractRow): Promise<ContractFile> {
  const protocolName = protocolNameOf(contract.protocol_version);
  if (contract.signed_file && contract.signed_file_hash)
    return {
      bytes: new Uint8Array(contract.signed_file),
      sha256: contract.signed_file_hash,
      fileName: CONTRACT_PDF_LABELS.fileName(protocolName, contract.contract_no),
    };
  const draft = await renderFile(() => draftSpec(contract));
  return {
    bytes: draft.bytes,
    sha256: contract.document_hash,
    fileName: CONTRACT_PDF_LABELS.draftFileName(protocolName, contract.contract_no),
  };
}
