import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../../../src/contract/api-paths';
import type { Page } from '../../../src/contract/envelope';
import { Errcode } from '../../../src/contract/errcodes';
import type { MovementRow, ReportStockRow, StockInfoRow } from '../../../src/contract/reports';
import { TEST_DIALECTS, startTestServer, type TestServer } from '../../testing/test-server';
import { EXPORT_HEADERS } from './labels';
import { keyedReportFixtures } from '../../testing/report-fixtures';

const G = API.groupCustomer;
const D = API.groupDownStreamCustomer;
const page = { pageNum: 1, pageSize: 100 };
const DAY_MS = 86_400_000;
/** The yyyy-MM-dd Shanghai day of an instant. */
const dayOf = (at: number) => new Date(at + 8 * 3_600_000).toISOString().slice(0, 10);

describe.each(TEST_DIALECTS)('group and downstream data lists on %s', (dialect) => {
  let server: TestServer;
  let fx: ReturnType<typeof keyedReportFixtures>;
  let group: string;
  let groupSub: string;
  let downstream: string;
  let now: number;
  const daysAgo = (days: number) => now - days * DAY_MS;

  /** The list's rows as (holder key, kind, quantity, document number), in the list's order. */
  const rowsOf = async (path: string, body: object, token = group) => {
    const { body: answer } = await server.post<Page<MovementRow>>(path, { ...page, ...body }, token);
    expect(answer.errcode).toBe(0);
    return answer.data.list.map((row) => [row.companyName, row.kind, row.quantity, row.documentNo]);
  };

  beforeAll(async () => {
    server = await startTestServer({ dialect });
    now = server.app.deps.clock();
    fx = keyedReportFixtures(server.db);
    await fx.addCompanies(
      [
        { key: 'G', name: '测试集团', group: true },
        { key: 'M1', name: '测试集团甲厂', member: 'G' },
        { key: 'M2', name: '测试集团乙厂', member: 'G' },
        { key: 'G2', name: '另一集团', group: true },
        { key: 'X', name: '另一集团丙厂', member: 'G2' },
        { key: 'C', name: '甲厂下游客户', parent: 'M1' },
        { key: 'D', name: '测试下游客户', parent: 'X' },
      ],
      now,
    );
    await fx.addAccount('t_group', 'G', 6, true, now);
    await fx.addAccount('t_group_sub', 'G', 6, false, now);
    await fx.addAccount('t_down', 'D', 7, true, now);
    await fx.move(daysAgo(10), [
      { holder: 'M1', trayType: '1210', delta: 100, kind: 'inbound', documentNo: 'RK-T1' },
      { holder: 'M2', trayType: '1208', delta: 50, kind: 'inbound', documentNo: 'RK-T2' },
      { holder: 'X', trayType: '1210', delta: 70, kind: 'inbound', documentNo: 'RK-T3' },
      { holder: 'D', trayType: '1210', delta: 30, kind: 'inbound', documentNo: 'RK-T4' },
    ]);
    await fx.move(daysAgo(8), [
      { holder: 'M1', trayType: '1210', delta: -40, kind: 'saleOut', documentNo: 'YD-T5' },
      { holder: 'C', owner: 'M1', trayType: '1210', delta: 40, kind: 'saleIn', documentNo: 'YD-T5' },
    ]);
    await fx.move(daysAgo(6), [
      { holder: 'M1', trayType: '1210', delta: -20, kind: 'transferOut', documentNo: 'DB-T6' },
      { holder: 'M2', trayType: '1210', delta: 20, kind: 'transferIn', documentNo: 'DB-T6' },
    ]);
    await fx.move(daysAgo(4), [
      { holder: 'X', trayType: '1210', delta: -15, kind: 'circulationOut', documentNo: 'LZ-T7' },
      { holder: 'M1', owner: 'X', trayType: '1210', delta: 15, kind: 'circulationIn', documentNo: 'LZ-T7' },
      { holder: 'D', trayType: '1210', delta: -5, kind: 'circulationOut', documentNo: 'LZ-T8' },
    ]);
    await fx.move(
      daysAgo(2),
      [
        {
          holder: 'C',
          owner: 'M1',
          trayType: '1210',
          delta: -10,
          kind: 'customerReturnOut',
          documentNo: 'RK-T9',
        },
        { holder: 'M1', trayType: '1210', delta: 10, kind: 'customerReturnIn', documentNo: 'RK-T9' },
        { holder: 'M2', trayType: '1208', delta: -5, kind: 'trayReturn', documentNo: 'GH-T10' },
        { holder: 'M1', trayType: '1210', delta: -3, kind: 'deduction', documentNo: 'KJ-T11' },
      ],
      [{ holder: 'M2', trayType: '1311', counter: 'awaitingSignature', delta: 7 }],
    );
    group = await server.login('t_group');
    groupSub = await server.login('t_group_sub');
    downstream = await server.login('t_down');
  });
  afterAll(() => server.close());

  it('lists the members’ entries of each list’s kinds, newest first, and never another company’s', async () => {
    const inStock = await rowsOf(G.searchInStock, {});
    expect(inStock.slice(0, 3)).toEqual([
      ['测试集团甲厂', 'customerReturnIn', 10, 'RK-T9'],
      ['测试集团甲厂', 'circulationIn', 15, 'LZ-T7'],
      ['测试集团乙厂', 'transferIn', 20, 'DB-T6'],
    ]);
    // The two deliveries share an instant: their order is by id, which the test does not fix.
    expect(inStock.slice(3).sort((a, b) => String(a[3]).localeCompare(String(b[3])))).toEqual([
      ['测试集团甲厂', 'inbound', 100, 'RK-T1'],
      ['测试集团乙厂', 'inbound', 50, 'RK-T2'],
    ]);
    expect(await rowsOf(G.searchOutStock, {})).toEqual(
      expect.arrayContaining([
        ['测试集团甲厂', 'saleOut', 40, 'YD-T5'],
        ['测试集团甲厂', 'transferOut', 20, 'DB-T6'],
        ['测试集团乙厂', 'trayReturn', 5, 'GH-T10'],
        ['测试集团甲厂', 'deduction', 3, 'KJ-T11'],
      ]),
    );
    expect(await rowsOf(G.searchOutStock, {})).toHaveLength(4);
    expect(await rowsOf(G.searchMultiCirculation, {})).toEqual([
      ['测试集团甲厂', 'circulationIn', 15, 'LZ-T7'],
    ]);
    expect((await rowsOf(G.searchReturnTray, {})).map((row) => row[3]).sort()).toEqual(['GH-T10', 'RK-T9']);
  });

  it('answers a row with its names, owner and signed delta', async () => {
    const { body } = await server.post<Page<MovementRow>>(
      G.searchOutStock,
      { ...page, keyword: 'yd-t5' },
      group,
    );
    expect(body.data.total).toBe(1);
    expect(body.data.list[0]).toMatchObject({
      companyId: fx.id('M1'),
      companyName: '测试集团甲厂',
      documentType: 'saleOutbound',
      documentId: 'test-YD-T5',
      warehouseId: fx.warehouse('M1'),
      warehouseName: '测试集团甲厂仓',
      trayTypeCode: '1210',
      ownerCompanyName: '测试集团甲厂',
      quantity: 40,
      delta: -40,
      createdAt: new Date(daysAgo(8)).toISOString(),
    });
  });

  it('filters by member, warehouse, tray type, kind, dates and document number', async () => {
    const docs = async (body: object) => (await rowsOf(G.searchInStock, body)).map((row) => row[3]).sort();
    expect(await docs({ memberCompanyId: fx.id('M2') })).toEqual(['DB-T6', 'RK-T2']);
    expect(await docs({ warehouseId: fx.warehouse('M1') })).toEqual(['LZ-T7', 'RK-T1', 'RK-T9']);
    expect(await docs({ trayTypeCode: '1208' })).toEqual(['RK-T2']);
    expect(await docs({ kind: 'inbound' })).toEqual(['RK-T1', 'RK-T2']);
    expect(await docs({ startDate: dayOf(daysAgo(6)), endDate: dayOf(daysAgo(4)) })).toEqual([
      'DB-T6',
      'LZ-T7',
    ]);
    expect(await docs({ startDate: dayOf(daysAgo(3)) })).toEqual(['RK-T9']);
    expect(await docs({ keyword: 'RK-T' })).toEqual(['RK-T1', 'RK-T2', 'RK-T9']);
    // Another group's member answers as a member without rows.
    expect(await docs({ memberCompanyId: fx.id('X') })).toEqual([]);
  });

  it('pages newest first with the total', async () => {
    const second = await server.post<Page<MovementRow>>(G.searchInStock, { pageNum: 2, pageSize: 2 }, group);
    expect(second.body.data).toMatchObject({ total: 5, pages: 3, pageNum: 2, pageSize: 2 });
    expect(second.body.data.list.map((row) => row.documentNo)).toEqual([
      'DB-T6',
      expect.stringMatching(/^RK-T[12]$/),
    ]);
    const last = await server.post<Page<MovementRow>>(G.searchInStock, { pageNum: 3, pageSize: 2 }, group);
    expect(last.body.data.list).toHaveLength(1);
  });

  it('shows a downstream customer its own entries only, and refuses it the group’s fields', async () => {
    expect(await rowsOf(D.searchInStock, {}, downstream)).toEqual([['测试下游客户', 'inbound', 30, 'RK-T4']]);
    expect(await rowsOf(D.searchOutStock, {}, downstream)).toEqual([
      ['测试下游客户', 'circulationOut', 5, 'LZ-T8'],
    ]);
    expect(await rowsOf(D.searchMultiCirculation, {}, downstream)).toEqual([
      ['测试下游客户', 'circulationOut', 5, 'LZ-T8'],
    ]);
    expect(await rowsOf(D.searchReturnTray, {}, downstream)).toEqual([]);
    for (const [path, field] of [
      [D.searchInStock, 'memberCompanyId'],
      [D.searchStock, 'holders'],
      [D.searchStock, 'downstreamCompanyId'],
      [D.searchStockInfo, 'memberCompanyId'],
    ] as const) {
      const { body } = await server.post(
        path,
        { ...page, [field]: field === 'holders' ? 'downstream' : fx.id('M1') },
        downstream,
      );
      expect(body.errcode).toBe(Errcode.VALIDATION_FAILED);
      expect(JSON.stringify(body.data)).toContain(field);
    }
  });

  it('lists the members’ balances, or what their downstream clients hold of theirs', async () => {
    const stock = async (body: object, token = group) => {
      const { body: answer } = await server.post<Page<ReportStockRow>>(
        G.searchStock,
        { ...page, ...body },
        token,
      );
      expect(answer.errcode).toBe(0);
      return answer.data.list.map((row) => [
        row.companyName,
        row.trayTypeCode,
        row.ownerCompanyName,
        row.onHand,
        row.awaitingSignature,
      ]);
    };
    expect(await stock({})).toEqual([
      // By holder, warehouse, tray type and owner names, as the databases order text (乙 before 甲).
      ['测试集团乙厂', '1208', '测试集团乙厂', 45, 0],
      ['测试集团乙厂', '1210', '测试集团乙厂', 20, 0],
      ['测试集团乙厂', '1311', '测试集团乙厂', 0, 7],
      ['测试集团甲厂', '1210', '另一集团丙厂', 15, 0],
      ['测试集团甲厂', '1210', '测试集团甲厂', 47, 0],
    ]);
    expect(await stock({ memberCompanyId: fx.id('M2'), trayTypeCode: '1210' })).toEqual([
      ['测试集团乙厂', '1210', '测试集团乙厂', 20, 0],
    ]);
    expect(await stock({ keyword: '丙厂' })).toEqual([['测试集团甲厂', '1210', '另一集团丙厂', 15, 0]]);
    expect(await stock({ memberCompanyId: fx.id('X') })).toEqual([]);
    expect(await stock({ holders: 'downstream' })).toEqual([['甲厂下游客户', '1210', '测试集团甲厂', 30, 0]]);
    expect(await stock({ holders: 'downstream', memberCompanyId: fx.id('M2') })).toEqual([]);
    expect(await stock({ holders: 'downstream', downstreamCompanyId: fx.id('D') })).toEqual([]);
    const own = await server.post<Page<ReportStockRow>>(D.searchStock, page, downstream);
    expect(own.body.data.list).toEqual([
      expect.objectContaining({
        companyId: fx.id('D'),
        onHand: 25,
        available: 25,
        province: expect.any(String),
      }),
    ]);
    const paged = await server.post<Page<ReportStockRow>>(G.searchStock, { pageNum: 2, pageSize: 2 }, group);
    expect(paged.body.data).toMatchObject({ total: 5, pages: 3 });
    expect(paged.body.data.list.map((row) => row.onHand)).toEqual([0, 15]);
  });

  it('sums each company’s stock per tray type with what its downstream clients hold', async () => {
    const { body } = await server.post<Page<StockInfoRow>>(G.searchStockInfo, page, group);
    expect(
      body.data.list.map((row) => [
        row.companyName,
        row.trayTypeCode,
        row.onHand,
        row.awaitingSignature,
        row.atDownstream,
        row.warehouses,
      ]),
    ).toEqual([
      ['测试集团乙厂', '1208', 45, 0, 0, 1],
      ['测试集团乙厂', '1210', 20, 0, 0, 1],
      ['测试集团乙厂', '1311', 0, 7, 0, 1],
      ['测试集团甲厂', '1210', 62, 0, 30, 1],
    ]);
    const one = await server.post<Page<StockInfoRow>>(
      G.searchStockInfo,
      { ...page, memberCompanyId: fx.id('M2'), trayTypeCode: '1208' },
      group,
    );
    expect(one.body.data.list.map((row) => row.onHand)).toEqual([45]);
    const own = await server.post<Page<StockInfoRow>>(D.searchStockInfo, page, downstream);
    expect(own.body.data.list.map((row) => [row.companyName, row.trayTypeCode, row.onHand])).toEqual([
      ['测试下游客户', '1210', 25],
    ]);
  });

  it('refuses other roles (4030) and malformed bodies (2003 naming the field)', async () => {
    const pallet = await server.login('demo_pallet');
    const home = await server.login('demo_home');
    for (const [path, token] of [
      [G.searchInStock, pallet],
      [G.searchStock, home],
      [D.searchInStock, group],
      [G.searchStockInfo, downstream],
    ] as const) {
      expect((await server.post(path, page, token)).body.errcode).toBe(Errcode.NO_PERMISSION);
    }
    for (const [path, body, field] of [
      [G.searchInStock, { kind: 'saleOut' }, 'kind'],
      [G.searchMultiCirculation, { kind: 'inbound' }, 'kind'],
      [G.searchOutStock, { startDate: '2026-13-01' }, 'startDate'],
      [G.searchOutStock, { startDate: '2026-05-02', endDate: '2026-05-01' }, 'endDate'],
      [G.searchReturnTray, { pageSize: 101 }, 'pageSize'],
      [G.searchStock, { holders: 'all' }, 'holders'],
      [G.searchStockInfo, { extra: 1 }, 'extra'],
    ] as const) {
      const { body: answer } = await server.post(path, { ...page, ...body }, group);
      expect(answer.errcode).toBe(Errcode.VALIDATION_FAILED);
      expect(JSON.stringify(answer.data)).toContain(field);
    }
  });

  it('exports the list’s rows with Chinese headers, and only with the export code', async () => {
    const csv = async (path: string, query: string, token: string) =>
      fetch(`${server.baseUrl}${path}Export?format=csv&${query}&token=${token}`);
    const answer = await csv(G.searchInStock, `memberCompanyId=${fx.id('M1')}`, group);
    const lines = (await answer.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toContain(EXPORT_HEADERS.company);
    expect(lines[0]).toContain(EXPORT_HEADERS.owner);
    const listed = await rowsOf(G.searchInStock, { memberCompanyId: fx.id('M1') });
    expect(lines.slice(1).map((line) => /(RK|LZ|DB)-T\d+/.exec(line)?.[0])).toEqual(
      listed.map((row) => row[3]),
    );
    const stock = await (await csv(D.searchStock, '', downstream)).text();
    expect(stock).toContain(EXPORT_HEADERS.onHand);
    expect(stock).toContain('测试下游客户');
    const refused = await csv(G.searchStock, '', groupSub);
    expect(((await refused.json()) as { errcode: number }).errcode).toBe(Errcode.NO_PERMISSION);
    expect((await server.post(G.searchStock, page, groupSub)).body.errcode).toBe(0);
  });
});
