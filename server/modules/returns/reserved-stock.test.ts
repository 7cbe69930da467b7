import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '../../../src/contract/envelope';
import { Errcode } from '../../../src/contract/errcodes';
import type { StockRow, StockSummary, Transfer } from '../../../src/contract/stock';
import type { Waybill } from '../../../src/contract/transport';
import { TEST_DIALECTS, startTestServer, type TestServer } from '../../testing/test-server';
import { ledgerViolations } from '../../testing/ledger-invariants';
import { stockDb } from '../stock';
import {
  R,
  requestId,
  returnsContext,
  tomorrow,
  type ReturnsContext,
  bookDoorPickup,
  createSelfReturn,
} from './testing/context';

const C = '/api/api/customerStock';
const T = '/api/api/transportationManagement';
const refusal = (available: number) => ({
  errcode: Errcode.BUSINESS_FAILURE,
  errmsg: `库存不足：1311 田字网格托盘可用数量为 ${available}`,
});

/**
 * Issue 10, item 8: pallets reserved by door pickups and self returns stay on hand until taken, and no
 * other movement may take them (available = on hand − reserved), whichever document tries and however
 * the requests race.
 */
describe.each(TEST_DIALECTS)('reserved pallets stay for their returns on %s', (dialect) => {
  let server: TestServer;
  let ctx: ReturnsContext;
  beforeAll(async () => {
    server = await startTestServer({ dialect });
    ctx = await returnsContext(server);
  });
  afterAll(() => server.close());

  const ok = (body: { errcode: number }) => body.errcode === Errcode.SUCCESS;
  /** 上海乐橙's own 1311 at 苏州, straight from the table (reserved included). */
  const balance = () => ctx.fx.balance(ctx.ids.leCheng, ctx.ids.suZhou, '1311');
  /** The same balance as the stock list shows it (none before its first pallet). */
  const stockRow = async () => {
    const { body } = await server.post<Page<StockRow>>(
      `${C}/searchCustomerStock`,
      { pageNum: 1, pageSize: 10, warehouseId: ctx.ids.suZhou, trayTypeCode: '1311' },
      ctx.tokens.pallet,
    );
    return body.data.list[0];
  };
  const book = (quantity: number, overrides?: Record<string, unknown>, token?: string) =>
    bookDoorPickup(server, ctx, quantity, overrides, token);
  const selfReturn = (quantity: number, overrides?: Record<string, unknown>) =>
    createSelfReturn(server, ctx, quantity, overrides);
  const transfer = (quantity: number) =>
    server.post<Transfer>(
      `${C}/updateAllocationStockOut`,
      {
        requestId: requestId(),
        fromWarehouseId: ctx.ids.suZhou,
        toCompanyId: ctx.ids.baiYun,
        trayTypeCode: '1311',
        quantity,
      },
      ctx.tokens.pallet,
    );
  const saleOutbound = (quantity: number) =>
    server.post<Waybill>(
      `${T}/createCustomerOutboundOrder`,
      {
        requestId: requestId(),
        fromWarehouseId: ctx.ids.suZhou,
        toCompanyId: ctx.ids.shuWei,
        toWarehouseId: ctx.ids.shuWeiWarehouse,
        trayTypeCode: '1311',
        quantity,
        plateNumber: '沪A12345',
      },
      ctx.tokens.pallet,
    );
  const recycle = (quantity: number) =>
    server.post(
      `${C}/applyRecycling`,
      {
        requestId: requestId(),
        warehouseId: ctx.ids.suZhou,
        trayTypeCode: '1311',
        quantity,
        pickupDate: tomorrow(),
        contact: '王建国',
        phone: '13812345678',
      },
      ctx.tokens.pallet,
    );
  const transferCount = async () =>
    Number(
      (
        await stockDb(server.db)
          .selectFrom('transfers')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  /** Books whatever is free now, so that the balance's available stock is exactly what the test adds next. */
  const reserveTheRest = async () => {
    const available = (await stockRow())?.available ?? 0;
    if (available > 0) expect((await book(available)).body.errcode).toBe(Errcode.SUCCESS);
    expect((await stockRow())?.available ?? 0).toBe(0);
  };

  it('refuses a transfer of 50 or of 1 once bookings reserved all 50, lets through what is freed, writes nothing on refusal', async () => {
    await reserveTheRest();
    await ctx.stockUp(50);
    expect(await stockRow()).toMatchObject({ available: 50 });
    const pickup = await book(30);
    expect(pickup.body.errcode).toBe(Errcode.SUCCESS);
    expect((await selfReturn(20)).body.errcode).toBe(Errcode.SUCCESS);
    const reserved = await balance();
    expect(reserved.reserved).toBe(reserved.onHand);
    expect(await stockRow()).toMatchObject({ onHand: reserved.onHand, available: 0 });
    const summary = await server.post<StockSummary>(
      `${C}/getStockSummary`,
      { warehouseId: ctx.ids.suZhou, trayTypeCode: '1311' },
      ctx.tokens.pallet,
    );
    expect(summary.body.data).toMatchObject({ onHand: reserved.onHand, available: 0 });
    expect(summary.body.data.byTrayType).toEqual([
      expect.objectContaining({ trayTypeCode: '1311', onHand: reserved.onHand, available: 0 }),
    ]);
    const transfers = await transferCount();

    for (const quantity of [50, 1]) expect((await transfer(quantity)).body).toMatchObject(refusal(0));
    expect(await balance()).toEqual(reserved);
    expect(await transferCount()).toBe(transfers);

    // Cancelling the door pickup frees its 30 pallets: a transfer of 30 passes, one of 31 does not.
    const cancelled = await server.post(
      `${R}/cancelDoorPickup`,
      { id: pickup.body.data.id },
      ctx.tokens.pallet,
    );
    expect(cancelled.body.errcode).toBe(Errcode.SUCCESS);
    expect(await stockRow()).toMatchObject({ available: 30 });
    expect((await transfer(31)).body).toMatchObject(refusal(30));
    expect((await transfer(30)).body.errcode).toBe(Errcode.SUCCESS);
    expect(await balance()).toMatchObject({ onHand: reserved.onHand - 30, reserved: reserved.reserved - 30 });
    expect(await stockRow()).toMatchObject({ available: 0 });
    expect(await ledgerViolations(server.db)).toEqual([]);
  });

  it('holds for sale outbound (at creation and at departure) and recycling alike', async () => {
    await reserveTheRest();
    await ctx.stockUp(10);
    // A sale outbound takes its pallets at departure: created while they were free, then booked for a return.
    const waybill = await saleOutbound(10);
    expect(waybill.body.errcode).toBe(Errcode.SUCCESS);
    expect((await book(10)).body.errcode).toBe(Errcode.SUCCESS);
    const reserved = await balance();

    const departed = await server.post<Waybill>(
      '/api/platform/waybill/depart',
      { id: waybill.body.data.id },
      undefined,
      { 'x-platform-key': server.app.deps.platformKey },
    );
    expect(departed.body).toMatchObject(refusal(0));
    expect((await saleOutbound(1)).body).toMatchObject(refusal(0));
    expect((await recycle(1)).body).toMatchObject(refusal(0));
    expect(await balance()).toEqual(reserved);
    expect(await ledgerViolations(server.db)).toEqual([]);
  });

  it('never leaves on hand below reserved when a booking and a transfer race for the same last pallets (20 rounds)', async () => {
    await reserveTheRest();
    for (let round = 0; round < 20; round += 1) {
      await ctx.stockUp(5);
      const [booking, moved] = await Promise.all([book(5), transfer(5)]);
      // Exactly one of them gets the 5 free pallets; the other is refused with nothing left.
      expect([booking, moved].filter((r) => ok(r.body))).toHaveLength(1);
      expect([booking, moved].find((r) => !ok(r.body))!.body).toMatchObject(refusal(0));
      const now = await balance();
      expect(now.onHand).toBeGreaterThanOrEqual(now.reserved);
      expect(await stockRow()).toMatchObject({ available: 0 });
    }
    expect(await ledgerViolations(server.db)).toEqual([]);
  });
});
