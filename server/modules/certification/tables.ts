import type { Kysely } from 'kysely';
import type { CertificationState } from '../../../src/contract/certification';
import type { Database, DbOrTrx } from '../../db/schema';

/** Tables of migration 0021-certification (column names as in the database). */
export interface CompanyCertificationsTable {
  company_id: string;
  /** Never 'companyInfo': that state is a company without a row. */
  status: Exclude<CertificationState, 'companyInfo'>;
  company_name: string;
  credit_code: string;
  address: string;
  contact_name: string;
  contact_mobile: string;
  bank_account_name: string;
  bank_name: string;
  bank_account_no: string;
  license_file_id: string | null;
  id_card_file_id: string | null;
  legal_person_name: string | null;
  legal_person_id_number: string | null;
  /** Fen, 1–99: the amount of the latest remittance. */
  remit_amount: number | null;
  remit_sent_at: number | null;
  /** Wrong answers to the latest remittance. */
  remit_tries: number;
  locked_at: number | null;
  agreement_version: string | null;
  signed_at: number | null;
  signed_by: string | null;
  created_at: number;
  updated_at: number;
}

export interface RemittanceOutboxTable {
  id: string;
  company_id: string;
  bank_account_name: string;
  bank_name: string;
  bank_account_no: string;
  amount: number;
  created_at: number;
}

export interface CaCertificateNoticesTable {
  account_id: string;
  company_id: string;
  shown_at: number;
}

// A type alias, not an interface: withTables<T> needs T to be indexable.
export type CertificationTables = {
  company_certifications: CompanyCertificationsTable;
  remittance_outbox: RemittanceOutboxTable;
  ca_certificate_notices: CaCertificateNoticesTable;
};

/** The database handle typed with the certification tables too (they are this module's own). */
export const certificationDb = (db: DbOrTrx) => (db as Kysely<Database>).withTables<CertificationTables>();

export type CertificationRow = CompanyCertificationsTable;
