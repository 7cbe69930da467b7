import {
  billLineDaysText,
  billLineKindText,
  formatBillQuantity,
  formatBillRate,
} from '../../contract/bill-format';
import type { BillLineRow } from '../../contract/bills';
import { formatFen, formatTrayType } from '../../core';
import type { TableColumn } from '../../ui';
import { DAY_RANGE_WIDTH } from './column-widths';
import { billLabels as text } from './labels';

const C = text.columns;

/** The columns of a bill's or a statement's lines (客户账单明细, 结算单租金明细): the same lines, read alike. */
export const billLineColumns = (): TableColumn<BillLineRow>[] => [
  { key: 'kind', title: C.kind, render: billLineKindText },
  { key: 'warehouse', title: C.warehouse, render: (line) => line.warehouseName },
  { key: 'trayType', title: C.trayType, render: (line) => formatTrayType(line) },
  {
    key: 'billedDays',
    title: C.billedDays,
    maxWidth: DAY_RANGE_WIDTH,
    render: (line) => billLineDaysText(line),
  },
  {
    key: 'quantity',
    title: C.quantity,
    align: 'right',
    render: (line) => formatBillQuantity(line.quantity, line.rateUnit),
  },
  { key: 'rate', title: C.rate, align: 'right', render: (line) => formatBillRate(line.rate, line.rateUnit) },
  { key: 'amount', title: C.amount, align: 'right', render: (line) => formatFen(line.amountFen) },
];

/** A line's key: one per kind (a correction's: per corrected kind), balance and price row's first day. */
export const lineKey = (line: BillLineRow) =>
  `${line.kind}-${line.corrects?.kind ?? ''}-${line.warehouseId}-${line.trayTypeCode}-${line.priceId}-${line.firstDay}`;
