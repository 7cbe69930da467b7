import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page, ValidationFailure } from '../../../../src/contract/envelope';
import { Errcode } from '../../../../src/contract/errcodes';
import type { InboundOrder } from '../../../../src/contract/stock';
import type { InboundListRow } from '../../../../src/contract/transport';
import { TEST_DIALECTS, startTestServer, type TestServer } from '../../../testing/test-server';
import { createInboundOrder, signInboundOrder } from '../../stock/documents/inbound/service';
import { ledgerViolations } from '../../stock/ledger/invariants';
import { stockFixtures } from '../../stock/testing/fixtures';
import { baiYunToken } from '../../stock/testing/sessions';
import { seedWaybill } from '../seed';

const requestId = () => randomUUID().replaceAll('-', '');
const W = '/api/api/customerWarehousingManagement';
const page = { pageNum: 1, pageSize: 100 };

describe.each(TEST_DIALECTS)('inbound management on %s', (dialect) => {
  let server: TestServer;
  let fx: ReturnType<typeof stockFixtures>;
  let pallet: string;
  let clerk: string;
  let baiYun: string;
  let ids: { leCheng: string; shuWei: string; suZhou: string; shuWeiWarehouse: string; baiYun: string };
  const deps = () => ({ db: server.db, clock: Date.now });

  /** `quantity` pallets of 乐橙 (1311) held by 成都蜀味 after a confirmed waybill. */
  const atClient = async (quantity: number) => {
    const order = await createInboundOrder(deps(), {
      companyId: ids.leCheng,
      warehouseId: ids.suZhou,
      trayTypeCode: '1311',
      quantity,
      requestId: requestId(),
    });
    await signInboundOrder(deps(), { companyId: ids.leCheng }, order.id, { receivedQuantity: quantity });
    const input = {
      fromWarehouseId: ids.suZhou,
      toCompanyId: ids.shuWei,
      toWarehouseId: ids.shuWeiWarehouse,
      trayTypeCode: '1311',
      quantity,
      plateNumber: '沪A12345',
    };
    await seedWaybill(deps(), { companyId: ids.leCheng }, input, 'confirmed', () => {});
  };
  const stockIn = (quantity: number, extra: Record<string, unknown> = {}, token = pallet) =>
    server.post<InboundListRow>(
      `${W}/createCustomerStockIn`,
      {
        requestId: requestId(),
        clientCompanyId: ids.shuWei,
        clientWarehouseId: ids.shuWeiWarehouse,
        warehouseId: ids.suZhou,
        trayTypeCode: '1311',
        quantity,
        ...extra,
      },
      token,
    );
  const client = () => fx.balance(ids.shuWei, ids.shuWeiWarehouse, '1311', ids.leCheng);
  const own = () => fx.balance(ids.leCheng, ids.suZhou, '1311');

  beforeAll(async () => {
    server = await startTestServer({ dialect });
    fx = stockFixtures(server.db);
    ids = {
      leCheng: await fx.companyId('leCheng'),
      shuWei: await fx.companyId('shuWei'),
      baiYun: await fx.companyId('baiYun'),
      suZhou: (await fx.warehouses('leCheng'))[2] as string,
      shuWeiWarehouse: (await fx.warehouses('shuWei'))[0] as string,
    };
    pallet = await server.login('demo_pallet');
    clerk = await server.login('demo_clerk');
    baiYun = await baiYunToken(server, ids.baiYun);
  });
  afterAll(() => server.close());

  it('books pallets a client returns into the company’s warehouse at once, once per requestId', async () => {
    await atClient(20);
    const [c0, o0] = [await client(), await own()];
    const body = {
      requestId: requestId(),
      clientCompanyId: ids.shuWei,
      clientWarehouseId: ids.shuWeiWarehouse,
      warehouseId: ids.suZhou,
      trayTypeCode: '1311',
      quantity: 15,
      plateNumber: '川A54321',
      remark: '客户归还',
    };
    const first = await server.post<InboundListRow>(`${W}/createCustomerStockIn`, body, pallet);
    expect(first.body.data).toMatchObject({
      status: 'signed',
      source: 'client',
      clientCompanyId: ids.shuWei,
      clientWarehouseId: ids.shuWeiWarehouse,
      receivedQuantity: 15,
      plateNumber: '川A54321',
    });
    expect(first.body.data.clientCompanyName).toContain('蜀味');
    expect(first.body.data.documentNo).toMatch(/^RK\d{8}-\d{6}$/);
    const again = await server.post<InboundListRow>(`${W}/createCustomerStockIn`, body, pallet);
    expect(again.body.data.id).toBe(first.body.data.id);
    expect(await client()).toMatchObject({ onHand: c0.onHand - 15 });
    expect(await own()).toMatchObject({ onHand: o0.onHand + 15 });
    // The sign side's detail call reads it as any inbound order.
    const detail = await server.post<InboundOrder>(
      `${W}/getCustomerWarehousingDetail`,
      { sourceType: 'inbound', id: first.body.data.id },
      pallet,
    );
    expect(detail.body.data).toMatchObject({ id: first.body.data.id, status: 'signed', quantity: 15 });
    expect(await ledgerViolations(server.db)).toEqual([]);
  });

  it('refuses more than the client holds, another company as client, and writes nothing', async () => {
    const [c0, o0] = [await client(), await own()];
    const tooMany = await stockIn(c0.onHand + 1);
    expect(tooMany.body).toMatchObject({ errcode: Errcode.BUSINESS_FAILURE, errmsg: '库存不足' });
    const notClient = await stockIn(1, { clientCompanyId: ids.baiYun });
    expect(notClient.body.errmsg).toBe('该企业不是您的下游客户');
    const otherWarehouse = await stockIn(1, { warehouseId: ids.shuWeiWarehouse });
    expect(otherWarehouse.body.errmsg).toBe('仓库不存在');
    expect([await client(), await own()]).toEqual([c0, o0]);
  });

  it('completes a signed order once; an order still in transit cannot be completed', async () => {
    await atClient(5);
    const signed = (await stockIn(5)).body.data;
    for (let n = 0; n < 2; n += 1) {
      const done = await server.post<InboundListRow>(
        `${W}/confirmCustomerStockInFinish`,
        { id: signed.id },
        pallet,
      );
      expect(done.body.data.status).toBe('completed');
    }
    const open = await createInboundOrder(deps(), {
      companyId: ids.leCheng,
      warehouseId: ids.suZhou,
      trayTypeCode: '1311',
      quantity: 3,
      requestId: requestId(),
    });
    const refused = await server.post(`${W}/confirmCustomerStockInFinish`, { id: open.id }, pallet);
    expect(refused.body).toMatchObject({
      errcode: Errcode.BUSINESS_FAILURE,
      errmsg: '入库单当前为「在途」，不能完成',
    });
  });

  it('lists the company’s inbound orders with filters and exports the same rows', async () => {
    const filters = { source: 'client', status: 'signed', warehouseId: ids.suZhou };
    const list = await server.post<Page<InboundListRow>>(`${W}/searchList`, { ...page, ...filters }, pallet);
    expect(list.body.data.total).toBeGreaterThan(0);
    expect(list.body.data.list.every((row) => row.source === 'client' && row.status === 'signed')).toBe(true);
    const byClient = await server.post<Page<InboundListRow>>(
      `${W}/searchList`,
      { ...page, keyword: '蜀味' },
      pallet,
    );
    expect(byClient.body.data.list.map((row) => row.id).sort()).toEqual(
      (
        await server.post<Page<InboundListRow>>(`${W}/searchList`, { ...page, source: 'client' }, pallet)
      ).body.data.list
        .map((row) => row.id)
        .sort(),
    );
    const all = await server.post<Page<InboundListRow>>(`${W}/searchList`, page, pallet);
    expect(all.body.data.list.some((row) => row.source === 'platform')).toBe(true);
    const query = new URLSearchParams({ ...filters, format: 'csv', token: pallet });
    const csv = await (await fetch(`${server.baseUrl}${W}/searchListExport?${query}`)).text();
    const lines = csv.trim().split('\r\n');
    expect(lines[0]).toContain('单据编号');
    expect(lines).toHaveLength(list.body.data.total + 1);
  });

  it('answers 4030 without the code or the role', async () => {
    const exported = await fetch(`${server.baseUrl}${W}/searchListExport?format=csv&token=${clerk}`);
    expect((await exported.json()).errcode).toBe(Errcode.NO_PERMISSION);
    const c1 = await server.login('demo_c1');
    expect((await stockIn(1, {}, c1)).body.errcode).toBe(Errcode.NO_PERMISSION);
    expect((await server.post(`${W}/confirmCustomerStockInFinish`, { id: 'x' }, c1)).body.errcode).toBe(
      Errcode.NO_PERMISSION,
    );
  });

  it('treats another company’s order as not found and never lists it', async () => {
    const mine = (await server.post<Page<InboundListRow>>(`${W}/searchList`, page, pallet)).body.data
      .list[0]!;
    const answer = await server.post(`${W}/confirmCustomerStockInFinish`, { id: mine.id }, baiYun);
    expect(answer.body).toMatchObject({ errcode: Errcode.BUSINESS_FAILURE, errmsg: '单据不存在' });
    const theirs = await server.post<Page<InboundListRow>>(`${W}/searchList`, page, baiYun);
    expect(theirs.body.data.list.some((row) => row.id === mine.id)).toBe(false);
  });

  it('answers 2003 naming the fields of a bad body, a bad plate included', async () => {
    const bad = await stockIn(0, { plateNumber: 'ABC', requestId: 'nope' });
    const fields = (bad.body.data as unknown as ValidationFailure).fields;
    expect(bad.body.errcode).toBe(Errcode.VALIDATION_FAILED);
    expect(fields).toContainEqual({ field: 'plateNumber', message: '车牌号格式不正确' });
    expect(fields.map((f) => f.field).sort()).toEqual(['plateNumber', 'quantity', 'requestId']);
    const badList = await server.post(`${W}/searchList`, { ...page, source: 'elsewhere' }, pallet);
    expect(badList.body.errcode).toBe(Errcode.VALIDATION_FAILED);
  });
});
