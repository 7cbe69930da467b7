import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../../../src/contract/api-paths';
import { Errcode } from '../../../src/contract/errcodes';
import {
  STATUS_CHANGED_PREFIX,
  type BlacklistEntry,
  type CarrierCompany,
  type DemandOrder,
  type DemandOrderDetail,
  type Quote,
} from '../../../src/contract/freight';
import type { Page } from '../../../src/contract/envelope';
import { ok } from '../../testing/api-calls';
import { TEST_DIALECTS, startTestServer, type TestServer } from '../../testing/test-server';
import {
  D,
  PAGE,
  call,
  demandInput,
  detailOf,
  hallIds,
  hex,
  loginParties,
  quoteOn,
  saveDemand,
  twoAddresses,
  type Parties,
} from './test-support';

const B = API.entrustBlackList;

describe.each(TEST_DIALECTS)('quotes and the quote hall through HTTP on %s', (dialect) => {
  let server: TestServer;
  let p: Parties;
  let addresses: [string, string];

  beforeAll(async () => {
    server = await startTestServer({ dialect });
    p = await loginParties(server);
    addresses = await twoAddresses(server, p.shipper);
  });
  afterAll(() => server.close());

  const publish = (more = {}) => saveDemand(server, p.shipper, demandInput(Date.now(), addresses, more));
  const messagesTo = async (companyId: string, title: string) => {
    const { rows } = await sql<{ content: string }>`select content from messages
      where company_id = ${companyId} and title = ${title}`.execute(server.db);
    return rows.map((row) => row.content);
  };
  /** The English title and content (migration 0041's columns) of the company's messages naming `documentNo`. */
  const englishAbout = async (companyId: string, documentNo: string) =>
    (
      await sql<{ title_en: string; content_en: string }>`select title_en, content_en from messages
        where company_id = ${companyId} and content like ${`%${documentNo}%`}`.execute(server.db)
    ).rows;

  it('lets exactly one of two racing choices win; the loser is refused (状态已变化) and the carriers are told', async () => {
    const order = await publish();
    const first = await quoteOn(server, p.carrier, order.id, 500_000);
    const second = await quoteOn(server, p.otherCarrier, order.id, 480_000);
    const [a, b] = await Promise.all([
      call<DemandOrderDetail>(server, D.chooseQuote, { id: order.id, quoteId: first.data.id }, p.shipper),
      call<DemandOrderDetail>(server, D.chooseQuote, { id: order.id, quoteId: second.data.id }, p.shipper),
    ]);
    const answers = [a, b];
    expect(answers.filter((answer) => answer.errcode === 0)).toHaveLength(1);
    const lost = answers.filter((answer) => answer.errcode === Errcode.BUSINESS_FAILURE);
    expect(lost.map((answer) => answer.errmsg.startsWith(STATUS_CHANGED_PREFIX))).toEqual([true]);
    const winner = answers.find((answer) => answer.errcode === 0)!.data;
    const detail = await ok<DemandOrderDetail>(server, D.detail, { id: order.id }, p.shipper);
    expect(detail.status).toBe('chosen');
    expect(detail.quotes.filter((quote) => quote.status === 'chosen')).toHaveLength(1);
    expect(detail.quotes.filter((quote) => quote.status === 'lost')).toHaveLength(1);
    expect(detail.agreedPriceFen).toBe(winner.agreedPriceFen);
    const [wonBy, lostBy] =
      winner.carrierCompanyName === '广州白云物流有限公司'
        ? [p.baiYunId, p.jiaDingId]
        : [p.jiaDingId, p.baiYunId];
    expect((await messagesTo(wonBy, '报价已中标')).some((text) => text.includes(order.documentNo))).toBe(
      true,
    );
    expect((await messagesTo(lostBy, '报价未中标')).some((text) => text.includes(order.documentNo))).toBe(
      true,
    );
    // In English too, for the carriers' readers in English (the choice came from a page in Chinese).
    expect(await englishAbout(wonBy, order.documentNo)).toEqual([
      {
        title_en: 'Quote won',
        content_en: expect.stringMatching(
          new RegExp(`^Your quote of CNY \\S+ for demand order ${order.documentNo} \\(.+\\) was chosen\\.`),
        ) as string,
      },
    ]);
    expect(await englishAbout(lostBy, order.documentNo)).toEqual([
      {
        title_en: 'Quote not chosen',
        content_en: expect.stringMatching(/ was not chosen\. Thank you for taking part\.$/) as string,
      },
    ]);
    // The losing carrier still sees the order, but neither the winner nor its price.
    const lostToken = lostBy === p.baiYunId ? p.carrier : p.otherCarrier;
    const seenByLoser = (await detailOf(server, lostToken, order.id)).data;
    expect(seenByLoser).toMatchObject({ status: 'chosen', agreedPriceFen: null, carrierCompanyName: null });
    expect(seenByLoser.quotes.map((quote) => quote.status)).toEqual(['lost']);
    // Choosing the chosen quote again answers the order as it is.
    const winningQuote = detail.quotes.find((quote) => quote.status === 'chosen')!;
    expect(
      (await call(server, D.chooseQuote, { id: order.id, quoteId: winningQuote.id }, p.shipper)).errcode,
    ).toBe(0);
  });

  it('refuses a blacklisted carrier, hides the shipper’s orders from it, and takes it back when removed', async () => {
    const order = await publish();
    expect(await hallIds(server, p.otherCarrier)).toContain(order.id);
    const list = await ok<BlacklistEntry[]>(
      server,
      B.add,
      { carrierCompanyId: p.jiaDingId, reason: '报价后不接单' },
      p.shipper,
    );
    expect(list.map((entry) => entry.carrierCompanyId)).toContain(p.jiaDingId);
    const carriers = await ok<CarrierCompany[]>(server, B.carriers, {}, p.shipper);
    expect(carriers.find((carrier) => carrier.companyId === p.jiaDingId)?.blacklisted).toBe(true);
    expect(carriers.find((carrier) => carrier.companyId === p.baiYunId)?.blacklisted).toBe(false);
    const refused = await quoteOn(server, p.otherCarrier, order.id, 300_000);
    expect(refused).toMatchObject({
      errcode: Errcode.BUSINESS_FAILURE,
      errmsg: '托运方已将本企业列入黑名单，不能报价',
    });
    expect(await hallIds(server, p.otherCarrier)).not.toContain(order.id);
    expect((await detailOf(server, p.otherCarrier, order.id)).errmsg).toBe('托运需求单不存在');
    await ok(server, B.remove, { carrierCompanyId: p.jiaDingId }, p.shipper);
    expect((await quoteOn(server, p.otherCarrier, order.id, 300_000)).errcode).toBe(0);
  });

  it('refuses quotes of a company that is not a carrier and on its own order', async () => {
    const order = await publish();
    const notCarrier = await quoteOn(server, p.clerk, order.id, 300_000);
    expect(notCarrier.errmsg).toBe('本企业不是承运方，不能报价');
    const carrierAddresses = await twoAddresses(server, p.carrier);
    const own = await saveDemand(server, p.carrier, demandInput(Date.now(), carrierAddresses));
    expect((await quoteOn(server, p.carrier, own.id, 300_000)).errmsg).toBe('不能对本企业的托运需求单报价');
    expect(await hallIds(server, p.carrier)).not.toContain(own.id);
    const bad = await call(
      server,
      API.carrierOrderManagement.signUp,
      { requestId: 'x', demandOrderId: order.id, priceFen: -5 },
      p.carrier,
    );
    expect(bad.errcode).toBe(Errcode.VALIDATION_FAILED);
    const fields = (bad.data as { fields: { field: string }[] }).fields.map((f) => f.field).join(' ');
    expect(fields).toContain('requestId');
    expect(fields).toContain('priceFen');
  });

  it('shows a carrier only quotable or quoted orders, and never another carrier’s price', async () => {
    const draft = await publish({ publish: false });
    const quotedByOther = await publish();
    const open = await publish();
    await quoteOn(server, p.otherCarrier, quotedByOther.id, 410_000);
    const mine = await quoteOn(server, p.carrier, quotedByOther.id, 420_000);
    const others = await publish();
    const otherQuote = await quoteOn(server, p.otherCarrier, others.id, 390_000);
    await ok(server, D.chooseQuote, { id: others.id, quoteId: otherQuote.data.id }, p.shipper);

    const hall = await hallIds(server, p.carrier);
    expect(hall).toEqual(expect.arrayContaining([quotedByOther.id, open.id]));
    expect(hall).not.toContain(draft.id);
    expect(hall).not.toContain(others.id);
    for (const id of [draft.id, others.id])
      expect((await detailOf(server, p.carrier, id)).errmsg).toBe('托运需求单不存在');

    const seenByCarrier = (await detailOf(server, p.carrier, quotedByOther.id)).data;
    expect(seenByCarrier.quoteCount).toBe(2);
    expect(seenByCarrier.quotes).toEqual([expect.objectContaining({ id: mine.data.id, priceFen: 420_000 })]);
    const seenByShipper = (await detailOf(server, p.shipper, quotedByOther.id)).data;
    expect(seenByShipper.quotes.map((quote) => quote.priceFen)).toEqual([410_000, 420_000]);
  });

  it('lists under 我的报价 (mine) the orders a carrier quoted on, after the choice too, each with its own quote', async () => {
    const order = await publish();
    const untouched = await publish();
    const own = await quoteOn(server, p.carrier, order.id, 455_000);
    const hall = await ok<Page<DemandOrder>>(server, D.searchQuoteHall, PAGE, p.carrier);
    const row = (list: DemandOrder[], id: string) => list.find((item) => item.id === id);
    expect(row(hall.list, order.id)?.myQuote).toMatchObject({ id: own.data.id, priceFen: 455_000 });
    expect(row(hall.list, untouched.id)?.myQuote).toBeNull();

    await ok(server, D.chooseQuote, { id: order.id, quoteId: own.data.id }, p.shipper);
    const quotable = await hallIds(server, p.carrier);
    expect(quotable).not.toContain(order.id);
    const mine = await ok<Page<DemandOrder>>(server, D.searchQuoteHall, { ...PAGE, mine: true }, p.carrier);
    expect(row(mine.list, order.id)?.myQuote).toMatchObject({ status: 'chosen' });
    expect(row(mine.list, untouched.id)).toBeUndefined();
  });

  it('lists 我的报价 newest quote first, whenever the orders were posted', async () => {
    const postedFirst = await publish();
    const postedLater = await publish();
    await quoteOn(server, p.carrier, postedLater.id, 400_000);
    await quoteOn(server, p.carrier, postedFirst.id, 400_000);
    const mine = await ok<Page<DemandOrder>>(server, D.searchQuoteHall, { ...PAGE, mine: true }, p.carrier);
    expect(mine.list.slice(0, 2).map((order) => order.id)).toEqual([postedFirst.id, postedLater.id]);
    const byNumber = await ok<Page<DemandOrder>>(
      server,
      D.searchQuoteHall,
      { ...PAGE, mine: true, keyword: postedLater.documentNo },
      p.carrier,
    );
    expect(byNumber.list.map((order) => order.id)).toEqual([postedLater.id]);
    expect(byNumber.total).toBe(1);
  });

  it('quotes once per requestId, replaces the price on a new quote, and a late retry of the older one changes nothing', async () => {
    const order = await publish();
    const body = { requestId: hex(), demandOrderId: order.id, priceFen: 350_000, remark: '含税' };
    const [first, repeat] = await Promise.all([
      call(server, API.carrierOrderManagement.signUp, body, p.carrier),
      call(server, API.carrierOrderManagement.signUp, body, p.carrier),
    ]);
    expect([first.errcode, repeat.errcode]).toEqual([0, 0]);
    const newer = { ...body, requestId: hex(), priceFen: 330_000 };
    await ok(server, API.carrierOrderManagement.signUp, newer, p.carrier);
    await ok(server, API.carrierOrderManagement.signUp, newer, p.carrier);
    const lateRetry = await ok<Quote>(server, API.carrierOrderManagement.signUp, body, p.carrier);
    expect(lateRetry.priceFen).toBe(330_000);
    const detail = await ok<DemandOrderDetail>(server, D.detail, { id: order.id }, p.shipper);
    expect(detail.quotes.map((quote) => quote.priceFen)).toEqual([330_000]);
  });
});
