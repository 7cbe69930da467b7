import type { CouponRow } from '../../../src/contract/my-account';
import { formatYuan } from '../../../src/contract/money';
import type { ExportColumn } from '../../http/export';
import { shanghaiMinute } from '../ledger';
import { COUPON_STATUS_LABELS, MY_ACCOUNT_LABELS } from './labels';

const c = MY_ACCOUNT_LABELS.couponColumns;
const minute = (at: string | null) => (at === null ? null : shanghaiMinute(Date.parse(at)));

export const COUPON_COLUMNS: readonly ExportColumn<CouponRow>[] = [
  { header: () => c.name, value: (row) => row.name, width: 20 },
  { header: () => c.faceValue, value: (row) => formatYuan(row.faceValueFen), width: 10 },
  { header: () => c.minSpend, value: (row) => formatYuan(row.minSpendFen), width: 10 },
  { header: () => c.validFrom, value: (row) => minute(row.validFrom), width: 18 },
  { header: () => c.validTo, value: (row) => minute(row.validTo), width: 18 },
  { header: () => c.status, value: (row) => COUPON_STATUS_LABELS[row.status], width: 8 },
  { header: () => c.usedAt, value: (row) => minute(row.usedAt), width: 18 },
  { header: () => c.usedFor, value: (row) => row.usedFor, width: 22 },
];
