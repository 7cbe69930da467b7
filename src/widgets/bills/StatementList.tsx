import { formatDayRange } from '../../contract/bill-format';
import type { StatementRow, StatementState } from '../../contract/statements';
import { formatDate, formatFen, usePermissions } from '../../core';
import {
  Card,
  FilterBar,
  PageHeader,
  PagedTable,
  RowActionButton,
  RowActions,
  SelectFilter,
  optionsWithAll,
  setFilters,
  withAll,
  type TableColumn,
} from '../../ui';
import { usePagedQuery, type PagedRequest } from '../query';
import { useEmit } from '../widget-context';
import { DAY_RANGE_WIDTH, recentMonths } from './bill-format';
import { navigate, STATEMENT_CODES, STATEMENT_DETAIL_PATH } from './navigation';
import { StatementConfirm } from './StatementConfirm';
import { statementLabels as text } from './statement-labels';
import { STATEMENT_LIST_CALL } from './statements-api';

const C = text.columns;
/** How far back the 账期 filter offers months (two years of monthly statements). */
const MONTHS_OFFERED = 24;

interface Filters {
  state: StatementState | '';
  periodMonth: string;
}
const NO_FILTERS: Filters = { state: '', periodMonth: '' };
const toBody = ({ filters: { state, periodMonth }, paging }: PagedRequest<Filters>) => ({
  ...paging,
  ...setFilters({ state, periodMonth }),
});

const STATE_OPTIONS = optionsWithAll(text.states);
const monthOptions = () =>
  withAll(
    recentMonths(formatDate(new Date()), MONTHS_OFFERED).map((month) => ({ value: month, label: month })),
  );

/**
 * 结算单: the platform's monthly statements to the company (newest period first), filtered by state and
 * period; 查看明细, and 确认 of a pending statement, by permission. Takes no props: the 对账管理 page
 * embeds it beside the client bills.
 */
export function StatementList() {
  const emit = useEmit();
  const { can } = usePermissions();
  const list = usePagedQuery<Filters, StatementRow>(STATEMENT_LIST_CALL, {
    initialFilters: NO_FILTERS,
    toBody,
  });
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
      <FilterBar onSearch={list.search} onReset={list.reset} searching={list.loading}>
        <SelectFilter list={list} name="state" label={text.filters.state} options={STATE_OPTIONS} />
        <SelectFilter
          list={list}
          name="periodMonth"
          label={text.filters.periodMonth}
          options={monthOptions()}
        />
      </FilterBar>
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
