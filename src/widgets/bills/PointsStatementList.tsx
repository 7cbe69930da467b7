import { useState } from 'react';
import { formatDayRange } from '../../contract/bill-format';
import type { PointsStatementRow, PointsStatementState } from '../../contract/points';
import { formatDate, usePermissions } from '../../core';
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
import { ListExportButtons } from '../ListExportButtons';
import { usePagedQuery, type PagedRequest } from '../query';
import { DAY_RANGE_WIDTH, recentMonths } from './bill-format';
import { POINTS_STATEMENT_LIST_CALL } from './points-api';
import { POINTS_CODES, pointsLabels as text } from './points-labels';
import { PointsDecisions } from './PointsDecisions';
import { PointsStatementDetail } from './PointsStatementDetail';

const C = text.columns;
/** How far back the 账期 filter offers months (two years of monthly statements). */
const MONTHS_OFFERED = 24;

interface Filters {
  state: PointsStatementState | '';
  periodMonth: string;
}
const NO_FILTERS: Filters = { state: '', periodMonth: '' };
const filtersOf = ({ state, periodMonth }: Filters) => setFilters({ state, periodMonth });
const toBody = ({ filters, paging }: PagedRequest<Filters>) => ({ ...paging, ...filtersOf(filters) });

const STATE_OPTIONS = optionsWithAll(text.states);
const monthOptions = () =>
  withAll(
    recentMonths(formatDate(new Date()), MONTHS_OFFERED).map((month) => ({ value: month, label: month })),
  );

/**
 * 上游积分对账单: the company's points statements, newest period first, filtered by state and period;
 * 明细 (its items, shown in place: the area has no page of its own for it), 确认 / 驳回 of a pending one
 * and the list's export, each by permission.
 */
export function PointsStatementList() {
  const { can } = usePermissions();
  const [open, setOpen] = useState<PointsStatementRow | null>(null);
  const list = usePagedQuery<Filters, PointsStatementRow>(POINTS_STATEMENT_LIST_CALL, {
    initialFilters: NO_FILTERS,
    toBody,
  });
  if (open) return <PointsStatementDetail statement={open} onBack={() => setOpen(null)} />;
  const canView = can(POINTS_CODES.detail);
  const canDecide = can(POINTS_CODES.audit);
  const columns: TableColumn<PointsStatementRow>[] = [
    { key: 'statementNo', title: C.statementNo },
    {
      key: 'period',
      title: C.period,
      maxWidth: DAY_RANGE_WIDTH,
      render: (row) => formatDayRange(row.periodStart, row.periodEnd),
    },
    { key: 'itemsPoints', title: C.itemsPoints, align: 'right', render: (row) => String(row.itemsPoints) },
    { key: 'totalPoints', title: C.totalPoints, align: 'right', render: (row) => String(row.totalPoints) },
    { key: 'state', title: C.state, render: (row) => text.states[row.state] },
    ...(canView || canDecide
      ? [
          {
            key: 'actions',
            title: C.actions,
            render: (row: PointsStatementRow) => (
              <RowActions>
                {canView && (
                  <RowActionButton
                    label={text.viewDetail}
                    subject={row.statementNo}
                    onClick={() => setOpen(row)}
                  />
                )}
                <PointsDecisions statement={row} />
              </RowActions>
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
          <ListExportButtons
            listPath={POINTS_STATEMENT_LIST_CALL}
            filters={filtersOf(list.applied)}
            label={text.exportList}
            code={POINTS_CODES.export}
          />
        }
      />
      <FilterBar onSearch={list.search} onReset={list.reset} searching={list.loading}>
        <SelectFilter list={list} name="state" label={text.filters.state} options={STATE_OPTIONS} />
        <SelectFilter
          list={list}
          name="periodMonth"
          label={text.filters.periodMonth}
          options={monthOptions()}
        />
      </FilterBar>
      <PagedTable list={list} caption={text.caption} columns={columns} rowKey="id" emptyText={text.empty} />
    </Card>
  );
}
