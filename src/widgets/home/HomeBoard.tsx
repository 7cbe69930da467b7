import { useMemo, useState } from 'react';
import type { ChartStatistics, HomeBoard as Board } from '../../contract/reports';
import { OVERDUE_SOON_DAYS } from '../../contract/reports';
import { LEDGER_KIND_LABELS, type LedgerEntryRow } from '../../contract/stock';
import { formatCount, formatDateTime, formatFen, formatMonth, shanghaiDate } from '../../core';
import {
  Card,
  DetailStates,
  FigureTiles,
  HeadlineTile as Tile,
  LoadError,
  PageHeader,
  Stack,
  Table,
  type TableColumn,
} from '../../ui';
import { ChartWithTable } from '../../ui/charts';
import { useApiQuery } from '../query';
import { useTrayTypeOptions } from '../use-lookups';
import { BOARD_CALL, CHART_CALL } from './api';
import { lastDaysPeriod } from '../report-period';
import { trendChart, trendSummary } from './home-figures';
import { homeLabels } from './labels';

const text = homeLabels.board;
const TREND_DAYS = 30;

const pallets = (value: number) => homeLabels.pallets(value);

function BoardTiles({ board }: { board: Board }) {
  return (
    <FigureTiles>
      <Tile
        title={text.onHand}
        headline={pallets(board.onHand)}
        detail={text.available(pallets(board.available))}
      />
      <Tile title={text.inTransit} headline={pallets(board.inTransit)} detail={text.inTransitDetail} />
      <Tile
        title={text.awaitingSignature}
        headline={pallets(board.awaitingSignature)}
        detail={text.awaitingSignatureDetail}
      />
      <Tile
        title={text.overdue}
        headline={pallets(board.overdue.now)}
        detail={text.overdueSoon(OVERDUE_SOON_DAYS, pallets(board.overdue.soon))}
      />
      <Tile
        title={text.month}
        headline={text.monthIn(pallets(board.month.inbound))}
        detail={text.monthOut(pallets(board.month.outbound), formatMonth(board.month.month))}
      />
      <Tile
        title={text.openBills}
        headline={text.openBillsCount(board.openBills.count)}
        detail={text.openBillsDue(formatFen(board.openBills.dueFen))}
      />
    </FigureTiles>
  );
}

const signed = (delta: number) => (delta > 0 ? `+${formatCount(delta)}` : formatCount(delta));

function RecentMovements({ rows }: { rows: readonly LedgerEntryRow[] }) {
  const trayTypes = useTrayTypeOptions();
  const columns = useMemo<TableColumn<LedgerEntryRow>[]>(() => {
    const trayTypeName = (code: string) => trayTypes.find((option) => option.value === code)?.label ?? code;
    return [
      { key: 'createdAt', title: text.column.time, render: (row) => formatDateTime(row.createdAt) },
      { key: 'documentNo', title: text.column.documentNo },
      { key: 'kind', title: text.column.kind, render: (row) => LEDGER_KIND_LABELS[row.kind] },
      { key: 'warehouseName', title: text.column.warehouse },
      { key: 'trayTypeCode', title: text.column.trayType, render: (row) => trayTypeName(row.trayTypeCode) },
      { key: 'delta', title: text.column.quantity, align: 'right', render: (row) => signed(row.delta) },
    ];
  }, [trayTypes]);
  return (
    <Card>
      <PageHeader title={text.recent} />
      <Table caption={text.recent} columns={columns} rows={rows} rowKey="id" emptyText={text.recentEmpty} />
    </Card>
  );
}

function Trend({ stats }: { stats: ChartStatistics }) {
  const chart = useMemo(() => trendChart(stats), [stats]);
  const summary = useMemo(() => trendSummary(stats, homeLabels.summary.lastDays(TREND_DAYS)), [stats]);
  return (
    <Card>
      <ChartWithTable
        title={text.trendTitle}
        data={chart}
        categoryTitle={homeLabels.chart.bucket}
        summary={summary}
        table="hidden"
        height={220}
      />
    </Card>
  );
}

/** 首页看板: the company's stock now, this month, open bills, the newest movements and a 30-day trend. */
export function HomeBoard() {
  const [trendPeriod] = useState(() => lastDaysPeriod(shanghaiDate(Date.now()), TREND_DAYS));
  const board = useApiQuery<Board>(BOARD_CALL, {});
  const trend = useApiQuery<ChartStatistics>(CHART_CALL, trendPeriod);
  return (
    <Stack aria-label={text.title}>
      <DetailStates state={board} notFoundText={homeLabels.chart.empty} back={null}>
        {(figures) => (
          <>
            <BoardTiles board={figures} />
            {trend.error && <LoadError message={trend.error} onRetry={trend.reload} />}
            {trend.data && <Trend stats={trend.data} />}
            <RecentMovements rows={figures.recentMovements} />
          </>
        )}
      </DetailStates>
    </Stack>
  );
}
