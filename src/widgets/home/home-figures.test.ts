import { describe, expect, it } from 'vitest';
import type { ChartStatistics } from '../../contract/reports';
import {
  colourOf,
  colourSteps,
  dotRadius,
  flowChart,
  flowSummary,
  trendChart,
  trendSummary,
} from './home-figures';

const flows = (values: number[]) => ({
  inbound: values,
  outbound: values.map((v) => v / 2),
  circulationOut: [1, 0, 0],
  circulationIn: [0, 2, 0],
  returns: [3, 0, 1],
  deductions: [0, 0, 5],
});
const stats: ChartStatistics = {
  period: { granularity: 'month', startDate: '2026-09-15', endDate: '2026-11-24' },
  buckets: ['2026-09-15', '2026-10-01', '2026-11-01'],
  trend: [
    { trayTypeCode: 'A', trayTypeName: '川字型 1210', onHand: [100, 300, 250] },
    { trayTypeCode: 'B', trayTypeName: '田字型 1111', onHand: [20, 40, 10] },
  ],
  flows: flows([40, 80, 20]),
  warehouses: [],
  totals: {
    averageBalance: 0,
    issues: 0,
    transfers: 0,
    outbound: 0,
    deductions: 0,
    cycleTime: null,
    dwellDays: null,
    lossRatePercent: null,
  },
};

describe('chart data and summaries', () => {
  it('draws a line per tray type over the months, named with the unit', () => {
    const chart = trendChart(stats);
    expect(chart.categories).toEqual(['2026-09', '2026-10', '2026-11']);
    expect(chart.series.map((s) => s.name)).toEqual(['川字型 1210（片）', '田字型 1111（片）']);
    expect(chart.series[1]!.values).toEqual([20, 40, 10]);
    expect(chart.format(12345)).toBe('12,345');
  });

  it('pairs the flows per chart', () => {
    expect(flowChart(stats, 'flows').series.map((s) => [s.name, s.values])).toEqual([
      ['入库（片）', [40, 80, 20]],
      ['出库（片）', [20, 40, 10]],
    ]);
    expect(flowChart(stats, 'returns').series.map((s) => s.name)).toEqual(['归还（片）', '扣减（片）']);
  });

  it('sums the tray types for the trend sentence and names the peak bucket', () => {
    expect(trendSummary(stats, '近 3 个月')).toBe(
      '近 3 个月在库量从 120 片变为 260 片，最高 340 片（2026-10）',
    );
    expect(flowSummary(stats, 'flows', '本期')).toBe('本期共入库 140 片，出库 70 片');
    expect(flowSummary(stats, 'circulation', '本期')).toBe('本期流转发出 1 片，收到 2 片');
    expect(trendSummary({ ...stats, trend: [] }, '本期')).toBe('所选区间内暂无数据');
  });
});

describe('map steps', () => {
  it('cuts the largest on hand into round steps, darker for more', () => {
    const steps = colourSteps(1850, '#f00');
    expect(steps.map((s) => [s.from, s.to])).toEqual([
      [1, 500],
      [501, 1000],
      [1001, 1500],
      [1501, 2000],
    ]);
    expect(colourOf(0, steps)).toBeNull();
    expect(colourOf(500, steps)).toBe('color-mix(in srgb, #f00 20%, white)');
    expect(colourOf(1850, steps)).toBe('color-mix(in srgb, #f00 80%, white)');
    expect(colourSteps(0, '#f00')).toEqual([]);
    expect(colourSteps(3, '#f00').map((s) => s.to)).toEqual([1, 2, 3]);
  });

  it('sizes city dots by area between 4 and 16 px', () => {
    expect(dotRadius(0, 100)).toBe(4);
    expect(dotRadius(100, 100)).toBe(16);
    expect(dotRadius(25, 100)).toBe(10);
  });
});
