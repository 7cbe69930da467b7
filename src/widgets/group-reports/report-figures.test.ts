import { describe, expect, it } from 'vitest';
import type { ChartStatistics, GroupStockReport, TurnoverFigures } from '../../contract/reports';
import {
  memberFlowChart,
  memberFlowSummary,
  memberOnHandChart,
  memberOnHandSummary,
  trendChart,
  trendSummary,
} from './report-figures';

const totals: TurnoverFigures = {
  averageBalance: 0,
  issues: 0,
  transfers: 0,
  outbound: 0,
  deductions: 0,
  cycleTime: null,
  dwellDays: null,
  lossRatePercent: null,
};
const period = { granularity: 'month' as const, startDate: '2026-09-01', endDate: '2026-11-24' };
const report: GroupStockReport = {
  period,
  buckets: ['2026-09-01', '2026-10-01', '2026-11-01'],
  members: [
    {
      companyId: 'a',
      companyName: '昆山工厂',
      onHand: [1200, 2010, 1850],
      inbound: [100, 200, 50],
      outbound: [80, 90, 10],
    },
    {
      companyId: 'b',
      companyName: '无锡工厂',
      onHand: [900, 800, 950],
      inbound: [0, 0, 5],
      outbound: [10, 0, 0],
    },
  ],
  warehouses: [],
  totals,
};

describe('the group report charts', () => {
  it('draws a line per member over the buckets and says where each ends and peaks', () => {
    const chart = memberOnHandChart(report);
    expect(chart.kind).toBe('line');
    expect(chart.categories).toEqual(report.buckets);
    expect(chart.series).toEqual([
      { name: '昆山工厂', values: [1200, 2010, 1850] },
      { name: '无锡工厂', values: [900, 800, 950] },
    ]);
    expect(chart.format(1850)).toBe('1,850');
    expect(memberOnHandSummary(report)).toBe(
      '2026-09-01 至 2026-11-24 各成员期末在库：昆山工厂 1,850 片（最高 2,010 片，2026-10-01）；无锡工厂 950 片（最高 950 片，2026-11-01）',
    );
  });

  it('sums each member’s in and out over the period as bars', () => {
    const chart = memberFlowChart(report);
    expect(chart.kind).toBe('bar');
    expect(chart.categories).toEqual(['昆山工厂', '无锡工厂']);
    expect(chart.series.map((series) => series.values)).toEqual([
      [350, 5],
      [180, 10],
    ]);
    expect(memberFlowSummary(report)).toBe(
      '统计区间内各成员入库与出库：昆山工厂 入库 350 片、出库 180 片；无锡工厂 入库 5 片、出库 10 片',
    );
  });

  it('says there is no data rather than inventing figures', () => {
    const none = { ...report, members: [] };
    expect(memberOnHandSummary(none)).toBe('统计区间内暂无数据');
    expect(memberFlowSummary(none)).toBe('统计区间内暂无数据');
  });
});

describe('the stock trend of one company', () => {
  const statistics = {
    period,
    buckets: report.buckets,
    trend: [
      { trayTypeCode: '1210', trayTypeName: '川字塑料托盘', onHand: [100, 300, 200] },
      { trayTypeCode: '1311', trayTypeName: '田字网格托盘', onHand: [20, 10, 40] },
    ],
  } as ChartStatistics;

  it('draws a line per tray type and summarises the total on hand', () => {
    expect(trendChart(statistics).series.map((series) => series.name)).toEqual([
      '1210 川字塑料托盘',
      '1311 田字网格托盘',
    ]);
    expect(trendSummary(statistics)).toBe(
      '2026-09-01 至 2026-11-24 在库量从 120 片变为 240 片，最高 310 片（2026-10-01）',
    );
  });
});
