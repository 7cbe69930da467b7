/**
 * An in-memory stand-in for homepage/* and stockmap/* for the stories (offline Storybook) and browser
 * tests: 上海乐橙's board, charts for any period asked (a steady seasonal shape per day, summed into the
 * buckets the contract cuts), and stock per province and city. Not part of the widget's bundle.
 */
import type { Page } from '../../contract/envelope';
import {
  bucketsOf,
  cycleTime,
  dwellDays,
  lossRatePercent,
  dayNumberOf,
  periodProblems,
  type ChartQuery,
  type ChartStatistics,
  type FlowSeries,
  type HomeBoard,
  type MapArea,
  type MapLevelStock,
  type WarehouseTurnover,
} from '../../contract/reports';
import type { LedgerEntryRow, TrayType, Warehouse } from '../../contract/stock';
import { LOOKUP_PATHS } from '../use-lookups';
import {
  answerRoutes,
  installFakeFetch,
  ok,
  type FakeFetch,
  type FakeRoutes,
} from '../test-support/fake-fetch';
import { fixtureTrayType, fixtureWarehouse } from '../test-support/fixture-builders';
import { pageOf, refuse } from '../test-support/fake-lists';
import { BOARD_CALL, CHART_CALL, MAP_CALL, type HomeResponses } from './api';

const COMPANY = 'c-lecheng';
export const HOME_TRAY_TYPES: readonly TrayType[] = [
  fixtureTrayType('1210', '川字塑料托盘', { material: '塑料', dailyRentFen: 30, depositFen: 15000 }),
  fixtureTrayType('1311', '田字塑料托盘', { material: '塑料', dailyRentFen: 35, depositFen: 18000 }),
];
export const HOME_WAREHOUSES: readonly Warehouse[] = [
  fixtureWarehouse({ id: 'w-jiading', companyId: COMPANY, name: '乐橙嘉定中心仓', isDefault: true }),
  fixtureWarehouse({ id: 'w-pudong', companyId: COMPANY, name: '乐橙浦东仓', district: '浦东新区' }),
  fixtureWarehouse({
    id: 'w-suzhou',
    companyId: COMPANY,
    name: '乐橙苏州仓',
    province: '江苏省',
    city: '苏州市',
  }),
];

const movement = (
  id: number,
  createdAt: string,
  kind: LedgerEntryRow['kind'],
  delta: number,
  documentNo: string,
  warehouse = HOME_WAREHOUSES[0]!,
  trayTypeCode = '1210',
): LedgerEntryRow => ({
  id: `l${id}`,
  warehouseId: warehouse.id,
  warehouseName: warehouse.name,
  trayTypeCode,
  kind,
  delta,
  documentType:
    kind === 'inbound' ? 'inboundOrder' : kind.startsWith('circulation') ? 'circulation' : 'saleOutbound',
  documentId: `d${id}`,
  documentNo,
  createdAt,
});

export const FAKE_BOARD: HomeBoard = {
  onHand: 1850,
  available: 1620,
  inTransit: 240,
  awaitingSignature: 120,
  overdue: { now: 36, soon: 58 },
  month: { month: '2026-11', inbound: 640, outbound: 515 },
  openBills: { count: 2, dueFen: 1_842_350 },
  recentMovements: [
    movement(1, '2026-11-24T06:20:00Z', 'saleOut', -80, 'XS20261124-000003'),
    movement(2, '2026-11-24T02:05:00Z', 'inbound', 200, 'RK20261124-000001', HOME_WAREHOUSES[1]),
    movement(
      3,
      '2026-11-23T08:40:00Z',
      'circulationOut',
      -45,
      'LZ20261123-000002',
      HOME_WAREHOUSES[2],
      '1311',
    ),
    movement(4, '2026-11-22T03:15:00Z', 'customerReturnIn', 30, 'GH20261122-000001'),
  ],
};

