import type { Kysely } from 'kysely';
import type { Database, DbOrTrx } from '../../db/schema';

/** Tables of migration 0020-my-account (column names as in the database). */
export interface CompanyInvitationCodesTable {
  company_id: string;
  code: string;
  created_at: number;
}

export interface CouponsTable {
  id: string;
  company_id: string;
  name: string;
  face_value_fen: number;
  min_spend_fen: number;
  valid_from: number;
  valid_to: number;
  used_at: number | null;
  used_for: string | null;
  created_at: number;
}

export interface DepositPaymentsTable {
  id: string;
  company_id: string;
  tray_type_code: string;
  amount_fen: number;
  paid_at: number;
}

// A type alias, not an interface: withTables<T> needs T to be indexable.
export type MyAccountTables = {
  company_invitation_codes: CompanyInvitationCodesTable;
  coupons: CouponsTable;
  deposit_payments: DepositPaymentsTable;
};

/** The database handle typed with the my-account tables. */
export const myAccountDb = (db: DbOrTrx) => (db as Kysely<Database>).withTables<MyAccountTables>();
