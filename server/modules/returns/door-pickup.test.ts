import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Errcode } from '../../../src/contract/errcodes';
import type { TrayReturnDetail } from '../../../src/contract/returns';
import { TEST_DIALECTS, startTestServer, type TestServer } from '../../testing/test-server';
import { ledgerViolations } from '../../testing/ledger-invariants';
import {
  P,
  R,
  requestId,
  returnsContext,
  shanghaiDay,
  type ReturnsContext,
  bookDoorPickup,
  createSelfReturn,
} from './testing/context';

describe.each(TEST_DIALECTS)('door pickups and self returns on %s', (dialect) => {
  let server: TestServer;
  let ctx: ReturnsContext;
  const book = (quantity: number, overrides?: Record<string, unknown>, token?: string) =>
    bookDoorPickup(server, ctx, quantity, overrides, token);
  const selfReturn = (quantity: number, overrides?: Record<string, unknown>) =>
    createSelfReturn(server, ctx, quantity, overrides);

  beforeAll(async () => {
    server = await startTestServer({ dialect });
    ctx = await returnsContext(server);
  });
  afterAll(() => server.close());

  it('books a door pickup; the same requestId again returns the same booking and moves nothing', async () => {
    await ctx.stockUp(30);
    const before = await ctx.onHand();
    const id = requestId();
    const first = await book(10, { requestId: id });
    expect(first.body.errcode).toBe(Errcode.SUCCESS);
    expect(first.body.data).toMatchObject({
      channel: 'toDoor',
      status: 'booked',
      quantity: 10,
      contact: '王建国',
    });
    expect(first.body.data.documentNo).toMatch(/^GH\d{8}-\d{6}$/);
    expect(first.body.data.timeline.map((step) => step.status)).toEqual(['booked']);
    const again = await book(10, { requestId: id });
    expect(again.body.data.id).toBe(first.body.data.id);
    expect(await ctx.onHand()).toBe(before);
  });

  it('refuses more than the available stock (on hand less returns not yet taken)', async () => {
    const available = await server.post<{ trayTypeCode: string; available: number; onHand: number }[]>(
      `${R}/getReturnableStock`,
      { warehouseId: ctx.ids.suZhou },
      ctx.tokens.pallet,
    );
    const row = available.body.data.find((r) => r.trayTypeCode === '1311')!;
    expect(row.available).toBeLessThan(row.onHand);
    const refused = await book(row.available + 1);
    expect(refused.body).toMatchObject({
      errcode: Errcode.BUSINESS_FAILURE,
      errmsg: `库存不足：1311 田字网格托盘可用数量为 ${row.available}`,
    });
  });

  it('lets concurrent bookings of the same pallets not both through', async () => {
    await ctx.stockUp(10);
    const { body } = await server.post<{ trayTypeCode: string; available: number }[]>(
      `${R}/getReturnableStock`,
      { warehouseId: ctx.ids.suZhou },
      ctx.tokens.pallet,
    );
    const free = body.data.find((r) => r.trayTypeCode === '1311')!.available;
    // Each fits alone; both together do not.
    const half = Math.floor(free / 2) + 1;
    const results = await Promise.all([book(half), book(half)]);
    expect(results.map((r) => r.body.errcode).sort()).toEqual(
      [Errcode.BUSINESS_FAILURE, Errcode.SUCCESS].sort(),
    );
    expect(results.find((r) => r.body.errcode !== Errcode.SUCCESS)!.body.errmsg).toBe(
      `库存不足：1311 田字网格托盘可用数量为 ${free - half}`,
    );
  });

  it('moves stock exactly once: picked up twice, received twice', async () => {
    await ctx.stockUp(20);
    const booked = (await book(12)).body.data;
    const before = await ctx.onHand();
    for (let n = 0; n < 2; n += 1) {
      const picked = await ctx.platformPost<TrayReturnDetail>(`${P}/doorPickup/pickedUp`, {
        id: booked.id,
        pickedQuantity: 11,
      });
      expect(picked.body.data).toMatchObject({ status: 'pickedUp', pickedQuantity: 11 });
    }
    expect(await ctx.onHand()).toBe(before - 11);
    expect(await ctx.fx.entryCount(booked.id)).toBe(1);

    const mismatch = await ctx.platformPost(`${P}/doorPickup/received`, {
      id: booked.id,
      goodQuantity: 9,
      damagedQuantity: 1,
      lostQuantity: 0,
    });
    expect(mismatch.body.errcode).toBe(Errcode.VALIDATION_FAILED);
    for (let n = 0; n < 2; n += 1) {
      const received = await ctx.platformPost<TrayReturnDetail>(`${P}/doorPickup/received`, {
        id: booked.id,
        goodQuantity: 8,
        damagedQuantity: 2,
        lostQuantity: 1,
      });
      expect(received.body.data).toMatchObject({
        status: 'received',
        goodQuantity: 8,
        damagedQuantity: 2,
        lostQuantity: 1,
      });
    }
    expect(await ctx.onHand()).toBe(before - 11);
    expect(await ctx.fx.entryCount(booked.id)).toBe(1);
    const detail = await server.post<TrayReturnDetail>(
      `${R}/getDoorPickupDetail`,
      { id: booked.id },
      ctx.tokens.pallet,
    );
    expect(detail.body.data.timeline.map((step) => step.status)).toEqual(['booked', 'pickedUp', 'received']);
    expect(await ledgerViolations(server.db)).toEqual([]);
  });

  it('cancels a booked pickup (again: no change) and refuses to cancel one picked up', async () => {
    await ctx.stockUp(10);
    const booked = (await book(4)).body.data;
    for (let n = 0; n < 2; n += 1) {
      const cancelled = await server.post<TrayReturnDetail>(
        `${R}/cancelDoorPickup`,
        { id: booked.id },
        ctx.tokens.pallet,
      );
      expect(cancelled.body.data.status).toBe('cancelled');
    }
    const other = (await book(4)).body.data;
    await ctx.platformPost(`${P}/doorPickup/pickedUp`, { id: other.id, pickedQuantity: 4 });
    const refused = await server.post(`${R}/cancelDoorPickup`, { id: other.id }, ctx.tokens.pallet);
    expect(refused.body).toMatchObject({
      errcode: Errcode.BUSINESS_FAILURE,
      errmsg: '归还单当前为「已取件」，不能取消',
    });
    const late = await ctx.platformPost(`${P}/doorPickup/pickedUp`, { id: booked.id, pickedQuantity: 4 });
    expect(late.body.errcode).toBe(Errcode.BUSINESS_FAILURE);
  });

  it('submits a self return; the stock falls once when the depot receives it', async () => {
    await ctx.stockUp(10);
    const before = await ctx.onHand();
    const submitted = await selfReturn(6);
    expect(submitted.body.data).toMatchObject({
      channel: 'self',
      status: 'submitted',
      plateNumber: '沪A12345',
    });
    expect(await ctx.onHand()).toBe(before);
    const body = { id: submitted.body.data.id, goodQuantity: 5, damagedQuantity: 1, lostQuantity: 0 };
    for (let n = 0; n < 2; n += 1) {
      const received = await ctx.platformPost<TrayReturnDetail>(`${P}/selfReturn/received`, body);
      expect(received.body.data.status).toBe('received');
    }
    expect(await ctx.onHand()).toBe(before - 6);
    expect(await ctx.fx.entryCount(submitted.body.data.id)).toBe(1);
    const wrongChannel = await ctx.platformPost(`${P}/doorPickup/received`, body);
    expect(wrongChannel.body).toMatchObject({ errcode: Errcode.BUSINESS_FAILURE, errmsg: '归还单不存在' });
  });

  it('answers 2003 naming the bad fields, writing nothing', async () => {
    const plate = await selfReturn(1, { plateNumber: '沪AI2345' });
    expect(plate.body.errcode).toBe(Errcode.VALIDATION_FAILED);
    expect(plate.body.data).toEqual({ fields: [{ field: 'plateNumber', message: '车牌号格式不正确' }] });
    const past = await book(1, { pickupDate: shanghaiDay(Date.now() - 2 * 24 * 60 * 60 * 1000) });
    expect(past.body).toMatchObject({
      errcode: Errcode.VALIDATION_FAILED,
      data: { fields: [{ field: 'pickupDate' }] },
    });
    const extra = await book(1, { quantity: 0, colour: 'red' });
    expect(extra.body.errcode).toBe(Errcode.VALIDATION_FAILED);
    const fields = (extra.body.data as unknown as { fields: { field: string }[] }).fields.map((f) => f.field);
    expect(fields).toEqual(expect.arrayContaining(['quantity', 'colour']));
    const received = await ctx.platformPost(`${P}/doorPickup/received`, {
      id: 'x',
      goodQuantity: -1,
      damagedQuantity: 0,
      lostQuantity: 0,
    });
    expect(received.body.errcode).toBe(Errcode.VALIDATION_FAILED);
  });

  it('answers 4030 without the permission code or the platform key', async () => {
    expect((await book(1, {}, ctx.tokens.clerk)).body.errcode).toBe(Errcode.NO_PERMISSION);
    const noKey = await server.post(
      `${P}/doorPickup/pickedUp`,
      { id: 'x', pickedQuantity: 1 },
      ctx.tokens.pallet,
    );
    expect(noKey.body.errcode).toBe(Errcode.NO_PERMISSION);
  });

  it("treats another company's ids as not found", async () => {
    const mine = (await book(1)).body.data;
    const theirs = await server.post(`${R}/getDoorPickupDetail`, { id: mine.id }, ctx.tokens.baiYun);
    expect(theirs.body).toMatchObject({ errcode: Errcode.BUSINESS_FAILURE, errmsg: '归还单不存在' });
    const cancel = await server.post(`${R}/cancelDoorPickup`, { id: mine.id }, ctx.tokens.baiYun);
    expect(cancel.body).toMatchObject({ errcode: Errcode.BUSINESS_FAILURE, errmsg: '归还单不存在' });
    const fromTheirWarehouse = await book(1, { warehouseId: ctx.ids.baiYunWarehouse });
    expect(fromTheirWarehouse.body).toMatchObject({
      errcode: Errcode.BUSINESS_FAILURE,
      errmsg: '仓库不存在',
    });
    const asSelf = await server.post(`${R}/getSelfReturnDetail`, { id: mine.id }, ctx.tokens.pallet);
    expect(asSelf.body.errmsg).toBe('归还单不存在');
  });
});
