import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../../../src/contract/api-paths';
import type { Page } from '../../../src/contract/envelope';
import { Errcode } from '../../../src/contract/errcodes';
import {
  FREIGHT_CODES,
  type DemandOrder,
  DemandOrderDetail,
  type EntrustAddress,
  type Evaluation,
  type FreightContractPreview,
} from '../../../src/contract/freight';
import { ok } from '../../testing/api-calls';
import { pdfText } from '../../testing/pdf-text';
import { TEST_DIALECTS, startTestServer, type TestServer } from '../../testing/test-server';
import { readSheet } from '../../testing/xlsx-sheet';
import { revokeSupervisorCodes } from '../../testing/revoke-codes';
import { followCarrierOrder, markDemandSigned } from './index';
import {
  D,
  PAGE,
  call,
  demandInput,
  hex,
  loginParties,
  quoteOn,
  saveDemand,
  twoAddresses,
  type Parties,
} from './test-support';

const A = API.entrustAddress;
const E = API.entrustEvaluation;

describe.each(TEST_DIALECTS)('entrust addresses, exports, contracts and evaluations on %s', (dialect) => {
  let server: TestServer;
  let p: Parties;
  let addresses: [string, string];

  beforeAll(async () => {
    server = await startTestServer({ dialect });
    p = await loginParties(server);
    addresses = await twoAddresses(server, p.shipper);
  });
  afterAll(() => server.close());

  const download = (path: string, query: string, token: string) =>
    fetch(`${server.baseUrl}${path}?${query}&token=${token}`);

  /** A chosen order (广州白云物流's quote), signed by demo_pallet when asked. */
  async function chosenOrder(priceFen = 520_000): Promise<DemandOrderDetail> {
    const order = await saveDemand(server, p.shipper, demandInput(Date.now(), addresses));
    const quote = await quoteOn(server, p.carrier, order.id, priceFen);
    return ok<DemandOrderDetail>(server, D.chooseQuote, { id: order.id, quoteId: quote.data.id }, p.shipper);
  }
  const sign = (id: string, carrierOrderId = hex()) =>
    markDemandSigned(server.db, id, {
      carrierOrderId,
      accountId: 'signer',
      signerName: '李娜',
      ip: '203.0.113.7',
      signedAt: Date.UTC(2026, 10, 20, 2, 30, 15),
    });

  it('has the demo: 乐橙 orders in draft, quoting, expired, chosen and cancelled, quotes of two carriers', async () => {
    const mine = await ok<Page<DemandOrder>>(server, D.searchList, PAGE, p.shipper);
    const statuses = new Set(mine.list.map((row) => row.status));
    for (const status of ['draft', 'quoting', 'expired', 'chosen', 'cancelled'])
      expect(statuses).toContain(status);
    expect(mine.list.some((row) => row.status === 'quoting' && row.quoteCount >= 2)).toBe(true);
    const hall = await ok<Page<DemandOrder>>(server, D.searchQuoteHall, PAGE, p.carrier);
    expect(
      hall.list.some((row) => row.status === 'quoting' && row.shipperCompanyName === '上海乐橙食品有限公司'),
    ).toBe(true);
  });

  it('refuses to delete an address an open order uses, naming the order, and deletes it once the order is final', async () => {
    const own = await twoAddresses(server, p.shipper);
    const order = await saveDemand(server, p.shipper, demandInput(Date.now(), own));
    const list = await ok<Page<EntrustAddress>>(server, A.list, PAGE, p.shipper);
    expect(list.list.find((address) => address.id === own[0])?.inUse).toBe(true);
    const refused = await call(server, A.delete, { id: own[0] }, p.shipper);
    expect(refused).toMatchObject({
      errcode: Errcode.BUSINESS_FAILURE,
      errmsg: `托运地址正被托运需求单 ${order.documentNo} 使用，不能删除`,
    });
    await ok(server, D.cancel, { id: order.id, reason: '改期' }, p.shipper);
    await ok(server, A.delete, { id: own[0] }, p.shipper);
    expect((await call(server, A.detail, { id: own[0] }, p.shipper)).errmsg).toBe('托运地址不存在');
    // Another company's address is not found, to read, edit, delete or use.
    expect((await call(server, A.detail, { id: own[1] }, p.carrier)).errmsg).toBe('托运地址不存在');
    expect((await call(server, A.delete, { id: own[1] }, p.carrier)).errmsg).toBe('托运地址不存在');
    const foreign = await call(server, D.save, demandInput(Date.now(), [own[1], addresses[0]]), p.carrier);
    expect(foreign.errmsg).toBe('托运地址不存在');
    const bad = await call(
      server,
      A.save,
      { name: '', province: '上海市', city: '上海市', district: '', detail: 'x', contact: 'y', phone: '123' },
      p.shipper,
    );
    expect(bad.errcode).toBe(Errcode.VALIDATION_FAILED);
    const fields = (bad.data as { fields: { field: string }[] }).fields.map((f) => f.field).join(' ');
    for (const field of ['name', 'district', 'phone']) expect(fields).toContain(field);
  });

  it('exports the lists with their headers, and refuses the clerk, who holds no export code', async () => {
    const csv = await download(`${D.searchList}Export`, 'format=csv', p.shipper);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const text = await csv.text();
    expect(text.split('\n')[0]).toContain('需求单号,状态,托运方,装货地,卸货地,货物名称');
    expect(text).toContain('已过期');
    const xlsx = await download(`${A.list}Export`, 'format=xlsx', p.shipper);
    const [header] = await readSheet(await xlsx.arrayBuffer(), 7);
    expect(header).toEqual(['地址名称', '省市区', '详细地址', '联系人', '联系电话', '使用中', '创建时间']);
    const hall = await download(`${D.searchQuoteHall}Export`, 'format=csv', p.carrier);
    expect((await hall.text()).split('\n')[0]).toContain('需求单号');
    for (const path of [`${D.searchList}Export`, `${A.list}Export`]) {
      const refused = await download(path, 'format=csv', p.clerk);
      expect(await refused.json()).toMatchObject({ errcode: Errcode.NO_PERMISSION });
    }
    // The clerk may still read the lists (no code needed) and edit (logistics codes but exports).
    expect((await call(server, D.searchList, PAGE, p.clerk)).errcode).toBe(0);
  });

  it('exports the orders between two companies, either side, and nothing about a stranger', async () => {
    const order = await chosenOrder();
    const asShipper = await download(
      D.companyEntrustByCompanyId,
      `companyId=${p.baiYunId}&format=csv`,
      p.shipper,
    );
    expect(await asShipper.text()).toContain(order.documentNo);
    const asCarrier = await download(
      D.companyEntrustByCompanyId,
      `companyId=${p.leChengId}&format=csv`,
      p.carrier,
    );
    expect(await asCarrier.text()).toContain(order.documentNo);
    const stranger = await download(
      D.companyEntrustByCompanyId,
      `companyId=${p.jiaDingId}&format=csv`,
      p.shipper,
    );
    expect(await stranger.json()).toMatchObject({
      errcode: Errcode.BUSINESS_FAILURE,
      errmsg: '往来企业不存在',
    });
  });

  it('previews the filled-in contract, sends the code to the signer, and downloads the PDF only once signed', async () => {
    const order = await chosenOrder(520_000);
    const preview = await ok<FreightContractPreview>(server, D.contractPreview, { id: order.id }, p.shipper);
    expect(preview).toMatchObject({ carrierCompanyName: '广州白云物流有限公司', priceFen: 520_000 });
    expect(preview.clauses.join('')).toContain('人民币 5,200.00 元');
    expect(preview.clauses.join('')).toContain(order.documentNo);
    expect((await call(server, D.contractPreview, { id: order.id }, p.carrier)).errmsg).toBe(
      '托运需求单不存在',
    );

    expect((await call(server, D.verifyCode, { id: order.id }, p.shipper)).errcode).toBe(0);
    expect(await server.readSmsCode('13800000002', 'sign')).toMatch(/^\d{6}$/);

    const early = await download(D.downloadContract, `id=${order.id}&check=1`, p.shipper);
    expect(await early.json()).toMatchObject({ errmsg: '托运需求单尚未签约，没有合同可下载' });
    expect(await sign(order.id)).toBe(true);
    expect(await sign(order.id)).toBe(false);
    for (const token of [p.shipper, p.carrier]) {
      const pdf = await download(D.downloadContract, `id=${order.id}`, token);
      expect(pdf.headers.get('content-type')).toBe('application/pdf');
      const text = await pdfText(await pdf.arrayBuffer());
      expect(text).toContain('货物运输合同');
      expect(text).toContain('李娜');
      expect(text).toContain('2026-11-20 10:30:15');
      expect(text).toContain('203.0.113.7');
    }
    const stranger = await download(D.downloadContract, `id=${order.id}`, p.otherCarrier);
    expect(await stranger.json()).toMatchObject({ errmsg: '托运需求单不存在' });
  });

  it('takes one evaluation of a completed carrier order, by its shipper', async () => {
    const order = await chosenOrder();
    const carrierOrderId = hex();
    await sign(order.id, carrierOrderId);
    const body = { carrierOrderId, stars: 4, content: '准时送达' };
    expect((await call(server, E.evaluate, body, p.shipper)).errmsg).toBe('承运订单完成后才能评价');
    await followCarrierOrder(server.db, order.id, 'waitLoad', Date.now());
    await followCarrierOrder(server.db, order.id, 'completed', Date.now());
    expect((await call(server, E.evaluate, body, p.carrier)).errmsg).toBe('承运订单不存在');
    const [a, b] = await Promise.all([
      call(server, E.evaluate, body, p.shipper),
      call(server, E.evaluate, body, p.shipper),
    ]);
    expect([a.errcode, b.errcode].sort()).toEqual([Errcode.BUSINESS_FAILURE, 0]);
    const seen = await ok<Evaluation>(server, E.evaluateDetail, { carrierOrderId }, p.carrier);
    expect(seen).toMatchObject({ stars: 4, content: '准时送达', evaluatorName: '李娜' });
    const bad = await call(server, E.evaluate, { carrierOrderId, stars: 6, content: '' }, p.shipper);
    expect(bad).toMatchObject({
      errcode: Errcode.VALIDATION_FAILED,
      data: { fields: [{ field: expect.stringContaining('stars') }] },
    });
    // The carrier's stars show on its next quotes.
    const next = await saveDemand(server, p.shipper, demandInput(Date.now(), addresses));
    await quoteOn(server, p.carrier, next.id, 100_000);
    const detail = await ok<DemandOrderDetail>(server, D.detail, { id: next.id }, p.shipper);
    expect(detail.quotes[0]?.carrierStars).toBeGreaterThan(0);
  });

  // Last: it takes codes from demo_pallet's role for the rest of this server's life.
  it('answers 4030 to a shipper whose role lacks the code of the call, before reading the body', async () => {
    const order = await chosenOrder();
    await sign(order.id);
    await revokeSupervisorCodes(server.db, [
      FREIGHT_CODES.demandSign,
      FREIGHT_CODES.demandEdit,
      FREIGHT_CODES.downloadContract,
      FREIGHT_CODES.addressEdit,
    ]);
    for (const path of [D.chooseQuote, D.contractPreview, D.verifyCode, D.save, A.save, A.delete]) {
      expect((await call(server, path, { anything: 1 }, p.shipper)).errcode, path).toBe(
        Errcode.NO_PERMISSION,
      );
    }
    const pdf = await download(D.downloadContract, `id=${order.id}`, p.shipper);
    expect(await pdf.json()).toMatchObject({ errcode: Errcode.NO_PERMISSION });
    // Reading needs no code.
    expect((await call(server, D.detail, { id: order.id }, p.shipper)).errcode).toBe(0);
  });
});
