import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '../../../src/contract/envelope';
import { Errcode } from '../../../src/contract/errcodes';
import type {
  CustomerReturnRow,
  PickupRow,
  RecycleStockFlag,
  ReturnDepot,
  TransportRecord,
  TrayReturn,
  TrayReturnDetail,
} from '../../../src/contract/returns';
import type { RecyclingApplication } from '../../../src/contract/stock';
import { TEST_DIALECTS, startTestServer, type TestServer } from '../../testing/test-server';
import { createCustomerStockIn } from '../transport';
import { returnsDb } from './tables';
import { L, P, R, requestId, returnsContext, type ReturnsContext } from './testing/context';

/** The demo seed's returns (seed.ts) are what these lists show. */
describe.each(TEST_DIALECTS)('return lists and exports on %s', (dialect) => {
  let server: TestServer;
  let ctx: ReturnsContext;
  const list = <T>(path: string, filters: Record<string, unknown> = {}, token = ctx.tokens.pallet) =>
    server.post<Page<T>>(path, { pageNum: 1, pageSize: 50, ...filters }, token);
  const csv = async (path: string, token: string, filters: Record<string, string> = {}) => {
    const response = await fetch(
      `${server.baseUrl}${path}Export?${new URLSearchParams({ ...filters, format: 'csv', token })}`,
    );
    return {
      type: response.headers.get('content-type') ?? '',
      text: (await response.text()).replace(/^\uFEFF/, ''),
    };
  };

  beforeAll(async () => {
    server = await startTestServer({ dialect });
    ctx = await returnsContext(server);
  });
  afterAll(() => server.close());

  it('lists door pickups in every state, filtered by status, and exports the same rows', async () => {
    const all = await list<TrayReturn>(`${R}/searchDoorPickupList`);
    expect(all.body.errcode).toBe(Errcode.SUCCESS);
    expect(new Set(all.body.data.list.map((r) => r.status))).toEqual(
      new Set(['booked', 'pickedUp', 'received', 'cancelled']),
    );
    expect(all.body.data.list.every((r) => r.channel === 'toDoor' && r.companyId === ctx.ids.leCheng)).toBe(
      true,
    );
    const booked = await list<TrayReturn>(`${R}/searchDoorPickupList`, { status: 'booked' });
    expect(booked.body.data.list.map((r) => r.status)).toEqual(booked.body.data.list.map(() => 'booked'));
    const file = await csv(`${R}/searchDoorPickupList`, ctx.tokens.pallet);
    expect(file.type).toContain('text/csv');
    const lines = file.text.trim().split('\r\n');
    expect(lines[0]).toContain('归还单号');
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(
      all.body.data.list.map((r) => r.documentNo),
    );
  });

  it('pages through a list with totals', async () => {
    const page = await server.post<Page<TrayReturn>>(
      `${R}/searchDoorPickupList`,
      { pageNum: 2, pageSize: 2 },
      ctx.tokens.pallet,
    );
    expect(page.body.data).toMatchObject({ pageNum: 2, pageSize: 2, total: 4, pages: 2 });
    expect(page.body.data.list).toHaveLength(2);
  });

  it('lists self returns and the factory returns (received, every channel) with damaged and lost', async () => {
    const self = await list<TrayReturn>(`${R}/searchSelfReturnList`);
    expect(self.body.data.list.map((r) => r.status).sort()).toEqual(['received', 'submitted']);
    const factory = await list<TrayReturn>(`${R}/searchFactoryReturnList`);
    expect(factory.body.data.list.every((r) => r.status === 'received')).toBe(true);
    expect(new Set(factory.body.data.list.map((r) => r.channel))).toEqual(
      new Set(['toDoor', 'self', 'transport']),
    );
    const door = factory.body.data.list.find((r) => r.channel === 'toDoor')!;
    expect(door).toMatchObject({ goodQuantity: 9, damagedQuantity: 2, lostQuantity: 1 });
    const detail = await server.post<TrayReturnDetail>(
      `${R}/getFactoryReturnDetail`,
      { id: door.id },
      ctx.tokens.pallet,
    );
    expect(detail.body.data.timeline.map((s) => s.status)).toEqual(['booked', 'pickedUp', 'received']);
    const notReceived = self.body.data.list.find((r) => r.status === 'submitted')!;
    const refused = await server.post(
      `${R}/getFactoryReturnDetail`,
      { id: notReceived.id },
      ctx.tokens.pallet,
    );
    expect(refused.body.errmsg).toBe('归还单不存在');
  });

  it('lists and exports transport records, and lists the depots', async () => {
    const records = await list<TransportRecord>(`${L}/searchTransportRecordList`);
    expect(records.body.data.list.map((r) => r.status).sort()).toEqual(['confirmed', 'pending']);
    const file = await csv(`${L}/searchTransportRecordList`, ctx.tokens.pallet);
    const [header, ...lines] = file.text.trim().split('\r\n');
    expect(header!.split(',').slice(0, 2)).toEqual(['运输记录编号', '状态']);
    // The words of the returns page's tabs (已确认归还 next to 待确认), not a server-only wording.
    const shown = { pending: '待确认', confirmed: '已确认归还' } as const;
    expect(lines.map((line) => line.split(',').slice(0, 2))).toEqual(
      records.body.data.list.map((r) => [r.recordNo, shown[r.status]]),
    );
    const depots = await server.post<ReturnDepot[]>(
      `${R}/getDepotList`,
      { keyword: '苏州' },
      ctx.tokens.pallet,
    );
    expect(depots.body.data.map((d) => d.city)).toEqual(['苏州市']);
  });

  it('shows each company only its own returns', async () => {
    const theirs = await list<TrayReturn>(`${R}/searchDoorPickupList`, {}, ctx.tokens.baiYun);
    expect(theirs.body.data.total).toBeGreaterThan(0);
    expect(theirs.body.data.list.every((r) => r.companyId === ctx.ids.baiYun)).toBe(true);
    const file = await csv(`${R}/searchFactoryReturnList`, ctx.tokens.baiYun);
    const mine = await list<TrayReturn>(`${R}/searchFactoryReturnList`);
    for (const row of mine.body.data.list) expect(file.text).not.toContain(row.documentNo);
  });

  it('lists recycling applications, their detail, the pickup overview, the recycle flag, and the platform collects', async () => {
    const recycles = await list<RecyclingApplication>('/api/api/recycle/searchList', { status: 'applied' });
    const applied = recycles.body.data.list[0]!;
    const detail = await server.post<RecyclingApplication>(
      '/api/api/recycle/getDetail',
      { id: applied.id },
      ctx.tokens.pallet,
    );
    expect(detail.body.data.id).toBe(applied.id);
    const pickups = await list<PickupRow>('/api/api/recycling/searchPickupList');
    expect(new Set(pickups.body.data.list.map((r) => r.source))).toEqual(new Set(['toDoor', 'recycling']));
    const flag = await server.post<RecycleStockFlag>(
      '/api/customer/getRecycleStockFlag',
      {},
      ctx.tokens.pallet,
    );
    const pending = recycles.body.data.list.reduce((sum, r) => sum + r.quantity, 0);
    expect(flag.body.data).toEqual({ required: pending > 0, pendingRecycle: pending });
    for (let n = 0; n < 2; n += 1) {
      const collected = await ctx.platformPost<RecyclingApplication>(`${P}/recycling/collected`, {
        id: applied.id,
      });
      expect(collected.body.data.status).toBe('collected');
    }
    const after = await server.post<RecycleStockFlag>(
      '/api/customer/getRecycleStockFlag',
      {},
      ctx.tokens.pallet,
    );
    expect(after.body.data.pendingRecycle).toBe(pending - applied.quantity);
    const theirs = await server.post('/api/api/recycle/getDetail', { id: applied.id }, ctx.tokens.baiYun);
    expect(theirs.body.errcode).toBe(Errcode.BUSINESS_FAILURE);
  });

  it('lists customer returns (inbound orders of source client) and only the company’s', async () => {
    const atClient = await returnsDb(server.db)
      .selectFrom('stock_balances')
      .selectAll()
      .where('owner_company_id', '=', ctx.ids.leCheng)
      .where('holder_company_id', '<>', ctx.ids.leCheng)
      .where('on_hand', '>', 0)
      .orderBy('on_hand', 'desc')
      .executeTakeFirstOrThrow();
    const order = await createCustomerStockIn(
      { db: server.db, clock: Date.now },
      { companyId: ctx.ids.leCheng },
      {
        requestId: requestId(),
        clientCompanyId: atClient.holder_company_id,
        clientWarehouseId: atClient.warehouse_id,
        warehouseId: ctx.ids.suZhou,
        trayTypeCode: atClient.tray_type_code,
        quantity: 1,
      },
    );
    const rows = await list<CustomerReturnRow>(`${R}/searchCustomerReturnList`);
    expect(rows.body.errcode).toBe(Errcode.SUCCESS);
    const row = rows.body.data.list.find((r) => r.id === order.id)!;
    expect(row).toMatchObject({ clientCompanyId: atClient.holder_company_id, quantity: 1, status: 'signed' });
    expect(row.clientCompanyName).not.toBe('');
    const theirs = await list<CustomerReturnRow>(`${R}/searchCustomerReturnList`, {}, ctx.tokens.baiYun);
    expect(theirs.body.data.list.map((r) => r.id)).not.toContain(order.id);
  });

  it('answers 4030 for exports without the code, and 2003 for bad filters', async () => {
    const denied = await fetch(
      `${server.baseUrl}${R}/searchDoorPickupListExport?${new URLSearchParams({ format: 'csv', token: ctx.tokens.clerk })}`,
    );
    expect((await denied.json()).errcode).toBe(Errcode.NO_PERMISSION);
    const bad = await list(`${R}/searchDoorPickupList`, { status: 'lost' });
    expect(bad.body).toMatchObject({
      errcode: Errcode.VALIDATION_FAILED,
      data: { fields: [{ field: 'status' }] },
    });
    const day = await list(`${R}/searchSelfReturnList`, { dateStart: '2026-02-31' });
    expect(day.body.errcode).toBe(Errcode.VALIDATION_FAILED);
  });
});
