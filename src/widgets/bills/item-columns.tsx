import { formatBillQuantity, formatBillRate } from '../../contract/bill-format';
import type { BillChargeRow, BillEntryRow, BillStockRow } from '../../contract/bill-items';
import { LEDGER_KIND_LABELS } from '../../contract/stock';
import { formatDate, formatFen, formatTrayType } from '../../core';
import type { TableColumn } from '../../ui';
import { itemLabels as text } from './item-labels';

const C = text.columns;

/** The columns every ledger entry of a bill shows. */
export const entryColumns = (): TableColumn<BillEntryRow>[] => [
  { key: 'day', title: C.day, render: (row) => formatDate(row.day) },
  { key: 'kind', title: C.kind, render: (row) => LEDGER_KIND_LABELS[row.kind] },
  { key: 'documentNo', title: C.documentNo },
  { key: 'warehouseName', title: C.warehouse },
  { key: 'trayType', title: C.trayType, render: (row) => formatTrayType(row) },
  { key: 'quantity', title: C.quantity, align: 'right' },
];

/** An entry of a charged line: what it counts there, at which rate, its fen (and days overdue). */
export const chargeColumns = (overdue: boolean): TableColumn<BillChargeRow>[] => [
  ...(entryColumns() as TableColumn<BillChargeRow>[]),
  {
    key: 'counted',
    title: C.counted,
    align: 'right',
    render: (row) => formatBillQuantity(row.counted, row.rateUnit),
  },
  ...(overdue
    ? [
        {
          key: 'overdueDays',
          title: C.overdueDays,
          align: 'right' as const,
          render: (row: BillChargeRow) => (row.overdueDays === null ? '—' : text.days(row.overdueDays)),
        },
      ]
    : []),
  { key: 'rate', title: C.rate, align: 'right', render: (row) => formatBillRate(row.rate, row.rateUnit) },
  { key: 'amount', title: C.amount, align: 'right', render: (row) => formatFen(row.amountFen) },
];

/** Stock by age. */
export const stockColumns = (): TableColumn<BillStockRow>[] => [
  { key: 'warehouseName', title: C.warehouse },
  { key: 'trayType', title: C.trayType, render: (row) => formatTrayType(row) },
  { key: 'held', title: C.held, align: 'right' },
  { key: 'free', title: C.free, align: 'right' },
  { key: 'hire', title: C.hire, align: 'right' },
  { key: 'overdue', title: C.overdue, align: 'right' },
  { key: 'asOf', title: C.day, render: (row) => formatDate(row.asOf) },
];

export const entryKey = (row: { entryId: string }) => row.entryId;
export const balanceKey = (row: { warehouseId: string; trayTypeCode: string }) =>
  `${row.warehouseId}-${row.trayTypeCode}`;
