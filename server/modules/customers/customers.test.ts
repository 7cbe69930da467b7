import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  OverdueCustomerRow,
  SaleCustomerDetail,
  SaleCustomerRow,
} from '../../../src/contract/customers';
import type { Page } from '../../../src/contract/envelope';
import { Errcode } from '../../../src/contract/errcodes';
import type { StockRow } from '../../../src/contract/stock';
import { TEST_DIALECTS, startTestServer, type TestServer } from '../../testing/test-server';
import { applyMovements, type Movement, shanghaiDay } from '../ledger';
import { FREE_RENT_DAYS } from '../stock';
import { stockFixtures } from '../../testing/stock-fixtures';
import { insertWaybill, revokeFromClerk } from '../../testing/vehicle-fixtures';

const LIST = '/api/api/client/searchList';
const DETAIL = '/api/api/client/getDetail';
const OVERDUE = '/api/api/clientCustomerBill/overdueCustomerList';
const page = { pageNum: 1, pageSize: 100 };
const DAY_MS = 24 * 60 * 60 * 1000;

describe.each(TEST_DIALECTS)('sales customers on %s', (dialect) => {
  let server: TestServer;
  let pallet: string;
  let clerk: string;
  let ids: Record<'leCheng' | 'shuWei' | 'jiaDing' | 'baiYun', string>;
  /** 下游客户库存 summed per holder: what the customer rows must agree with. */
  let downstream: Map<string, { held: number; inTransit: number; overdue: number }>;
  let lastWaybillAt: string;

  beforeAll(async () => {
    server = await startTestServer({ dialect });
    const fx = stockFixtures(server.db);
    ids = await fx.companyIds('leCheng', 'shuWei', 'jiaDing', 'baiYun');
    pallet = await server.login('demo_pallet');
    clerk = await server.login('demo_clerk');
    const [from] = await fx.warehouses('leCheng');
    const [to] = await fx.warehouses('shuWei');
    const at = server.app.deps.clock() + 30 * 24 * 3_600_000; // later than every seeded waybill
    await insertWaybill(server.db, {
      documentNo: 'TEST-SALE-LAST',
      status: 'created',
      fromCompanyId: ids.leCheng,
      fromWarehouseId: from as string,
      toCompanyId: ids.shuWei,
      toWarehouseId: to as string,
      plateNumber: '沪A12345',
      createdAt: at,
    });
    lastWaybillAt = new Date(at).toISOString();
    const stock = await server.post<Page<StockRow>>(
      '/api/api/consumerStock/searchDownstreamStock',
      page,
      pallet,
    );
    downstream = new Map();
    for (const row of stock.body.data.list) {
      const sum = downstream.get(row.holderCompanyId) ?? { held: 0, inTransit: 0, overdue: 0 };
      sum.held += row.onHand;
      sum.inTransit += row.inTransit;
      sum.overdue += row.overdue;
      downstream.set(row.holderCompanyId, sum);
    }
  });
  afterAll(() => server.close());

  it('lists the downstream clients with the pallets of mine they hold, as 下游客户库存 counts them', async () => {
    const { body } = await server.post<Page<SaleCustomerRow>>(LIST, page, pallet);
    expect(body.errcode).toBe(0);
    expect(body.data.list.map((row) => row.clientCompanyId).sort()).toEqual([ids.jiaDing, ids.shuWei].sort());
    expect(body.data.total).toBe(2);
    for (const row of body.data.list) {
      const expected = downstream.get(row.clientCompanyId) ?? { held: 0, inTransit: 0, overdue: 0 };
      expect({ held: row.held, inTransit: row.inTransit, overdue: row.overdue }).toEqual(expected);
      expect(row.warehouseCount).toBeGreaterThan(0);
      expect(row.contact).not.toBe('');
    }
    const shuWei = body.data.list.find((row) => row.clientCompanyId === ids.shuWei);
    expect(shuWei?.lastWaybillAt).toBe(lastWaybillAt);
    expect(body.data.list.reduce((n, row) => n + row.held, 0)).toBeGreaterThan(0);
  });

  it('filters by keyword and overdue, sorts by held and pages', async () => {
    const keyword = await server.post<Page<SaleCustomerRow>>(LIST, { ...page, keyword: '蜀味' }, pallet);
    expect(keyword.body.data.list.map((row) => row.clientCompanyId)).toEqual([ids.shuWei]);
    const overdue = await server.post<Page<SaleCustomerRow>>(LIST, { ...page, hasOverdue: 'true' }, pallet);
    const expectedOverdue = [...downstream].filter(([, sum]) => sum.overdue > 0).map(([id]) => id);
    expect(overdue.body.data.list.map((row) => row.clientCompanyId).sort()).toEqual(expectedOverdue.sort());
    const asc = await server.post<Page<SaleCustomerRow>>(
      LIST,
      { ...page, sortBy: 'held', sortOrder: 'asc' },
      pallet,
    );
    const held = asc.body.data.list.map((row) => row.held);
    expect(held).toEqual([...held].sort((a, b) => a - b));
    const second = await server.post<Page<SaleCustomerRow>>(LIST, { pageNum: 2, pageSize: 1 }, pallet);
    expect(second.body.data).toMatchObject({ total: 2, pages: 2, pageNum: 2 });
    expect(second.body.data.list).toHaveLength(1);
  });

  it('exports the list (csv) with the export code only', async () => {
    const url = (token: string) =>
      `${server.baseUrl}${LIST}Export?format=csv&keyword=${encodeURIComponent('蜀味')}&token=${token}`;
    const csv = await fetch(url(pallet));
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const lines = (await csv.text()).trim().split('\r\n');
    expect(lines[0]).toContain('客户名称');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('成都蜀味餐饮供应链有限公司');
    const denied = (await (await fetch(url(clerk))).json()) as { errcode: number };
    expect(denied.errcode).toBe(Errcode.NO_PERMISSION);
  });

  it('answers the detail of a client: addresses, stock per warehouse × tray type, waybills', async () => {
    const { body } = await server.post<SaleCustomerDetail>(DETAIL, { clientCompanyId: ids.shuWei }, pallet);
    expect(body.errcode).toBe(0);
    expect(body.data.customer.name).toBe('成都蜀味餐饮供应链有限公司');
    expect(body.data.addresses.length).toBe(body.data.customer.warehouseCount);
    expect(
      body.data.stock.every(
        (row) => row.holderCompanyId === ids.shuWei && row.ownerCompanyId === ids.leCheng,
      ),
    ).toBe(true);
    expect(body.data.stock.reduce((n, row) => n + row.onHand, 0)).toBe(body.data.customer.held);
    expect(body.data.waybills[0]?.documentNo).toBe('TEST-SALE-LAST');
    expect(Array.isArray(body.data.returns)).toBe(true);
  });

  it('answers 客户不存在 for a company that is not my client, 2003 for bad input, 4030 without the code', async () => {
    for (const clientCompanyId of [ids.baiYun, ids.leCheng, 'no-such-company']) {
      const { body } = await server.post(DETAIL, { clientCompanyId }, pallet);
      expect(body).toMatchObject({ errcode: Errcode.BUSINESS_FAILURE, errmsg: '客户不存在' });
    }
    expect((await server.post(DETAIL, { clientCompanyId: '' }, pallet)).body.errcode).toBe(2003);
    expect((await server.post(LIST, { ...page, hasOverdue: true }, pallet)).body.errcode).toBe(2003);
    expect((await server.post(LIST, { ...page, sortBy: 'name' }, pallet)).body.errcode).toBe(2003);
    expect((await server.post(OVERDUE, { pageNum: 0, pageSize: 10 }, pallet)).body.errcode).toBe(2003);
    expect((await server.post(DETAIL, { clientCompanyId: ids.shuWei }, clerk)).body.errcode).toBe(0);
    await revokeFromClerk(server.db, 'yelopack-customer-sale-checkDetail');
    expect((await server.post(DETAIL, { clientCompanyId: ids.shuWei }, clerk)).body.errcode).toBe(
      Errcode.NO_PERMISSION,
    );
    const c1 = await server.login('demo_c1');
    expect((await server.post(LIST, page, c1)).body.errcode).toBe(Errcode.NO_PERMISSION);
  });

  it('lists overdue clients per tray type with overdue days, agreeing with 下游客户库存', async () => {
    const { body } = await server.post<Page<OverdueCustomerRow>>(OVERDUE, page, pallet);
    expect(body.errcode).toBe(0);
    const perClient = new Map<string, number>();
    for (const row of body.data.list) {
      expect(row.overdue).toBeGreaterThan(0);
      expect(row.overdueDays).toBeGreaterThan(0);
      perClient.set(row.clientCompanyId, (perClient.get(row.clientCompanyId) ?? 0) + row.overdue);
    }
    const expected = new Map(
      [...downstream].filter(([, sum]) => sum.overdue > 0).map(([id, sum]) => [id, sum.overdue]),
    );
    expect(perClient).toEqual(expected);
    const overdue = body.data.list.map((row) => row.overdue);
    expect(overdue).toEqual([...overdue].sort((a, b) => b - a));
    const filtered = await server.post<Page<OverdueCustomerRow>>(
      OVERDUE,
      { ...page, keyword: '不存在的客户' },
      pallet,
    );
    expect(filtered.body.data).toMatchObject({ list: [], total: 0 });
  });
  it('counts overdue days by the stock overdue rule: the oldest pallet held, first in first out', async () => {
    const fx = stockFixtures(server.db);
    const [warehouse] = await fx.warehouses('shuWei');
    /** One ledger movement of 乐橙's 1311 at 成都蜀味, `daysAgo` calendar days before today (Shanghai noon), or now. */
    const move = async (daysAgo: number, delta: number) => {
      const now = server.app.deps.clock();
      const at = daysAgo === 0 ? now : (shanghaiDay(now) - daysAgo) * DAY_MS + 4 * 3_600_000;
      const movement: Movement = {
        holder: ids.shuWei,
        warehouse: warehouse as string,
        trayType: '1311',
        owner: ids.leCheng,
        delta,
        kind: delta > 0 ? 'saleIn' : 'customerReturnOut',
        documentType: delta > 0 ? 'saleOutbound' : 'inboundOrder',
        documentId: `overdue-days-${daysAgo}-${delta}`,
        documentNo: `T${daysAgo}`,
      };
      await server.db.transaction().execute((trx) => applyMovements(trx, at, { movements: [movement] }));
    };
    const row = async () => {
      const { body } = await server.post<Page<OverdueCustomerRow>>(
        OVERDUE,
        { ...page, trayTypeCode: '1311' },
        pallet,
      );
      return body.data.list.find((r) => r.clientCompanyId === ids.shuWei);
    };
    expect(await row()).toBeUndefined();
    await move(FREE_RENT_DAYS + 15, 5);
    await move(10, 3);
    // 3 came in during the free days; the 5 before them have been there 15 days too long.
    expect(await row()).toMatchObject({ held: 8, overdue: 5, overdueDays: 15 });
    await move(0, -4);
    expect(await row()).toMatchObject({ held: 4, overdue: 1, overdueDays: 15 });
    await move(FREE_RENT_DAYS + 1, 2);
    expect(await row()).toMatchObject({ held: 6, overdue: 3, overdueDays: 15 });
    // The latest in are held: 3 of the free days and 1 of the day before them, one day too long.
    await move(0, -2);
    expect(await row()).toMatchObject({ held: 4, overdue: 1, overdueDays: 1 });
    await move(0, -1);
    expect(await row()).toBeUndefined();
  });
});
