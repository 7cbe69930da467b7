import type { MovementRow, ReportStockRow, StockInfoRow } from '../../../src/contract/reports';
import type { ExportColumn } from '../../http/export';
import {
  CREATED_AT,
  DOCUMENT_NO,
  LEDGER_KIND_NAMES,
  minute,
  QUANTITY,
  TRAY_TYPE_NAME,
  WAREHOUSE,
} from '../stock';
import { EXPORT_HEADERS as H } from './labels';

const COMPANY: ExportColumn<{ companyName: string }> = {
  header: () => H.company,
  value: (r) => r.companyName,
  width: 28,
};
const TRAY_TYPE_CODE: ExportColumn<{ trayTypeCode: string }> = {
  header: () => H.trayTypeCode,
  value: (r) => r.trayTypeCode,
  width: 12,
};
const OWNER: ExportColumn<{ ownerCompanyName: string }> = {
  header: () => H.owner,
  value: (r) => r.ownerCompanyName,
  width: 28,
};
const COUNTS: readonly ExportColumn<
  Pick<ReportStockRow, 'onHand' | 'available' | 'inTransit' | 'awaitingSignature'>
>[] = [
  { header: () => H.onHand, value: (r) => r.onHand, width: 10 },
  { header: () => H.available, value: (r) => r.available, width: 10 },
  { header: () => H.inTransit, value: (r) => r.inTransit, width: 10 },
  { header: () => H.awaitingSignature, value: (r) => r.awaitingSignature, width: 10 },
];

/** 入库, 出库, 流转 and 归还 alike: one ledger entry a row, times in Asia/Shanghai. */
export const MOVEMENT_COLUMNS: readonly ExportColumn<MovementRow>[] = [
  CREATED_AT,
  COMPANY,
  { header: () => H.kind, value: (r) => LEDGER_KIND_NAMES[r.kind], width: 10 },
  DOCUMENT_NO,
  WAREHOUSE,
  TRAY_TYPE_CODE,
  TRAY_TYPE_NAME,
  OWNER,
  QUANTITY,
];

export const REPORT_STOCK_COLUMNS: readonly ExportColumn<ReportStockRow>[] = [
  COMPANY,
  WAREHOUSE,
  { header: () => H.province, value: (r) => r.province, width: 10 },
  { header: () => H.city, value: (r) => r.city, width: 10 },
  TRAY_TYPE_CODE,
  TRAY_TYPE_NAME,
  OWNER,
  ...COUNTS,
  { header: () => H.updatedAt, value: (r) => minute(r.updatedAt), width: 18 },
];

export const STOCK_INFO_COLUMNS: readonly ExportColumn<StockInfoRow>[] = [
  COMPANY,
  TRAY_TYPE_CODE,
  TRAY_TYPE_NAME,
  ...COUNTS,
  { header: () => H.atDownstream, value: (r) => r.atDownstream, width: 12 },
  { header: () => H.warehouses, value: (r) => r.warehouses, width: 8 },
];
