import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Errcode } from '../../../src/contract/errcodes';
import type {
  CheckReturnNumberResult,
  LogisticsSwitch,
  TransportRecord,
  TrayReturnDetail,
} from '../../../src/contract/returns';
import { TEST_DIALECTS, startTestServer, type TestServer } from '../../testing/test-server';
import { ledgerViolations } from '../../testing/ledger-invariants';
import { L, P, requestId, returnsContext, type ReturnsContext } from './testing/context';

describe.each(TEST_DIALECTS)('transport records confirmed as returns on %s', (dialect) => {
  let server: TestServer;
  let ctx: ReturnsContext;
  const record = async (quantity: number, companyId = ctx.ids.leCheng, warehouseId = ctx.ids.suZhou) => {
    const { body } = await ctx.platformPost<TransportRecord>(`${P}/transportRecord/create`, {
      requestId: requestId(),
      companyId,
      warehouseId,
      depotId: ctx.ids.depot,
      trayTypeCode: '1311',
      quantity,
      goodQuantity: quantity - 1,
      damagedQuantity: 1,
      lostQuantity: 0,
      waybillNo: 'YD202611220001',
      plateNumber: '苏E3M907',
      driverName: '赵师傅',
    });
    expect(body.errcode).toBe(Errcode.SUCCESS);
    return body.data;
  };
  const issue = async (companyId = ctx.ids.leCheng, count = 1) =>
    (await ctx.platformPost<string[]>(`${P}/returnNumber/issue`, { companyId, count })).body.data;
  const confirm = (id: string, returnNumber?: string, token = ctx.tokens.pallet) =>
    server.post<TrayReturnDetail>(
      `${L}/transportationRecordConfirmation`,
      returnNumber === undefined ? { id } : { id, returnNumber },
      token,
    );
  const check = async (returnNumber: string, token = ctx.tokens.pallet) =>
    (await server.post<CheckReturnNumberResult>(`${L}/checkReturnNumber`, { returnNumber }, token)).body.data;

  beforeAll(async () => {
    server = await startTestServer({ dialect });
    ctx = await returnsContext(server);
  });
  afterAll(() => server.close());

  it('creates a record once per platform requestId and shows its source', async () => {
    const body = {
      requestId: requestId(),
      companyId: ctx.ids.leCheng,
      warehouseId: ctx.ids.suZhou,
      depotId: ctx.ids.depot,
      trayTypeCode: '1311',
      quantity: 3,
      goodQuantity: 3,
      damagedQuantity: 0,
      lostQuantity: 0,
      waybillNo: 'YD1',
      plateNumber: '沪A12345',
      driverName: '',
    };
    const first = await ctx.platformPost<TransportRecord>(`${P}/transportRecord/create`, body);
    const again = await ctx.platformPost<TransportRecord>(`${P}/transportRecord/create`, body);
    expect(again.body.data.id).toBe(first.body.data.id);
    const source = await server.post<TransportRecord>(
      `${L}/transportRecordConfirmSourceDetail`,
      { id: first.body.data.id },
      ctx.tokens.pallet,
    );
    expect(source.body.data).toMatchObject({
      status: 'pending',
      quantity: 3,
      waybillNo: 'YD1',
      plateNumber: '沪A12345',
    });
    const theirs = await server.post(
      `${L}/transportRecordConfirmSourceDetail`,
      { id: first.body.data.id },
      ctx.tokens.baiYun,
    );
    expect(theirs.body).toMatchObject({ errcode: Errcode.BUSINESS_FAILURE, errmsg: '运输记录不存在' });
  });

  it('checks return numbers: not issued, another company’s, used', async () => {
    const switchOn = await server.post<LogisticsSwitch>('/api/config/logisticsSwitch', {}, ctx.tokens.pallet);
    expect(switchOn.body.data).toEqual({ returnNumberRequired: true });
    const [mine] = await issue();
    const [theirs] = await issue(ctx.ids.baiYun);
    expect(await check(mine as string)).toEqual({ valid: true, reason: null, message: '' });
    expect(await check('HN0000000000')).toMatchObject({ valid: false, reason: 'notIssued' });
    expect(await check(theirs as string)).toMatchObject({ valid: false, reason: 'otherCompany' });
  });

  it('confirms a record once: one return, received, stock falls once; a repeat answers the same return', async () => {
    await ctx.stockUp(10);
    const before = await ctx.onHand();
    const rec = await record(8);
    const missing = await confirm(rec.id);
    expect(missing.body).toMatchObject({
      errcode: Errcode.VALIDATION_FAILED,
      data: { fields: [{ field: 'returnNumber' }] },
    });
    const [number] = await issue();
    const first = await confirm(rec.id, number);
    expect(first.body.data).toMatchObject({
      channel: 'transport',
      status: 'received',
      quantity: 8,
      goodQuantity: 7,
      damagedQuantity: 1,
      returnNumber: number,
      transportRecordId: rec.id,
    });
    const again = await confirm(rec.id, number);
    expect(again.body.data.id).toBe(first.body.data.id);
    expect(await ctx.onHand()).toBe(before - 8);
    expect(await ctx.fx.entryCount(first.body.data.id)).toBe(1);
    expect(await check(number as string)).toMatchObject({ valid: false, reason: 'used' });

    const other = await record(1);
    const reused = await confirm(other.id, number);
    expect(reused.body).toMatchObject({ errcode: Errcode.BUSINESS_FAILURE, errmsg: '归还单号已被使用' });
    expect(await ctx.onHand()).toBe(before - 8);
  });

  it('lets exactly one of two concurrent confirmations with the same return number win', async () => {
    await ctx.stockUp(10);
    const before = await ctx.onHand();
    const [a, b] = [await record(2), await record(3)];
    const [number] = await issue();
    const results = await Promise.all([confirm(a.id, number), confirm(b.id, number)]);
    const codes = results.map((r) => r.body.errcode).sort();
    expect(codes).toEqual([Errcode.BUSINESS_FAILURE, Errcode.SUCCESS].sort());
    const winner = results.find((r) => r.body.errcode === Errcode.SUCCESS)!.body.data;
    expect(await ctx.onHand()).toBe(before - winner.quantity);
    expect(await ledgerViolations(server.db)).toEqual([]);
  });

  it('confirms concurrently twice the same record into one return', async () => {
    await ctx.stockUp(5);
    const before = await ctx.onHand();
    const rec = await record(4);
    const [n1, n2] = await issue(ctx.ids.leCheng, 2);
    const results = await Promise.all([confirm(rec.id, n1), confirm(rec.id, n2)]);
    const ids = new Set(results.filter((r) => r.body.errcode === Errcode.SUCCESS).map((r) => r.body.data.id));
    expect(ids.size).toBe(1);
    expect(await ctx.onHand()).toBe(before - 4);
  });

  it('answers 4030 and 2003', async () => {
    const rec = await record(1);
    const [number] = await issue();
    expect((await confirm(rec.id, number, ctx.tokens.clerk)).body.errcode).toBe(Errcode.NO_PERMISSION);
    const bad = await server.post(
      `${L}/transportationRecordConfirmation`,
      { id: rec.id, returnNumber: 5 },
      ctx.tokens.pallet,
    );
    expect(bad.body).toMatchObject({
      errcode: Errcode.VALIDATION_FAILED,
      data: { fields: [{ field: 'returnNumber' }] },
    });
    const badPlate = await ctx.platformPost(`${P}/transportRecord/create`, {
      requestId: requestId(),
      companyId: ctx.ids.leCheng,
      warehouseId: ctx.ids.suZhou,
      depotId: ctx.ids.depot,
      trayTypeCode: '1311',
      quantity: 1,
      goodQuantity: 1,
      damagedQuantity: 0,
      lostQuantity: 0,
      waybillNo: '',
      plateNumber: '沪A1234',
      driverName: '',
    });
    expect(badPlate.body.errcode).toBe(Errcode.VALIDATION_FAILED);
    const theirs = await confirm(rec.id, number, ctx.tokens.baiYun);
    expect(theirs.body).toMatchObject({ errcode: Errcode.BUSINESS_FAILURE, errmsg: '运输记录不存在' });
  });
});
