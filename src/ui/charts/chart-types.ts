/** What an area hands the UI kit to draw: one or more series over the same categories (e.g. months). */
export type ChartKind = 'bar' | 'line';

export interface ChartSeries {
  /** Shown in the legend and as the table's column header, e.g. 租金. */
  name: string;
  /** One value per category, in the unit `format` understands (fen for money). */
  values: readonly number[];
}

export interface ChartData {
  kind: ChartKind;
  /** The x axis and the table's first column, e.g. 2026-01 … 2026-12. */
  categories: readonly string[];
  series: readonly ChartSeries[];
  /** How a value is shown on the axis, in the tooltip and in the table, e.g. fen → formatYuan. */
  format: (value: number) => string;
}

/** The concrete colours and font a chart is drawn with, read from the theme tokens where it renders. */
export interface ChartPalette {
  series: readonly string[];
  text: string;
  textSecondary: string;
  grid: string;
  fontFamily: string;
}