/** A day's figures: a steady base with a yearly wave, the same on every call for the same day. */
function dayFigures(day: number, share: number) {
  const wave = Math.sin((day / 365) * 2 * Math.PI);
  const round = (value: number) => Math.max(0, Math.round(value * share));
  return {
    onHand: round(1500 + 350 * wave + (day % 7) * 12),
    inbound: round(22 + 8 * wave + (day % 5)),
    outbound: round(20 + 6 * wave + (day % 3)),
    circulationOut: round(day % 4 === 0 ? 9 : 3),
    circulationIn: round(day % 6 === 0 ? 7 : 2),
    returns: round(day % 5 === 0 ? 6 : 1),
    deductions: round(day % 30 === 0 ? 4 : 0),
  };
}

const TRAY_SHARE: Readonly<Record<string, number>> = { '1210': 0.7, '1311': 0.3 };
const WAREHOUSE_SHARE: Readonly<Record<string, number>> = {
  'w-jiading': 0.55,
  'w-pudong': 0.3,
  'w-suzhou': 0.15,
};

function turnover(warehouse: Warehouse, days: number, share: number): WarehouseTurnover {
  const averageBalance = Math.round(1500 * share * 100) / 100;
  const outbound = Math.round(21 * days * share);
  const issues = Math.round(outbound * 0.6);
  const transfers = Math.round(outbound * 0.2);
  const deductions = Math.round((days / 30) * 4 * share);
  return {
    warehouseId: warehouse.id,
    warehouseName: warehouse.name,
    companyId: COMPANY,
    companyName: '上海乐橙食品有限公司',
    averageBalance,
    issues,
    transfers,
    outbound,
    deductions,
    cycleTime: cycleTime(issues, transfers, averageBalance),
    dwellDays: dwellDays(averageBalance, days, outbound),
    lossRatePercent: lossRatePercent(deductions, averageBalance),
  };
}

/** The charts of a sound period (periodProblems says why not first). */
export function fakeChartStatistics(query: ChartQuery): ChartStatistics {
  const period = { granularity: query.granularity, startDate: query.startDate, endDate: query.endDate };
  const buckets = bucketsOf(period);
  const warehouseShare = query.warehouseId ? (WAREHOUSE_SHARE[query.warehouseId] ?? 0) : 1;
  const types = HOME_TRAY_TYPES.filter((type) => !query.trayTypeCode || type.code === query.trayTypeCode);
  const share = warehouseShare * types.reduce((total, type) => total + TRAY_SHARE[type.code]!, 0);
  const daysOf = (bucket: { start: string; end: string }) => {
    const [first, last] = [dayNumberOf(bucket.start)!, dayNumberOf(bucket.end)!];
    return Array.from({ length: last - first + 1 }, (_, i) => first + i);
  };
  const flows: FlowSeries = {
    inbound: [],
    outbound: [],
    circulationOut: [],
    circulationIn: [],
    returns: [],
    deductions: [],
  };
  for (const bucket of buckets) {
    const days = daysOf(bucket).map((day) => dayFigures(day, share));
    for (const key of Object.keys(flows) as (keyof FlowSeries)[])
      flows[key].push(days.reduce((total, day) => total + day[key], 0));
  }
  const length = dayNumberOf(query.endDate)! - dayNumberOf(query.startDate)! + 1;
  const warehouses = HOME_WAREHOUSES.filter((w) => !query.warehouseId || w.id === query.warehouseId).map(
    (w) => turnover(w, length, WAREHOUSE_SHARE[w.id]! * (share / warehouseShare || 0)),
  );
  const total = (key: 'averageBalance' | 'issues' | 'transfers' | 'outbound' | 'deductions') =>
    Math.round(warehouses.reduce((sum, w) => sum + w[key], 0) * 100) / 100;
  const totals = {
    averageBalance: total('averageBalance'),
    issues: total('issues'),
    transfers: total('transfers'),
    outbound: total('outbound'),
    deductions: total('deductions'),
  };
  return {
    period,
    buckets: buckets.map((bucket) => bucket.start),
    trend: types.map((type) => ({
      trayTypeCode: type.code,
      trayTypeName: type.name,
      onHand: buckets.map(
        (bucket) => dayFigures(dayNumberOf(bucket.end)!, warehouseShare * TRAY_SHARE[type.code]!).onHand,
      ),
    })),
    flows,
    warehouses,
    totals: {
      ...totals,
      cycleTime: cycleTime(totals.issues, totals.transfers, totals.averageBalance),
      dwellDays: dwellDays(totals.averageBalance, length, totals.outbound),
      lossRatePercent: lossRatePercent(totals.deductions, totals.averageBalance),
    },
  };
}

