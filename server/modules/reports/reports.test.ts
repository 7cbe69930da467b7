import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../../../src/contract/api-paths';
import type {
  ChartQuery,
  ChartStatistics,
  GroupDataSummary,
  GroupStockReport,
  HomeBoard,
  MapLevelStock,
} from '../../../src/contract/reports';
import { shanghaiDay } from '../ledger';
import { TEST_DIALECTS, startTestServer, type TestServer } from '../../testing/test-server';
import { reportFixtures, shanghaiAt, type ReportMove } from '../../testing/report-fixtures';

const DAY_MS = 86_400_000;

/**
 * A hand-computed ledger of a company of the test's own (报表测试公司), every pallet its own:
 *
 * Tray type 1311 (田字网格托盘), fixed days of 2026, W1 = 苏州仓 (江苏省 苏州市), W2 = 南京仓 (江苏省 南京市):
 *   03-28 (Sat) inbound +100 W1
 *   03-30 (Mon) saleOut −20 W1
 *   03-31       transferOut −30 W1, cancelled the same day: transferCancel +30 W1
 *   04-01 (Wed) circulationIn +10 W2, circulationOut −5 W1
 *   04-02       deduction −2 W1, trayReturn −8 W1
 *   04-06 (Mon) customerReturnIn +4 W2
 *   05-10       inbound +6 W1 (after every period below: on hand before it is today's less it)
 * Today: W1 71, W2 14 (85).
 *
 * Tray type 1210 (川字塑料托盘), days before today T, W3 = 杭州仓 (浙江省 杭州市, no position):
 *   T−100 inbound +50; T−85 inbound +20; today inbound +3, then saleOut −10 (the oldest go first).
 * Today: 63; counters: 7 in transit, 5 reserved; and 3 awaiting signature on 1311 at W1.
 *
 * The company is the one member of a group of the test's own (报表测试集团); its downstream client
 * (报表测试客户) holds 12 of its 1210 pallets (circulationIn, T−3) and 4 of its own.
 */
