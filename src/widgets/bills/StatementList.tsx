import { formatDayRange } from '../../contract/bill-format';
import type { StatementRow, StatementState } from '../../contract/statements';
import { formatFen, usePermissions } from '../../core';
import { Card, PageHeader, PagedTable, RowActionButton, RowActions, type TableColumn } from '../../ui';
import { useEmit } from '../widget-context';
import { DAY_RANGE_WIDTH } from './column-widths';
import { navigate, STATEMENT_CODES, STATEMENT_DETAIL_PATH } from './navigation';
import { PeriodStateFilters, usePeriodList } from './period-filters';
import { StatementConfirm } from './StatementConfirm';
import { statementLabels as text } from './statement-labels';
import { STATEMENT_LIST_CALL } from './statements-api';

const C = text.columns;

/**
 * 结算单: the platform's monthly statements to the company (newest period first), filtered by state and
 * period; 查看明细, and 确认 of a pending statement, by permission. Takes no props: the 对账管理 page
 * embeds it beside the client bills.
 */
export function StatementList() {
  const emit = useEmit();
  const { can } = usePermissions();
  const list = usePeriodList<StatementState, StatementRow>(STATEMENT_LIST_CALL);
  const canView = can(STATEMENT_CODES.detail);
  const canConfirm = can(STATEMENT_CODES.confirmBill);
  const columns: TableColumn<StatementRow>[] = [
    { key: 'statementNo', title: C.statementNo },
    {
      key: 'period',
      title: C.period,
      maxWidth: DAY_RANGE_WIDTH,
      render: (row) => formatDayRange(row.periodStart, row.periodEnd),
    },
    { key: 'total', title: C.total, align: 'right', render: (row) => formatFen(row.totalFen) },
    { key: 'state', title: C.state, render: (row) => text.states[row.state] },
    {
      key: 'paymentState',
      title: C.paymentState,
      render: (row) => (row.paymentState ? text.paymentStates[row.paymentState] : '—'),
    },
    ...(canView || canConfirm
      ? [
          {
            key: 'actions',
            title: C.actions,
            render: (row: StatementRow) => (
              <RowActions>
                {canView && (
                  <RowActionButton
                    label={text.viewDetail}
                    subject={row.statementNo}
                    onClick={() => navigate(emit, STATEMENT_DETAIL_PATH, { id: row.id })}
                  />
                )}
                <StatementConfirm statement={row} inRow />
              </RowActions>
            ),
          },
        ]
      : []),
  ];
  return (
    <Card aria-label={text.listTitle}>
      <PageHeader title={text.listTitle} />
      <PeriodStateFilters list={list} states={text.states} labels={text.filters} />
      <PagedTable
        list={list}
        caption={text.listCaption}
        columns={columns}
        rowKey="id"
        emptyText={text.empty}
      />
    </Card>
  );
}
