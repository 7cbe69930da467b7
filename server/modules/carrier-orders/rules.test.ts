import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../../../src/contract/api-paths';
import { Errcode } from '../../../src/contract/errcodes';
import type { Page } from '../../../src/contract/envelope';
import {
  STATUS_CHANGED_PREFIX,
  type CarrierOrder,
  type CarrierOrderDetail,
  type Ticket,
  type VehicleAssignment,
} from '../../../src/contract/freight';
import { upload } from '../../testing/api-calls';
import { TEST_DIALECTS, startTestServer, type TestServer } from '../../testing/test-server';
import {
  DEMO_VEHICLE,
  chosenDemand,
  freightParties,
  orderAt,
  signCode,
  signDemand,
  signedOrder,
  thirdCompanyToken,
  type Parties,
} from './test-support';

const C = API.carrierOrderManagement;
const fieldsOf = (body: { data: unknown }) =>
  (body.data as { fields: { field: string }[] }).fields.map((field) => field.field);

describe.each(TEST_DIALECTS)('carrier order rules on %s', (dialect) => {
  let server: TestServer;
  let parties: Parties;
  let third: string;
  beforeAll(async () => {
    server = await startTestServer({ dialect });
    parties = await freightParties(server);
    third = await thirdCompanyToken(server);
  }, 60_000);
  afterAll(() => server.close());

  it('signs with the SMS code once: a wrong code signs nothing, the same request repeated answers the same order, a spent code signs no other order', async () => {
    const demandId = await chosenDemand(server, parties);
    const code = await signCode(server, parties);
    const wrong = await signDemand(server, parties, demandId, code === '000000' ? '111111' : '000000');
    expect(wrong.body.errcode).toBe(Errcode.BUSINESS_FAILURE);
    const count = async () =>
      Number(
        (
          await server.db
            .selectFrom('carrier_orders' as never)
            .select((eb) => eb.fn.countAll().as('n'))
            .where('demand_order_id' as never, '=', demandId as never)
            .executeTakeFirstOrThrow()
        ).n,
      );
    expect(await count()).toBe(0);

    const signed = await signDemand(server, parties, demandId, code);
    expect(signed.body.errcode, JSON.stringify(signed.body)).toBe(0);
    expect(signed.body.data).toMatchObject({
      status: 'waitDispatch',
      demandOrderId: demandId,
      priceFen: 350_000,
      shipperCompanyName: '上海乐橙食品有限公司',
      carrierCompanyName: '广州白云物流有限公司',
      origin: { city: '上海市' },
      destination: { city: '广州市' },
    });
    const again = await signDemand(server, parties, demandId, code);
    expect(again.body.data.id).toBe(signed.body.data.id);
    expect(await count()).toBe(1);

    const otherDemand = await chosenDemand(server, parties);
    const reused = await signDemand(server, parties, otherDemand, code);
    expect(reused.body.errcode).toBe(Errcode.BUSINESS_FAILURE);
    // A fresh code on a demand that is signed already: its status has moved on.
    const late = await signDemand(server, parties, demandId, await signCode(server, parties));
    expect(late.body.errcode).toBe(Errcode.BUSINESS_FAILURE);
    expect(late.body.errmsg.startsWith(STATUS_CHANGED_PREFIX)).toBe(true);
  }, 60_000);

  it('refuses a bad plate, mobile or ID number with 2003 naming the field, and takes a new-energy plate', async () => {
    const order = await signedOrder(server, parties);
    const assign = (vehicle: Record<string, string>) =>
      server.post<CarrierOrderDetail>(
        C.modifyVehicle,
        { id: order.id, ...DEMO_VEHICLE, ...vehicle },
        parties.carrier,
      );
    for (const plateNumber of ['粤A1234', '粤12345A', '粤a12345', '粤A1234I', ''])
      expect(fieldsOf((await assign({ plateNumber })).body), plateNumber).toEqual(['plateNumber']);
    expect(fieldsOf((await assign({ driverPhone: '12345678901' })).body)).toEqual(['driverPhone']);
    expect(fieldsOf((await assign({ driverIdCard: '12345' })).body)).toEqual(['driverIdCard']);
    expect(fieldsOf((await assign({ driverName: '' })).body)).toEqual(['driverName']);
    const unchanged = await server.post<CarrierOrderDetail>(C.detail, { id: order.id }, parties.carrier);
    expect(unchanged.body.data).toMatchObject({ status: 'waitDispatch', vehicle: null });
    const green = await assign({ plateNumber: '粤AD12345' });
    expect(green.body.data.vehicle).toMatchObject({ plateNumber: '粤AD12345', status: 'pending' });
  }, 60_000);

  it('shows the driver’s phone to the carrier and masked to the shipper; another company finds nothing', async () => {
    const order = await orderAt(server, parties, 'waitVehicleAudit');
    const asCarrier = await server.post<CarrierOrderDetail>(C.detail, { id: order.id }, parties.carrier);
    const asShipper = await server.post<CarrierOrderDetail>(C.detail, { id: order.id }, parties.shipper);
    expect(asCarrier.body.data.vehicle!.driverPhone).toBe('13912345678');
    expect(asCarrier.body.data).toMatchObject({ party: 'carrier', actions: ['assignVehicle', 'cancel'] });
    expect(asShipper.body.data.vehicle!.driverPhone).toBe('139****5678');
    expect(asShipper.body.data).toMatchObject({
      party: 'shipper',
      actions: ['approveVehicle', 'rejectVehicle', 'cancel'],
    });
    const list = await server.post<Page<CarrierOrder>>(
      C.list,
      { pageNum: 1, pageSize: 100, party: 'shipper' },
      parties.shipper,
    );
    expect(list.body.data.list.find((row) => row.id === order.id)!.vehicle!.driverPhone).toBe('139****5678');

    const notFound = { errcode: Errcode.BUSINESS_FAILURE, errmsg: '承运订单不存在' };
    expect((await server.post(C.detail, { id: order.id }, third)).body).toMatchObject(notFound);
    expect((await server.post(C.logs, { id: order.id }, third)).body).toMatchObject(notFound);
    expect((await server.post(C.cancel, { id: order.id, reason: '试试' }, third)).body).toMatchObject(
      notFound,
    );
    expect((await server.post(C.vehicleAudit, { id: order.id, approve: true }, third)).body).toMatchObject(
      notFound,
    );
    const theirs = await server.post<Page<CarrierOrder>>(C.list, { pageNum: 1, pageSize: 100 }, third);
    expect(theirs.body.data.total).toBe(0);
    const history = await server.post<Page<unknown>>(
      API.carrierOrderVehicleHistory.searchList,
      { pageNum: 1, pageSize: 10, carrierOrderId: order.id },
      third,
    );
    expect(history.body.data.total).toBe(0);
    const demandId = await chosenDemand(server, parties);
    const stranger = await server.post(API.entrustDemandOrder.sign, { id: demandId, code: '123456' }, third);
    expect(stranger.body.errcode).toBe(Errcode.BUSINESS_FAILURE);
  }, 60_000);

  it('lists a vehicle in both parties’ vehicle history, newest first, found by order number and plate, phone masked for the shipper', async () => {
    const older = await orderAt(server, parties, 'waitVehicleAudit');
    const newer = await orderAt(server, parties, 'waitVehicleAudit');
    const history = async (token: string, keyword?: string) =>
      (
        await server.post<Page<VehicleAssignment>>(
          API.carrierOrderVehicleHistory.searchList,
          { pageNum: 1, pageSize: 2, ...(keyword ? { keyword } : {}) },
          token,
        )
      ).body.data;
    const seenByShipper = await history(parties.shipper);
    expect(seenByShipper.list.map((row) => row.carrierOrderId)).toEqual([newer.id, older.id]);
    expect(seenByShipper.list[0]).toMatchObject({
      plateNumber: DEMO_VEHICLE.plateNumber,
      driverPhone: '139****5678',
    });
    const seenByCarrier = await history(parties.carrier);
    expect(seenByCarrier.list.map((row) => row.carrierOrderId)).toEqual([newer.id, older.id]);
    expect(seenByCarrier.list[0]!.driverPhone).toBe(DEMO_VEHICLE.driverPhone);
    expect(seenByCarrier.total).toBe(seenByShipper.total);

    const byNumber = await history(parties.carrier, older.documentNo);
    expect(byNumber.list.map((row) => row.carrierOrderNo)).toEqual([older.documentNo]);
    const byPlate = await history(parties.shipper, DEMO_VEHICLE.plateNumber);
    expect(byPlate.list.map((row) => row.carrierOrderId)).toEqual([newer.id, older.id]);
    expect(byPlate.total).toBeLessThan(seenByShipper.total);
    expect((await history(parties.shipper, '粤Z99999')).total).toBe(0);
    expect((await history(third)).total).toBe(0);
  }, 60_000);

  it('takes 1–6 distinct image tickets uploaded by the carrier, and shows them to both parties', async () => {
    const order = await orderAt(server, parties, 'arrivedLoad');
    const load = (ticketFileIds: string[]) =>
      server.post<CarrierOrderDetail>(C.load, { id: order.id, ticketFileIds }, parties.carrier);
    const image = () => upload(server, parties.carrier);
    const pdf = await upload(server, parties.carrier, 'ticket.pdf', Buffer.from('%PDF-1.4\n%%EOF\n'));
    const shippers = await upload(server, parties.shipper);
    const seven = await Promise.all(Array.from({ length: 7 }, image));
    const first = seven[0]!;
    for (const ids of [[], seven, [first, first], [pdf], [shippers], ['nosuchfile']]) {
      const { body } = await load(ids);
      expect(body.errcode, JSON.stringify(ids)).toBe(Errcode.VALIDATION_FAILED);
      expect(fieldsOf(body)).toEqual(['ticketFileIds']);
    }
    const loaded = await load(seven.slice(0, 2));
    expect(loaded.body.data.status).toBe('loaded');
    expect(loaded.body.data.tickets.map((ticket) => [ticket.fileId, ticket.kind]).sort()).toEqual(
      seven
        .slice(0, 2)
        .map((id) => [id, 'loading'])
        .sort(),
    );
    const seen = await server.post<Ticket[]>(C.tickets, { id: order.id }, parties.shipper);
    expect(seen.body.data).toHaveLength(2);
    for (const ticket of seen.body.data) {
      // Injected, not fetched: no socket left for the server's close to wait on.
      const file = await server.app.inject({
        method: 'GET',
        url: ticket.url,
        headers: { token: parties.shipper },
      });
      expect(file.headers['content-type']).toBe('image/png');
    }
  }, 60_000);
});
