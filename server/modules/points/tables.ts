import type { Kysely } from 'kysely';
import type { PointsRule, PointsSource, PointsStatementState } from '../../../src/contract/points';
import type { Database, DbOrTrx } from '../../db/schema';
import type { LedgerTables } from '../ledger';

/** Tables of migration 0016-points (column names as in the database). */
export interface PointsStatementsTable {
  id: string;
  /** JF + Asia/Shanghai day + counter (nextNumber). */
  statement_no: string;
  company_id: string;
  /** Asia/Shanghai day numbers, both included. */
  period_start: number;
  period_end: number;
  /** Σ items; may be negative. */
  items_points: number;
  /** max(0, items_points): what confirming credits. */
  total_points: number;
  status: PointsStatementState;
  reject_reason: string | null;
  created_at: number;
  updated_at: number;
  decided_at: number | null;
  decided_by: string | null;
}

export interface PointsStatementItemsTable {
  id: string;
  statement_id: string;
  line_no: number;
  entry_id: string;
  rule: PointsRule;
  pallets: number;
  points_per_pallet: number;
  points: number;
}

export interface PointsPoolsTable {
  company_id: string;
  balance: number;
  updated_at: number;
}

export interface PointsAccountsTable {
  company_id: string;
  account_id: string;
  points: number;
  updated_at: number;
}

export interface PointsAllotmentsTable {
  id: string;
  /** FP + Asia/Shanghai day + counter. */
  allot_no: string;
  company_id: string;
  account_id: string;
  points: number;
  request_id: string;
  created_by: string;
  created_at: number;
}

export interface PointsChangesTable {
  id: string;
  company_id: string;
  /** null: the company's pool. */
  account_id: string | null;
  source: PointsSource;
  source_id: string;
  source_no: string;
  delta: number;
  balance_before: number;
  balance_after: number;
  created_at: number;
}

// A type alias, not an interface: withTables<T> needs T to be indexable.
export type PointsTables = LedgerTables & {
  points_statements: PointsStatementsTable;
  points_statement_items: PointsStatementItemsTable;
  points_pools: PointsPoolsTable;
  points_accounts: PointsAccountsTable;
  points_allotments: PointsAllotmentsTable;
  points_changes: PointsChangesTable;
};

/** The database handle typed with the points tables and the ledger's. */
export const pointsDb = (db: DbOrTrx) => (db as Kysely<Database>).withTables<PointsTables>();
