import { formatDayRange } from '../../contract/bill-format';
import type { PointsStatementItemRow, PointsStatementRow } from '../../contract/points';
import { formatDate, formatTrayType } from '../../core';
import {
  Button,
  Card,
  Details,
  PageHeader,
  PagedTable,
  Stack,
  type TableColumn,
  punctuationLabels,
} from '../../ui';
import { ListExportButtons } from '../ListExportButtons';
import { ListUrlStateProvider, usePagedQuery, type PagedRequest } from '../query';
import { POINTS_ITEM_LIST_CALL } from './points-api';
import { POINTS_CODES, pointsLabels as text } from './points-labels';

const C = text.columns;

const pointsItemColumns = (): TableColumn<PointsStatementItemRow>[] => [
  { key: 'lineNo', title: C.lineNo, align: 'right' },
  { key: 'day', title: C.day, render: (row) => formatDate(row.day) },
  { key: 'documentNo', title: C.documentNo },
  { key: 'ledgerKind', title: C.ledgerKind, render: (row) => text.ledgerKinds[row.ledgerKind] },
  { key: 'warehouse', title: C.warehouse, maxWidth: 200, render: (row) => row.warehouseName },
  { key: 'trayType', title: C.trayType, render: (row) => formatTrayType(row) },
  { key: 'rule', title: C.rule, render: (row) => text.rules[row.rule] },
  { key: 'pallets', title: C.pallets, align: 'right', render: (row) => String(row.pallets) },
  {
    key: 'pointsPerPallet',
    title: C.pointsPerPallet,
    align: 'right',
    render: (row) => String(row.pointsPerPallet),
  },
  { key: 'points', title: C.points, align: 'right', render: (row) => String(row.points) },
];

/** The items list has no filters of its own: the statement is its one condition. */
type NoFilters = Record<string, never>;
const NO_FILTERS: NoFilters = {};

/** The statement's figures, when the view was opened from the list (the standalone view has only the id). */
function StatementFacts({ statement }: { statement: PointsStatementRow }) {
  const F = text.facts;
  return (
    <Card aria-label={F.statementNo}>
      <Details
        items={[
          [F.statementNo, statement.statementNo],
          [F.period, formatDayRange(statement.periodStart, statement.periodEnd)],
          [F.itemsPoints, String(statement.itemsPoints)],
          [
            F.totalPoints,
            statement.itemsPoints < 0
              ? punctuationLabels.withNote(String(statement.totalPoints), F.floorNote)
              : String(statement.totalPoints),
          ],
          [F.state, text.states[statement.state]],
          ...(statement.rejectReason ? [[F.rejectReason, statement.rejectReason] as const] : []),
        ]}
      />
    </Card>
  );
}

/**
 * 积分对账单明细: a statement's items, each a ledger entry (its day, document, kind, warehouse and tray
 * type) with the rule it met and its points; their export with 积分账单-导出.
 */
export function PointsStatementDetail(props: {
  statementId?: string;
  statement?: PointsStatementRow;
  onBack?: () => void;
}) {
  // Opened in place of the statement list: the list's page and filters own the URL, not the items'.
  return (
    <ListUrlStateProvider enabled={false}>
      <StatementItems {...props} />
    </ListUrlStateProvider>
  );
}

function StatementItems({
  statementId,
  statement,
  onBack,
}: {
  statementId?: string;
  statement?: PointsStatementRow;
  onBack?: () => void;
}) {
  const id = statement?.id ?? statementId ?? '';
  const list = usePagedQuery<NoFilters, PointsStatementItemRow>(POINTS_ITEM_LIST_CALL, {
    initialFilters: NO_FILTERS,
    toBody: ({ paging }: PagedRequest<NoFilters>) => ({ ...paging, id }),
  });
  return (
    <Stack aria-label={text.detailTitle}>
      <PageHeader
        title={text.detailTitle}
        actions={
          <>
            <ListExportButtons
              listPath={POINTS_ITEM_LIST_CALL}
              filters={{ id }}
              label={text.exportItems}
              code={POINTS_CODES.export}
            />
            {onBack && <Button onClick={onBack}>{text.back}</Button>}
          </>
        }
      />
      {statement && <StatementFacts statement={statement} />}
      <Card aria-label={text.itemsCaption}>
        <PagedTable
          list={list}
          caption={text.itemsCaption}
          columns={pointsItemColumns()}
          rowKey={(row) => `${row.lineNo}`}
          emptyText={text.noItems}
        />
      </Card>
    </Stack>
  );
}
