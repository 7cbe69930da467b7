/**
 * The pure part of the home views: the charts' data and their one-sentence summaries, and the map's
 * colour steps. Every figure comes from an answer of the server; nothing here invents one.
 */
import {
  type ChartStatistics,
  type Granularity,
  type MapArea,
  type ReportPeriod,
} from '../../contract/reports';
import { formatCount, formatDate, formatMonth } from '../../core';
import type { ChartData } from '../../ui/charts';
import { homeLabels } from './labels';

const text = homeLabels;
const pallets = (value: number) => text.pallets(value);
const named = (label: string) => text.chart.seriesInPallets(label);

/** A bucket as the x axis names it: 2026-09 / Sep 2026 for a month, the first day otherwise. */
export const bucketLabel = (start: string, granularity: Granularity) =>
  granularity === 'month' ? formatMonth(start) : formatDate(start);

const categoriesOf = (stats: ChartStatistics) =>
  stats.buckets.map((start) => bucketLabel(start, stats.period.granularity));

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/** 在库趋势: one line per tray type. */
export function trendChart(stats: ChartStatistics): ChartData {
  return {
    kind: 'line',
    categories: categoriesOf(stats),
    series: stats.trend.map((line) => ({ name: named(line.trayTypeName), values: line.onHand })),
    format: formatCount,
  };
}

type FlowKey = keyof ChartStatistics['flows'];
const FLOW_PAIRS = {
  flows: ['inbound', 'outbound'],
  circulation: ['circulationOut', 'circulationIn'],
  returns: ['returns', 'deductions'],
} as const satisfies Record<string, readonly [FlowKey, FlowKey]>;
export type FlowChart = keyof typeof FLOW_PAIRS;

/** 出入库, 流转 or 归还与扣减: two bars per bucket. */
export function flowChart(stats: ChartStatistics, chart: FlowChart): ChartData {
  return {
    kind: 'bar',
    categories: categoriesOf(stats),
    series: FLOW_PAIRS[chart].map((key) => ({ name: named(text.chart[key]), values: stats.flows[key] })),
    format: formatCount,
  };
}

/** The on hand of all tray types together, per bucket. */
function totalOnHand(stats: ChartStatistics): number[] {
  return stats.buckets.map((_, index) => sum(stats.trend.map((line) => line.onHand[index] ?? 0)));
}

/** How a summary names the period: 近 30 天 on the board, the dates on 数据图表. */
export type PeriodName = string;
export const periodName = (period: ReportPeriod): PeriodName =>
  text.summary.period(formatDate(period.startDate), formatDate(period.endDate));

/** E.g. 近 30 天在库量从 1,200 片变为 1,850 片，最高 2,010 片（2026-09）. */
export function trendSummary(stats: ChartStatistics, name: PeriodName): string {
  const totals = totalOnHand(stats);
  if (totals.length === 0 || stats.trend.length === 0) return text.chart.empty;
  const peak = Math.max(...totals);
  const at = categoriesOf(stats)[totals.indexOf(peak)] ?? '';
  return text.summary.trend(name, pallets(totals[0]!), pallets(totals.at(-1)!), pallets(peak), at);
}

/** E.g. 2026-01-01 至 2026-11-24 共入库 3,200 片，出库 2,900 片. */
export function flowSummary(stats: ChartStatistics, chart: FlowChart, name: PeriodName): string {
  if (stats.buckets.length === 0) return text.chart.empty;
  const [first, second] = FLOW_PAIRS[chart].map((key) => pallets(sum(stats.flows[key])));
  const sentence = {
    flows: text.summary.flows,
    circulation: text.summary.circulation,
    returns: text.summary.returns,
  };
  return sentence[chart](name, first!, second!);
}

// ── the map ──────────────────────────────────────────────────────────────────────────────────────────

export interface ColourStep {
  from: number;
  to: number;
  /** A CSS colour: the theme's primary mixed with white, lighter for fewer pallets. */
  colour: string;
}

const STEPS = 5;
/** The smallest 1, 2 or 5 × 10ⁿ at least `value`. */
function niceCeil(value: number): number {
  const power = 10 ** Math.floor(Math.log10(value));
  return ([1, 2, 5, 10].find((factor) => factor * power >= value) ?? 10) * power;
}

/** The legend's colour steps for the largest on hand (none when nothing is on hand). */
export function colourSteps(max: number, primary: string): ColourStep[] {
  if (max <= 0) return [];
  const size = Math.max(1, niceCeil(max / STEPS));
  return Array.from({ length: STEPS }, (_, step) => ({
    from: step * size + 1,
    to: (step + 1) * size,
    colour: `color-mix(in srgb, ${primary} ${20 + step * 20}%, white)`,
  })).filter((step) => step.from <= max);
}

/** The colour of an on hand (null for none: the province stays white). */
export function colourOf(onHand: number, steps: readonly ColourStep[]): string | null {
  if (onHand <= 0) return null;
  return (steps.find((step) => onHand <= step.to) ?? steps.at(-1))?.colour ?? null;
}

/** A city dot's radius in screen pixels: its area in proportion to its on hand, 4 to 16 px. */
export const dotRadius = (onHand: number, max: number) =>
  max <= 0 ? 4 : 4 + 12 * Math.sqrt(Math.max(onHand, 0) / max);

/** Areas with stock, most first. */
export const stockedAreas = (areas: readonly MapArea[]) =>
  areas.filter((area) => area.onHand > 0).sort((a, b) => b.onHand - a.onHand);