const area = (
  name: string,
  onHand: number,
  warehouses: number,
  position: [number, number] | null = null,
): MapArea => ({
  name,
  onHand,
  warehouses,
  longitude: position?.[0] ?? null,
  latitude: position?.[1] ?? null,
});

export const FAKE_PROVINCES: readonly MapArea[] = [
  area('上海市', 1050, 2),
  area('江苏省', 560, 3),
  area('浙江省', 310, 1),
  area('四川省', 190, 1),
  area('广东省', 85, 1),
];
export const FAKE_CITIES: Readonly<Record<string, readonly MapArea[]>> = {
  上海市: [area('上海市', 1050, 2, [121.47, 31.23])],
  江苏省: [
    area('苏州市', 320, 1, [120.62, 31.3]),
    area('南京市', 180, 1, [118.8, 32.06]),
    area('无锡市', 60, 1, null),
  ],
  浙江省: [area('杭州市', 310, 1, [120.16, 30.27])],
  四川省: [area('成都市', 190, 1, [104.07, 30.57])],
  广东省: [area('广州市', 85, 1, [113.26, 23.13])],
};

export interface FakeHomeOptions {
  delayMs?: number;
  /** The company has no ledger yet: zero figures, no movements, empty charts and map. */
  empty?: boolean;
  /** getChartStatistics fails (the view shows the error through the query layer). */
  chartFails?: boolean;
}

export type FakeHomeBackend = FakeFetch;

const NO_BOARD: HomeBoard = {
  ...FAKE_BOARD,
  onHand: 0,
  available: 0,
  inTransit: 0,
  awaitingSignature: 0,
  overdue: { now: 0, soon: 0 },
  month: { ...FAKE_BOARD.month, inbound: 0, outbound: 0 },
  openBills: { count: 0, dueFen: 0 },
  recentMovements: [],
};

export function installFakeHomeBackend(options: FakeHomeOptions = {}): FakeHomeBackend {
  const routes: FakeRoutes<HomeResponses> = {
    [BOARD_CALL]: () => ok(options.empty ? NO_BOARD : FAKE_BOARD),
    [CHART_CALL]: (body) => {
      const query = body as unknown as ChartQuery;
      if (options.chartFails) return refuse('统计服务暂不可用');
      const problems = periodProblems(query);
      if (Object.keys(problems).length) return refuse(Object.values(problems).join('；'));
      const stats = fakeChartStatistics(query);
      return ok(options.empty ? { ...stats, trend: [], warehouses: [] } : stats);
    },
    [MAP_CALL]: (body) => {
      const province = typeof body.province === 'string' ? body.province : undefined;
      if (body.level === 'city') {
        return ok<MapLevelStock>({
          level: 'city',
          province,
          areas: options.empty ? [] : [...(FAKE_CITIES[province ?? ''] ?? [])],
        });
      }
      return ok<MapLevelStock>({ level: 'province', areas: options.empty ? [] : [...FAKE_PROVINCES] });
    },
  };
  const lookups: FakeRoutes<{
    [LOOKUP_PATHS.trayTypes]: TrayType[];
    [LOOKUP_PATHS.myWarehouses]: Page<Warehouse>;
  }> = {
    [LOOKUP_PATHS.trayTypes]: () => ok([...HOME_TRAY_TYPES]),
    [LOOKUP_PATHS.myWarehouses]: () => ok(pageOf(HOME_WAREHOUSES, { pageNum: 1, pageSize: 100 })),
  };
  return installFakeFetch(
    answerRoutes(
      routes,
      answerRoutes(lookups, (call) =>
        call.path.endsWith('permission/loadMenuAndPermission')
          ? ok({ menus: [], permissions: [] })
          : undefined,
      ),
    ),
    options,
  );
}
