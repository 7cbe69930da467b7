import type { ExportColumn } from '../../../http/export';
import { shanghaiMinute } from '../../ledger';
import { REFERENCE_LABELS as L } from './labels';
import type { WarehousesTable } from './tables';
import type { PalletCodeRow } from './wire';

const H = L.warehouseColumns;
export const WAREHOUSE_COLUMNS: readonly ExportColumn<WarehousesTable>[] = [
  { header: () => H.name, value: (row) => row.name, width: 24 },
  { header: () => H.province, value: (row) => row.province, width: 10 },
  { header: () => H.city, value: (row) => row.city, width: 10 },
  { header: () => H.district, value: (row) => row.district, width: 14 },
  { header: () => H.detailAddress, value: (row) => row.detail_address, width: 36 },
  { header: () => H.contact, value: (row) => row.contact, width: 10 },
  { header: () => H.phone, value: (row) => row.phone, width: 16 },
  { header: () => H.longitude, value: (row) => row.longitude, width: 12 },
  { header: () => H.latitude, value: (row) => row.latitude, width: 12 },
  { header: () => H.isDefault, value: (row) => (row.is_default === 1 ? L.yes : L.no), width: 10 },
  { header: () => H.createdAt, value: (row) => shanghaiMinute(row.created_at), width: 18 },
];

const C = L.palletCodeColumns;
export const PALLET_CODE_COLUMNS: readonly ExportColumn<PalletCodeRow>[] = [
  { header: () => C.traceId, value: (row) => row.trace_id, width: 36 },
  { header: () => C.trayTypeCode, value: (row) => row.tray_type_code, width: 12 },
  { header: () => C.trayTypeName, value: (row) => row.tray_type_name, width: 16 },
  { header: () => C.warehouseName, value: (row) => row.warehouse_name, width: 24 },
  {
    header: () => C.status,
    value: (row) => L.palletCodeStatus[row.status as keyof typeof L.palletCodeStatus] ?? row.status,
    width: 12,
  },
  { header: () => C.boundAt, value: (row) => shanghaiMinute(row.bound_at), width: 18 },
  { header: () => C.lastMovedAt, value: (row) => shanghaiMinute(row.last_moved_at), width: 18 },
];
