import type { Generated, Kysely } from 'kysely';
import type { DocumentType, LedgerKind } from '../../../src/contract/stock';
import type { Database, DbOrTrx } from '../../db/schema';
import type { ReferenceTables } from './reference/tables';

/** Tables of migration 0004-ledger (column names as in the database). */

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
  /** Asia/Shanghai day number (ledger/business-day.ts) */
  day: number;
  quantity: number;
}

/** Human document numbers: one counter per prefix and day (e.g. DB20261122 → 123 gives DB20261122-000123). */
export interface DocumentSequencesTable {
  key: string;
  last_value: number;
}

interface DocumentColumns {
  id: string;
  document_no: string;
  status: string;
  tray_type_code: string;
  quantity: number;
  remark: string;
  /** The client's idempotency key, unique per creating company (and document type). */
  request_id: string;
  created_at: number;
  updated_at: number;
}

export interface InboundOrdersTable extends DocumentColumns {
  company_id: string;
  warehouse_id: string;
  received_quantity: number | null;
  difference_reason: string;
  plate_number: string;
  signed_at: number | null;
}

export interface TransfersTable extends DocumentColumns {
  from_company_id: string;
  from_warehouse_id: string;
  /** Whose pallets left the sender (the sender itself, or the upstream owner of C1 stock). */
  owner_company_id: string;
  to_company_id: string;
  /** Where the receiver's awaiting_signature counter was raised until it signs. */
  awaiting_warehouse_id: string;
  /** Chosen by the receiver when accepting. */
  to_warehouse_id: string | null;
  signed_at: number | null;
}

/**
 * Circulations; a multi-line circulation is one row per line sharing group_id. 'saleOutbound' rows exist
 * only before migration 0008, which moves them to waybills (its test writes such rows through this type).
 */
export interface ShipmentsTable extends DocumentColumns {
  type: 'saleOutbound' | 'circulation';
  group_id: string;
  line_no: number;
  from_company_id: string;
  from_warehouse_id: string;
  to_company_id: string;
  to_warehouse_id: string;
  owner_company_id: string;
  plate_number: string;
  arrived_at: number | null;
}

export interface RecyclingApplicationsTable extends DocumentColumns {
  company_id: string;
  warehouse_id: string;
  owner_company_id: string;
  pickup_date: string;
  contact: string;
  phone: string;
}

export interface DeductionsTable extends DocumentColumns {
  holder_company_id: string;
  warehouse_id: string;
  owner_company_id: string;
  overdue_days: number;
  amount_fen: number;
}

// A type alias, not an interface: withTables<T> needs T to be indexable.
export type LedgerTables = {
  stock_balances: StockBalancesTable;
  ledger_entries: LedgerEntriesTable;
  ledger_daily_inflow: LedgerDailyInflowTable;
  document_sequences: DocumentSequencesTable;
  inbound_orders: InboundOrdersTable;
  transfers: TransfersTable;
  shipments: ShipmentsTable;
  recycling_applications: RecyclingApplicationsTable;
  deductions: DeductionsTable;
};

/** The database handle typed with the reference and ledger tables. */
export const stockDb = (db: DbOrTrx) =>
  (db as Kysely<Database>).withTables<ReferenceTables>().withTables<LedgerTables>();
export type StockDb = ReturnType<typeof stockDb>;
export type StockTables = Database & ReferenceTables & LedgerTables;
