import styled from 'styled-components';
import { useId } from 'react';
import type { LedgerEntryRow, StockSummary, StockSummaryQuery } from '../../contract/stock';
import { formatDateTime, formatTrayType, usePermissions } from '../../core';
import { Button, Card, Loading, Table, vars, type TableColumn, LoadError } from '../../ui';
import type { PropsOf } from '../declare-widget';
import { useApiQuery } from '../query';
import { useEmit } from '../widget-context';
import { STOCK_SUMMARY_PATH } from './api';
import { BoardTotals } from './BoardTotals';
import type { stockBoardWidget } from './declaration';
import { stockLabels } from './labels';
import { navigate, STOCK_PATHS } from './navigation';
import { formatDelta, kindLabel, OWN_CODES, useActionDialog } from '../balances';

export type StockBoardProps = PropsOf<typeof stockBoardWidget>;

const Heading = styled.h2`
  margin: 0;
  font-size: ${vars.fontSizeLg};
  font-weight: 600;
`;

const SubHeading = styled.h3`
  margin: ${vars.spaceLg} 0 ${vars.spaceSm};
  font-size: ${vars.fontSizeMd};
  font-weight: 600;
`;

const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.spaceMd};
  margin-bottom: ${vars.spaceLg};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.spaceSm};
`;

const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(320px, 1fr));
  column-gap: ${vars.spaceXl};
`;

const Overdue = styled.p<{ $warn: boolean }>`
  display: flex;
  align-items: center;
  gap: ${vars.spaceSm};
  margin: ${vars.spaceMd} 0 0;
  color: ${(p) => (p.$warn ? vars.colorDanger : vars.colorTextSecondary)};
`;

type Balance = { onHand: number; available: number; inTransit: number; awaitingSignature: number };
const quantityColumns = <Row extends Balance>(): TableColumn<Row>[] =>
  (['onHand', 'available', 'inTransit', 'awaitingSignature'] as const).map((key) => ({
    key,
    title: stockLabels.totals[key],
    align: 'right',
    width: 88,
  }));

const warehouseColumns = (): TableColumn<StockSummary['byWarehouse'][number]>[] => [
  { key: 'warehouseName', title: stockLabels.columns.warehouse },
  ...quantityColumns(),
];
const trayTypeColumns = (): TableColumn<StockSummary['byTrayType'][number]>[] => [
  {
    key: 'trayType',
    title: stockLabels.columns.trayType,
    render: (row) => formatTrayType(row),
  },
  ...quantityColumns(),
];

/**
 * <yp-stock-board>: the stock overview a host ERP page embeds — totals, balances per warehouse and per
 * tray type, recent movements, overdue risk and the quick actions the user's permissions allow.
 */
export function StockBoard({ warehouseId, trayTypeCode }: StockBoardProps) {
  const emit = useEmit();
  const { can } = usePermissions();
  const titleId = useId();
  const filters = { warehouseId: warehouseId || undefined, trayTypeCode: trayTypeCode || undefined };
  const query: StockSummaryQuery = filters;
  const { data: summary, loading, error, reload } = useApiQuery<StockSummary>(STOCK_SUMMARY_PATH, query);
  const actions = useActionDialog(filters);

  const openDetail = ({ warehouseId, trayTypeCode }: { warehouseId: string; trayTypeCode: string }) =>
    navigate(emit, STOCK_PATHS.ownStockDetail, { warehouseId, trayTypeCode });

  const movementColumns: TableColumn<LedgerEntryRow>[] = [
    {
      key: 'createdAt',
      title: stockLabels.columns.time,
      render: (row) => formatDateTime(row.createdAt),
      width: 170,
    },
    { key: 'kind', title: stockLabels.columns.kind, render: (row) => kindLabel(row.kind) },
    { key: 'warehouseName', title: stockLabels.columns.warehouse },
    { key: 'trayTypeCode', title: stockLabels.columns.trayType },
    {
      key: 'delta',
      title: stockLabels.columns.delta,
      align: 'right',
      render: (row) => formatDelta(row.delta),
    },
    ...(can(OWN_CODES.checkDetail)
      ? [
          {
            key: 'actions',
            title: stockLabels.columns.actions,
            render: (row: LedgerEntryRow) => (
              <Button variant="link" size="small" onClick={() => openDetail(row)}>
                {stockLabels.buttons.checkDetail}
              </Button>
            ),
          },
        ]
      : []),
  ];

  const quickActions = (
    <Actions>
      {can(OWN_CODES.transferOut) && (
        <Button onClick={() => actions.open('transferOut')}>{stockLabels.buttons.transferOut}</Button>
      )}
      {can(OWN_CODES.saleOut) && (
        <Button onClick={() => actions.open('saleOut')}>{stockLabels.buttons.saleOut}</Button>
      )}
      {can(OWN_CODES.applyRecycling) && (
        <Button onClick={() => actions.open('applyRecycling')}>{stockLabels.buttons.applyRecycling}</Button>
      )}
      {can(OWN_CODES.checkDetail) && filters.warehouseId && filters.trayTypeCode && (
        <Button
          variant="primary"
          onClick={() =>
            openDetail({ warehouseId: filters.warehouseId!, trayTypeCode: filters.trayTypeCode! })
          }
        >
          {stockLabels.buttons.checkDetail}
        </Button>
      )}
    </Actions>
  );

  return (
    <Card aria-labelledby={titleId}>
      <Top>
        <Heading id={titleId}>{stockLabels.board.title}</Heading>
        <div role="group" aria-label={stockLabels.board.quickActions}>
          {quickActions}
        </div>
      </Top>
      {error ? (
        <LoadError message={error} onRetry={reload} />
      ) : !summary ? (
        <Loading />
      ) : (
        <div aria-busy={loading || undefined}>
          <BoardTotals summary={summary} />
          <Overdue $warn={summary.overdueRisk > 0}>
            {summary.overdueRisk > 0
              ? stockLabels.board.overdueWarning(summary.overdueRisk)
              : stockLabels.board.noOverdue}
            {summary.overdueRisk > 0 && (
              <Button variant="link" size="small" onClick={() => navigate(emit, STOCK_PATHS.customer)}>
                {stockLabels.buttons.check}
              </Button>
            )}
          </Overdue>
          <Columns>
            <div>
              <SubHeading>{stockLabels.board.byWarehouse}</SubHeading>
              <Table
                caption={stockLabels.captions.byWarehouse}
                columns={warehouseColumns()}
                rows={summary.byWarehouse}
                rowKey="warehouseId"
                emptyText={stockLabels.empty}
              />
            </div>
            <div>
              <SubHeading>{stockLabels.board.byTrayType}</SubHeading>
              <Table
                caption={stockLabels.captions.byTrayType}
                columns={trayTypeColumns()}
                rows={summary.byTrayType}
                rowKey="trayTypeCode"
                emptyText={stockLabels.empty}
              />
            </div>
          </Columns>
          <SubHeading>{stockLabels.board.recentMovements}</SubHeading>
          <Table
            caption={stockLabels.captions.movements}
            columns={movementColumns}
            rows={summary.recentMovements}
            rowKey="id"
            emptyText={stockLabels.board.noMovements}
          />
        </div>
      )}
      {actions.dialog}
    </Card>
  );
}
