import type { Kysely } from 'kysely';
import type { Database, DbOrTrx } from '../../../db/schema';

/** Tables of migration 0003-reference (column names as in the database). */
export interface TrayTypesTable {
  code: string;
  name: string;
  size: string;
  material: string;
  daily_rent_fen: number;
  deposit_fen: number;
  sort_order: number;
}

/** A warehouse of a company; a downstream client's warehouses are its receiving addresses. */
export interface WarehousesTable {
  id: string;
  company_id: string;
  name: string;
  province: string;
  city: string;
  district: string;
  detail_address: string;
  contact: string;
  phone: string;
  longitude: number | null;
  latitude: number | null;
  is_default: number;
  /** Soft delete: documents and ledger entries keep pointing at the row. */
  deleted: number;
  created_at: number;
  updated_at: number;
}

export interface EquipmentTable {
  id: string;
  warehouse_id: string;
  /** 'doorReader' */
  type: string;
  serial_no: string;
  name: string;
  /** 'online' | 'offline' */
  status: string;
  last_seen_at: number | null;
}

export interface PalletCodesTable {
  /** 32 hex */
  trace_id: string;
  tray_type_code: string;
  /** The company the code is registered to (sees it in code management). */
  company_id: string;
  warehouse_id: string;
  /** PalletCodeStatus of src/contract/stock.ts */
  status: string;
  bound_at: number;
  last_moved_at: number;
}

// A type alias, not an interface: withTables<T> needs T to be indexable.
export type ReferenceTables = {
  tray_types: TrayTypesTable;
  warehouses: WarehousesTable;
  equipment: EquipmentTable;
  pallet_codes: PalletCodesTable;
};

/** The database handle typed with the reference tables too. */
export const referenceDb = (db: DbOrTrx) => (db as Kysely<Database>).withTables<ReferenceTables>();
