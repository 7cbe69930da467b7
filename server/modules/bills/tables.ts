import type { Kysely } from 'kysely';
import type {
  BillLineKind,
  BillRateUnit,
  ComputedLineKind,
  FrozenBillState,
} from '../../../src/contract/bills';
import type { PaymentState, StatementState } from '../../../src/contract/statements';
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

/** Tables of migration 0015-settle-statements (src/contract/statements.ts). */
export interface SettleStatementsTable {
  id: string;
  /** JS + Asia/Shanghai day + counter (nextNumber). */
  statement_no: string;
  /** null: the platform (it has no company row). */
  biller_company_id: string | null;
  customer_company_id: string;
  period_start: number;
  period_end: number;
  total_fen: number;
  status: StatementState;
  created_at: number;
  updated_at: number;
  confirmed_at: number | null;
  confirmed_by: string | null;
  request_id: string;
}

/**
 * A statement's line: a bill line's columns and the holder of the pallets it counts; a correction line
 * names the statement it corrects (migration 0040) where a bill's names the bill.
 */
export interface SettleStatementLinesTable extends Omit<BillLinesTable, 'bill_id' | 'corrects_bill_id'> {
  statement_id: string;
  holder_company_id: string;
  corrects_statement_id: string | null;
}

export interface SettleStatementLineEntriesTable {
  line_id: string;
  entry_id: string;
}

export interface SettlePaymentsTable {
  id: string;
  /** FK + Asia/Shanghai day + counter. */
  payment_no: string;
  statement_id: string;
  customer_company_id: string;
  due_fen: number;
  paid_fen: number;
  status: PaymentState;
  created_at: number;
  updated_at: number;
  paid_at: number | null;
}

export interface SettlePayRecordsTable {
  id: string;
  payment_id: string;
  request_id: string;
  amount_fen: number;
  payer_account_id: string;
  paid_at: number;
}

export type StatementTables = BillTables & {
  settle_statements: SettleStatementsTable;
  settle_statement_lines: SettleStatementLinesTable;
  settle_statement_line_entries: SettleStatementLineEntriesTable;
  settle_payments: SettlePaymentsTable;
  settle_pay_records: SettlePayRecordsTable;
};

/** The database handle typed with the statement and payment tables, the bill tables and the ledger's. */
export const statementsDb = (db: DbOrTrx) => (db as Kysely<Database>).withTables<StatementTables>();
