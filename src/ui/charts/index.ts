export { ChartWithTable, type ChartWithTableProps } from './ChartWithTable';
export { LazyChart, type LazyChartProps } from './LazyChart';
export type { ChartData, ChartKind, ChartSeries } from './chart-types';
