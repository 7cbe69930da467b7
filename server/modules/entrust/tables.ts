import type { Kysely } from 'kysely';
import type { DemandStatus, QuoteStatus, VehicleType } from '../../../src/contract/freight';
import type { CompaniesTable, Database, DbOrTrx } from '../../db/schema';

/** Tables of migration 0027-entrust (column names as in the database). */
export interface EntrustAddressesTable {
  id: string;
  company_id: string;
  name: string;
  province: string;
  city: string;
  district: string;
  detail: string;
  contact: string;
  phone: string;
  created_at: number;
  updated_at: number;
}

export interface DemandOrdersTable {
  id: string;
  /** TY + Asia/Shanghai day + counter (nextNumber). */
  document_no: string;
  /** The shipper. */
  company_id: string;
  /** As written; a quoting order past its deadline reads as expired (effectiveDemandStatus). */
  status: DemandStatus;
  origin_address_id: string;
  /** AddressSnapshot as JSON. */
  origin: string;
  origin_city: string;
  destination_address_id: string;
  destination: string;
  destination_city: string;
  cargo_name: string;
  pallets: number;
  weight_kg: number;
  vehicle_type: VehicleType;
  load_from: number;
  load_to: number;
  expected_price_fen: number | null;
  quote_deadline: number;
  remark: string;
  chosen_quote_id: string | null;
  carrier_company_id: string | null;
  agreed_price_fen: number | null;
  chosen_at: number | null;
  signer_account_id: string | null;
  signer_name: string | null;
  signer_ip: string | null;
  signed_at: number | null;
  carrier_order_id: string | null;
  cancel_reason: string | null;
  created_by: string;
  request_id: string;
  /** Bumped by every transition. */
  version: number;
  created_at: number;
  updated_at: number;
}

export interface QuotesTable {
  id: string;
  demand_order_id: string;
  carrier_company_id: string;
  price_fen: number;
  remark: string;
  status: QuoteStatus;
  /** The request that wrote the current price (a repeat of it changes nothing). */
  request_id: string;
  created_at: number;
  updated_at: number;
}

export interface BlacklistTable {
  company_id: string;
  carrier_company_id: string;
  reason: string;
  created_at: number;
}

export interface EvaluationsTable {
  id: string;
  carrier_order_id: string;
  demand_order_id: string;
  company_id: string;
  carrier_company_id: string;
  stars: number;
  content: string;
  evaluator_account_id: string;
  evaluator_name: string;
  created_at: number;
}

// A type alias, not an interface: withTables<T> needs T to be indexable.
/** A request id a carrier quoted an order with (migration 0031): a replay of one changes nothing. */
export interface QuoteRequestsTable {
  carrier_company_id: string;
  demand_order_id: string;
  request_id: string;
  created_at: number;
}

export type EntrustTables = {
  companies: CompaniesTable & { /** 0/1: may quote (承运方). */ is_carrier: number };
  entrust_addresses: EntrustAddressesTable;
  entrust_demand_orders: DemandOrdersTable;
  entrust_quotes: QuotesTable;
  entrust_quote_requests: QuoteRequestsTable;
  entrust_blacklist: BlacklistTable;
  entrust_evaluations: EvaluationsTable;
};

/** The database handle typed with the entrust tables (and companies.is_carrier). */
export const entrustDb = (db: DbOrTrx) => (db as Kysely<Database>).withTables<EntrustTables>();