describe.each(TEST_DIALECTS)('reports on a hand-computed ledger on %s', (dialect) => {
  let server: TestServer;
  let token: string;
  let groupToken: string;
  let w1: string;
  let w2: string;
  let w3: string;
  let company: string;

  beforeAll(async () => {
    server = await startTestServer({ dialect });
    const fx = reportFixtures(server.db);
    const group = await fx.company('报表测试集团', 'rpt_group', { role: 6 });
    company = await fx.company('报表测试公司', 'rpt_home', { group });
    const client = await fx.company('报表测试客户', 'rpt_client', { parent: company });
    const clientWarehouse = await fx.warehouse(client, '客户仓', {
      province: '浙江省',
      city: '宁波市',
      longitude: null,
      latitude: null,
    });
    w1 = await fx.warehouse(company, '苏州仓', {
      province: '江苏省',
      city: '苏州市',
      longitude: 120.6,
      latitude: 31.3,
    });
    w2 = await fx.warehouse(company, '南京仓', {
      province: '江苏省',
      city: '南京市',
      longitude: 118.8,
      latitude: 32,
    });
    w3 = await fx.warehouse(company, '杭州仓', {
      province: '浙江省',
      city: '杭州市',
      longitude: null,
      latitude: null,
    });
    const at = (
      warehouse: string,
      trayType: string,
      kind: ReportMove['kind'],
      delta: number,
    ): ReportMove => ({
      holder: company,
      warehouse,
      trayType,
      owner: company,
      kind,
      delta,
    });
    await fx.book(shanghaiAt('2026-03-28', 10), [at(w1, '1311', 'inbound', 100)]);
    await fx.book(shanghaiAt('2026-03-30', 9), [at(w1, '1311', 'saleOut', -20)]);
    await fx.book(shanghaiAt('2026-03-31', 9), [at(w1, '1311', 'transferOut', -30)]);
    await fx.book(shanghaiAt('2026-03-31', 15), [at(w1, '1311', 'transferCancel', 30)]);
    await fx.book(shanghaiAt('2026-04-01', 10), [
      at(w2, '1311', 'circulationIn', 10),
      at(w1, '1311', 'circulationOut', -5),
    ]);
    await fx.book(shanghaiAt('2026-04-02', 10), [
      at(w1, '1311', 'deduction', -2),
      at(w1, '1311', 'trayReturn', -8),
    ]);
    await fx.book(shanghaiAt('2026-04-06', 10), [at(w2, '1311', 'customerReturnIn', 4)]);
    await fx.book(shanghaiAt('2026-05-10', 10), [at(w1, '1311', 'inbound', 6)]);
    const now = Date.now();
    await fx.book(now - 100 * DAY_MS, [at(w3, '1210', 'inbound', 50)]);
    await fx.book(now - 85 * DAY_MS, [at(w3, '1210', 'inbound', 20)]);
    const key = { holder: company, owner: company };
    await fx.book(
      now - 2000,
      [at(w3, '1210', 'inbound', 3)],
      [
        { ...key, warehouse: w3, trayType: '1210', counter: 'inTransit', delta: 7 },
        { ...key, warehouse: w3, trayType: '1210', counter: 'reserved', delta: 5 },
        { ...key, warehouse: w1, trayType: '1311', counter: 'awaitingSignature', delta: 3 },
      ],
    );
    await fx.book(now - 1000, [at(w3, '1210', 'saleOut', -10)]);
    const atClient = { holder: client, warehouse: clientWarehouse, trayType: '1210' };
    await fx.book(now - 3 * DAY_MS, [
      { ...atClient, owner: company, kind: 'circulationIn', delta: 12 },
      { ...atClient, owner: client, kind: 'inbound', delta: 4 },
    ]);
    token = await server.login('rpt_home');
    groupToken = await server.login('rpt_group');
  });
  afterAll(() => server.close());

  const charts = async (query: ChartQuery) => {
    const { body } = await server.post<ChartStatistics>(API.homepage.getChartStatistics, query, token);
    expect(body.errcode).toBe(0);
    return body.data;
  };

  it('cuts a period into ISO weeks (one crossing a month) with on hand at each week’s end and the flows', async () => {
    const data = await charts({ granularity: 'week', startDate: '2026-03-27', endDate: '2026-04-07' });
    // Fri 03-27 … Sun 03-29 | Mon 03-30 … Sun 04-05 | Mon 04-06 … Tue 04-07
    expect(data.buckets).toEqual(['2026-03-27', '2026-03-30', '2026-04-06']);
    expect(data.period).toEqual({ granularity: 'week', startDate: '2026-03-27', endDate: '2026-04-07' });
    // End of 03-29: 100; of 04-05: 100 − 20 − 30 + 30 + 10 − 5 − 2 − 8 = 75; of 04-07: 75 + 4 = 79 (= 85 today − 6 of 05-10).
    // 1210 came after the period: 0 throughout.
    expect(data.trend).toEqual([
      { trayTypeCode: '1210', trayTypeName: '川字塑料托盘', onHand: [0, 0, 0] },
      { trayTypeCode: '1311', trayTypeName: '田字网格托盘', onHand: [100, 75, 79] },
    ]);
    expect(data.flows).toEqual({
      inbound: [100, 10, 4],
      // 20 + 30 + 5 + 2 + 8 out, less the cancelled transfer's 30
      outbound: [0, 35, 0],
      circulationOut: [0, 5, 0],
      circulationIn: [0, 10, 0],
      returns: [0, 8, 4],
      deductions: [0, 2, 0],
    });
  });

  it('computes the turnover of each warehouse and of the company', async () => {
    const data = await charts({ granularity: 'week', startDate: '2026-03-27', endDate: '2026-04-07' });
    // End-of-day on hand, 03-27 … 04-07: 0 100 100 80 80 85 75 75 75 75 79 79 = 903 over 12 days: 75.25.
    // Issues 20 + 5 = 25, transfers 30 − 30 = 0, out 35, deductions 2.
    expect(data.totals).toEqual({
      averageBalance: 75.25,
      issues: 25,
      transfers: 0,
      outbound: 35,
      deductions: 2,
      cycleTime: 0.33, // 25 / 75.25 = 0.332
      dwellDays: 25.8, // 75.25 × 12 / 35 = 25.8
      lossRatePercent: 2.66, // 2 × 100 / 75.25 = 2.658
    });
    const byName = Object.fromEntries(data.warehouses.map((w) => [w.warehouseName, w]));
    // By company, then warehouse name in pinyin order (hang, nan, su).
    expect(data.warehouses.map((w) => [w.warehouseName, w.companyName])).toEqual([
      ['杭州仓', '报表测试公司'],
      ['南京仓', '报表测试公司'],
      ['苏州仓', '报表测试公司'],
    ]);
    // W1: 0 100 100 80 80 75 65 65 65 65 65 65 = 825: 68.75
    expect(byName['苏州仓']).toMatchObject({
      warehouseId: w1,
      averageBalance: 68.75,
      issues: 25,
      outbound: 35,
      cycleTime: 0.36, // 25 / 68.75 = 0.3636
      dwellDays: 23.57, // 825 / 35 = 23.571
      lossRatePercent: 2.91, // 200 / 68.75 = 2.909
    });
    // W2: 10 on 04-01 … 04-05, 14 on 04-06 and 04-07 = 78: 6.5; nothing out.
    expect(byName['南京仓']).toMatchObject({
      averageBalance: 6.5,
      issues: 0,
      outbound: 0,
      cycleTime: 0,
      dwellDays: null,
      lossRatePercent: 0,
    });
    // W3 held nothing in the period: every ratio's divisor is 0.
    expect(byName['杭州仓']).toMatchObject({
      warehouseId: w3,
      averageBalance: 0,
      cycleTime: null,
      dwellDays: null,
      lossRatePercent: null,
    });
  });

  it('cuts by day and by calendar month, and narrows to a warehouse and a tray type', async () => {
    const days = await charts({
      granularity: 'day',
      startDate: '2026-03-30',
      endDate: '2026-04-02',
      trayTypeCode: '1311',
    });
    expect(days.buckets).toEqual(['2026-03-30', '2026-03-31', '2026-04-01', '2026-04-02']);
    expect(days.trend).toEqual([
      { trayTypeCode: '1311', trayTypeName: '田字网格托盘', onHand: [80, 80, 85, 75] },
    ]);
    // 03-31: the transfer out and its cancellation the same day leave nothing out.
    expect(days.flows.outbound).toEqual([20, 0, 5, 10]);
    expect(days.flows.inbound).toEqual([0, 0, 10, 0]);

    const months = await charts({
      granularity: 'month',
      startDate: '2026-03-15',
      endDate: '2026-05-31',
      trayTypeCode: '1311',
    });
    expect(months.buckets).toEqual(['2026-03-15', '2026-04-01', '2026-05-01']);
    // End of March 80, of April 79, of May 85.
    expect(months.trend[0]!.onHand).toEqual([80, 79, 85]);
    expect(months.flows.inbound).toEqual([100, 14, 6]);
    expect(months.flows.outbound).toEqual([20, 15, 0]);

    const w2Only = await charts({
      granularity: 'month',
      startDate: '2026-03-15',
      endDate: '2026-05-31',
      warehouseId: w2,
    });
    expect(w2Only.trend).toEqual([
      { trayTypeCode: '1311', trayTypeName: '田字网格托盘', onHand: [0, 14, 14] },
    ]);
    expect(w2Only.warehouses.map((w) => w.warehouseId)).toEqual([w2]);
  });

  it('fills the board: stock, overdue now and within 7 days, this month, recent movements', async () => {
    const { body } = await server.post<HomeBoard>(API.homepage.getBoardStatistics, {}, token);
    expect(body.errcode).toBe(0);
    const board = body.data;
    // 85 of 1311 + 63 of 1210; 5 reserved
    expect(board).toMatchObject({ onHand: 148, available: 143, inTransit: 7, awaitingSignature: 3 });
    // Platform terms: overdue beyond 90 days. 1311: all 85 arrived in spring. 1210: 63 held, 23 arrived within
    // 90 days (20 + 3): 40 overdue; 3 arrived within 83 days: 60 aged beyond 83, so 20 turn overdue within 7 days.
    expect(board.overdue).toEqual({ now: 125, soon: 20 });
    const today = new Date(shanghaiDay(Date.now()) * DAY_MS).toISOString().slice(0, 7);
    expect(board.month).toEqual({ month: today, inbound: 3, outbound: 10 });
    expect(board.openBills).toEqual({ count: 0, dueFen: 0 });
    expect(board.recentMovements).toHaveLength(10);
    expect(board.recentMovements.slice(0, 6).map((entry) => [entry.kind, entry.delta])).toEqual([
      ['saleOut', -10],
      ['inbound', 3],
      ['inbound', 20],
      ['inbound', 50],
      ['inbound', 6],
      ['customerReturnIn', 4],
    ]);
  });

  it('sums the group’s member: its stock, its pallets downstream, this month; and compares it over a period', async () => {
    const summary = await server.post<GroupDataSummary>(API.groupCustomer.GroupDataSummary, {}, groupToken);
    const figures = {
      onHand: 148,
      inTransit: 7,
      awaitingSignature: 3,
      atDownstream: 12, // the client's own 4 are not the member's
      monthIn: 3,
      monthOut: 10,
      warehouses: 3,
    };
    expect(summary.body.data).toEqual({
      groupCompanyName: '报表测试集团',
      month: new Date(shanghaiDay(Date.now()) * DAY_MS).toISOString().slice(0, 7),
      totals: figures,
      members: [{ companyId: company, companyName: '报表测试公司', ...figures }],
    });
    const query = { granularity: 'week', startDate: '2026-03-27', endDate: '2026-04-07' } as const;
    const report = await server.post<GroupStockReport>(API.groupCustomer.searchStockData, query, groupToken);
    expect(report.body.data.members).toEqual([
      {
        companyId: company,
        companyName: '报表测试公司',
        onHand: [100, 75, 79],
        inbound: [100, 10, 4],
        outbound: [0, 35, 0],
      },
    ]);
    expect(report.body.data.totals).toEqual((await charts(query)).totals);
    expect(report.body.data.warehouses.map((w) => w.warehouseName)).toEqual(['杭州仓', '南京仓', '苏州仓']);
  });

  it('maps the stock by province and by city of a province', async () => {
    const map = async (body: object) =>
      (await server.post<MapLevelStock>(API.stockmap.getInStockAddressByMapLevel, body, token)).body;
    const provinces = await map({ level: 'province' });
    expect(provinces.errcode).toBe(0);
    expect(provinces.data.areas.map((area) => [area.name, area.onHand, area.warehouses])).toEqual([
      ['江苏省', 85, 2],
      ['浙江省', 63, 1],
    ]);
    expect(provinces.data.areas[0]!.longitude).toBeCloseTo(119.7, 6);
    expect(provinces.data.areas[0]!.latitude).toBeCloseTo(31.65, 6);
    expect(provinces.data.areas[1]).toMatchObject({ longitude: null, latitude: null });

    const cities = await map({ level: 'city', province: '江苏省' });
    expect(cities.data).toEqual({
      level: 'city',
      province: '江苏省',
      areas: [
        { name: '苏州市', onHand: 71, warehouses: 1, longitude: 120.6, latitude: 31.3 },
        { name: '南京市', onHand: 14, warehouses: 1, longitude: 118.8, latitude: 32 },
      ],
    });
    expect(await map({ level: 'city' })).toMatchObject({
      errcode: 2003,
      data: { fields: [{ field: 'province', message: '按城市查看时请选择省份' }] },
    });
  });

  it('answers a chart asked again from the ledger as it is now: a later movement shows at once', async () => {
    const query: ChartQuery = { granularity: 'week', startDate: '2026-05-04', endDate: '2026-05-17' };
    const before = await charts(query);
    // 05-10 is a Sunday: the +6 is the first week's.
    expect((await charts(query)).flows.inbound).toEqual([6, 0]);
    expect(before.flows.inbound).toEqual([6, 0]);
    // A movement dated inside the period (a late booking), in another warehouse of the company.
    await reportFixtures(server.db).book(shanghaiAt('2026-05-12', 10), [
      { holder: company, warehouse: w2, trayType: '1311', owner: company, kind: 'inbound', delta: 9 },
    ]);
    const after = await charts(query);
    expect(after.flows.inbound).toEqual([6, 9]);
    // 1311 at the end of 05-10: 79 + 6 = 85; at the end of 05-17, with the late 9: 94.
    expect(after.trend.find((line) => line.trayTypeCode === '1311')?.onHand).toEqual([85, 94]);
  });

  it('shows a change of the board’s counters at once, even one that moves no pallet', async () => {
    const board = async () =>
      (await server.post<HomeBoard>(API.homepage.getBoardStatistics, {}, token)).body.data;
    const before = await board();
    await reportFixtures(server.db).book(
      Date.now(),
      [],
      [{ holder: company, owner: company, warehouse: w3, trayType: '1210', counter: 'inTransit', delta: 4 }],
    );
    const after = await board();
    expect(after.inTransit).toBe(before.inTransit + 4);
    expect(after.onHand).toBe(before.onHand);
  });

  it('refuses malformed bodies with 2003 naming the field', async () => {
    const refused = async (query: object, field: string, message?: string) => {
      const { body } = await server.post(API.homepage.getChartStatistics, query, token);
      expect(body.errcode).toBe(2003);
      const fields = (body.data as { fields: { field: string; message: string }[] }).fields;
      expect(fields.map((f) => f.field)).toContain(field);
      if (message) expect(fields).toEqual([{ field, message }]);
    };
    const period = { granularity: 'day', startDate: '2026-01-01', endDate: '2026-01-31' };
    await refused({ ...period, startDate: '2026-02-30' }, 'startDate', '请填写正确的日期（yyyy-MM-dd）');
    await refused({ ...period, endDate: '2026/01/31' }, 'endDate');
    await refused({ ...period, endDate: '2025-12-31' }, 'endDate', '结束日期不能早于开始日期');
    await refused(
      { ...period, startDate: '2025-01-01', endDate: '2026-01-02' },
      'endDate',
      '统计区间最长 366 天',
    );
    await refused({ ...period, granularity: 'year' }, 'granularity');
    await refused({ ...period, colour: 'red' }, 'colour');
    // Only the group's report takes a member: the company's charts refuse it as any unknown field.
    await refused({ ...period, memberCompanyId: company }, 'memberCompanyId', '不允许的字段');
    // A leap year's 366 days are one period.
    expect(
      (
        await server.post(
          API.homepage.getChartStatistics,
          { ...period, startDate: '2024-01-01', endDate: '2024-12-31' },
          token,
        )
      ).body.errcode,
    ).toBe(0);
    const board = await server.post(API.homepage.getBoardStatistics, { extra: 1 }, token);
    expect(board.body.errcode).toBe(2003);
  });
});
