import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page, ValidationFailure } from '../../../../src/contract/envelope';
import { Errcode } from '../../../../src/contract/errcodes';
import type { BatchConfirmResult, Waybill } from '../../../../src/contract/transport';
import { TEST_DIALECTS, startTestServer, type TestServer } from '../../../testing/test-server';
import { createInboundOrder, signInboundOrder } from '../../stock/documents/inbound/service';
import { ledgerViolations } from '../../stock/ledger/invariants';
import { stockFixtures } from '../../stock/testing/fixtures';
import { baiYunToken } from '../../stock/testing/sessions';

const requestId = () => randomUUID().replaceAll('-', '');
const T = '/api/api/transportationManagement';

describe.each(TEST_DIALECTS)('waybills on %s', (dialect) => {
  let server: TestServer;
  let fx: ReturnType<typeof stockFixtures>;
  let pallet: string;
  let clerk: string;
  let baiYun: string;
  let ids: {
    leCheng: string;
    shuWei: string;
    suZhou: string;
    shuWeiWarehouse: string;
    baiYunWarehouse: string;
  };
  const platform = () => ({ 'x-platform-key': server.app.deps.platformKey });

  /** Delivers and signs `quantity` pallets of 1311 to 乐橙苏州园区分仓. */
  const stockUp = async (quantity: number) => {
    const deps = { db: server.db, clock: Date.now };
    const order = await createInboundOrder(deps, {
      companyId: ids.leCheng,
      warehouseId: ids.suZhou,
      trayTypeCode: '1311',
      quantity,
      requestId: requestId(),
    });
    await signInboundOrder(deps, { companyId: ids.leCheng }, order.id, { receivedQuantity: quantity });
  };
  const create = (quantity: number, extra: Record<string, unknown> = {}, token = pallet) =>
    server.post<Waybill>(
      `${T}/createCustomerOutboundOrder`,
      {
        requestId: requestId(),
        fromWarehouseId: ids.suZhou,
        toCompanyId: ids.shuWei,
        toWarehouseId: ids.shuWeiWarehouse,
        trayTypeCode: '1311',
        quantity,
        plateNumber: '沪A12345',
        ...extra,
      },
      token,
    );
  const event = (step: 'depart' | 'arrive', body: Record<string, unknown>) =>
    server.post<Waybill>(`/api/platform/waybill/${step}`, body, undefined, platform());
  const confirm = (waybillIds: string[], token = pallet) =>
    server.post<BatchConfirmResult>(`${T}/batchConfirmArrive`, { ids: waybillIds }, token);
  const sender = () => fx.balance(ids.leCheng, ids.suZhou, '1311');
  const receiver = () => fx.balance(ids.shuWei, ids.shuWeiWarehouse, '1311', ids.leCheng);
  /** A waybill of `quantity` taken to arrived. */
  const arrived = async (quantity: number) => {
    const created = await create(quantity);
    await event('depart', { id: created.body.data.id });
    await event('arrive', { waybillNo: created.body.data.documentNo });
    return created.body.data;
  };

  beforeAll(async () => {
    server = await startTestServer({ dialect });
    fx = stockFixtures(server.db);
    const baiYunId = await fx.companyId('baiYun');
    ids = {
      leCheng: await fx.companyId('leCheng'),
      shuWei: await fx.companyId('shuWei'),
      suZhou: (await fx.warehouses('leCheng'))[2] as string,
      shuWeiWarehouse: (await fx.warehouses('shuWei'))[0] as string,
      baiYunWarehouse: (await fx.warehouses('baiYun'))[0] as string,
    };
    pallet = await server.login('demo_pallet');
    clerk = await server.login('demo_clerk');
    baiYun = await baiYunToken(server, baiYunId);
  });
  afterAll(() => server.close());

  it('creates a waybill waiting to leave with no stock effect; the same requestId returns it', async () => {
    await stockUp(40);
    const [before, beforeReceiver] = [await sender(), await receiver()];
    const body = {
      requestId: requestId(),
      fromWarehouseId: ids.suZhou,
      toCompanyId: ids.shuWei,
      toWarehouseId: ids.shuWeiWarehouse,
      trayTypeCode: '1311',
      quantity: 12,
      plateNumber: '沪AD12345',
      driverName: '王建国',
      driverPhone: '13900000011',
      vehicleProvider: 'yuhong',
    };
    const first = await server.post<Waybill>(`${T}/createCustomerOutboundOrder`, body, pallet);
    expect(first.body.errcode).toBe(0);
    expect(first.body.data).toMatchObject({
      status: 'created',
      quantity: 12,
      ownerCompanyId: ids.leCheng,
      plateNumber: '沪AD12345',
      driverName: '王建国',
      vehicleProvider: 'yuhong',
      departedAt: null,
    });
    expect(first.body.data.documentNo).toMatch(/^YD\d{8}-\d{6}$/);
    const again = await server.post<Waybill>(`${T}/createCustomerOutboundOrder`, body, pallet);
    expect(again.body.data.id).toBe(first.body.data.id);
    expect(await sender()).toEqual(before);
    expect(await receiver()).toEqual(beforeReceiver);
    const detail = await server.post<Waybill>(`${T}/getDetailById`, { id: first.body.data.id }, pallet);
    expect(detail.body.data).toEqual(first.body.data);
  });

  it('moves stock once at departure and once at confirmation; arrival moves none', async () => {
    await stockUp(30);
    const [s0, r0] = [await sender(), await receiver()];
    const created = (await create(30)).body.data;
    for (let n = 0; n < 2; n += 1) {
      const departed = await event('depart', { id: created.id, at: '2026-11-20T08:00:00.000Z' });
      expect(departed.body.data).toMatchObject({
        status: 'inTransit',
        departedAt: '2026-11-20T08:00:00.000Z',
      });
    }
    expect((await sender()).onHand).toBe(s0.onHand - 30);
    expect((await receiver()).inTransit).toBe(r0.inTransit + 30);
    for (let n = 0; n < 2; n += 1)
      expect((await event('arrive', { waybillNo: created.documentNo })).body.data.status).toBe('arrived');
    // A late departure report after arrival changes nothing.
    expect((await event('depart', { id: created.id })).body.data.status).toBe('arrived');
    expect(await receiver()).toEqual({ ...r0, inTransit: r0.inTransit + 30 });
    const entries = await fx.entryCount(created.id);

    expect((await confirm([created.id, created.id])).body.data).toEqual({ confirmed: 1, skipped: 0 });
    expect((await confirm([created.id])).body.data).toEqual({ confirmed: 0, skipped: 1 });
    expect(await receiver()).toEqual({ ...r0, onHand: r0.onHand + 30 });
    expect((await sender()).onHand).toBe(s0.onHand - 30);
    expect(await fx.entryCount(created.id)).toBe(entries + 1);
    const detail = await server.post<Waybill>(`${T}/getDetailById`, { id: created.id }, pallet);
    expect(detail.body.data).toMatchObject({ status: 'confirmed' });
    expect(detail.body.data.confirmedAt).not.toBeNull();
    expect(await ledgerViolations(server.db)).toEqual([]);
  });

  it('refuses a batch with any waybill not arrived, naming it, and writes nothing', async () => {
    await stockUp(20);
    const ready = await arrived(10);
    const waiting = (await create(10)).body.data;
    const r0 = await receiver();
    const refused = await confirm([ready.id, waiting.id]);
    expect(refused.body).toMatchObject({
      errcode: Errcode.BUSINESS_FAILURE,
      errmsg: `运单 ${waiting.documentNo} 当前为「待出库」，不能确认到货`,
    });
    expect(await receiver()).toEqual(r0);
    const detail = await server.post<Waybill>(`${T}/getDetailById`, { id: ready.id }, pallet);
    expect(detail.body.data.status).toBe('arrived');
    expect((await confirm([ready.id])).body.data).toEqual({ confirmed: 1, skipped: 0 });
  });

  it('confirms 50 waybills in one call with the balances right after', async () => {
    await stockUp(50 * 3);
    const batch: Waybill[] = [];
    for (let n = 0; n < 50; n += 1) batch.push(await arrived(3));
    const r0 = await receiver();
    const result = await confirm(batch.map((w) => w.id));
    expect(result.body.data).toEqual({ confirmed: 50, skipped: 0 });
    expect(await receiver()).toEqual({ ...r0, onHand: r0.onHand + 150, inTransit: r0.inTransit - 150 });
    expect(await ledgerViolations(server.db)).toEqual([]);
  }, 60_000);

  it('moves no pallet twice when the same batch is confirmed concurrently', async () => {
    await stockUp(8 * 5);
    const batch: Waybill[] = [];
    for (let n = 0; n < 8; n += 1) batch.push(await arrived(5));
    const r0 = await receiver();
    const results = await Promise.all(Array.from({ length: 4 }, () => confirm(batch.map((w) => w.id))));
    expect(results.every((r) => r.body.errcode === 0)).toBe(true);
    expect(results.reduce((sum, r) => sum + r.body.data.confirmed, 0)).toBe(8);
    expect(await receiver()).toEqual({ ...r0, onHand: r0.onHand + 40, inTransit: r0.inTransit - 40 });
    expect(await ledgerViolations(server.db)).toEqual([]);
  });

  it('deletes only while waiting to leave, once; lists hide deleted waybills', async () => {
    await stockUp(10);
    const created = (await create(4, { remark: '删除测试' })).body.data;
    for (let n = 0; n < 2; n += 1) {
      const deleted = await server.post<Waybill>(`${T}/deleteWaitStockOut`, { id: created.id }, pallet);
      expect(deleted.body.data.status).toBe('deleted');
    }
    const list = await server.post<Page<Waybill>>(
      `${T}/searchList`,
      { pageNum: 1, pageSize: 100, keyword: created.documentNo },
      pallet,
    );
    expect(list.body.data.total).toBe(0);
    expect((await event('depart', { id: created.id })).body).toMatchObject({
      errcode: Errcode.BUSINESS_FAILURE,
      errmsg: '运单当前为「已删除」，不能出库',
    });
    const departed = await arrived(3);
    const refused = await server.post(`${T}/deleteWaitStockOut`, { id: departed.id }, pallet);
    expect(refused.body).toMatchObject({
      errcode: Errcode.BUSINESS_FAILURE,
      errmsg: '运单当前为「已到达」，不能删除',
    });
  });

  it('lists with filters, newest first, and exports the same rows', async () => {
    const filters = { status: 'arrived', warehouseId: ids.suZhou, trayTypeCode: '1311' };
    const list = await server.post<Page<Waybill>>(
      `${T}/searchList`,
      { pageNum: 1, pageSize: 100, ...filters },
      pallet,
    );
    expect(list.body.data.total).toBeGreaterThan(0);
    expect(list.body.data.list.every((w) => w.status === 'arrived' && w.fromWarehouseId === ids.suZhou)).toBe(
      true,
    );
    const times = list.body.data.list.map((w) => w.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    const byClient = await server.post<Page<Waybill>>(
      `${T}/searchList`,
      { pageNum: 1, pageSize: 5, keyword: '蜀味' },
      pallet,
    );
    expect(byClient.body.data.total).toBeGreaterThan(5);
    expect(byClient.body.data.list).toHaveLength(5);
    const query = new URLSearchParams({ ...filters, format: 'csv', token: pallet });
    const csv = await (await fetch(`${server.baseUrl}${T}/searchListExport?${query}`)).text();
    const lines = csv.trim().split('\r\n');
    expect(lines[0]).toContain('运单号');
    expect(lines).toHaveLength(list.body.data.total + 1);
    expect(lines[1]).toContain(list.body.data.list[0]!.documentNo);
  });

  it('answers 4030 without the code, the role or the platform key', async () => {
    const created = (await create(1)).body.data;
    expect((await server.post(`${T}/deleteWaitStockOut`, { id: created.id }, clerk)).body.errcode).toBe(
      Errcode.NO_PERMISSION,
    );
    const exported = await fetch(`${server.baseUrl}${T}/searchListExport?format=csv&token=${clerk}`);
    expect((await exported.json()).errcode).toBe(Errcode.NO_PERMISSION);
    const c1 = await server.login('demo_c1');
    expect((await confirm([created.id], c1)).body.errcode).toBe(Errcode.NO_PERMISSION);
    const noKey = await server.post('/api/platform/waybill/depart', { id: created.id }, undefined, {
      'x-platform-key': 'wrong',
    });
    expect(noKey.body.errcode).toBe(Errcode.NO_PERMISSION);
  });

  it('treats another company’s waybill as not found and never shows it', async () => {
    const mine = await arrived(1);
    for (const [path, body] of [
      ['getDetailById', { id: mine.id }],
      ['deleteWaitStockOut', { id: mine.id }],
    ] as const) {
      const answer = await server.post(`${T}/${path}`, body, baiYun);
      expect(answer.body).toMatchObject({ errcode: Errcode.BUSINESS_FAILURE, errmsg: '运单不存在' });
    }
    const batch = await confirm([mine.id], baiYun);
    expect(batch.body).toMatchObject({ errcode: Errcode.BUSINESS_FAILURE, errmsg: `运单 ${mine.id} 不存在` });
    const list = await server.post<Page<Waybill>>(`${T}/searchList`, { pageNum: 1, pageSize: 100 }, baiYun);
    expect(list.body.data.list.some((w) => w.fromCompanyId === ids.leCheng)).toBe(false);
    // Not a downstream client of the sender; not the sender's warehouse.
    const toOther = await create(1, {
      toCompanyId: await fx.companyId('baiYun'),
      toWarehouseId: ids.baiYunWarehouse,
    });
    expect(toOther.body.errmsg).toBe('该企业不是您的下游客户');
    const fromOther = await create(1, { fromWarehouseId: ids.baiYunWarehouse });
    expect(fromOther.body.errmsg).toBe('仓库不存在');
  });

  it('answers 2003 naming the fields of a bad body, a bad plate included, and writes nothing', async () => {
    const count = async () =>
      Number(
        (
          await server.db
            .selectFrom('waybills' as never)
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    const badPlate = await create(1, { plateNumber: '沪A1234I' });
    expect(badPlate.body.errcode).toBe(Errcode.VALIDATION_FAILED);
    expect((badPlate.body.data as unknown as ValidationFailure).fields).toEqual([
      { field: 'plateNumber', message: '车牌号格式不正确' },
    ]);
    const missing = await create(0, { plateNumber: undefined, extra: 1 });
    const fields = (missing.body.data as unknown as ValidationFailure).fields.map((f) => f.field).sort();
    expect(fields).toEqual(['extra', 'plateNumber', 'quantity']);
    for (const body of [{ ids: [] }, { ids: Array.from({ length: 501 }, (_, n) => `id${n}`) }]) {
      expect((await server.post(`${T}/batchConfirmArrive`, body, pallet)).body.errcode).toBe(
        Errcode.VALIDATION_FAILED,
      );
    }
    const badEvent = await event('depart', { id: 'x', at: 'yesterday' });
    expect(badEvent.body.errcode).toBe(Errcode.VALIDATION_FAILED);
    const badList = await server.post(
      `${T}/searchList`,
      { pageNum: 1, pageSize: 10, status: 'deleted' },
      pallet,
    );
    expect(badList.body.errcode).toBe(Errcode.VALIDATION_FAILED);
    expect(await count()).toBe(before);
  });
});
