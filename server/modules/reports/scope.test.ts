import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../../../src/contract/api-paths';
import {
  dateOfDayNumber,
  type ChartStatistics,
  type GroupDataSummary,
  type GroupStockReport,
} from '../../../src/contract/reports';
import { shanghaiDay } from '../ledger';
import { stockFixtures } from '../../testing/stock-fixtures';
import { TEST_DIALECTS, startTestServer, type TestServer } from '../../testing/test-server';

/** A month up to today: its last bucket's on hand is today's. */
const untilToday = () => {
  const today = shanghaiDay(Date.now());
  return {
    granularity: 'week' as const,
    startDate: dateOfDayNumber(today - 30),
    endDate: dateOfDayNumber(today),
  };
};

describe.each(TEST_DIALECTS)('report scope on the demo data on %s', (dialect) => {
  let server: TestServer;
  let ids: Record<'leCheng' | 'kunShan' | 'wuXi' | 'shuWei' | 'huaRunGroup', string>;
  const onHandOf = async (holders: string[]) =>
    Number(
      (
        await sql<{ n: number | string }>`select coalesce(sum(on_hand), 0) as n from stock_balances
          where holder_company_id in (${sql.join(holders)})`.execute(server.db)
      ).rows[0]!.n,
    );

  beforeAll(async () => {
    server = await startTestServer({ dialect });
    ids = await stockFixtures(server.db).companyIds('leCheng', 'kunShan', 'wuXi', 'shuWei', 'huaRunGroup');
  });
  afterAll(() => server.close());

  it('gives a group its members only, all or one; another company as member answers empty figures', async () => {
    const group = await server.login('demo_group');
    const summary = async (body: object) =>
      (await server.post<GroupDataSummary>(API.groupCustomer.GroupDataSummary, body, group)).body.data;
    const all = await summary({});
    expect(all.groupCompanyName).toBe('苏州华润包装集团');
    expect(all.month).toBe(dateOfDayNumber(shanghaiDay(Date.now())).slice(0, 7));
    expect(all.members.map((m) => m.companyId).sort()).toEqual([ids.kunShan, ids.wuXi].sort());
    for (const member of all.members) expect(member.onHand).toBe(await onHandOf([member.companyId]));
    expect(all.totals.onHand).toBe(await onHandOf([ids.kunShan, ids.wuXi]));
    expect(all.totals.onHand).toBeGreaterThan(0);
    expect(all.totals.warehouses).toBe(all.members.reduce((n, m) => n + m.warehouses, 0));

    const one = await summary({ memberCompanyId: ids.wuXi });
    expect(one.members).toEqual(all.members.filter((m) => m.companyId === ids.wuXi));
    const stranger = await summary({ memberCompanyId: ids.leCheng });
    expect(stranger.members).toEqual([]);
    expect(Object.values(stranger.totals).every((value) => value === 0)).toBe(true);

    const report = async (body: object) =>
      (await server.post<GroupStockReport>(API.groupCustomer.searchStockData, body, group)).body;
    const period = untilToday();
    const members = await report(period);
    expect(members.errcode).toBe(0);
    expect(members.data.members.map((m) => m.companyId).sort()).toEqual([ids.kunShan, ids.wuXi].sort());
    for (const member of members.data.members)
      expect(member.onHand.at(-1)).toBe(await onHandOf([member.companyId]));
    expect(members.data.warehouses.every((w) => [ids.kunShan, ids.wuXi].includes(w.companyId))).toBe(true);
    const foreign = await report({ ...period, memberCompanyId: ids.leCheng });
    expect(foreign.data).toMatchObject({
      members: [],
      warehouses: [],
      totals: { averageBalance: 0, issues: 0 },
    });
  });

  it('gives demo_home 上海乐橙’s charts only and demo_c1 its own company’s', async () => {
    const charts = async (account: string) =>
      (
        await server.post<ChartStatistics>(
          API.homepage.getChartStatistics,
          untilToday(),
          await server.login(account),
        )
      ).body.data;
    const home = await charts('demo_home');
    expect(home.warehouses.length).toBeGreaterThan(0);
    expect(new Set(home.warehouses.map((w) => w.companyId))).toEqual(new Set([ids.leCheng]));
    expect(home.trend.reduce((n, series) => n + series.onHand.at(-1)!, 0)).toBe(
      await onHandOf([ids.leCheng]),
    );
    const c1 = await charts('demo_c1');
    expect(new Set(c1.warehouses.map((w) => w.companyId))).toEqual(new Set([ids.shuWei]));
    expect(c1.trend.reduce((n, series) => n + series.onHand.at(-1)!, 0)).toBe(await onHandOf([ids.shuWei]));
  });

  it('refuses the calls to roles outside their table with 4030', async () => {
    const pallet = await server.login('demo_pallet');
    const group = await server.login('demo_group');
    const c1 = await server.login('demo_c1');
    const period = untilToday();
    const refusals: [string, object, string][] = [
      [API.homepage.getBoardStatistics, {}, pallet],
      [API.homepage.getChartStatistics, period, pallet],
      [API.stockmap.getInStockAddressByMapLevel, { level: 'province' }, pallet],
      [API.groupCustomer.GroupDataSummary, {}, pallet],
      [API.groupCustomer.searchStockData, period, pallet],
      [API.homepage.getBoardStatistics, {}, group],
      [API.homepage.getChartStatistics, period, group],
      [API.groupCustomer.GroupDataSummary, {}, c1],
    ];
    for (const [path, body, token] of refusals)
      expect((await server.post(path, body, token)).body.errcode).toBe(4030);
  });
});
