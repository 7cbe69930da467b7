import type { Generated, Kysely } from 'kysely';
import type { Database, DbOrTrx } from '../../db/schema';
import type { LedgerTables } from '../ledger';
import type { ReferenceTables } from './reference/tables';

/** The documents of the stock module (migration 0004-ledger; column names as in the database). */

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
  /** Disputes (migration 0038): what the receiver counted, its reason, when, who, by which request. */
  corrected_quantity: number | null;
  dispute_reason: Generated<string>;
  disputed_at: number | null;
  disputed_by: string | null;
  dispute_request_id: string | null;
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
export type StockDocumentTables = {
  inbound_orders: InboundOrdersTable;
  transfers: TransfersTable;
  shipments: ShipmentsTable;
  recycling_applications: RecyclingApplicationsTable;
  deductions: DeductionsTable;
};

/** The database handle typed with the reference, ledger and stock document tables. */
export const stockDb = (db: DbOrTrx) =>
  (db as Kysely<Database>)
    .withTables<ReferenceTables>()
    .withTables<LedgerTables>()
    .withTables<StockDocumentTables>();
export type StockDb = ReturnType<typeof stockDb>;
export type StockTables = Database & ReferenceTables & LedgerTables & StockDocumentTables;
