import { useMemo, useState } from 'react';
import styled from 'styled-components';
import type { ChartQuery, ChartStatistics, ReportPeriod } from '../../contract/reports';
import { shanghaiDate } from '../../core';
import {
  Card,
  Empty,
  Field,
  FilterBar,
  Loading,
  LoadError,
  PageHeader,
  Select,
  Stack,
  vars,
  withAll,
} from '../../ui';
import { ChartWithTable } from '../../ui/charts';
import { useApiQuery } from '../query';
import { useMyWarehouseOptions, useTrayTypeOptions } from '../use-lookups';
import { CHART_CALL } from './api';
import { flowChart, flowSummary, periodName, trendChart, trendSummary, type FlowChart } from './home-figures';
import { homeLabels } from './labels';
import { StockMap } from './StockMap';
import { PeriodFilter } from '../PeriodFilter';
import { reportLabels } from '../report-labels';
import { defaultPeriod, periodError } from '../report-period';
import { TurnoverTable } from '../TurnoverTable';

const text = homeLabels.chart;

interface Filters extends ReportPeriod {
  trayTypeCode: string;
  warehouseId: string;
}

/** The body of getChartStatistics: the period, and a narrowing only where one is chosen. */
const toQuery = ({ trayTypeCode, warehouseId, ...period }: Filters): ChartQuery => ({
  ...period,
  ...(trayTypeCode ? { trayTypeCode } : {}),
  ...(warehouseId ? { warehouseId } : {}),
});

const Charts = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(520px, 1fr));
  gap: ${vars.spaceLg};
`;

const Hint = styled.p`
  margin: 0 0 ${vars.spaceMd};
  color: ${vars.colorTextSecondary};
  font-size: ${vars.fontSizeSm};
`;

const flowCharts = (): readonly { chart: FlowChart; title: string }[] => [
  { chart: 'flows', title: text.flowTitle },
  { chart: 'circulation', title: text.circulationTitle },
  { chart: 'returns', title: text.returnsTitle },
];

function StatisticsCharts({ stats }: { stats: ChartStatistics }) {
  const name = periodName(stats.period);
  const charts = useMemo(
    () => [
      { key: 'trend', title: text.trendTitle, data: trendChart(stats), summary: trendSummary(stats, name) },
      ...flowCharts().map(({ chart, title }) => ({
        key: chart,
        title,
        data: flowChart(stats, chart),
        summary: flowSummary(stats, chart, name),
      })),
    ],
    [stats, name],
  );
  if (stats.buckets.length === 0 || stats.trend.length === 0) return <Empty text={text.empty} />;
  return (
    <>
      <Charts>
        {charts.map((chart) => (
          <Card key={chart.key}>
            <ChartWithTable
              title={chart.title}
              data={chart.data}
              categoryTitle={text.bucket}
              summary={chart.summary}
              table="hidden"
              height={260}
            />
          </Card>
        ))}
      </Charts>
      <Card>
        <PageHeader title={reportLabels.turnover.title} />
        <Hint>{text.turnoverHint}</Hint>
        <TurnoverTable rows={stats.warehouses} totals={stats.totals} />
      </Card>
    </>
  );
}

/** 数据图表: the charts of a period (by day, week or month), narrowed to a tray type or warehouse, and the map. */
export function HomeCharts() {
  const [initial] = useState<Filters>(() => ({
    ...defaultPeriod('month', shanghaiDate(Date.now())),
    trayTypeCode: '',
    warehouseId: '',
  }));
  const [draft, setDraft] = useState(initial);
  const [applied, setApplied] = useState(initial);
  const trayTypes = withAll(useTrayTypeOptions());
  const warehouses = withAll(useMyWarehouseOptions());
  const query = useMemo(() => toQuery(applied), [applied]);
  const stats = useApiQuery<ChartStatistics>(CHART_CALL, query, { keepPrevious: true });
  const edit = (patch: Partial<Filters>) => setDraft((previous) => ({ ...previous, ...patch }));
  const search = () => {
    if (!periodError(draft)) setApplied(draft);
  };
  const reset = () => {
    setDraft(initial);
    setApplied(initial);
  };
  return (
    <Stack aria-label={text.title}>
      <FilterBar onSearch={search} onReset={reset} searching={stats.loading}>
        <PeriodFilter value={draft} onChange={edit} />
        <Field label={text.trayType} layout="horizontal">
          <Select
            options={trayTypes}
            value={draft.trayTypeCode}
            onChange={(trayTypeCode) => edit({ trayTypeCode })}
          />
        </Field>
        <Field label={text.warehouse} layout="horizontal">
          <Select
            options={warehouses}
            value={draft.warehouseId}
            onChange={(warehouseId) => edit({ warehouseId })}
          />
        </Field>
      </FilterBar>
      {stats.error && <LoadError message={stats.error} onRetry={stats.reload} />}
      {!stats.data && stats.loading && <Loading />}
      {stats.data && <StatisticsCharts stats={stats.data} />}
      <StockMap />
    </Stack>
  );
}
