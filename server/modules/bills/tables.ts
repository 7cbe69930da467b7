import type { Kysely } from 'kysely';
import type {
  BillLineKind,
  BillRateUnit,
  ComputedLineKind,
  FrozenBillState,
} from '../../../src/contract/bills';
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

/** Tables of migration 0014-frozen-bills. */
export interface BillsTable {
  id: string;
  /** ZD + Asia/Shanghai day + counter (nextNumber). */
  bill_no: string;
  kind: 'client';
  biller_company_id: string;
  billed_company_id: string;
  /** Asia/Shanghai day numbers, both included. */
  period_start: number;
  period_end: number;
  total_fen: number;
  status: FrozenBillState;
  reject_reason: string | null;
  created_at: number;
  updated_at: number;
  audited_at: number | null;
  audited_by: string | null;
  request_id: string;
  superseded_by: string | null;
}

export interface BillLinesTable {
  id: string;
  bill_id: string;
  /** The line's place in the bill (byBillOrder at freezing). */
  line_no: number;
  kind: BillLineKind;
  warehouse_id: string;
  tray_type_code: string;
  price_id: string;
  first_day: number;
  last_day: number;
  quantity: number;
  rate: number;
  rate_unit: BillRateUnit;
  amount_fen: number;
  /** Migration 0019: a correction line's corrected bill and kind; null on the other lines. */
  corrects_bill_id: string | null;
  corrected_kind: ComputedLineKind | null;
}

export interface BillLineEntriesTable {
  bill_line_id: string;
  entry_id: string;
}

// A type alias, not an interface: withTables<T> needs T to be indexable.
export type BillTables = LedgerTables & {
  bill_terms: BillTermsTable;
  bill_prices: BillPricesTable;
  bills: BillsTable;
  bill_lines: BillLinesTable;
  bill_line_entries: BillLineEntriesTable;
};

/** The database handle typed with the bill tables and the ledger's. */
export const billsDb = (db: DbOrTrx) => (db as Kysely<Database>).withTables<BillTables>();
