import type { Kysely } from 'kysely';
import type {
  ContractKind,
  ContractSourceType,
  ContractState,
  SignerParty,
  SignMethod,
} from '../../../src/contract/contracts';
import type { Database, DbOrTrx } from '../../db/schema';

/** Tables of migration 0024-contracts (column names as in the database). */
export interface ContractsTable {
  id: string;
  contract_no: string;
  company_id: string;
  /** 甲方 as printed: the company's name and 统一社会信用代码 when the contract was drawn. */
  company_name: string;
  credit_code: string | null;
  kind: ContractKind;
  protocol_version: string;
  c1_client_name: string | null;
  source_type: ContractSourceType;
  source_id: string;
  /** As stored: a pending contract past sign_deadline is expired (effectiveState) before it is marked. */
  status: ContractState;
  sign_deadline: number;
  /** SHA-256 (hex) of the draft PDF (draft.ts: the same bytes every time). */
  document_hash: string;
  draft_page_count: number;
  signed_file: Buffer | null;
  signed_file_hash: string | null;
  signed_page_count: number | null;
  signed_at: number | null;
  valid_until: number | null;
  created_at: number;
  updated_at: number;
}

export interface ContractSignersTable {
  contract_id: string;
  party: SignerParty;
  party_name: string;
  signer_name: string;
  /** The account name as signed (masked on the wire for the customer). */
  account: string;
  account_id: string | null;
  signed_at: number;
  ip: string;
  method: SignMethod;
}

export interface ContractSignLocksTable {
  account_id: string;
  /** Signing tries admitted since the last success or lock (sign-lock.ts). */
  tries: number;
  locked_until: number | null;
}

export interface ContractPageImagesTable {
  contract_id: string;
  /** The hash of the file the page is of: the draft's document_hash, or signed_file_hash. */
  file_hash: string;
  page: number;
  png: Buffer;
  width: number;
  height: number;
  created_at: number;
}

// A type alias, not an interface: withTables<T> needs T to be indexable.
export type ContractTables = {
  contracts: ContractsTable;
  contract_signers: ContractSignersTable;
  contract_sign_locks: ContractSignLocksTable;
  contract_page_images: ContractPageImagesTable;
};

/** The database handle typed with the contract tables. */
export const contractsDb = (db: DbOrTrx) => (db as Kysely<Database>).withTables<ContractTables>();

export type ContractRow = ContractsTable;
export type SignerRow = ContractSignersTable;
