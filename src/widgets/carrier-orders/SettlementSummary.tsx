import type { SettlementLine } from '../../contract/freight';
import { formatYuan } from '../../contract/money';
import { formatDateTime } from '../../core';
import { Details, Stack, Table, type TableColumn } from '../../ui';
import { detailLabels as text, settleLabels } from './labels';

type Adjustment = SettlementLine['adjustments'][number];

const adjustmentColumns = (): TableColumn<Adjustment>[] => [
  { key: 'reason', title: settleLabels.adjustmentReason },
  {
    key: 'amountFen',
    title: settleLabels.adjustmentAmount,
    align: 'right',
    render: (row) => `${row.amountFen > 0 ? '+' : ''}${formatYuan(row.amountFen)}`,
  },
];

/** A settlement line: the agreed price, each adjustment, the total (what the shipper owes the carrier). */
export function SettlementSummary({ line }: { line: SettlementLine }) {
  return (
    <Stack>
      <Details
        items={[
          [text.agreedPrice, `${formatYuan(line.priceFen)} 元`],
          [text.total, <strong data-testid="settlement-total">{formatYuan(line.totalFen)} 元</strong>],
          [text.completedAt, formatDateTime(line.completedAt)],
        ]}
      />
      {line.adjustments.length > 0 ? (
        <Table
          caption={text.adjustments}
          columns={adjustmentColumns()}
          rows={line.adjustments}
          rowKey={(_row, index) => index}
        />
      ) : (
        <p>{settleLabels.noAdjustments}</p>
      )}
    </Stack>
  );
}
