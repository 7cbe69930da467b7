import type { ClientBillRow } from '../../contract/bills';
import { formatDayRange } from '../../contract/bill-format';
import type { Page } from '../../contract/envelope';
import { formatFen, usePermissions } from '../../core';
import { Card, LoadError, PageHeader, RowActionButton, Table, type TableColumn } from '../../ui';
import { useApiQuery } from '../query';
import { useEmit } from '../widget-context';
import { CLIENT_BILL_LIST_CALL, LIVE_BILLS_QUERY } from './api';
import { BillFigure } from './BillFigure';
import { DAY_RANGE_WIDTH, sumFen } from './bill-format';
import { billLabels as text } from './labels';
import { CLIENT_BILL_CODES, CLIENT_BILL_DETAIL_PATH, navigate } from './navigation';

const C = text.columns;
const NO_ROWS: ClientBillRow[] = [];
const totalOf = (rows: readonly ClientBillRow[]) => sumFen(rows.map((row) => ({ amountFen: row.totalFen })));

/** 客户账单: each downstream client's live bill of the current period; 查看明细 by permission. */
export function ClientBillList() {
  const emit = useEmit();
  const { can } = usePermissions();
  const bills = useApiQuery<Page<ClientBillRow>>(CLIENT_BILL_LIST_CALL, LIVE_BILLS_QUERY);
  const rows = bills.data?.list ?? NO_ROWS;
  const columns: TableColumn<ClientBillRow>[] = [
    { key: 'clientName', title: C.clientName, maxWidth: 240 },
    {
      key: 'period',
      title: C.period,
      maxWidth: DAY_RANGE_WIDTH,
      render: (row) => formatDayRange(row.periodStart, row.periodEnd),
    },
    { key: 'computedTo', title: C.computedTo },
    { key: 'total', title: C.total, align: 'right', render: (row) => formatFen(row.totalFen) },
    { key: 'state', title: C.state, render: (row) => text.states[row.state] ?? row.state },
    ...(can(CLIENT_BILL_CODES.detail)
      ? [
          {
            key: 'actions',
            title: C.actions,
            render: (row: ClientBillRow) => (
              <RowActionButton
                label={text.viewDetail}
                subject={row.clientName}
                onClick={() =>
                  navigate(emit, CLIENT_BILL_DETAIL_PATH, { clientCompanyId: row.clientCompanyId })
                }
              />
            ),
          },
        ]
      : []),
  ];
  return (
    <Card aria-label={text.listTitle}>
      <PageHeader
        title={text.listTitle}
        actions={
          rows.length > 0 ? (
            <BillFigure label={text.grandTotal(rows.length)} amount={formatFen(totalOf(rows))} />
          ) : undefined
        }
      />
      {bills.error ? (
        <LoadError message={bills.error} onRetry={bills.reload} />
      ) : (
        <Table
          caption={text.caption}
          columns={columns}
          rows={rows}
          rowKey="clientCompanyId"
          loading={bills.loading}
          emptyText={text.empty}
          footer={{ clientName: text.sum, total: formatFen(totalOf(rows)) }}
        />
      )}
    </Card>
  );
}
