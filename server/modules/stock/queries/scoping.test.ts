import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '../../../../src/contract/envelope';
import { Errcode } from '../../../../src/contract/errcodes';
import type { StockDetail, StockRow, Transfer } from '../../../../src/contract/stock';
import type { Waybill } from '../../../../src/contract/transport';
import { TEST_DIALECTS, startTestServer, type TestServer } from '../../../testing/test-server';
import { stockDb } from '../tables';
import { stockFixtures } from '../../../testing/stock-fixtures';
import { baiYunToken } from '../../../testing/company-switch';

const requestId = () => randomUUID().replaceAll('-', '');
const page = { pageNum: 1, pageSize: 100 };

describe.each(TEST_DIALECTS)('stock calls stay inside the company on %s', (dialect) => {
  let server: TestServer;
  let pallet: string;
  let baiYun: string;
  let c1: string;
  let ids: Record<
    | 'leCheng'
    | 'baiYun'
    | 'shuWei'
    | 'jiaDing'
    | 'leChengWarehouse'
    | 'baiYunWarehouse'
    | 'shuWeiWarehouse'
    | 'jiaDingWarehouse',
    string
  >;

  beforeAll(async () => {
    server = await startTestServer({ dialect });
    const fx = stockFixtures(server.db);
    ids = {
      leCheng: await fx.companyId('leCheng'),
      baiYun: await fx.companyId('baiYun'),
      shuWei: await fx.companyId('shuWei'),
      jiaDing: await fx.companyId('jiaDing'),
      leChengWarehouse: (await fx.warehouses('leCheng'))[0] as string,
      baiYunWarehouse: (await fx.warehouses('baiYun'))[0] as string,
      shuWeiWarehouse: (await fx.warehouses('shuWei'))[0] as string,
      jiaDingWarehouse: (await fx.warehouses('jiaDing'))[0] as string,
    };
    pallet = await server.login('demo_pallet');
    baiYun = await baiYunToken(server, ids.baiYun);
    c1 = await server.login('demo_c1');
  });
  afterAll(() => server.close());

  it('lists only the session company’s balances in each view', async () => {
    const list = async (path: string, token: string) =>
      (await server.post<Page<StockRow>>(path, page, token)).body.data.list;
    const own = await list('/api/api/customerStock/searchCustomerStock', pallet);
    expect(own.length).toBeGreaterThan(0);
    expect(own.every((r) => r.holderCompanyId === ids.leCheng && r.ownerCompanyId === ids.leCheng)).toBe(
      true,
    );
    const downstream = await list('/api/api/consumerStock/searchDownstreamStock', pallet);
    expect(downstream.length).toBeGreaterThan(0);
    expect(
      downstream.every((r) => r.ownerCompanyId === ids.leCheng && r.holderCompanyId !== ids.leCheng),
    ).toBe(true);
    const held = await list('/api/api/downstreamCustomer/searchStock', c1);
    expect(held.length).toBeGreaterThan(0);
    expect(held.every((r) => r.holderCompanyId === ids.shuWei)).toBe(true);
    const other = await list('/api/api/customerStock/searchCustomerStock', baiYun);
    expect(other.every((r) => r.holderCompanyId === ids.baiYun)).toBe(true);
  });

  it('refuses another company’s warehouse, transfer, shipment and recycling ids without leaking them', async () => {
    const notFound = (body: { errcode: number; data: unknown }) => {
      expect(body.errcode).toBe(Errcode.BUSINESS_FAILURE);
      expect(body.data).toBeNull();
    };
    const sdb = stockDb(server.db);
    const leChengTransfer = await sdb
      .selectFrom('transfers')
      .select('id')
      .where('from_company_id', '=', ids.leCheng)
      .where('to_company_id', '=', ids.baiYun)
      .executeTakeFirstOrThrow();
    const shipment = await sdb
      .selectFrom('shipments')
      .select('id')
      .where('to_company_id', '=', ids.shuWei)
      .where('status', '=', 'inTransit')
      .executeTakeFirst();
    const recycling = await sdb
      .selectFrom('recycling_applications')
      .select('id')
      .where('company_id', '=', ids.leCheng)
      .where('status', '=', 'applied')
      .executeTakeFirstOrThrow();

    // 白云 (the receiver) may not cancel 乐橙's transfer; 乐橙 may not sign it.
    notFound(
      (
        await server.post(
          '/api/api/customerStock/cancelAllocationStockOut',
          { id: leChengTransfer.id },
          baiYun,
        )
      ).body,
    );
    notFound(
      (
        await server.post(
          '/api/api/customerWarehousingManagement/sign',
          { sourceType: 'transfer', id: leChengTransfer.id, warehouseId: ids.leChengWarehouse },
          pallet,
        )
      ).body,
    );
    notFound(
      (await server.post('/api/api/consumerStock/cancelRecycling', { id: recycling.id }, baiYun)).body,
    );
    notFound(
      (
        await server.post(
          '/api/api/customerWarehousingManagement/getCustomerWarehousingDetail',
          { sourceType: 'transfer', id: randomUUID() },
          pallet,
        )
      ).body,
    );
    if (shipment)
      notFound(
        (await server.post('/api/api/downstreamCustomer/confirmArriveStockIn', { id: shipment.id }, baiYun))
          .body,
      );
    // Another company's warehouse as the source, or as the receiving warehouse.
    const fromOther = await server.post(
      '/api/api/customerStock/updateAllocationStockOut',
      {
        requestId: requestId(),
        fromWarehouseId: ids.baiYunWarehouse,
        toCompanyId: ids.baiYun,
        trayTypeCode: '1210',
        quantity: 1,
      },
      pallet,
    );
    expect(fromOther.body.errmsg).toBe('仓库不存在');
    const detail = await server.post<StockDetail>(
      '/api/api/customerStock/detail',
      { ...page, warehouseId: ids.baiYunWarehouse, trayTypeCode: '1210' },
      pallet,
    );
    notFound(detail.body);
    const sale = await server.post(
      '/api/api/transportationManagement/createCustomerOutboundOrder',
      {
        requestId: requestId(),
        fromWarehouseId: ids.leChengWarehouse,
        toCompanyId: ids.baiYun,
        toWarehouseId: ids.baiYunWarehouse,
        trayTypeCode: '1210',
        quantity: 1,
        plateNumber: '沪A12345',
      },
      pallet,
    );
    expect(sale.body.errmsg).toBe('该企业不是您的下游客户');
    // Lists never show another company's documents.
    const transfers = await server.post<Page<Transfer>>(
      '/api/api/customerStock/searchAllocationList',
      page,
      baiYun,
    );
    expect(
      transfers.body.data.list.every((t) => t.fromCompanyId === ids.baiYun || t.toCompanyId === ids.baiYun),
    ).toBe(true);
  });

  it('ships to a C1 client as a waybill; at confirmation the pallets are the C1’s to hold, the sender’s to own', async () => {
    const created = await server.post<Waybill>(
      '/api/api/transportationManagement/createCustomerOutboundOrder',
      {
        requestId: requestId(),
        fromWarehouseId: ids.leChengWarehouse,
        toCompanyId: ids.shuWei,
        toWarehouseId: ids.shuWeiWarehouse,
        trayTypeCode: '1210',
        quantity: 7,
        plateNumber: '沪A12345',
      },
      pallet,
    );
    expect(created.body.data).toMatchObject({ status: 'created', ownerCompanyId: ids.leCheng });
    const fx = stockFixtures(server.db);
    const before = await fx.balance(ids.shuWei, ids.shuWeiWarehouse, '1210', ids.leCheng);
    const platform = { 'x-platform-key': server.app.deps.platformKey };
    for (const step of ['depart', 'arrive'])
      expect(
        (
          await server.post(
            `/api/platform/waybill/${step}`,
            { id: created.body.data.id },
            undefined,
            platform,
          )
        ).body.errcode,
      ).toBe(0);
    const confirmed = await server.post(
      '/api/api/transportationManagement/batchConfirmArrive',
      { ids: [created.body.data.id] },
      pallet,
    );
    expect(confirmed.body.data).toEqual({ confirmed: 1, skipped: 0 });
    const after = await fx.balance(ids.shuWei, ids.shuWeiWarehouse, '1210', ids.leCheng);
    expect([after.onHand - before.onHand, after.inTransit - before.inTransit]).toEqual([7, 0]);
  });

  it('exports with the export code only, as CSV with Chinese headers', async () => {
    const url = (token: string) =>
      `${server.baseUrl}/api/api/customerStock/searchAllocationListExport?format=csv&token=${encodeURIComponent(token)}`;
    const denied = await (await fetch(url(await server.login('demo_clerk')))).json();
    expect(denied.errcode).toBe(Errcode.NO_PERMISSION);
    const response = await fetch(url(pallet));
    expect(response.headers.get('content-type')).toContain('text/csv');
    const text = await response.text();
    expect(text).toContain('单据编号');
    const total = (
      await server.post<Page<Transfer>>('/api/api/customerStock/searchAllocationList', page, pallet)
    ).body.data.total;
    expect(text.trim().split('\n')).toHaveLength(total + 1);
  });
});
