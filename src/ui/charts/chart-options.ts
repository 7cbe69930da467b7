import type { ApexOptions } from 'apexcharts';
import type { ChartData, ChartPalette } from './chart-types';

/**
 * The apexcharts options for our charts: plain and quiet (no toolbar, zoom, data labels or animation), the
 * caller's formatter on the axis and in the tooltip, theme colours. apexcharts' own accessibility layer is
 * off because the chart is decoration for sighted users: the table beside it is what assistive technology
 * reads (see ChartWithTable), so nothing inside the aria-hidden chart may take focus.
 */
export function chartOptionsOf(data: ChartData, palette: ChartPalette): ApexOptions {
  const label = { colors: palette.textSecondary, fontFamily: palette.fontFamily, fontSize: '12px' };
  return {
    chart: {
      type: data.kind,
      fontFamily: palette.fontFamily,
      foreColor: palette.text,
      toolbar: { show: false },
      zoom: { enabled: false },
      animations: { enabled: false },
      accessibility: { enabled: false },
      parentHeightOffset: 0,
    },
    colors: [...palette.series],
    dataLabels: { enabled: false },
    legend: { position: 'top', horizontalAlign: 'left', fontSize: '12px', labels: { colors: palette.text } },
    grid: { borderColor: palette.grid, strokeDashArray: 3 },
    plotOptions: { bar: { columnWidth: '60%', borderRadius: 2 } },
    stroke: data.kind === 'line' ? { width: 2, curve: 'straight' } : { show: false },
    markers: { size: data.kind === 'line' ? 3 : 0 },
    xaxis: {
      categories: [...data.categories],
      labels: { style: label },
      axisBorder: { color: palette.grid },
      axisTicks: { color: palette.grid },
    },
    yaxis: { labels: { style: label, formatter: (value) => data.format(value) } },
    // One tooltip per category listing every series, as the table row does.
    tooltip: { shared: true, intersect: false, y: { formatter: (value) => data.format(value) } },
  };
}

/** The series in apexcharts' shape (it wants mutable arrays). */
export function apexSeriesOf(data: ChartData): ApexOptions['series'] {
  return data.series.map((series) => ({ name: series.name, data: [...series.values] }));
}
