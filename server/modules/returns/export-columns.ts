import type {
  CustomerReturnRow,
  PickupRow,
  TransportRecord,
  TrayReturn,
} from '../../../src/contract/returns';
import type { ExportColumn } from '../../http/export';
import { CREATED_AT, minute, QUANTITY, TRAY_TYPE_NAME as TRAY_TYPE } from '../stock';
import { STATUS_NAMES } from '../ledger';
import {
  CHANNEL_NAMES,
  RECORD_STATUS_NAMES,
  RETURN_EXPORT_HEADERS as H,
  RETURN_STATUS_NAMES,
} from './labels';

// The return pages' own headers (归还单号, 归还仓库); tray type, quantity and creation time as in the stock exports.
const DOCUMENT_NO: ExportColumn<{ documentNo: string }> = {
  header: () => H.documentNo,
  value: (r) => r.documentNo,
  width: 22,
};
const WAREHOUSE: ExportColumn<{ warehouseName: string }> = {
  header: () => H.warehouse,
  value: (r) => r.warehouseName,
  width: 24,
};
/** Which pallets: the warehouse they leave, their type and how many. */
const PALLETS = [WAREHOUSE, TRAY_TYPE, QUANTITY] as const;
/** The fields of a row that {@link PALLETS} and {@link SPLIT} read. */
type PalletRow = Pick<
  TrayReturn,
  'warehouseName' | 'trayTypeName' | 'quantity' | 'goodQuantity' | 'damagedQuantity' | 'lostQuantity'
>;
const SPLIT: readonly ExportColumn<PalletRow>[] = [
  { header: () => H.goodQuantity, value: (r) => r.goodQuantity, width: 10 },
  { header: () => H.damagedQuantity, value: (r) => r.damagedQuantity, width: 10 },
  { header: () => H.lostQuantity, value: (r) => r.lostQuantity, width: 10 },
];
/** Pallets a vehicle takes to a platform depot (自行归还, 运输记录): from where, to which depot, what, which vehicle. */
const TO_DEPOT: readonly ExportColumn<Pick<TrayReturn, 'depotName' | 'plateNumber'> & PalletRow>[] = [
  WAREHOUSE,
  { header: () => H.depot, value: (r) => r.depotName, width: 24 },
  TRAY_TYPE,
  QUANTITY,
  ...SPLIT,
  { header: () => H.plateNumber, value: (r) => r.plateNumber, width: 12 },
];
const RETURN_STATUS: ExportColumn<TrayReturn> = {
  header: () => H.status,
  value: (r) => RETURN_STATUS_NAMES[r.status],
  width: 10,
};

export const DOOR_PICKUP_COLUMNS: readonly ExportColumn<TrayReturn>[] = [
  DOCUMENT_NO,
  RETURN_STATUS,
  ...PALLETS,
  { header: () => H.pickedQuantity, value: (r) => r.pickedQuantity, width: 10 },
  ...SPLIT,
  { header: () => H.pickupDate, value: (r) => r.pickupDate, width: 12 },
  { header: () => H.contact, value: (r) => r.contact, width: 10 },
  { header: () => H.phone, value: (r) => r.phone, width: 14 },
  CREATED_AT,
];

export const SELF_RETURN_COLUMNS: readonly ExportColumn<TrayReturn>[] = [
  DOCUMENT_NO,
  RETURN_STATUS,
  ...TO_DEPOT,
  { header: () => H.expectedDate, value: (r) => r.expectedDate, width: 12 },
  CREATED_AT,
];

export const FACTORY_RETURN_COLUMNS: readonly ExportColumn<TrayReturn>[] = [
  DOCUMENT_NO,
  { header: () => H.channel, value: (r) => CHANNEL_NAMES[r.channel], width: 10 },
  ...PALLETS,
  ...SPLIT,
  { header: () => H.returnNumber, value: (r) => r.returnNumber, width: 16 },
  { header: () => H.receivedAt, value: (r) => minute(r.receivedAt), width: 18 },
];

export const TRANSPORT_RECORD_COLUMNS: readonly ExportColumn<TransportRecord>[] = [
  { header: () => H.recordNo, value: (r) => r.recordNo, width: 22 },
  { header: () => H.status, value: (r) => RECORD_STATUS_NAMES[r.status], width: 10 },
  { header: () => H.waybillNo, value: (r) => r.waybillNo, width: 18 },
  ...TO_DEPOT,
  { header: () => H.driverName, value: (r) => r.driverName, width: 10 },
  { header: () => H.arrivedAt, value: (r) => minute(r.arrivedAt), width: 18 },
  { header: () => H.returnNumber, value: (r) => r.returnNumber, width: 16 },
];

export const CUSTOMER_RETURN_COLUMNS: readonly ExportColumn<CustomerReturnRow>[] = [
  DOCUMENT_NO,
  { header: () => H.client, value: (r) => r.clientCompanyName, width: 28 },
  ...PALLETS,
  { header: () => H.status, value: (r) => STATUS_NAMES[r.status] ?? r.status, width: 10 },
  CREATED_AT,
];

export const PICKUP_COLUMNS: readonly ExportColumn<PickupRow>[] = [
  DOCUMENT_NO,
  {
    header: () => H.source,
    value: (r) => (r.source === 'toDoor' ? CHANNEL_NAMES.toDoor : H.recycling),
    width: 10,
  },
  ...PALLETS,
  { header: () => H.pickupDate, value: (r) => r.pickupDate, width: 12 },
  { header: () => H.contact, value: (r) => r.contact, width: 10 },
  CREATED_AT,
];
