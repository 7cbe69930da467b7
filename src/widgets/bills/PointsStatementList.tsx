import { useState } from 'react';
import { formatDayRange } from '../../contract/bill-format';
import type { PointsStatementRow, PointsStatementState } from '../../contract/points';
import { usePermissions } from '../../core';
import { Card, PageHeader, PagedTable, RowActionButton, RowActions, type TableColumn } from '../../ui';
import { ListExportButtons } from '../ListExportButtons';
import { DAY_RANGE_WIDTH } from './column-widths';
import { periodFiltersOf, PeriodStateFilters, usePeriodList } from './period-filters';
import { POINTS_STATEMENT_LIST_CALL } from './points-api';
import { POINTS_CODES, pointsLabels as text } from './points-labels';
import { PointsDecisions } from './PointsDecisions';
import { PointsStatementDetail } from './PointsStatementDetail';

const C = text.columns;

/**
 * 上游积分对账单: the company's points statements, newest period first, filtered by state and period;
 * 明细 (its items, shown in place: the area has no page of its own for it), 确认 / 驳回 of a pending one
 * and the list's export, each by permission.
 */
export function PointsStatementList() {
  const { can } = usePermissions();
  const [open, setOpen] = useState<PointsStatementRow | null>(null);
  const list = usePeriodList<PointsStatementState, PointsStatementRow>(POINTS_STATEMENT_LIST_CALL);
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
            filters={periodFiltersOf(list.applied)}
            label={text.exportList}
            code={POINTS_CODES.export}
          />
        }
      />
      <PeriodStateFilters list={list} states={text.states} labels={text.filters} />
      <PagedTable list={list} caption={text.caption} columns={columns} rowKey="id" emptyText={text.empty} />
    </Card>
  );
}
