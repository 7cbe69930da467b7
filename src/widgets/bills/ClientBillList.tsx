import type { ClientBillRow, ClientBillState } from '../../contract/bills';
import { formatDayRange } from '../../contract/bill-format';
import type { Page } from '../../contract/envelope';
import { formatFen, usePermissions } from '../../core';
import {
  Card,
  PageHeader,
  PagedTable,
  RowActionButton,
  RowActions,
  SelectFilter,
  withAll,
  type TableColumn,
} from '../../ui';
import { useApiQuery } from '../query';
import { useEmit } from '../widget-context';
import { billRefOf, CLIENT_BILL_LIST_CALL, CLIENTS_QUERY } from './api';
import { BillDecisions } from './BillDecisions';
import { CLIENT_NAME_WIDTH, DAY_RANGE_WIDTH } from './column-widths';
import { billLabels as text } from './labels';
import { CLIENT_BILL_CODES, CLIENT_BILL_DETAIL_PATH, navigate } from './navigation';
import { PeriodStateFilters, usePeriodList } from './period-filters';

const C = text.columns;
/** The list's own filter (客户) at 全部, before state and 账期. */
const ALL_CLIENTS = { clientCompanyId: '' };

const clientOptions = (page: Page<ClientBillRow>) =>
  withAll(page.list.map((row) => ({ value: row.clientCompanyId, label: row.clientName })));

/** The row's key: a frozen bill's id; the live bill (no id yet) is its client's only one. */
const rowKey = (row: ClientBillRow) => row.id ?? `live-${row.clientCompanyId}`;

/**
 * 客户账单: each downstream client's live bill of the current period, then the frozen bills (newest period
 * first), filtered by client, state and period; 查看明细, and 审核 / 驳回 of a pending bill, by permission.
 */
export function ClientBillList() {
  const emit = useEmit();
  const { can } = usePermissions();
  const list = usePeriodList<ClientBillState, ClientBillRow, typeof ALL_CLIENTS>(
    CLIENT_BILL_LIST_CALL,
    ALL_CLIENTS,
  );
  const clients = useApiQuery(CLIENT_BILL_LIST_CALL, CLIENTS_QUERY, { silent: true, select: clientOptions });
  const canView = can(CLIENT_BILL_CODES.detail);
  const canDecide = can(CLIENT_BILL_CODES.confirmBill);
  const columns: TableColumn<ClientBillRow>[] = [
    { key: 'billNo', title: C.billNo, render: (row) => row.billNo ?? text.noBillNo },
    { key: 'clientName', title: C.clientName, maxWidth: CLIENT_NAME_WIDTH },
    {
      key: 'period',
      title: C.period,
      maxWidth: DAY_RANGE_WIDTH,
      render: (row) => formatDayRange(row.periodStart, row.periodEnd),
    },
    { key: 'total', title: C.total, align: 'right', render: (row) => formatFen(row.totalFen) },
    { key: 'state', title: C.state, render: (row) => text.states[row.state] },
    ...(canView || canDecide
      ? [
          {
            key: 'actions',
            title: C.actions,
            render: (row: ClientBillRow) => (
              <RowActions>
                {canView && (
                  <RowActionButton
                    label={text.viewDetail}
                    subject={row.billNo ?? row.clientName}
                    onClick={() => navigate(emit, CLIENT_BILL_DETAIL_PATH, billRefOf(row))}
                  />
                )}
                <BillDecisions bill={row} inRow />
              </RowActions>
            ),
          },
        ]
      : []),
  ];
  return (
    <Card aria-label={text.listTitle}>
      <PageHeader title={text.listTitle} />
      <PeriodStateFilters list={list} states={text.states} labels={text.filters}>
        <SelectFilter
          list={list}
          name="clientCompanyId"
          label={text.filters.client}
          options={clients.data ?? withAll([])}
        />
      </PeriodStateFilters>
      <PagedTable
        list={list}
        caption={text.caption}
        columns={columns}
        rowKey={rowKey}
        emptyText={text.empty}
      />
    </Card>
  );
}
