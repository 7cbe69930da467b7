import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../../../src/contract/api-paths';
import { Errcode } from '../../../src/contract/errcodes';
import {
  CARRIER_ORDER_ACTIONS,
  CARRIER_ORDER_TRANSITIONS,
  carrierOrderActions,
  STATUS_CHANGED_PREFIX,
  type CarrierOrderDetail,
  type CarrierOrderStatus,
  type CarrierOrderLog,
} from '../../../src/contract/freight';
import { TEST_DIALECTS, startTestServer, type TestServer } from '../../testing/test-server';
import { subscribeWebhook, webhookEvents } from '../../testing/webhook-outbox';
import {
  HAPPY_PATH,
  act,
  freightParties,
  orderAt,
  signedOrder,
  tokenFor,
  type Parties,
} from './test-support';

const C = API.carrierOrderManagement;

describe.each(TEST_DIALECTS)('carrier order transitions on %s', (dialect) => {
  let server: TestServer;
  let parties: Parties;
  beforeAll(async () => {
    server = await startTestServer({ dialect });
    parties = await freightParties(server);
  }, 60_000);
  afterAll(() => server.close());

  const detail = async (id: string, token = parties.shipper) =>
    (await server.post<CarrierOrderDetail>(C.detail, { id }, token)).body.data;
  const logs = async (id: string) =>
    (await server.post<CarrierOrderLog[]>(C.logs, { id }, parties.carrier)).body.data;

  it('walks 待派车 → 已完成, refusing at each status every other action (状态已变化) and the wrong party, each step logged', async () => {
    const order = await signedOrder(server, parties);
    expect(order).toMatchObject({ status: 'waitDispatch', version: 1, party: 'shipper', vehicle: null });
    expect(order.actions).toEqual(carrierOrderActions('waitDispatch', 'shipper'));
    for (const [status, next] of HAPPY_PATH) {
      for (const action of CARRIER_ORDER_ACTIONS) {
        const move = CARRIER_ORDER_TRANSITIONS[action];
        const rightParty = tokenFor(parties, move.by);
        if (!move.from.includes(status)) {
          const refused = await act(server, rightParty, action, order.id);
          expect(refused.errcode, `${action} from ${status}`).toBe(Errcode.BUSINESS_FAILURE);
          expect(refused.errmsg.startsWith(STATUS_CHANGED_PREFIX), `${action} from ${status}`).toBe(true);
        } else if (move.by.length === 1) {
          const wrongParty = rightParty === parties.shipper ? parties.carrier : parties.shipper;
          const refused = await act(server, wrongParty, action, order.id);
          expect(refused.errcode, `${action} by the other party`).toBe(Errcode.BUSINESS_FAILURE);
          expect(refused.errmsg.startsWith(STATUS_CHANGED_PREFIX), `${action} by the other party`).toBe(
            false,
          );
        }
      }
      expect((await detail(order.id)).status).toBe(status);
      const answer = await act(server, tokenFor(parties, CARRIER_ORDER_TRANSITIONS[next].by), next, order.id);
      expect(answer.errcode, JSON.stringify(answer)).toBe(0);
      expect(answer.data.status).toBe(CARRIER_ORDER_TRANSITIONS[next].to);
    }
    const done = await detail(order.id);
    expect(done).toMatchObject({ status: 'completed', version: 1 + HAPPY_PATH.length, actions: [] });
    const trail = await logs(order.id);
    expect(trail.map((line) => [line.action, line.from, line.to])).toEqual([
      ['create', null, 'waitDispatch'],
      ...HAPPY_PATH.map(([from, action]) => [action, from, CARRIER_ORDER_TRANSITIONS[action].to]),
    ]);
    expect(trail[2]).toMatchObject({ actorName: '李娜', actorCompanyName: '上海乐橙食品有限公司' });
    expect(trail[1]!.actorCompanyName).toBe('广州白云物流有限公司');
  }, 120_000);

  it.each(
    CARRIER_ORDER_ACTIONS.flatMap((action) =>
      CARRIER_ORDER_TRANSITIONS[action].from.map((from) => [action, from] as const),
    ).filter(([action, from]) => HAPPY_PATH.every(([status, next]) => status !== from || next !== action)),
  )(
    'moves by %s from %s (the branches off the straight road)',
    async (action, from) => {
      const order = await orderAt(server, parties, from);
      const answer = await act(
        server,
        tokenFor(parties, CARRIER_ORDER_TRANSITIONS[action].by),
        action,
        order.id,
      );
      expect(answer.errcode, JSON.stringify(answer)).toBe(0);
      expect(answer.data.status).toBe(CARRIER_ORDER_TRANSITIONS[action].to);
      expect((await logs(order.id)).at(-1)).toMatchObject({
        action,
        from,
        to: CARRIER_ORDER_TRANSITIONS[action].to,
      });
    },
    60_000,
  );

  it('tells the shipper and the carrier of each status by carrierOrder.statusChanged; a refused action tells nobody', async () => {
    const companies = [parties.shipperSession.companyId, parties.carrierSession.companyId];
    for (const company of companies) await subscribeWebhook(server.db, company, 'carrierOrder.statusChanged');
    const order = await signedOrder(server, parties);
    const changesOf = async (company: string) =>
      (await webhookEvents(server.db, company, 'carrierOrder.statusChanged')).filter(
        (e) => e.data.carrierOrderId === order.id,
      );
    const change = (company: string, from: CarrierOrderStatus | null, to: CarrierOrderStatus) => ({
      companyId: company,
      type: 'carrierOrder.statusChanged',
      data: {
        carrierOrderId: order.id,
        documentNo: order.documentNo,
        from,
        to,
        shipperCompanyId: companies[0],
        carrierCompanyId: companies[1],
      },
    });
    const refused = await act(server, parties.carrier, 'load', order.id);
    expect(refused.errcode).toBe(Errcode.BUSINESS_FAILURE);
    const moved = await act(server, parties.carrier, 'assignVehicle', order.id);
    expect(moved.errcode, JSON.stringify(moved)).toBe(0);
    for (const company of companies)
      expect(await changesOf(company)).toEqual([
        change(company, null, 'waitDispatch'),
        change(company, 'waitDispatch', 'waitVehicleAudit'),
      ]);
  });

  it('lets the carrier cancel too, and keeps the reason', async () => {
    const order = await orderAt(server, parties, 'waitLoad');
    const { body } = await server.post<CarrierOrderDetail>(
      C.cancel,
      { id: order.id, reason: '车辆故障' },
      parties.carrier,
    );
    expect(body.data).toMatchObject({ status: 'cancelled', cancelReason: '车辆故障' });
    const blank = await server.post(C.cancel, { id: order.id, reason: '' }, parties.carrier);
    expect(blank.body.errcode).toBe(Errcode.VALIDATION_FAILED);
  }, 60_000);

  it('lets exactly one of two racing approvals through', async () => {
    const order = await orderAt(server, parties, 'waitVehicleAudit');
    const answers = await Promise.all(
      [1, 2].map(() => act(server, parties.shipper, 'approveVehicle', order.id)),
    );
    expect(answers.map((answer) => answer.errcode).sort()).toEqual([Errcode.BUSINESS_FAILURE, 0]);
    expect(answers.find((answer) => answer.errcode !== 0)!.errmsg.startsWith(STATUS_CHANGED_PREFIX)).toBe(
      true,
    );
    const after = await detail(order.id);
    expect(after).toMatchObject({ status: 'waitLoad', version: 3 });
    expect(after.vehicle).toMatchObject({ status: 'approved' });
    expect((await logs(order.id)).filter((line) => line.action === 'approveVehicle')).toHaveLength(1);
  }, 60_000);

  it('refuses an action without its permission code (4030) and leaves the order', async () => {
    const order = await orderAt(server, parties, 'waitVehicleAudit');
    const codeRows = server.db
      .selectFrom('role_permissions')
      .where('code', '=', 'logistics-vehicle-audit')
      .where('role_id', 'in', (eb) =>
        eb.selectFrom('company_roles').select('id').where('name', '=', '业务主管'),
      );
    const held = await codeRows.selectAll().execute();
    await server.db
      .deleteFrom('role_permissions')
      .where('code', '=', 'logistics-vehicle-audit')
      .where(
        'role_id',
        'in',
        held.map((row) => row.role_id),
      )
      .execute();
    try {
      const refused = await act(server, parties.shipper, 'approveVehicle', order.id);
      expect(refused.errcode).toBe(Errcode.NO_PERMISSION);
      expect((await detail(order.id)).status).toBe('waitVehicleAudit');
      // Rejecting needs its own code, which the role still holds.
      expect((await act(server, parties.shipper, 'rejectVehicle', order.id)).errcode).toBe(0);
    } finally {
      await server.db.insertInto('role_permissions').values(held).execute();
    }
  }, 60_000);

  it('keeps every assignment: a rejected one, then a replaced one, then the approved one', async () => {
    const order = await orderAt(server, parties, 'waitVehicleAudit');
    const refusedNoReason = await server.post(
      C.vehicleAudit,
      { id: order.id, approve: false },
      parties.shipper,
    );
    expect(refusedNoReason.body).toMatchObject({
      errcode: Errcode.VALIDATION_FAILED,
      data: { fields: [{ field: 'reason' }] },
    });
    await act(server, parties.shipper, 'rejectVehicle', order.id);
    await act(server, parties.carrier, 'assignVehicle', order.id);
    const second = await act(server, parties.carrier, 'assignVehicle', order.id);
    const history = await server.post<{
      list: { id: string; status: string; rejectReason: string | null }[];
    }>(
      API.carrierOrderVehicleHistory.searchList,
      { pageNum: 1, pageSize: 10, carrierOrderId: order.id },
      parties.shipper,
    );
    expect(history.body.data.list.map((row) => row.status)).toEqual(['pending', 'replaced', 'rejected']);
    expect(history.body.data.list[2]!.rejectReason).toBe('车型不符');
    const pending = history.body.data.list[0]!;
    expect(pending.id).toBe(second.data.vehicle!.id);
    const approved = await server.post<CarrierOrderDetail>(
      API.carrierOrderVehicleHistory.auditOrReject,
      { historyId: pending.id, approve: true },
      parties.shipper,
    );
    expect(approved.body.data).toMatchObject({
      status: 'waitLoad',
      vehicle: { id: pending.id, status: 'approved' },
    });
    const trail = await server.post<CarrierOrderLog[]>(
      API.carrierOrderVehicleHistory.viewLogs,
      { historyId: pending.id },
      parties.shipper,
    );
    expect(trail.body.data.map((line) => line.action)).toEqual(['assignVehicle', 'approveVehicle']);
  }, 60_000);
});
