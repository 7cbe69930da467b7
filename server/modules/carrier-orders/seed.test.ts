import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../../../src/contract/api-paths';
import type { Page } from '../../../src/contract/envelope';
import {
  CARRIER_ORDER_STATUSES,
  type CarrierOrder,
  type CarrierOrderDetail,
  type SettlementLine,
  type VehicleAssignment,
} from '../../../src/contract/freight';
import { DEMO_COMPANIES } from '../../db/seed/demo-accounts';
import { companyIdOf } from '../../testing/api-calls';
import { baiYunToken } from '../../testing/company-switch';
import { TEST_DIALECTS, startTestServer, type TestServer } from '../../testing/test-server';

describe.each(TEST_DIALECTS)('the carrier-order demo on %s', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ dialect });
  }, 60_000);
  afterAll(() => server.close());

  it('has 上海乐橙’s orders with 广州白云物流 at every step, a rejected vehicle, settlement lines, ticket photos and an evaluation', async () => {
    const shipper = await server.login('demo_pallet');
    const carrier = await baiYunToken(server, await companyIdOf(server, DEMO_COMPANIES.baiYun));
    const { body } = await server.post<Page<CarrierOrder>>(
      API.carrierOrderManagement.list,
      { pageNum: 1, pageSize: 100, party: 'shipper' },
      shipper,
    );
    const orders = body.data.list;
    expect(new Set(orders.map((order) => order.status))).toEqual(new Set(CARRIER_ORDER_STATUSES));
    expect(orders.every((order) => order.carrierCompanyName === DEMO_COMPANIES.baiYun)).toBe(true);
    expect(orders.every((order) => Date.parse(order.updatedAt) <= Date.now())).toBe(true);

    const history = await server.post<Page<VehicleAssignment>>(
      API.carrierOrderVehicleHistory.searchList,
      { pageNum: 1, pageSize: 100, status: 'rejected' },
      shipper,
    );
    expect(history.body.data.list[0]).toMatchObject({ status: 'rejected', rejectReason: expect.any(String) });

    const lines = await server.post<Page<SettlementLine>>(
      API.entrustSettle.entrustSettlementListForWeb,
      { pageNum: 1, pageSize: 100 },
      carrier,
    );
    expect(lines.body.data.total).toBe(orders.filter((order) => order.status === 'completed').length);
    expect(lines.body.data.list.some((line) => line.adjustments.length > 0)).toBe(true);

    const unloaded = orders.find((order) => order.status === 'unloaded')!;
    const detail = await server.post<CarrierOrderDetail>(
      API.carrierOrderManagement.detail,
      { id: unloaded.id },
      shipper,
    );
    expect(detail.body.data.tickets.map((ticket) => ticket.kind)).toEqual(['loading', 'unloading']);
    // Injected, not fetched: no socket left for the server's close to wait on.
    const photo = await server.app.inject({
      method: 'GET',
      url: detail.body.data.tickets[0]!.url,
      headers: { token: shipper },
    });
    expect(photo.headers['content-type']).toBe('image/png');
    expect(photo.rawPayload.subarray(1, 4).toString()).toBe('PNG');

    // The shipper rated one delivery; its detail carries the evaluation, both parties see it.
    const completed = orders.filter((order) => order.status === 'completed');
    const rated = [];
    for (const order of completed) {
      const seen = await server.post<CarrierOrderDetail>(
        API.carrierOrderManagement.detail,
        { id: order.id },
        carrier,
      );
      if (seen.body.data.evaluation) rated.push(seen.body.data.evaluation);
    }
    expect(rated).toEqual([expect.objectContaining({ stars: 4, evaluatorName: expect.any(String) })]);
  }, 60_000);
});
