import type {
  Deduction,
  LedgerEntryRow,
  RecyclingApplication,
  Shipment,
  SignRow,
  StockRow,
  Transfer,
} from '../../../../src/contract/stock';
import { SIGN_OUTCOME_LABELS, TRANSFER_STATUS_LABELS } from '../../../../src/contract/stock';
import type { ExportColumn } from '../../../http/export';
import { shanghaiMinute } from '../../ledger';
import { STATUS_NAMES } from '../../ledger';
import { DOCUMENT_NAMES, LEDGER_KIND_NAMES } from '../labels';
import { EXPORT_HEADERS as H } from './labels';

export const minute = (isoTime: string | null) =>
  isoTime === null ? null : shanghaiMinute(Date.parse(isoTime));
const status = (value: string) => STATUS_NAMES[value] ?? value;

/** Columns several exports show alike (a column reads only the fields it names); the transport exports too. */
export const DOCUMENT_NO: ExportColumn<{ documentNo: string }> = {
  header: () => H.documentNo,
  value: (r) => r.documentNo,
  width: 22,
};
export const STATUS: ExportColumn<{ status: string }> = {
  header: () => H.status,
  value: (r) => status(r.status),
  width: 10,
};
export const WAREHOUSE: ExportColumn<{ warehouseName: string }> = {
  header: () => H.warehouse,
  value: (r) => r.warehouseName,
  width: 24,
};
const TRAY_TYPE_CODE: ExportColumn<{ trayTypeCode: string }> = {
  header: () => H.trayTypeCode,
  value: (r) => r.trayTypeCode,
  width: 12,
};
export const TRAY_TYPE_NAME: ExportColumn<{ trayTypeName: string }> = {
  header: () => H.trayTypeName,
  value: (r) => r.trayTypeName,
};
export const QUANTITY: ExportColumn<{ quantity: number }> = {
  header: () => H.quantity,
  value: (r) => r.quantity,
  width: 10,
};
export const CREATED_AT: ExportColumn<{ createdAt: string }> = {
  header: () => H.createdAt,
  value: (r) => minute(r.createdAt),
  width: 18,
};
const HOLDER: ExportColumn<{ holderCompanyName: string }> = {
  header: () => H.holder,
  value: (r) => r.holderCompanyName,
  width: 28,
};
/** From and to of a document that travels between companies. */
const PARTIES: readonly ExportColumn<Transfer | Shipment>[] = [
  { header: () => H.fromCompany, value: (r) => r.fromCompanyName, width: 28 },
  { header: () => H.fromWarehouse, value: (r) => r.fromWarehouseName, width: 24 },
  { header: () => H.toCompany, value: (r) => r.toCompanyName, width: 28 },
  { header: () => H.toWarehouse, value: (r) => r.toWarehouseName, width: 24 },
];

export const STOCK_ROW_COLUMNS: readonly ExportColumn<StockRow>[] = [
  WAREHOUSE,
  HOLDER,
  { header: () => H.owner, value: (r) => r.ownerCompanyName, width: 28 },
  TRAY_TYPE_CODE,
  TRAY_TYPE_NAME,
  { header: () => H.onHand, value: (r) => r.onHand, width: 10 },
  { header: () => H.inTransit, value: (r) => r.inTransit, width: 10 },
  { header: () => H.awaitingSignature, value: (r) => r.awaitingSignature, width: 10 },
  { header: () => H.overdue, value: (r) => r.overdue, width: 10 },
];

export const LEDGER_ENTRY_COLUMNS: readonly ExportColumn<LedgerEntryRow>[] = [
  { header: () => H.time, value: (r) => minute(r.createdAt), width: 18 },
  { header: () => H.kind, value: (r) => LEDGER_KIND_NAMES[r.kind] ?? r.kind, width: 12 },
  { header: () => H.delta, value: (r) => r.delta, width: 10 },
  { header: () => H.documentType, value: (r) => DOCUMENT_NAMES[r.documentType], width: 12 },
  DOCUMENT_NO,
  WAREHOUSE,
  TRAY_TYPE_CODE,
];

export const TRANSFER_COLUMNS: readonly ExportColumn<Transfer>[] = [
  DOCUMENT_NO,
  { header: () => H.status, value: (r) => TRANSFER_STATUS_LABELS[r.status], width: 10 },
  ...PARTIES,
  TRAY_TYPE_NAME,
  QUANTITY,
  { header: () => H.correctedQuantity, value: (r) => r.correctedQuantity, width: 10 },
  { header: () => H.disputeReason, value: (r) => r.disputeReason, width: 24 },
  { header: () => H.disputedAt, value: (r) => minute(r.disputedAt), width: 18 },
  CREATED_AT,
  { header: () => H.remark, value: (r) => r.remark, width: 24 },
];

export const SIGN_COLUMNS: readonly ExportColumn<SignRow>[] = [
  DOCUMENT_NO,
  {
    header: () => H.sourceType,
    value: (r) => DOCUMENT_NAMES[r.sourceType === 'inbound' ? 'inboundOrder' : 'transfer'],
  },
  { header: () => H.from, value: (r) => r.fromName, width: 28 },
  TRAY_TYPE_NAME,
  QUANTITY,
  { header: () => H.receivedQuantity, value: (r) => r.receivedQuantity, width: 10 },
  WAREHOUSE,
  // 待签收, or how the row ended: 已签收, 已更正 or 已拒收 (a transfer the receiver disputed).
  {
    ...STATUS,
    value: (r) => (r.outcome === null ? status(r.status) : SIGN_OUTCOME_LABELS[r.outcome]),
  },
  CREATED_AT,
  { header: () => H.signedAt, value: (r) => minute(r.signedAt), width: 18 },
];

export const SHIPMENT_COLUMNS: readonly ExportColumn<Shipment>[] = [
  DOCUMENT_NO,
  { header: () => H.documentType, value: (r) => DOCUMENT_NAMES[r.type], width: 12 },
  STATUS,
  ...PARTIES,
  TRAY_TYPE_NAME,
  QUANTITY,
  { header: () => H.plateNumber, value: (r) => r.plateNumber, width: 12 },
  CREATED_AT,
  { header: () => H.arrivedAt, value: (r) => minute(r.arrivedAt), width: 18 },
];

export const DEDUCTION_COLUMNS: readonly ExportColumn<Deduction>[] = [
  DOCUMENT_NO,
  HOLDER,
  WAREHOUSE,
  TRAY_TYPE_NAME,
  QUANTITY,
  { header: () => H.overdueDays, value: (r) => r.overdueDays, width: 10 },
  { header: () => H.amountYuan, value: (r) => (r.amountFen / 100).toFixed(2), width: 12 },
  CREATED_AT,
];

export const RECYCLING_COLUMNS: readonly ExportColumn<RecyclingApplication>[] = [
  DOCUMENT_NO,
  STATUS,
  WAREHOUSE,
  TRAY_TYPE_NAME,
  QUANTITY,
  { header: () => H.pickupDate, value: (r) => r.pickupDate, width: 12 },
  { header: () => H.contact, value: (r) => r.contact, width: 10 },
  { header: () => H.phone, value: (r) => r.phone, width: 14 },
  CREATED_AT,
];
