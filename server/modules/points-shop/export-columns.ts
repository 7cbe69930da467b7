import type { ScoreOrderRow } from '../../../src/contract/points-shop';
import {
  GOODS_KIND_LABELS,
  SCORE_ORDER_COLUMN_LABELS as c,
  SCORE_ORDER_STATE_LABELS as states,
} from '../../../src/contract/points-shop';
import type { ExportColumn } from '../../http/export';
import { shanghaiMinute } from '../ledger';

const minute = (at: string | null) => (at === null ? null : shanghaiMinute(Date.parse(at)));

export const ORDER_COLUMNS: readonly ExportColumn<ScoreOrderRow>[] = [
  { header: () => c.orderNo, value: (row) => row.orderNo, width: 22 },
  { header: () => c.goodsName, value: (row) => row.goodsName, width: 20 },
  { header: () => c.kind, value: (row) => GOODS_KIND_LABELS[row.kind], width: 8 },
  { header: () => c.quantity, value: (row) => row.quantity, width: 6 },
  { header: () => c.pointsPrice, value: (row) => row.pointsPrice, width: 10 },
  { header: () => c.totalPoints, value: (row) => row.totalPoints, width: 10 },
  { header: () => c.state, value: (row) => states[row.state], width: 8 },
  { header: () => c.receiver, value: (row) => row.receiverName, width: 10 },
  { header: () => c.receiverMobile, value: (row) => row.receiverMobile, width: 14 },
  {
    header: () => c.address,
    value: (row) => (row.region === null ? null : `${row.region} ${row.detailAddress ?? ''}`.trim()),
    width: 36,
  },
  { header: () => c.createdAt, value: (row) => minute(row.createdAt), width: 18 },
  { header: () => c.shippedAt, value: (row) => minute(row.shippedAt), width: 18 },
  { header: () => c.completedAt, value: (row) => minute(row.completedAt), width: 18 },
  { header: () => c.cancelledAt, value: (row) => minute(row.cancelledAt), width: 18 },
];
