import type {
  Equipment,
  PalletCode,
  PalletCodeStatus,
  TrayType,
  Warehouse,
} from '../../../../src/contract/stock';
import { isSet } from '../../../db/flags';
import type { EquipmentTable, PalletCodesTable, TrayTypesTable, WarehousesTable } from './tables';

/** Database rows → wire types of src/contract/stock.ts (instants as ISO 8601 UTC). */
const iso = (epochMs: number): string => new Date(epochMs).toISOString();

export const toTrayType = (row: TrayTypesTable): TrayType => ({
  code: row.code,
  name: row.name,
  size: row.size,
  material: row.material,
  dailyRentFen: Number(row.daily_rent_fen),
  depositFen: Number(row.deposit_fen),
});

export const toWarehouse = (row: WarehousesTable): Warehouse => ({
  id: row.id,
  companyId: row.company_id,
  name: row.name,
  province: row.province,
  city: row.city,
  district: row.district,
  detailAddress: row.detail_address,
  contact: row.contact,
  phone: row.phone,
  longitude: row.longitude,
  latitude: row.latitude,
  isDefault: isSet(row.is_default),
  createdAt: iso(row.created_at),
});

export const toEquipment = (row: EquipmentTable): Equipment => ({
  id: row.id,
  warehouseId: row.warehouse_id,
  type: 'doorReader',
  serialNo: row.serial_no,
  name: row.name,
  status: row.status === 'online' ? 'online' : 'offline',
  lastSeenAt: row.last_seen_at === null ? null : iso(row.last_seen_at),
});

/** A pallet code row joined with its tray type's and warehouse's names. */
export type PalletCodeRow = PalletCodesTable & { tray_type_name: string; warehouse_name: string };

export const toPalletCode = (row: PalletCodeRow): PalletCode => ({
  traceId: row.trace_id,
  trayTypeCode: row.tray_type_code,
  trayTypeName: row.tray_type_name,
  warehouseId: row.warehouse_id,
  warehouseName: row.warehouse_name,
  status: row.status as PalletCodeStatus,
  boundAt: iso(row.bound_at),
  lastMovedAt: iso(row.last_moved_at),
});
