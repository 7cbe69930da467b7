import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../../../../src/contract/api-paths';
import type { Page } from '../../../../src/contract/envelope';
import type { ReportStockRow } from '../../../../src/contract/reports';
import type { Shipment, StockDetail, Transfer } from '../../../../src/contract/stock';
import { TEST_DIALECTS, startTestServer, type TestServer } from '../../../testing/test-server';

const requestId = () => randomUUID().replaceAll('-', '');
const page = { pageNum: 1, pageSize: 100 };

/** The downstream-customer area (role 7) acts on the pallets it holds with the pallet area's documents. */
describe.each(TEST_DIALECTS)('a downstream customer acts on its held stock on %s', (dialect) => {
  let server: TestServer;
  let c1: string;
  let balance: ReportStockRow;

  beforeAll(async () => {
    server = await startTestServer({ dialect });
    c1 = await server.login('demo_c1');
    const held = await server.post<Page<ReportStockRow>>(API.groupDownStreamCustomer.searchStock, page, c1);
    balance = held.body.data.list.find((row) => row.available >= 10)!;
    expect(balance).toBeDefined();
  });
  afterAll(() => server.close());

  const onHand = async () =>
    (
      await server.post<StockDetail>(
        API.downstreamCustomer.stockDetail,
        {
          ...page,
          warehouseId: balance.warehouseId,
          trayTypeCode: balance.trayTypeCode,
          ownerCompanyId: balance.ownerCompanyId,
        },
        c1,
      )
    ).body.data.balance.onHand;

  it('transfers C1 pallets, finds the transfer among those it sent and cancels it: the pallets come back', async () => {
    const before = await onHand();
    const target = (await server.post<{ companyId: string }[]>(API.customerStock.getAllocationInfo, {}, c1))
      .body.data[0]!;
    const sent = await server.post<Transfer>(
      API.downstreamCustomer.transferStockOut,
      {
        requestId: requestId(),
        fromWarehouseId: balance.warehouseId,
        toCompanyId: target.companyId,
        trayTypeCode: balance.trayTypeCode,
        ownerCompanyId: balance.ownerCompanyId,
        quantity: 7,
      },
      c1,
    );
    expect(sent.body.errcode).toBe(0);
    expect(await onHand()).toBe(before - 7);

    const mine = await server.post<Page<Transfer>>(
      API.customerStock.searchAllocationList,
      { ...page, direction: 'out', status: 'pending' },
      c1,
    );
    expect(mine.body.data.list.map((row) => row.id)).toContain(sent.body.data.id);

    const cancelled = await server.post<Transfer>(
      API.downstreamCustomer.cancelTransfer,
      { id: sent.body.data.id },
      c1,
    );
    expect(cancelled.body.data.status).toBe('cancelled');
    expect(await onHand()).toBe(before);
  });

  it('confirms a circulation sent to it: it leaves the ones on the road and its pallets count as held', async () => {
    const onTheRoad = async () =>
      (
        await server.post<Page<Shipment>>(
          API.downstreamCustomer.searchLogisticsItem,
          { ...page, direction: 'in', status: 'inTransit' },
          c1,
        )
      ).body.data.list;
    const [shipment] = await onTheRoad();
    expect(shipment).toBeDefined();
    const confirmed = await server.post<Shipment>(
      API.downstreamCustomer.confirmArriveStockIn,
      { id: shipment!.id },
      c1,
    );
    expect(confirmed.body.data.status).toBe('arrived');
    expect((await onTheRoad()).map((row) => row.id)).not.toContain(shipment!.id);
  });
});
