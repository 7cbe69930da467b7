import type { Generated, Kysely } from 'kysely';
import type { DocumentType, LedgerKind } from '../../../src/contract/stock';
import type { Database, DbOrTrx } from '../../db/schema';

/** The ledger's tables of migration 0004-ledger (column names as in the database). */

/** One balance per (holder, warehouse, tray type, owner); on_hand equals the sum of its ledger entries. */
export interface StockBalancesTable {
  holder_company_id: string;
  warehouse_id: string;
  tray_type_code: string;
  owner_company_id: string;
  on_hand: number;
  /** Shipped towards this balance, not yet arrived or signed (inbound orders, sale outbound, circulation). */
  in_transit: number;
  /** Transfers to the holder waiting for its signature (booked at the holder's default warehouse). */
  awaiting_signature: number;
  /**
   * Pallets of on_hand promised to open returns (上门取件 booked, 自行归还 submitted; migration 0011):
   * they stay on hand until taken, but no other movement may take them. available = on_hand − reserved.
   */
  reserved: Generated<number>;
  /** Ledger entries of the balance (the unfiltered stock detail's total); kept with on_hand. */
  entry_count: Generated<number>;
  updated_at: number;
}

/** Immutable: rows are only ever inserted, never updated or deleted. A correction is a new entry. */
export interface LedgerEntriesTable {
  id: string;
  holder_company_id: string;
  warehouse_id: string;
  tray_type_code: string;
  owner_company_id: string;
  delta: number;
  kind: LedgerKind;
  document_type: DocumentType;
  document_id: string;
  /** Copied from the document so the ledger pages need no join per document type. */
  document_no: string;
  created_at: number;
}

/** Pallets that came into a balance per day (the positive ledger deltas); written with the entries. */
export interface LedgerDailyInflowTable {
  holder_company_id: string;
  warehouse_id: string;
  tray_type_code: string;
  owner_company_id: string;
  /** Asia/Shanghai day number (business-day.ts) */
  day: number;
  quantity: number;
}

/**
 * The ledger's daily roll-up (migration 0025): per balance, ledger kind and Asia/Shanghai day, the sum of
 * the entries' deltas (signed) and how many there were; written with the entries. Reports read a year of
 * days from it instead of the entries.
 */
export interface LedgerDailyMovesTable {
  holder_company_id: string;
  warehouse_id: string;
  tray_type_code: string;
  owner_company_id: string;
  kind: LedgerKind;
  /** Asia/Shanghai day number (business-day.ts) */
  day: number;
  quantity: number;
  entries: number;
}

/** Human document numbers: one counter per prefix and day (e.g. DB20261122 → 123 gives DB20261122-000123). */
export interface DocumentSequencesTable {
  key: string;
  last_value: number;
}

// A type alias, not an interface: withTables<T> needs T to be indexable.
export type LedgerTables = {
  stock_balances: StockBalancesTable;
  ledger_entries: LedgerEntriesTable;
  ledger_daily_inflow: LedgerDailyInflowTable;
  ledger_daily_moves: LedgerDailyMovesTable;
  document_sequences: DocumentSequencesTable;
};

/** The database handle typed with the ledger's tables. */
export const ledgerDb = (db: DbOrTrx) => (db as Kysely<Database>).withTables<LedgerTables>();
