import { describe, expect, it } from 'vitest';
import { formatYuan } from '../../contract/money';
import { apexSeriesOf, chartOptionsOf } from './chart-options';
import type { ChartData, ChartPalette } from './chart-types';

const palette: ChartPalette = {
  series: ['#f5821f', '#8c8c8c'],
  text: '#262626',
  textSecondary: '#595959',
  grid: '#d9d9d9',
  fontFamily: 'sans-serif',
};
const data: ChartData = {
  kind: 'bar',
  categories: ['2026-10', '2026-11'],
  series: [
    { name: '租金（元）', values: [241288000, 165542] },
    { name: '超期费用（元）', values: [6430, 0] },
  ],
  format: formatYuan,
};

describe('chartOptionsOf', () => {
  it("shows values through the caller's formatter on the axis and in the tooltip", () => {
    const options = chartOptionsOf(data, palette);
    type Formatted = { formatter: (value: number) => string };
    expect((options.yaxis as { labels: Formatted }).labels.formatter(241288000)).toBe('2,412,880.00');
    expect((options.tooltip!.y as Formatted).formatter(6430)).toBe('64.30');
  });

  it('draws in the theme colours, over the categories, without toolbar or focusable parts', () => {
    const options = chartOptionsOf(data, palette);
    expect(options.colors).toEqual(['#f5821f', '#8c8c8c']);
    expect(options.xaxis!.categories).toEqual(['2026-10', '2026-11']);
    expect(options.chart!.toolbar!.show).toBe(false);
    expect(options.chart!.accessibility!.enabled).toBe(false);
  });

  it('hands apexcharts every series by name, values unchanged', () => {
    expect(apexSeriesOf(data)).toEqual([
      { name: '租金（元）', data: [241288000, 165542] },
      { name: '超期费用（元）', data: [6430, 0] },
    ]);
  });
});
