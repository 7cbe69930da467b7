import type { Kysely } from 'kysely';
import type {
  ReturnChannel,
  ReturnDepot,
  ReturnStatus,
  TransportRecordStatus,
} from '../../../src/contract/returns';
import type { Database, DbOrTrx } from '../../db/schema';
import { stockDb } from '../stock';

/** Tables of migration 0009-returns (column names as in the database). */

/** A platform depot (平台回收站) self returns and transports go to: the wire's ReturnDepot, as stored. */
export interface ReturnDepotsTable extends ReturnDepot {
  created_at: number;
}

/** A return of pallets to the platform, one row whatever its channel (document type trayReturn). */
export interface TrayReturnsTable {
  id: string;
  document_no: string;
  status: ReturnStatus;
  tray_type_code: string;
  quantity: number;
  remark: string;
  /** The client's idempotency key (transport: the confirmed record's id), unique per company. */
  request_id: string;
  created_at: number;
  updated_at: number;
  company_id: string;
  channel: ReturnChannel;
  warehouse_id: string;
  depot_id: string | null;
  pickup_date: string;
  contact: string;
  phone: string;
  plate_number: string;
  expected_date: string;
  picked_quantity: number | null;
  good_quantity: number | null;
  damaged_quantity: number | null;
  lost_quantity: number | null;
  transport_record_id: string | null;
  /** Unique when set: a return number is used once. */
  return_number: string | null;
  picked_up_at: number | null;
  received_at: number | null;
  cancelled_at: number | null;
}

/** A transport of a customer's pallets to a depot, recorded by the platform's logistics. */
export interface TransportRecordsTable {
  id: string;
  record_no: string;
  /** The platform's idempotency key, unique. */
  request_id: string;
  status: TransportRecordStatus;
  company_id: string;
  warehouse_id: string;
  depot_id: string;
  tray_type_code: string;
  quantity: number;
  good_quantity: number;
  damaged_quantity: number;
  lost_quantity: number;
  waybill_no: string;
  plate_number: string;
  driver_name: string;
  departed_at: number;
  arrived_at: number;
  return_id: string | null;
  confirmed_at: number | null;
  created_at: number;
  updated_at: number;
}

/** Return numbers issued by the platform to a company; used once by a transport confirmation. */
export interface ReturnNumbersTable {
  return_number: string;
  company_id: string;
  issued_at: number;
  used_return_id: string | null;
  used_at: number | null;
}

// A type alias, not an interface: withTables<T> needs T to be indexable.
export type ReturnTables = {
  return_depots: ReturnDepotsTable;
  tray_returns: TrayReturnsTable;
  transport_records: TransportRecordsTable;
  return_numbers: ReturnNumbersTable;
};

/** The database handle typed with the reference, ledger and return tables. */
export const returnsDb = (db: DbOrTrx) => stockDb(db as Kysely<Database>).withTables<ReturnTables>();
export type ReturnsDb = ReturnType<typeof returnsDb>;
