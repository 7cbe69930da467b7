import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Errcode } from '../../../src/contract/errcodes';
import type { Page } from '../../../src/contract/envelope';
import {
  DEMAND_TRANSITIONS,
  type DemandOrder,
  type DemandOrderDetail,
  type DemandStatus,
} from '../../../src/contract/freight';
import { ok } from '../../testing/api-calls';
import { TEST_DIALECTS, startTestServer, type TestServer } from '../../testing/test-server';
import { followCarrierOrder, markDemandSigned } from './index';
import {
  D,
  HOUR,
  PAGE,
  call,
  demandInput,
  detailOf,
  hex,
  loginParties,
  relogin,
  quoteOn,
  saveDemand,
  twoAddresses,
  type Parties,
} from './test-support';

describe.each(TEST_DIALECTS)('demand orders through HTTP on %s', (dialect) => {
  let server: TestServer;
  let p: Parties;
  let addresses: [string, string];
  /** The server's clock: the test moves it forward. */
  let shift = 0;
  const now = () => Date.now() + shift;
  const advance = async (ms: number) => {
    shift += ms;
    server.advanceTime(ms);
    p = await relogin(server);
  };

  beforeAll(async () => {
    server = await startTestServer({ dialect });
    p = await loginParties(server);
    addresses = await twoAddresses(server, p.shipper);
  });
  afterAll(() => server.close());

  /** Moves the order's deadline into the past (as time passing would; nothing writes the status). */
  const expireNow = (id: string) =>
    sql`update entrust_demand_orders set quote_deadline = ${now() - 1} where id = ${id}`.execute(server.db);
  const publish = (more = {}) => saveDemand(server, p.shipper, demandInput(now(), addresses, more));
  /** An order in `status`, reached through the calls (signed and later through carrier-orders' API). */
  async function orderIn(status: DemandStatus): Promise<string> {
    if (status === 'draft') return (await publish({ publish: false })).id;
    const order = await publish();
    if (status === 'quoting') return order.id;
    if (status === 'expired') {
      await expireNow(order.id);
      return order.id;
    }
    if (status === 'cancelled') {
      await ok(server, D.cancel, { id: order.id, reason: '测试取消' }, p.shipper);
      return order.id;
    }
    const quote = await quoteOn(server, p.carrier, order.id, 300_000);
    await ok(server, D.chooseQuote, { id: order.id, quoteId: quote.data.id }, p.shipper);
    if (status === 'chosen') return order.id;
    const carrierOrderId = hex();
    await markDemandSigned(server.db, order.id, {
      carrierOrderId,
      accountId: 'tester',
      signerName: '李娜',
      ip: '127.0.0.1',
      signedAt: now(),
    });
    if (status === 'signed') return order.id;
    await followCarrierOrder(server.db, order.id, 'waitLoad', now());
    if (status === 'executing') return order.id;
    await followCarrierOrder(server.db, order.id, 'completed', now());
    return order.id;
  }
  const statusOf = async (id: string) =>
    (await ok<DemandOrderDetail>(server, D.detail, { id }, p.shipper)).status;

  /** Each move of the table, made the way a user (or the carrier order) makes it. */
  const MOVES: Record<string, (id: string) => Promise<unknown>> = {
    'draft→quoting': (id) =>
      saveDemand(server, p.shipper, demandInput(now(), addresses, { id, publish: true })),
    'quoting→chosen': async (id) => {
      const quote = await quoteOn(server, p.carrier, id, 250_000);
      return ok(server, D.chooseQuote, { id, quoteId: quote.data.id }, p.shipper);
    },
    'expired→quoting': (id) =>
      ok(server, D.republish, { id, quoteDeadline: new Date(now() + 12 * HOUR).toISOString() }, p.shipper),
    'chosen→signed': (id) =>
      markDemandSigned(server.db, id, {
        carrierOrderId: hex(),
        accountId: 'a',
        signerName: '李娜',
        ip: '::1',
        signedAt: now(),
      }),
    'signed→executing': (id) => followCarrierOrder(server.db, id, 'waitLoad', now()),
    'executing→completed': (id) => followCarrierOrder(server.db, id, 'completed', now()),
    'signed→cancelled': (id) => followCarrierOrder(server.db, id, 'cancelled', now()),
    'executing→cancelled': (id) => followCarrierOrder(server.db, id, 'cancelled', now()),
  };
  const allowed = (Object.entries(DEMAND_TRANSITIONS) as [DemandStatus, DemandStatus[]][]).flatMap(
    ([from, tos]) => tos.map((to) => [from, to] as const),
  );

  it.each(allowed)('moves %s → %s', async (from, to) => {
    const id = await orderIn(from);
    const move =
      MOVES[`${from}→${to}`] ??
      ((order: string) => ok(server, D.cancel, { id: order, reason: '不再需要' }, p.shipper));
    if (from === 'quoting' && to === 'expired') {
      // Nothing writes it: the deadline passing is the move, on every read.
      const order = await ok<DemandOrderDetail>(server, D.detail, { id }, p.shipper);
      await advance(Date.parse(order.quoteDeadline) - now() + 1000);
    } else await move(id);
    expect(await statusOf(id)).toBe(to);
  });

  it('refuses moves the table does not allow, naming the status', async () => {
    const completed = await orderIn('completed');
    const cancel = await call(server, D.cancel, { id: completed, reason: '晚了' }, p.shipper);
    expect(cancel).toMatchObject({
      errcode: Errcode.BUSINESS_FAILURE,
      errmsg: '托运需求单当前为「已完成」，不能取消',
    });
    const quoting = await orderIn('quoting');
    const republish = await call(
      server,
      D.republish,
      { id: quoting, quoteDeadline: new Date(now() + 5 * HOUR).toISOString() },
      p.shipper,
    );
    expect(republish.errmsg).toBe('托运需求单当前为「报价中」，不能重新发布');
    // A carrier that quoted still sees the order once expired, and may not quote again.
    const expired = (await publish()).id;
    expect((await quoteOn(server, p.carrier, expired, 110_000)).errcode).toBe(0);
    await expireNow(expired);
    const quote = await quoteOn(server, p.carrier, expired, 100_000);
    expect(quote).toMatchObject({
      errcode: Errcode.BUSINESS_FAILURE,
      errmsg: '托运需求单不在报价中，不能报价',
    });
    const chosen = await orderIn('chosen');
    const edit = await call(server, D.save, demandInput(now(), addresses, { id: chosen }), p.shipper);
    expect(edit.errcode).toBe(Errcode.VALIDATION_FAILED);
    expect(edit.errmsg).toBe('托运需求单当前为「已选定」，只有草稿可以编辑');
    const signed = await orderIn('signed');
    expect((await call(server, D.cancel, { id: signed, reason: '不要了' }, p.shipper)).errmsg).toBe(
      '托运需求单当前为「已签约」，不能取消',
    );
    // Following a carrier order that the demand order cannot follow changes nothing.
    const draft = await orderIn('draft');
    await followCarrierOrder(server.db, draft, 'completed', now());
    expect(await statusOf(draft)).toBe('draft');
    expect(
      await markDemandSigned(server.db, draft, {
        carrierOrderId: hex(),
        accountId: 'a',
        signerName: 'x',
        ip: '::1',
        signedAt: now(),
      }),
    ).toBe(false);
  });

  it('expires on read, lists it as expired, and republishing keeps the quotes', async () => {
    const order = await publish({ quoteDeadline: new Date(now() + 2 * HOUR).toISOString() });
    await quoteOn(server, p.carrier, order.id, 420_000);
    await advance(3 * HOUR);
    const expired = await ok<Page<DemandOrder>>(
      server,
      D.searchList,
      { ...PAGE, status: 'expired' },
      p.shipper,
    );
    expect(expired.list.map((row) => row.id)).toContain(order.id);
    const quoting = await ok<Page<DemandOrder>>(
      server,
      D.searchList,
      { ...PAGE, status: 'quoting' },
      p.shipper,
    );
    expect(quoting.list.map((row) => row.id)).not.toContain(order.id);
    const deadline = new Date(now() + 6 * HOUR).toISOString();
    const again = await ok<DemandOrderDetail>(
      server,
      D.republish,
      { id: order.id, quoteDeadline: deadline },
      p.shipper,
    );
    expect(again).toMatchObject({ status: 'quoting', quoteDeadline: deadline, quoteCount: 1 });
    expect(again.quotes.map((quote) => quote.priceFen)).toEqual([420_000]);
    // A repeat of the same republish changes nothing.
    expect(
      (await ok<DemandOrderDetail>(server, D.republish, { id: order.id, quoteDeadline: deadline }, p.shipper))
        .status,
    ).toBe('quoting');
  });

  it('saves once per requestId, an edit included', async () => {
    const input = demandInput(now(), addresses, { publish: false });
    const [first, second] = await Promise.all([
      saveDemand(server, p.shipper, input),
      saveDemand(server, p.shipper, input),
    ]);
    expect(second.id).toBe(first.id);
    expect(second.documentNo).toBe(first.documentNo);
    const mine = await ok<Page<DemandOrder>>(
      server,
      D.searchList,
      { ...PAGE, keyword: first.documentNo },
      p.shipper,
    );
    expect(mine.total).toBe(1);
    const edit = demandInput(now(), addresses, { id: first.id, cargoName: '改过的货物', publish: true });
    expect((await saveDemand(server, p.shipper, edit)).status).toBe('quoting');
    // The repeat of the publishing edit finds it done rather than refusing a non-draft.
    const repeat = await saveDemand(server, p.shipper, edit);
    expect(repeat).toMatchObject({ id: first.id, status: 'quoting', cargoName: '改过的货物' });
  });

  it('answers bad input with 2003 naming the fields, and writes nothing', async () => {
    const before = (await ok<Page<DemandOrder>>(server, D.searchList, PAGE, p.shipper)).total;
    const bad = await call(
      server,
      D.save,
      { ...demandInput(now(), addresses), pallets: 0, vehicleType: 'rocket', loadFrom: 'tomorrow', extra: 1 },
      p.shipper,
    );
    expect(bad.errcode).toBe(Errcode.VALIDATION_FAILED);
    const fields = (bad.data as { fields: { field: string }[] }).fields.map((f) => f.field).join(' ');
    for (const field of ['pallets', 'vehicleType', 'loadFrom', 'extra']) expect(fields).toContain(field);
    const past = await call(
      server,
      D.save,
      demandInput(now(), addresses, { loadFrom: new Date(now() - HOUR).toISOString() }),
      p.shipper,
    );
    expect(past).toMatchObject({
      errcode: Errcode.VALIDATION_FAILED,
      data: { fields: [{ field: 'loadFrom' }] },
    });
    const late = await call(
      server,
      D.save,
      demandInput(now(), addresses, { quoteDeadline: new Date(now() + 50 * HOUR).toISOString() }),
      p.shipper,
    );
    expect(late).toMatchObject({
      data: { fields: [{ field: 'quoteDeadline', message: '报价截止时间须早于装货开始时间' }] },
    });
    const same = await call(server, D.save, demandInput(now(), [addresses[0], addresses[0]]), p.shipper);
    expect(same).toMatchObject({ data: { fields: [{ field: 'destinationAddressId' }] } });
    expect((await ok<Page<DemandOrder>>(server, D.searchList, PAGE, p.shipper)).total).toBe(before);
  });

  it("answers another company's order as not found", async () => {
    const order = await publish();
    for (const token of [p.otherCarrier, p.carrier]) {
      const cancel = await call(server, D.cancel, { id: order.id, reason: '别人的' }, token);
      expect(cancel).toMatchObject({ errcode: Errcode.BUSINESS_FAILURE, errmsg: '托运需求单不存在' });
    }
    const unknown = await detailOf(server, p.shipper, hex());
    expect(unknown.errmsg).toBe('托运需求单不存在');
  });
});
