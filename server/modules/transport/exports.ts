import type { InboundListRow, Waybill } from '../../../src/contract/transport';
import type { ExportColumn } from '../../http/export';
import {
  CREATED_AT,
  DOCUMENT_NO,
  EXPORT_HEADERS as H,
  minute,
  QUANTITY,
  STATUS,
  TRAY_TYPE_NAME,
  WAREHOUSE,
} from '../stock';
import { INBOUND_SOURCE_NAMES, VEHICLE_PROVIDER_NAMES, WAYBILL_STATUS_NAMES } from './labels';

/** Extra headers of the transport exports. */
const T = {
  waybillNo: '运单号',
  driverName: '司机',
  driverPhone: '司机电话',
  vehicleProvider: '车辆来源',
  departedAt: '出库时间',
  arrivedAt: '到达时间',
  confirmedAt: '确认到货时间',
  client: '客户',
  clientWarehouse: '客户仓库',
} as const;

export const WAYBILL_COLUMNS: readonly ExportColumn<Waybill>[] = [
  { ...DOCUMENT_NO, header: () => T.waybillNo },
  { header: () => H.status, value: (r) => WAYBILL_STATUS_NAMES[r.status], width: 12 },
  { header: () => H.fromWarehouse, value: (r) => r.fromWarehouseName, width: 24 },
  { header: () => H.toCompany, value: (r) => r.toCompanyName, width: 28 },
  { header: () => H.toWarehouse, value: (r) => r.toWarehouseName, width: 24 },
  TRAY_TYPE_NAME,
  QUANTITY,
  { header: () => H.plateNumber, value: (r) => r.plateNumber, width: 12 },
  { header: () => T.driverName, value: (r) => r.driverName, width: 10 },
  { header: () => T.driverPhone, value: (r) => r.driverPhone, width: 14 },
  {
    header: () => T.vehicleProvider,
    value: (r) => (r.vehicleProvider ? VEHICLE_PROVIDER_NAMES[r.vehicleProvider] : null),
    width: 10,
  },
  CREATED_AT,
  { header: () => T.departedAt, value: (r) => minute(r.departedAt), width: 18 },
  { header: () => T.arrivedAt, value: (r) => minute(r.arrivedAt), width: 18 },
  { header: () => T.confirmedAt, value: (r) => minute(r.confirmedAt), width: 18 },
  { header: () => H.remark, value: (r) => r.remark, width: 24 },
];

export const INBOUND_COLUMNS: readonly ExportColumn<InboundListRow>[] = [
  DOCUMENT_NO,
  { header: () => H.sourceType, value: (r) => INBOUND_SOURCE_NAMES[r.source], width: 10 },
  STATUS,
  WAREHOUSE,
  { header: () => T.client, value: (r) => r.clientCompanyName || null, width: 28 },
  { header: () => T.clientWarehouse, value: (r) => r.clientWarehouseName || null, width: 24 },
  TRAY_TYPE_NAME,
  QUANTITY,
  { header: () => H.receivedQuantity, value: (r) => r.receivedQuantity, width: 10 },
  { header: () => H.plateNumber, value: (r) => r.plateNumber, width: 12 },
  CREATED_AT,
  { header: () => H.signedAt, value: (r) => minute(r.signedAt), width: 18 },
  { header: () => H.remark, value: (r) => r.remark, width: 24 },
];
