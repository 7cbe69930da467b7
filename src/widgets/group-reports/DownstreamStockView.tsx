import type { Page } from '../../contract/envelope';
import type { ChartStatistics, Granularity, StockInfoRow } from '../../contract/reports';
import { formatTrayType } from '../../core';
import { FigureTiles, HeadlineTile, PageHeader, Stack, TitledCard } from '../../ui';
import { useApiQuery } from '../query';
import { CHART_STATISTICS_CALL } from './api';
import { DOWNSTREAM_AREA } from './areas';
import { useHeldStockActions } from './HeldStockActions';
import { downstream, figures, trend } from './labels';
import { pallets } from './figures-format';
import { Loaded } from './Loaded';
import { PeriodBar, usePeriod } from './PeriodBar';
import { trendChart, trendSummary } from './report-figures';
import { ReportChart } from './ReportChart';
import { stockInfoQuery } from './StockInfoTable';
import { StockList } from './StockList';

const text = downstream.stock;

const tileOf = (row: StockInfoRow) => ({
  title: formatTrayType(row),
  headline: pallets(row.onHand),
  detail: `${figures.available} ${pallets(row.available)} · ${figures.inTransit} ${pallets(row.inTransit)} · ${figures.awaitingSignature} ${pallets(row.awaitingSignature)}`,
});

/**
 * 库存管理 of a downstream customer: its stock per tray type, its on-hand trend and its stock list, whose
 * rows it acts on (ledger, transfer, circulate onward, return).
 */
export function DownstreamStockView({ granularity }: { granularity?: Granularity }) {
  const info = useApiQuery<Page<StockInfoRow>>(DOWNSTREAM_AREA.paths.stockInfo, stockInfoQuery());
  const period = usePeriod(granularity);
  const held = useHeldStockActions();
  const statistics = useApiQuery<ChartStatistics>(CHART_STATISTICS_CALL, period.period, {
    keepPrevious: true,
  });
  return (
    <Stack aria-label={text.title}>
      <PageHeader title={text.title} />
      <Loaded state={info}>
        {(page) => (
          <TitledCard title={text.tiles}>
            <FigureTiles>
              {page.list.map((row) => (
                <HeadlineTile key={row.trayTypeCode} {...tileOf(row)} />
              ))}
            </FigureTiles>
          </TitledCard>
        )}
      </Loaded>
      <PeriodBar period={period} />
      <Loaded state={statistics}>
        {(answer) => (
          <ReportChart
            title={text.trend}
            answer={answer}
            chartOf={trendChart}
            summaryOf={trendSummary}
            categoryTitle={trend.bucket}
          />
        )}
      </Loaded>
      <StockList area={DOWNSTREAM_AREA} caption={text.stockCaption} rowActions={held.rowActions} />
      {held.dialogs}
    </Stack>
  );
}
