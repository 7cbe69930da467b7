import {
  bucketStarts,
  type ChartQuery,
  type ChartStatistics,
  type GroupStockReport,
  type ReportCompany,
  type ReportPeriod,
  type TrendSeries,
  type WarehouseTurnover,
} from '../../../src/contract/reports';
import type { Session } from '../../auth/sessions';
import type { DbOrTrx } from '../../db/schema';
import { reportScope } from '../company';
import { stockDb } from '../stock';
import { dailyLines, type DailyLine } from './daily';
import {
  bucketEnds,
  bucketSums,
  flowsOf,
  inOutPerDay,
  onHandPerDay,
  turnoverOf,
  type PeriodDays,
} from './figures';
import { keptAnswer } from './answer-cache';
import { checkedDays } from './query';

const periodOf = (query: ChartQuery): ReportPeriod => ({
  granularity: query.granularity,
  startDate: query.startDate,
  endDate: query.endDate,
});

/** A chart answer's cache key: the call, whose rows and the whole query (the member filter is in the scope). */
const answerKey = (call: string, holders: readonly string[], query: ChartQuery): string =>
  JSON.stringify([
    call,
    holders,
    query.granularity,
    query.startDate,
    query.endDate,
    query.trayTypeCode,
    query.warehouseId,
  ]);

/** The lines grouped by a key, in first-seen order. */
function groupBy(lines: readonly DailyLine[], key: (line: DailyLine) => string): Map<string, DailyLine[]> {
  const groups = new Map<string, DailyLine[]>();
  for (const line of lines) {
    const k = key(line);
    const group = groups.get(k);
    if (group) group.push(line);
    else groups.set(k, [line]);
  }
  return groups;
}

/** The turnover of each warehouse of the lines, by company and warehouse name. */
async function warehouseTurnovers(
  db: DbOrTrx,
  lines: readonly DailyLine[],
  companies: readonly ReportCompany[],
  days: PeriodDays,
): Promise<WarehouseTurnover[]> {
  const byWarehouse = groupBy(lines, (line) => `${line.holder}\u0000${line.warehouseId}`);
  if (byWarehouse.size === 0) return [];
  const names = new Map(
    (
      await stockDb(db)
        .selectFrom('warehouses')
        .select(['id', 'name'])
        .where('id', 'in', [...new Set(lines.map((line) => line.warehouseId))])
        .execute()
    ).map((row) => [row.id, row.name]),
  );
  const companyNames = new Map(companies.map((company) => [company.companyId, company.companyName]));
  return [...byWarehouse.values()]
    .map((group) => ({
      warehouseId: group[0]!.warehouseId,
      warehouseName: names.get(group[0]!.warehouseId) ?? '',
      companyId: group[0]!.holder,
      companyName: companyNames.get(group[0]!.holder) ?? '',
      ...turnoverOf(group, days),
    }))
    .sort(
      (a, b) =>
        a.companyName.localeCompare(b.companyName, 'zh-CN') ||
        a.warehouseName.localeCompare(b.warehouseName, 'zh-CN') ||
        a.warehouseId.localeCompare(b.warehouseId),
    );
}

/** The stock trend per tray type (in the tray types' order): on hand at each bucket's end. */
async function trendOf(db: DbOrTrx, lines: readonly DailyLine[], days: PeriodDays): Promise<TrendSeries[]> {
  const byTrayType = groupBy(lines, (line) => line.trayTypeCode);
  if (byTrayType.size === 0) return [];
  const trayTypes = await stockDb(db)
    .selectFrom('tray_types')
    .select(['code', 'name'])
    .where('code', 'in', [...byTrayType.keys()])
    .orderBy('sort_order')
    .orderBy('code')
    .execute();
  return trayTypes.map((trayType) => ({
    trayTypeCode: trayType.code,
    trayTypeName: trayType.name,
    onHand: bucketEnds(onHandPerDay(byTrayType.get(trayType.code)!, days), days),
  }));
}

/** homepage/getChartStatistics: the charts of the session's company (role 1) or its own (role 7). */
export async function chartStatistics(
  db: DbOrTrx,
  session: Session,
  query: ChartQuery,
): Promise<ChartStatistics> {
  const days = checkedDays(query);
  const scope = await reportScope(db, session);
  return keptAnswer(db, answerKey('chart', scope.companyIds, query), scope.companyIds, async () => {
    const lines = await dailyLines(db, scope.companyIds, query, days);
    const period = periodOf(query);
    const [trend, warehouses] = await Promise.all([
      trendOf(db, lines, days),
      warehouseTurnovers(db, lines, scope.companies, days),
    ]);
    return {
      period,
      buckets: bucketStarts(period),
      trend,
      flows: flowsOf(lines, days),
      warehouses,
      totals: turnoverOf(lines, days),
    };
  });
}

/** groupCustomer/report/searchStockData: the group's members compared over a period (role 6). */
export async function groupStockReport(
  db: DbOrTrx,
  session: Session,
  query: ChartQuery,
): Promise<GroupStockReport> {
  const days = checkedDays(query);
  const scope = await reportScope(db, session, query.memberCompanyId);
  return keptAnswer(db, answerKey('group', scope.companyIds, query), scope.companyIds, async () => {
    const lines = await dailyLines(db, scope.companyIds, query, days);
    const byMember = groupBy(lines, (line) => line.holder);
    const period = periodOf(query);
    return {
      period,
      buckets: bucketStarts(period),
      members: scope.companies.map((company) => {
        const memberLines = byMember.get(company.companyId) ?? [];
        const { inbound, outbound } = inOutPerDay(memberLines, days);
        return {
          ...company,
          onHand: bucketEnds(onHandPerDay(memberLines, days), days),
          inbound: bucketSums(inbound, days),
          outbound: bucketSums(outbound, days),
        };
      }),
      warehouses: await warehouseTurnovers(db, lines, scope.companies, days),
      totals: turnoverOf(lines, days),
    };
  });
}
