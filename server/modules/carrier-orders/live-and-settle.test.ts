import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../../../src/contract/api-paths';
import { Errcode } from '../../../src/contract/errcodes';
import type { Page } from '../../../src/contract/envelope';
import type { CarrierOrderDetail, CarrierOrderEvent, SettlementLine } from '../../../src/contract/freight';
import { startSecondNode } from '../../testing/second-node';
import { openEventStreamClient } from '../../testing/sse-test-client';
import { TEST_DIALECTS, startTestServer, type TestServer } from '../../testing/test-server';
import { act, freightParties, orderAt, thirdCompanyToken, type Parties } from './test-support';

const C = API.carrierOrderManagement;
const S = API.entrustSettle;

describe.each(TEST_DIALECTS)('carrier order stream and settlement on %s', (dialect) => {
  let server: TestServer;
  let parties: Parties;
  beforeAll(async () => {
    server = await startTestServer({ dialect });
    parties = await freightParties(server);
  }, 60_000);
  // Streams stay open until the server closes (see testing/sse-test-client.ts).
  afterAll(() => server.close());

  const stream = (token: string, baseUrl = server.baseUrl) =>
    openEventStreamClient(`${baseUrl}${C.stream}?token=${token}`);

  it('tells the other party’s open stream of each transition, and no one else’s', async () => {
    const order = await orderAt(server, parties, 'waitVehicleAudit');
    const carrierStream = await stream(parties.carrier);
    const shipperStream = await stream(parties.shipper);
    const bystander = await stream(await thirdCompanyToken(server));
    expect(carrierStream.response.headers.get('content-type')).toMatch(/^text\/event-stream/);

    await act(server, parties.shipper, 'approveVehicle', order.id);
    const approved = { id: order.id, status: 'waitLoad', version: 3 };
    expect(await carrierStream.nextData<CarrierOrderEvent>('carrierOrder')).toEqual(approved);
    expect(await shipperStream.nextData<CarrierOrderEvent>('carrierOrder')).toEqual(approved);

    await act(server, parties.carrier, 'reachLoad', order.id);
    expect(await shipperStream.nextData<CarrierOrderEvent>('carrierOrder')).toEqual({
      id: order.id,
      status: 'arrivedLoad',
      version: 4,
    });
    await expect(bystander.next(1000)).rejects.toThrow(/no server-sent event/);
  }, 60_000);

  if (dialect === 'postgres')
    it('reaches the shipper’s stream on another API node (LISTEN/NOTIFY)', async () => {
      const order = await orderAt(server, parties, 'waitDispatch');
      const secondNode = await startSecondNode(server);
      try {
        const shipperStream = await stream(parties.shipper, secondNode.baseUrl);
        await act(server, parties.carrier, 'assignVehicle', order.id); // through the first node
        expect(await shipperStream.nextData<CarrierOrderEvent>('carrierOrder')).toEqual({
          id: order.id,
          status: 'waitVehicleAudit',
          version: 2,
        });
      } finally {
        await secondNode.close();
      }
    }, 60_000);

  it('writes the settlement line on signing: the price plus the adjustments, never below 0', async () => {
    const order = await orderAt(server, parties, 'unloaded');
    const sign = (adjustments: unknown) =>
      server.post<CarrierOrderDetail>(C.sign, { id: order.id, adjustments }, parties.shipper);
    for (const [adjustments, field] of [
      [[{ reason: '  ', amountFen: 100 }], 'adjustments[0].reason'],
      [[{ reason: '加急费', amountFen: 1.5 }], 'adjustments[0].amountFen'],
      [[{ amountFen: 100 }], 'adjustments[0].reason'],
    ] as const) {
      const { body } = await sign(adjustments);
      expect(body.errcode, JSON.stringify(body)).toBe(Errcode.VALIDATION_FAILED);
      expect((body.data as unknown as { fields: { field: string }[] }).fields.map((f) => f.field)).toEqual([
        field,
      ]);
    }
    const signed = await sign([
      { reason: '加急费', amountFen: 5_000 },
      { reason: '货损扣款', amountFen: -2_000 },
    ]);
    expect(signed.body.data).toMatchObject({
      status: 'completed',
      settlement: { priceFen: 350_000, totalFen: 353_000, carrierOrderNo: order.documentNo },
    });
    const line = signed.body.data.settlement!;

    const listed = async (token: string) =>
      (
        await server.post<Page<SettlementLine>>(
          S.entrustSettlementListForWeb,
          { pageNum: 1, pageSize: 100 },
          token,
        )
      ).body.data.list;
    expect((await listed(parties.shipper)).find((row) => row.id === line.id)).toEqual(line);
    expect((await listed(parties.carrier)).find((row) => row.id === line.id)).toEqual(line);
    expect(await listed(await thirdCompanyToken(server))).toEqual([]);
    const detail = await server.post<SettlementLine>(S.getSettlementDetail, { id: line.id }, parties.carrier);
    expect(detail.body.data).toEqual(line);

    const deducted = await orderAt(server, parties, 'unloaded');
    const zero = await server.post<CarrierOrderDetail>(
      C.sign,
      { id: deducted.id, adjustments: [{ reason: '全损', amountFen: -400_000 }] },
      parties.shipper,
    );
    expect(zero.body.data.settlement).toMatchObject({ priceFen: 350_000, totalFen: 0 });
  }, 60_000);

  it('exports the orders (phone masked for the shipper), the settlement lines and one row per adjustment', async () => {
    const order = await orderAt(server, parties, 'unloaded');
    await server.post(
      C.sign,
      {
        id: order.id,
        adjustments: [
          { reason: '等候费', amountFen: 10_000 },
          { reason: '迟到扣款', amountFen: -3_000 },
        ],
      },
      parties.shipper,
    );
    const csv = async (path: string, token: string, query = '') => {
      const response = await fetch(`${server.baseUrl}${path}?format=csv&token=${token}${query}`);
      expect(response.headers.get('content-type')).toMatch(/^text\/csv/);
      return (await response.text()).split(/\r?\n/);
    };
    const orders = await csv(`${C.list}Export`, parties.shipper, `&keyword=${order.documentNo}`);
    expect(orders[0]).toContain('承运订单编号');
    const row = orders.find((line) => line.includes(order.documentNo))!;
    expect(row).toContain('139****5678');
    expect(row).toContain('已完成');
    const carrierRow = (await csv(`${C.list}Export`, parties.carrier, `&keyword=${order.documentNo}`)).find(
      (line) => line.includes(order.documentNo),
    )!;
    expect(carrierRow).toContain('13912345678');

    const lines = await csv(
      `${S.entrustSettlementListForWeb}Export`,
      parties.carrier,
      `&keyword=${order.documentNo}`,
    );
    expect(lines.filter((line) => line.includes(order.documentNo))).toEqual([
      expect.stringMatching(/3500,70,3570,/),
    ]);
    const perAdjustment = await csv(
      S.exportSettlementDetail,
      parties.shipper,
      `&keyword=${order.documentNo}`,
    );
    const ours = perAdjustment.filter((line) => line.includes(order.documentNo));
    expect(ours).toHaveLength(2);
    expect(ours[0]).toContain('等候费,100,3570');
    expect(ours[1]).toContain('迟到扣款,-30,3570');

    const clerk = await server.login('demo_clerk');
    const refused = await fetch(`${server.baseUrl}${S.exportSettlementDetail}?format=csv&token=${clerk}`);
    expect(((await refused.json()) as { errcode: number }).errcode).toBe(Errcode.NO_PERMISSION);
  }, 60_000);
});
