import type { Kysely } from 'kysely';
import type { Database, DbOrTrx } from '../../db/schema';
import type { LedgerTables } from '../ledger';

/** Tables of migration 0013-bills (column names as in the database). */
export interface BillTermsTable {
  company_id: string;
  free_days: number;
  overdue_days: number;
  deduct_days: number;
  /** 1–28: a monthly period ends on this day of the month. */
  cut_off_day: number;
  updated_at: number;
}

export interface BillPricesTable {
  id: string;
  /** null: the platform's row. */
  company_id: string | null;
  tray_type_code: string;
  /** Asia/Shanghai day number of the first day the row prices. */
  effective_from: number;
  /** 1/100 fen per pallet-day. */
  rent_rate: number;
  overdue_rate: number;
  /** Fen per pallet. */
  deposit_fen: number;
  late_return_fen: number;
}

// A type alias, not an interface: withTables<T> needs T to be indexable.
export type BillTables = LedgerTables & {
  bill_terms: BillTermsTable;
  bill_prices: BillPricesTable;
};

/** The database handle typed with the bill tables and the ledger's. */
export const billsDb = (db: DbOrTrx) => (db as Kysely<Database>).withTables<BillTables>();
