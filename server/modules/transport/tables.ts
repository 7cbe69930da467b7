import type { VehicleProvider, WaybillStatus, InboundSource } from '../../../src/contract/transport';
import type { Generated } from 'kysely';
import type { DbOrTrx } from '../../db/schema';
import { type InboundOrdersTable, stockDb } from '../stock';

/** Tables of migration 0008-waybills (column names as in the database). */

/** A sale outbound (运单); deleted ones keep their row (deleted_at) and leave every list. */
export interface WaybillsTable {
  id: string;
  document_no: string;
  status: WaybillStatus;
  tray_type_code: string;
  quantity: number;
  remark: string;
  /** The client's idempotency key, unique per sender. */
  request_id: string;
  created_at: number;
  updated_at: number;
  from_company_id: string;
  from_warehouse_id: string;
  to_company_id: string;
  to_warehouse_id: string;
  /** Whose pallets travel (the sender). */
  owner_company_id: string;
  plate_number: string;
  driver_name: string;
  driver_phone: string;
  vehicle_provider: VehicleProvider | null;
  departed_at: number | null;
  arrived_at: number | null;
  confirmed_at: number | null;
  deleted_at: number | null;
}

/** Columns 0008 adds to inbound_orders: where the pallets came from. */
export interface InboundSourceColumns {
  /** Defaults to 'platform' (deliveries written before issue 4 and by the platform). */
  source: Generated<InboundSource>;
  /** source 'client': the downstream client the pallets came back from, and its warehouse. */
  client_company_id: string | null;
  client_warehouse_id: string | null;
}

// A type alias, not an interface: withTables<T> needs T to be indexable.
export type TransportTables = {
  waybills: WaybillsTable;
  inbound_orders: InboundOrdersTable & InboundSourceColumns;
};

/** The database handle typed with the reference, ledger and transport tables. */
export const transportDb = (db: DbOrTrx) => stockDb(db).withTables<TransportTables>();
