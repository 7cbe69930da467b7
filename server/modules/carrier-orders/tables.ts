import type { Kysely } from 'kysely';
import type {
  CarrierOrderStatus,
  TicketKind,
  VehicleAuditStatus,
  VehicleType,
} from '../../../src/contract/freight';
import type { Database, DbOrTrx } from '../../db/schema';

/** Tables of migrations 0028-carrier-orders and 0030-carrier-list-keys (column names as in the database). */
export interface CarrierOrdersTable {
  id: string;
  /** CY + Asia/Shanghai day + counter (nextNumber). */
  document_no: string;
  demand_order_id: string;
  demand_order_no: string;
  quote_id: string;
  shipper_company_id: string;
  shipper_company_name: string;
  carrier_company_id: string;
  carrier_company_name: string;
  /** AddressSnapshot as JSON. */
  origin: string;
  destination: string;
  cargo_name: string;
  pallets: number;
  weight_kg: number;
  vehicle_type: VehicleType;
  load_from: number;
  load_to: number;
  price_fen: number;
  status: CarrierOrderStatus;
  version: number;
  cancel_reason: string | null;
  /** sha256 of demand id + the SMS code that signed: a repeat of the same sign answers this order. */
  sign_code_hash: string;
  signer_account_id: string;
  created_at: number;
  updated_at: number;
}

export interface CarrierVehicleAssignmentsTable {
  id: string;
  carrier_order_id: string;
  /** The order's parties, copied so each party's history has its own index order (migration 0030). */
  shipper_company_id: string;
  carrier_company_id: string;
  plate_number: string;
  driver_name: string;
  driver_phone: string;
  driver_id_card: string | null;
  status: VehicleAuditStatus;
  reject_reason: string | null;
  /** Names of the accounts, as shown. */
  assigned_by: string;
  assigned_at: number;
  audited_by: string | null;
  audited_at: number | null;
}

export interface CarrierOrderTicketsTable {
  carrier_order_id: string;
  /** The carrier's upload. */
  file_id: string;
  /** The same stored file as an upload of the shipper's company (common/file serves a company its own). */
  shipper_file_id: string;
  kind: TicketKind;
  uploaded_at: number;
}

export interface CarrierOrderLogsTable {
  id: string;
  carrier_order_id: string;
  /** The vehicle assignment the transition concerns (assign, approve, reject), for viewLogs. */
  assignment_id: string | null;
  action: string;
  from_status: CarrierOrderStatus | null;
  to_status: CarrierOrderStatus;
  actor_name: string;
  actor_company_name: string;
  remark: string;
  created_at: number;
}

export interface EntrustSettlementLinesTable {
  id: string;
  carrier_order_id: string;
  shipper_company_id: string;
  carrier_company_id: string;
  price_fen: number;
  /** SettlementAdjustment[] as JSON. */
  adjustments: string;
  total_fen: number;
  completed_at: number;
}

// A type alias, not an interface: withTables<T> needs T to be indexable.
export type CarrierOrderTables = {
  carrier_orders: CarrierOrdersTable;
  carrier_vehicle_assignments: CarrierVehicleAssignmentsTable;
  carrier_order_tickets: CarrierOrderTicketsTable;
  carrier_order_logs: CarrierOrderLogsTable;
  entrust_settlement_lines: EntrustSettlementLinesTable;
};

/** The database handle typed with the carrier-order tables. */
export const carrierDb = (db: DbOrTrx) => (db as Kysely<Database>).withTables<CarrierOrderTables>();
