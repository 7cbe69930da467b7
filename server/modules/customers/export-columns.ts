import {
  SALE_CUSTOMER_COLUMN_LABELS as H,
  type OverdueCustomerRow,
  type SaleCustomerRow,
} from '../../../src/contract/customers';
import type { ExportColumn } from '../../http/export';
import { minute, TRAY_TYPE_NAME } from '../stock';

const NAME: ExportColumn<{ name: string }> = { header: () => H.name, value: (r) => r.name, width: 28 };
const HELD: ExportColumn<{ held: number }> = { header: () => H.held, value: (r) => r.held, width: 10 };
const OVERDUE: ExportColumn<{ overdue: number }> = {
  header: () => H.overdue,
  value: (r) => r.overdue,
  width: 10,
};

export const SALE_CUSTOMER_COLUMNS: readonly ExportColumn<SaleCustomerRow>[] = [
  NAME,
  { header: () => H.contact, value: (r) => r.contact, width: 10 },
  { header: () => H.phone, value: (r) => r.phone, width: 14 },
  { header: () => H.warehouseCount, value: (r) => r.warehouseCount, width: 8 },
  HELD,
  { header: () => H.inTransit, value: (r) => r.inTransit, width: 10 },
  OVERDUE,
  { header: () => H.lastWaybillAt, value: (r) => minute(r.lastWaybillAt), width: 18 },
];

export const OVERDUE_CUSTOMER_COLUMNS: readonly ExportColumn<OverdueCustomerRow>[] = [
  NAME,
  { header: () => H.trayType, value: (r) => r.trayTypeCode, width: 10 },
  TRAY_TYPE_NAME,
  HELD,
  OVERDUE,
  { header: () => H.overdueDays, value: (r) => r.overdueDays, width: 10 },
  { header: () => H.overdueByTerms, value: (r) => r.overdueByTerms, width: 14 },
  { header: () => H.dueWithin7Days, value: (r) => r.dueWithin7Days, width: 12 },
];
