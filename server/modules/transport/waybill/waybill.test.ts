import { describe, expect, it } from 'vitest';
import type { Page, ValidationFailure } from '../../../../src/contract/envelope';
import { Errcode } from '../../../../src/contract/errcodes';
import type { BatchConfirmResult, Waybill } from '../../../../src/contract/transport';
import { TEST_DIALECTS } from '../../../testing/test-server';
import { ledgerViolations } from '../../../testing/ledger-invariants';
import { movesSuite, requestId } from '../../../testing/moves-suite';
import { subscribeWebhook, webhookEvents } from '../../../testing/webhook-outbox';
import { transportDb } from '../tables';

const T = '/api/api/transportationManagement';

describe.each(TEST_DIALECTS)('waybills on %s', (dialect) => {
  const t = movesSuite(dialect);
  const platform = () => ({ 'x-platform-key': t.server.app.deps.platformKey });
  const stockUp = (quantity: number) => t.stockUp(quantity);
  const create = (quantity: number, extra: Record<string, unknown> = {}, token = t.tokens.pallet) =>
    t.server.post<Waybill>(
      `${T}/createCustomerOutboundOrder`,
      {
        requestId: requestId(),
        fromWarehouseId: t.ids.suZhou,
        toCompanyId: t.ids.shuWei,
        toWarehouseId: t.ids.shuWeiWarehouse,
        trayTypeCode: '1311',
        quantity,
        plateNumber: '沪A12345',
        ...extra,
      },
      token,
    );
  const event = (step: 'depart' | 'arrive', body: Record<string, unknown>) =>
    t.server.post<Waybill>(`/api/platform/waybill/${step}`, body, undefined, platform());
  const confirm = (waybillIds: string[], token = t.tokens.pallet) =>
    t.server.post<BatchConfirmResult>(`${T}/batchConfirmArrive`, { ids: waybillIds }, token);
  const sender = () => t.fx.balance(t.ids.leCheng, t.ids.suZhou, '1311');
  const receiver = () => t.fx.balance(t.ids.shuWei, t.ids.shuWeiWarehouse, '1311', t.ids.leCheng);
  /** A waybill of `quantity` taken to arrived. */
  const arrived = async (quantity: number) => {
    const created = await create(quantity);
    await event('depart', { id: created.body.data.id });
    await event('arrive', { waybillNo: created.body.data.documentNo });
    return created.body.data;
  };

  it('dates every seeded waybill in order: created ≤ departed ≤ arrived ≤ confirmed ≤ the seed’s now', async () => {
    const seededBy = Date.now(); // the seed ran when the server started
    const rows = await transportDb(t.server.db)
      .selectFrom('waybills')
      .select([
        'document_no',
        'status',
        'created_at',
        'departed_at',
        'arrived_at',
        'confirmed_at',
        'updated_at',
      ])
      .execute();
    expect(rows.length).toBeGreaterThan(10);
    const reached = { created: 0, deleted: 0, inTransit: 1, arrived: 2, confirmed: 3 } as const;
    for (const row of rows) {
      const steps = [row.created_at, row.departed_at, row.arrived_at, row.confirmed_at];
      // A waybill has the times of the steps it reached, and none of the others.
      expect(
        steps.map((at) => at !== null),
        row.document_no,
      ).toEqual([0, 1, 2, 3].map((step) => step <= reached[row.status]));
      const times = [...steps.filter((at) => at !== null).map(Number), Number(row.updated_at), seededBy];
      expect(times, row.document_no).toEqual([...times].sort((a, b) => a - b));
    }
  });

  it('creates a waybill waiting to leave with no stock effect; the same requestId returns it', async () => {
    await stockUp(40);
    const [before, beforeReceiver] = [await sender(), await receiver()];
    const body = {
      requestId: requestId(),
      fromWarehouseId: t.ids.suZhou,
      toCompanyId: t.ids.shuWei,
      toWarehouseId: t.ids.shuWeiWarehouse,
      trayTypeCode: '1311',
      quantity: 12,
      plateNumber: '沪AD12345',
      driverName: '王建国',
      driverPhone: '13900000011',
      vehicleProvider: 'yuhong',
    };
    const first = await t.server.post<Waybill>(`${T}/createCustomerOutboundOrder`, body, t.tokens.pallet);
    expect(first.body.errcode).toBe(0);
    expect(first.body.data).toMatchObject({
      status: 'created',
      quantity: 12,
      ownerCompanyId: t.ids.leCheng,
      plateNumber: '沪AD12345',
      driverName: '王建国',
      vehicleProvider: 'yuhong',
      departedAt: null,
    });
    expect(first.body.data.documentNo).toMatch(/^YD\d{8}-\d{6}$/);
    const again = await t.server.post<Waybill>(`${T}/createCustomerOutboundOrder`, body, t.tokens.pallet);
    expect(again.body.data.id).toBe(first.body.data.id);
    expect(await sender()).toEqual(before);
    expect(await receiver()).toEqual(beforeReceiver);
    const detail = await t.server.post<Waybill>(
      `${T}/getDetailById`,
      { id: first.body.data.id },
      t.tokens.pallet,
    );
    expect(detail.body.data).toEqual(first.body.data);
  });

  it('moves stock once at departure and once at confirmation; arrival moves none', async () => {
    await stockUp(30);
    const [s0, r0] = [await sender(), await receiver()];
    const created = (await create(30)).body.data;
    // The TMS says when the vehicle left (after the waybill was made, before the report reaches us).
    const leftAt = new Date(Date.parse(created.createdAt) + 1).toISOString();
    for (let n = 0; n < 2; n += 1) {
      const departed = await event('depart', { id: created.id, at: leftAt });
      expect(departed.body.data).toMatchObject({ status: 'inTransit', departedAt: leftAt });
    }
    expect((await sender()).onHand).toBe(s0.onHand - 30);
    expect((await receiver()).inTransit).toBe(r0.inTransit + 30);
    for (let n = 0; n < 2; n += 1)
      expect((await event('arrive', { waybillNo: created.documentNo })).body.data.status).toBe('arrived');
    // A late departure report after arrival changes nothing.
    expect((await event('depart', { id: created.id })).body.data.status).toBe('arrived');
    expect(await receiver()).toEqual({ ...r0, inTransit: r0.inTransit + 30 });
    const entries = await t.fx.entryCount(created.id);

    expect((await confirm([created.id, created.id])).body.data).toEqual({ confirmed: 1, skipped: 0 });
    expect((await confirm([created.id])).body.data).toEqual({ confirmed: 0, skipped: 1 });
    expect(await receiver()).toEqual({ ...r0, onHand: r0.onHand + 30 });
    expect((await sender()).onHand).toBe(s0.onHand - 30);
    expect(await t.fx.entryCount(created.id)).toBe(entries + 1);
    const detail = await t.server.post<Waybill>(`${T}/getDetailById`, { id: created.id }, t.tokens.pallet);
    expect(detail.body.data).toMatchObject({ status: 'confirmed' });
    expect(detail.body.data.confirmedAt).not.toBeNull();
    expect(await ledgerViolations(t.server.db)).toEqual([]);
  });

  /** What a refused TMS report must leave as it was: the waybill, its ledger entries and both balances. */
  const untouched = async (id: string) => {
    const detail = await t.server.post<Waybill>(`${T}/getDetailById`, { id }, t.tokens.pallet);
    const { status, departedAt, arrivedAt } = detail.body.data;
    return {
      status,
      departedAt,
      arrivedAt,
      entries: await t.fx.entryCount(id),
      sender: await sender(),
      receiver: await receiver(),
    };
  };
  const refusedAt = (message: string) => ({
    errcode: Errcode.VALIDATION_FAILED,
    data: { fields: [{ field: 'at', message }] },
  });

  it('refuses a TMS time more than 5 minutes ahead of the server clock (2003 at) and writes nothing', async () => {
    await stockUp(6);
    const created = (await create(6)).body.data;
    const ahead = (minutes: number) => new Date(t.server.app.deps.clock() + minutes * 60_000).toISOString();
    const before = await untouched(created.id);
    const departure = await event('depart', { id: created.id, at: ahead(6) });
    expect(departure.body).toMatchObject(refusedAt('发生时间不能晚于当前时间'));
    expect(await untouched(created.id)).toEqual(before);

    // A TMS clock running ahead by less than that is believed.
    const leftAt = ahead(4);
    expect((await event('depart', { id: created.id, at: leftAt })).body.data).toMatchObject({
      status: 'inTransit',
      departedAt: leftAt,
    });
    const departed = await untouched(created.id);
    const arrival = await event('arrive', { id: created.id, at: ahead(6) });
    expect(arrival.body).toMatchObject(refusedAt('发生时间不能晚于当前时间'));
    expect(await untouched(created.id)).toEqual(departed);
  });

  it('refuses an arrival reported before the departure (2003 at) and writes nothing', async () => {
    await stockUp(5);
    const created = (await create(5)).body.data;
    const leftAt = Date.parse(created.createdAt) + 1_000;
    await event('depart', { id: created.id, at: new Date(leftAt).toISOString() });
    const departed = await untouched(created.id);
    const early = await event('arrive', { id: created.id, at: new Date(leftAt - 1).toISOString() });
    expect(early.body).toMatchObject(refusedAt('到达时间不能早于出发时间'));
    expect(await untouched(created.id)).toEqual(departed);
    const sameTime = await event('arrive', { id: created.id, at: new Date(leftAt).toISOString() });
    expect(sameTime.body.data).toMatchObject({
      status: 'arrived',
      arrivedAt: new Date(leftAt).toISOString(),
    });
  });

  it('dates an arrival reported without a time no earlier than its departure', async () => {
    await stockUp(3);
    const created = (await create(3)).body.data;
    const leftAt = new Date(t.server.app.deps.clock() + 4 * 60_000).toISOString();
    await event('depart', { id: created.id, at: leftAt });
    expect((await event('arrive', { id: created.id })).body.data).toMatchObject({
      status: 'arrived',
      arrivedAt: leftAt,
    });
  });

  it('records waybill.arrived for the sender and the receiver with the arrival, once; a refused arrival none', async () => {
    for (const company of [t.ids.leCheng, t.ids.shuWei])
      await subscribeWebhook(t.server.db, company, 'waybill.arrived');
    const eventsOf = async (company: string, waybillId: string) =>
      (await webhookEvents(t.server.db, company, 'waybill.arrived')).filter(
        (e) => e.data.waybillId === waybillId,
      );
    await stockUp(7);
    const created = (await create(7)).body.data;
    const leftAt = Date.parse(created.createdAt) + 1_000;
    await event('depart', { id: created.id, at: new Date(leftAt).toISOString() });
    const early = await event('arrive', { id: created.id, at: new Date(leftAt - 1).toISOString() });
    expect(early.body.errcode).toBe(Errcode.VALIDATION_FAILED);
    expect(await eventsOf(t.ids.leCheng, created.id)).toEqual([]);

    const arrivedAt = new Date(leftAt + 60_000).toISOString();
    expect((await event('arrive', { id: created.id, at: arrivedAt })).body.data.status).toBe('arrived');
    expect((await event('arrive', { id: created.id })).body.data.status).toBe('arrived');
    for (const company of [t.ids.leCheng, t.ids.shuWei])
      expect(await eventsOf(company, created.id)).toEqual([
        {
          companyId: company,
          type: 'waybill.arrived',
          data: {
            waybillId: created.id,
            documentNo: created.documentNo,
            fromCompanyId: t.ids.leCheng,
            toCompanyId: t.ids.shuWei,
            trayTypeCode: '1311',
            quantity: 7,
            arrivedAt,
          },
        },
      ]);
  });

  it('refuses a batch with any waybill not arrived, naming it, and writes nothing', async () => {
    await stockUp(20);
    const ready = await arrived(10);
    const waiting = (await create(10)).body.data;
    const r0 = await receiver();
    const refused = await confirm([ready.id, waiting.id]);
    expect(refused.body).toMatchObject({
      errcode: Errcode.BUSINESS_FAILURE,
      errmsg: `运单 ${waiting.documentNo} 当前为「待出库」，不能确认到货`,
    });
    expect(await receiver()).toEqual(r0);
    const detail = await t.server.post<Waybill>(`${T}/getDetailById`, { id: ready.id }, t.tokens.pallet);
    expect(detail.body.data.status).toBe('arrived');
    expect((await confirm([ready.id])).body.data).toEqual({ confirmed: 1, skipped: 0 });
  });

  it('confirms 50 waybills in one call with the balances right after', async () => {
    await stockUp(50 * 3);
    const batch: Waybill[] = [];
    for (let n = 0; n < 50; n += 1) batch.push(await arrived(3));
    const r0 = await receiver();
    const result = await confirm(batch.map((w) => w.id));
    expect(result.body.data).toEqual({ confirmed: 50, skipped: 0 });
    expect(await receiver()).toEqual({ ...r0, onHand: r0.onHand + 150, inTransit: r0.inTransit - 150 });
    expect(await ledgerViolations(t.server.db)).toEqual([]);
  }, 60_000);

  it('moves no t.tokens.pallet twice when the same batch is confirmed concurrently', async () => {
    await stockUp(8 * 5);
    const batch: Waybill[] = [];
    for (let n = 0; n < 8; n += 1) batch.push(await arrived(5));
    const r0 = await receiver();
    const results = await Promise.all(Array.from({ length: 4 }, () => confirm(batch.map((w) => w.id))));
    expect(results.every((r) => r.body.errcode === 0)).toBe(true);
    expect(results.reduce((sum, r) => sum + r.body.data.confirmed, 0)).toBe(8);
    expect(await receiver()).toEqual({ ...r0, onHand: r0.onHand + 40, inTransit: r0.inTransit - 40 });
    expect(await ledgerViolations(t.server.db)).toEqual([]);
  });

  it('deletes only while waiting to leave, once; lists hide deleted waybills', async () => {
    await stockUp(10);
    const created = (await create(4, { remark: '删除测试' })).body.data;
    for (let n = 0; n < 2; n += 1) {
      const deleted = await t.server.post<Waybill>(
        `${T}/deleteWaitStockOut`,
        { id: created.id },
        t.tokens.pallet,
      );
      expect(deleted.body.data.status).toBe('deleted');
    }
    const list = await t.server.post<Page<Waybill>>(
      `${T}/searchList`,
      { pageNum: 1, pageSize: 100, keyword: created.documentNo },
      t.tokens.pallet,
    );
    expect(list.body.data.total).toBe(0);
    expect((await event('depart', { id: created.id })).body).toMatchObject({
      errcode: Errcode.BUSINESS_FAILURE,
      errmsg: '运单当前为「已删除」，不能出库',
    });
    const departed = await arrived(3);
    const refused = await t.server.post(`${T}/deleteWaitStockOut`, { id: departed.id }, t.tokens.pallet);
    expect(refused.body).toMatchObject({
      errcode: Errcode.BUSINESS_FAILURE,
      errmsg: '运单当前为「已到达」，不能删除',
    });
    // The same refusal to a requester reading English (issue 17 item 5): the document, state and verb too.
    const english = await t.server.post(`${T}/deleteWaitStockOut`, { id: departed.id }, t.tokens.pallet, {
      'x-yp-locale': 'en-US',
    });
    expect(english.body).toMatchObject({
      errcode: Errcode.BUSINESS_FAILURE,
      errmsg: 'Waybill status is “Arrived”; cannot delete',
    });
  });

  it('lists with filters, newest first, and exports the same rows', async () => {
    const filters = { status: 'arrived', warehouseId: t.ids.suZhou, trayTypeCode: '1311' };
    const list = await t.server.post<Page<Waybill>>(
      `${T}/searchList`,
      { pageNum: 1, pageSize: 100, ...filters },
      t.tokens.pallet,
    );
    expect(list.body.data.total).toBeGreaterThan(0);
    expect(
      list.body.data.list.every((w) => w.status === 'arrived' && w.fromWarehouseId === t.ids.suZhou),
    ).toBe(true);
    const times = list.body.data.list.map((w) => w.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    const byClient = await t.server.post<Page<Waybill>>(
      `${T}/searchList`,
      { pageNum: 1, pageSize: 5, keyword: '蜀味' },
      t.tokens.pallet,
    );
    expect(byClient.body.data.total).toBeGreaterThan(5);
    expect(byClient.body.data.list).toHaveLength(5);
    const query = new URLSearchParams({ ...filters, format: 'csv', token: t.tokens.pallet });
    const csv = await (await fetch(`${t.server.baseUrl}${T}/searchListExport?${query}`)).text();
    const lines = csv.trim().split('\r\n');
    expect(lines[0]).toContain('运单号');
    expect(lines).toHaveLength(list.body.data.total + 1);
    expect(lines[1]).toContain(list.body.data.list[0]!.documentNo);
  });

  it('answers 4030 without the code, the role or the platform key', async () => {
    const created = (await create(1)).body.data;
    expect(
      (await t.server.post(`${T}/deleteWaitStockOut`, { id: created.id }, t.tokens.clerk)).body.errcode,
    ).toBe(Errcode.NO_PERMISSION);
    const exported = await fetch(
      `${t.server.baseUrl}${T}/searchListExport?format=csv&token=${t.tokens.clerk}`,
    );
    expect((await exported.json()).errcode).toBe(Errcode.NO_PERMISSION);
    const c1 = await t.server.login('demo_c1');
    expect((await confirm([created.id], c1)).body.errcode).toBe(Errcode.NO_PERMISSION);
    const noKey = await t.server.post('/api/platform/waybill/depart', { id: created.id }, undefined, {
      'x-platform-key': 'wrong',
    });
    expect(noKey.body.errcode).toBe(Errcode.NO_PERMISSION);
  });

  it('treats another company’s waybill as not found and never shows it', async () => {
    const mine = await arrived(1);
    for (const [path, body] of [
      ['getDetailById', { id: mine.id }],
      ['deleteWaitStockOut', { id: mine.id }],
    ] as const) {
      const answer = await t.server.post(`${T}/${path}`, body, t.tokens.baiYun);
      expect(answer.body).toMatchObject({ errcode: Errcode.BUSINESS_FAILURE, errmsg: '运单不存在' });
    }
    const batch = await confirm([mine.id], t.tokens.baiYun);
    expect(batch.body).toMatchObject({ errcode: Errcode.BUSINESS_FAILURE, errmsg: `运单 ${mine.id} 不存在` });
    const list = await t.server.post<Page<Waybill>>(
      `${T}/searchList`,
      { pageNum: 1, pageSize: 100 },
      t.tokens.baiYun,
    );
    expect(list.body.data.list.some((w) => w.fromCompanyId === t.ids.leCheng)).toBe(false);
    // Not a downstream client of the sender; not the sender's warehouse.
    const toOther = await create(1, {
      toCompanyId: await t.fx.companyId('baiYun'),
      toWarehouseId: t.ids.baiYunWarehouse,
    });
    expect(toOther.body.errmsg).toBe('该企业不是您的下游客户');
    const fromOther = await create(1, { fromWarehouseId: t.ids.baiYunWarehouse });
    expect(fromOther.body.errmsg).toBe('仓库不存在');
  });

  it('answers 2003 naming the fields of a bad body, a bad plate included, and writes nothing', async () => {
    const count = async () =>
      Number(
        (
          await t.server.db
            .selectFrom('waybills' as never)
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    const badPlate = await create(1, { plateNumber: '沪A1234I' });
    expect(badPlate.body.errcode).toBe(Errcode.VALIDATION_FAILED);
    expect((badPlate.body.data as unknown as ValidationFailure).fields).toEqual([
      { field: 'plateNumber', message: '车牌号格式不正确' },
    ]);
    const missing = await create(0, { plateNumber: undefined, extra: 1 });
    const fields = (missing.body.data as unknown as ValidationFailure).fields.map((f) => f.field).sort();
    expect(fields).toEqual(['extra', 'plateNumber', 'quantity']);
    for (const body of [{ ids: [] }, { ids: Array.from({ length: 501 }, (_, n) => `id${n}`) }]) {
      expect((await t.server.post(`${T}/batchConfirmArrive`, body, t.tokens.pallet)).body.errcode).toBe(
        Errcode.VALIDATION_FAILED,
      );
    }
    const badEvent = await event('depart', { id: 'x', at: 'yesterday' });
    expect(badEvent.body.errcode).toBe(Errcode.VALIDATION_FAILED);
    const badList = await t.server.post(
      `${T}/searchList`,
      { pageNum: 1, pageSize: 10, status: 'deleted' },
      t.tokens.pallet,
    );
    expect(badList.body.errcode).toBe(Errcode.VALIDATION_FAILED);
    expect(await count()).toBe(before);
  });
});
