/**
 * What the report views draw, from the answers of the report calls: the chart data (the same numbers go in
 * the chart's table twin) and the one-sentence summary under each chart's title. Pure, unit tested.
 */
import type { ChartStatistics, GroupStockReport, MemberSeries } from '../../contract/reports';
import { formatDate } from '../../contract/date-format';
import { punctuationLabels } from '../../ui';
import type { ChartData } from '../../ui/charts';
import { group as groupText, trend as trendText } from './labels';
import { grouped } from './figures-format';

const text = groupText.report;
const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/** Where a series ends and where it peaks (the first bucket of the highest value, as the chart names it). */
function extent(buckets: readonly string[], values: readonly number[]) {
  const peak = Math.max(...values);
  return {
    end: values.at(-1) ?? 0,
    start: values[0] ?? 0,
    peak,
    peakAt: formatDate(buckets[values.indexOf(peak)]),
  };
}

/** 各成员在库对比 (also a factory's 在库趋势): one line per member, on hand at the end of each bucket. */
export function memberOnHandChart(report: GroupStockReport): ChartData {
  return {
    kind: 'line',
    categories: report.buckets.map(formatDate),
    series: report.members.map((member) => ({ name: member.companyName, values: member.onHand })),
    format: grouped,
  };
}

export function memberOnHandSummary(report: GroupStockReport): string {
  if (!report.buckets.length || !report.members.length) return text.noData;
  const members = report.members.map((member) => {
    const { end, peak, peakAt } = extent(report.buckets, member.onHand);
    return text.memberEnd(member.companyName, end, peak, peakAt);
  });
  return text.onHandSummary(
    formatDate(report.buckets[0]),
    formatDate(report.period.endDate),
    members.join(punctuationLabels.clauseSeparator),
  );
}

const memberTotals = (member: MemberSeries) => ({
  inbound: sum(member.inbound),
  outbound: sum(member.outbound),
});

/** 各成员入库/出库对比: per member, the period's pallets in and out (bars side by side). */
export function memberFlowChart(report: GroupStockReport): ChartData {
  const totals = report.members.map(memberTotals);
  return {
    kind: 'bar',
    categories: report.members.map((member) => member.companyName),
    series: [
      { name: text.inbound, values: totals.map((total) => total.inbound) },
      { name: text.outbound, values: totals.map((total) => total.outbound) },
    ],
    format: grouped,
  };
}

export function memberFlowSummary(report: GroupStockReport): string {
  if (!report.members.length) return text.noData;
  return text.flowSummary(
    report.members
      .map((member) => {
        const { inbound, outbound } = memberTotals(member);
        return text.memberFlow(member.companyName, inbound, outbound);
      })
      .join(punctuationLabels.clauseSeparator),
  );
}

/** 在库趋势 of one company: a line per tray type. */
export function trendChart(statistics: ChartStatistics): ChartData {
  return {
    kind: 'line',
    categories: statistics.buckets.map(formatDate),
    series: statistics.trend.map((line) => ({
      name: `${line.trayTypeCode} ${line.trayTypeName}`,
      values: line.onHand,
    })),
    format: grouped,
  };
}

/** The trend's summary over all tray types: where the total on hand went and where it peaked. */
export function trendSummary(statistics: ChartStatistics): string {
  const { buckets, trend } = statistics;
  if (!buckets.length || !trend.length) return text.noData;
  const totals = buckets.map((_, index) => sum(trend.map((line) => line.onHand[index] ?? 0)));
  const { start, end, peak, peakAt } = extent(buckets, totals);
  return trendText.summary(
    formatDate(buckets[0]),
    formatDate(statistics.period.endDate),
    start,
    end,
    peak,
    peakAt,
  );
}
