import {
  formatBillQuantity,
  formatBillRate,
  formatDayRange,
  orderBillLines,
} from '../../contract/bill-format';
import type { WarehouseBillRow } from '../../contract/bill-items';
import type { BillLineRow } from '../../contract/bills';
import type { Page } from '../../contract/envelope';
import { formatFen, formatTrayType } from '../../core';
import { DetailStates, Details, Table, type TableColumn } from '../../ui';
import { useApiQuery } from '../query';
import type { BillRef } from './api';
import { billLabels } from './labels';
import { itemLabels as text } from './item-labels';
import { WAREHOUSE_BILL_CALL } from './items-api';
import { ItemPage } from './ItemPage';

const C = billLabels.columns;

const warehouseLineColumns = (): TableColumn<BillLineRow>[] => [
  { key: 'kind', title: C.kind, render: (line) => billLabels.kinds[line.kind] },
  { key: 'trayType', title: C.trayType, render: (line) => formatTrayType(line) },
  { key: 'billedDays', title: C.billedDays, render: (line) => formatDayRange(line.firstDay, line.lastDay) },
  {
    key: 'quantity',
    title: C.quantity,
    align: 'right',
    render: (line) => formatBillQuantity(line.quantity, line.rateUnit),
  },
  { key: 'rate', title: C.rate, align: 'right', render: (line) => formatBillRate(line.rate, line.rateUnit) },
  { key: 'amount', title: C.amount, align: 'right', render: (line) => formatFen(line.amountFen) },
];

const onlyRow = (page: Page<WarehouseBillRow>) => page.list[0] ?? null;

/** 仓库账单明细 (view="warehouseBill"): one client warehouse's sub-bill, its fen per kind and its lines. */
export function WarehouseBill({ bill, warehouseId }: { bill: BillRef; warehouseId: string }) {
  const state = useApiQuery(
    WAREHOUSE_BILL_CALL,
    { ...bill, warehouseId, pageNum: 1, pageSize: 1 },
    { select: onlyRow },
  );
  return (
    <ItemPage title={text.warehouseBill.title} bill={bill}>
      <DetailStates state={state} notFoundText={text.warehouseBill.notFound} back={null}>
        {(row) => (
          <>
            <Details
              items={[
                [C.warehouse, row.warehouseName],
                ...row.amounts.map(
                  ({ kind, amountFen }) => [billLabels.kinds[kind], formatFen(amountFen)] as const,
                ),
                [billLabels.facts.total, formatFen(row.totalFen)],
              ]}
            />
            <Table
              caption={text.warehouseBill.caption}
              columns={warehouseLineColumns()}
              rows={orderBillLines(row.lines)}
              rowKey={(line) => `${line.kind}-${line.trayTypeCode}-${line.priceId}-${line.firstDay}`}
              emptyText={text.empty}
              footer={{ kind: billLabels.sum, amount: formatFen(row.totalFen) }}
            />
          </>
        )}
      </DetailStates>
    </ItemPage>
  );
}
