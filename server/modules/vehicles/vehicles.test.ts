import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page, ValidationFailure } from '../../../src/contract/envelope';
import { Errcode } from '../../../src/contract/errcodes';
import type {
  VehicleListItem,
  VehiclePositionBatch,
  VehiclePositionResult,
  VehicleTrack,
} from '../../../src/contract/vehicles';
import { PLATFORM_KEY_HEADER } from '../../http/route';
import { TEST_DIALECTS, startTestServer, type TestServer } from '../../testing/test-server';
import { stockFixtures } from '../../testing/stock-fixtures';
import { insertWaybill, revokeFromClerk } from '../../testing/vehicle-fixtures';

const MINUTE = 60_000;
const TRACK = '/api/api/transMap/getVehicleTrack';
const LIST = '/api/api/transMap/getVehicleList';
const POSITIONS = '/api/platform/vehicle/positions';
const PAGE = { pageNum: 1, pageSize: 100 };

type Point = VehiclePositionBatch['points'][number];
const point = (
  plateNumber: string,
  at: number,
  longitude: number,
  provider: Point['provider'] = 'trans',
): Point => ({
  provider,
  plateNumber,
  longitude,
  latitude: 31.3,
  speedKmh: 62,
  heading: 90,
  recordedAt: new Date(at).toISOString(),
});

describe.each(TEST_DIALECTS)('vehicle positioning on %s', (dialect) => {
  let server: TestServer;
  let pallet: string;
  let clerk: string;
  let platform: Record<string, string>;
  let now: number;

  beforeAll(async () => {
    server = await startTestServer({ dialect });
    const fx = stockFixtures(server.db);
    const [leCheng, baiYun, shuWei] = await Promise.all(
      ['leCheng', 'baiYun', 'shuWei'].map((c) => fx.companyId(c as 'leCheng')),
    );
    const [leChengWarehouse] = await fx.warehouses('leCheng');
    const [shuWeiWarehouse] = await fx.warehouses('shuWei');
    const [baiYunWarehouse] = await fx.warehouses('baiYun');
    now = server.app.deps.clock();
    const departed = now - 120 * MINUTE;
    const mine = { fromCompanyId: leCheng as string, fromWarehouseId: leChengWarehouse as string };
    const toShuWei = { toCompanyId: shuWei as string, toWarehouseId: shuWeiWarehouse as string };
    await insertWaybill(server.db, {
      documentNo: 'TEST-GPS-1',
      status: 'inTransit',
      ...mine,
      ...toShuWei,
      plateNumber: '沪B56789',
      departedAt: departed,
    });
    await insertWaybill(server.db, {
      documentNo: 'TEST-GPS-2',
      status: 'confirmed',
      ...mine,
      ...toShuWei,
      plateNumber: '沪C11111',
      departedAt: departed,
      confirmedAt: now - 60 * MINUTE,
    });
    await insertWaybill(server.db, {
      documentNo: 'TEST-GPS-Y',
      status: 'arrived',
      ...mine,
      ...toShuWei,
      plateNumber: '苏E12345',
      provider: 'yuhong',
      departedAt: departed,
    });
    await insertWaybill(server.db, {
      documentNo: 'TEST-GPS-OTHER',
      status: 'inTransit',
      fromCompanyId: baiYun as string,
      fromWarehouseId: baiYunWarehouse as string,
      toCompanyId: baiYun as string,
      toWarehouseId: baiYunWarehouse as string,
      plateNumber: '粤A54321',
      departedAt: departed,
    });
    pallet = await server.login('demo_pallet');
    clerk = await server.login('demo_clerk');
    platform = { [PLATFORM_KEY_HEADER]: server.app.deps.platformKey };
  });
  afterAll(() => server.close());

  it('stores a TMS batch once per plate and instant', async () => {
    const points = [0, 1, 2, 3].map((n) =>
      point('沪B56789', now - (100 - n * 10) * MINUTE, Number((121.2 + n * 0.05).toFixed(2))),
    );
    points.push(point('沪B56789', now - 200 * MINUTE, 121.0)); // before departure: not on the track
    points.push(point('沪C11111', now - 90 * MINUTE, 121.3), point('沪C11111', now - 30 * MINUTE, 121.9)); // after confirmation
    points.push(point('苏E12345', now - 80 * MINUTE, 120.6, 'yuhong'));
    const first = await server.post<VehiclePositionResult>(POSITIONS, { points }, undefined, platform);
    expect(first.body).toMatchObject({ errcode: 0, data: { received: 8, inserted: 8 } });
    const again = await server.post<VehiclePositionResult>(
      POSITIONS,
      { points: [...points, point('沪B56789', now - 50 * MINUTE, 121.45)] },
      undefined,
      platform,
    );
    expect(again.body.data).toEqual({ received: 9, inserted: 1 });
  });

  it('refuses a batch without the platform key, and bad points with 2003 and nothing written', async () => {
    const denied = await server.post(POSITIONS, { points: [point('沪B56789', now, 121)] }, pallet);
    expect(denied.body.errcode).toBe(Errcode.NO_PERMISSION);
    const badPlate = await server.post(
      POSITIONS,
      { points: [point('沪A1234', now, 121)] },
      undefined,
      platform,
    );
    expect(badPlate.body.errcode).toBe(2003);
    const badTime = { ...point('沪B56789', now - MINUTE, 121), recordedAt: 'yesterday noon' };
    const refused = await server.post<{ fields: { field: string }[] }>(
      POSITIONS,
      { points: [point('沪B56789', now - 2 * MINUTE, 121), badTime] },
      undefined,
      platform,
    );
    expect(refused.body.errcode).toBe(2003);
    expect(refused.body.data.fields[0]?.field).toBe('points.1.recordedAt');
    const tooMany = Array.from({ length: 1001 }, (_, n) => point('沪B56789', now - n * 1000, 121));
    expect((await server.post(POSITIONS, { points: tooMany }, undefined, platform)).body.errcode).toBe(2003);
    const track = await server.post<VehicleTrack>(TRACK, { waybillNo: 'TEST-GPS-1' }, pallet);
    expect(track.body.data.points.map((p) => p.recordedAt)).not.toContain(
      new Date(now - 2 * MINUTE).toISOString(),
    );
  });

  it('answers the track between departure and confirmation (or now) with the last position', async () => {
    const open = await server.post<VehicleTrack>(TRACK, { waybillNo: 'TEST-GPS-1' }, pallet);
    expect(open.body.errcode).toBe(0);
    expect(open.body.data.points.map((p) => p.longitude)).toEqual([121.2, 121.25, 121.3, 121.35, 121.45]);
    expect(open.body.data.lastPosition).toMatchObject({ longitude: 121.45, speedKmh: 62, heading: 90 });
    expect(open.body.data).toMatchObject({ plateNumber: '沪B56789', status: 'inTransit', endedAt: null });
    const closed = await server.post<VehicleTrack>(TRACK, { waybillNo: 'TEST-GPS-2' }, pallet);
    expect(closed.body.data.points.map((p) => p.longitude)).toEqual([121.3]);
    const yuhong = await server.post<VehicleTrack>(
      '/api/api/yuhongMap/getVehicleTrack',
      { waybillNo: 'TEST-GPS-Y' },
      pallet,
    );
    expect(yuhong.body.data.points).toHaveLength(1);
  });

  it('lists the vehicles in transit or arrived of each provider with their last position', async () => {
    const trans = await server.post<Page<VehicleListItem>>(LIST, PAGE, pallet);
    expect(trans.body.errcode).toBe(0);
    const mine = trans.body.data.list.filter((v) => v.waybillNo.startsWith('TEST-GPS'));
    expect(mine.map((v) => v.waybillNo)).toEqual(['TEST-GPS-1']);
    expect(mine[0]?.lastPosition?.longitude).toBe(121.45);
    const yuhong = await server.post<Page<VehicleListItem>>(
      '/api/api/yuhongMap/getVehicleList',
      { ...PAGE, keyword: '苏e' },
      pallet,
    );
    expect(yuhong.body.data.list.map((v) => [v.waybillNo, v.provider, v.status])).toEqual([
      ['TEST-GPS-Y', 'yuhong', 'arrived'],
    ]);
  });

  it('pages the list like the other lists and filters it by status', async () => {
    const all = (await server.post<Page<VehicleListItem>>(LIST, PAGE, pallet)).body.data;
    expect(all.total).toBe(all.list.length);
    expect(all.total).toBeGreaterThan(2);
    const pageSize = 2;
    const pages: VehicleListItem[] = [];
    for (let pageNum = 1; pageNum <= Math.ceil(all.total / pageSize); pageNum += 1) {
      const page = (await server.post<Page<VehicleListItem>>(LIST, { pageNum, pageSize }, pallet)).body.data;
      expect(page).toMatchObject({
        total: all.total,
        pageNum,
        pageSize,
        pages: Math.ceil(all.total / pageSize),
      });
      pages.push(...page.list);
    }
    expect(pages).toEqual(all.list);
    for (const status of ['inTransit', 'arrived'] as const) {
      const only = (await server.post<Page<VehicleListItem>>(LIST, { ...PAGE, status }, pallet)).body.data;
      expect(only.list).toEqual(all.list.filter((v) => v.status === status));
      expect(only.total).toBe(only.list.length);
    }
  });

  it('answers 运单不存在 for another company’s waybill or the other provider’s', async () => {
    for (const [path, waybillNo] of [
      [TRACK, 'TEST-GPS-OTHER'],
      [TRACK, 'TEST-GPS-Y'],
      [TRACK, 'NO-SUCH'],
    ] as const) {
      const { body } = await server.post(path, { waybillNo }, pallet);
      expect(body).toMatchObject({ errcode: Errcode.BUSINESS_FAILURE, errmsg: '运单不存在' });
    }
    const list = await server.post<Page<VehicleListItem>>(LIST, PAGE, pallet);
    expect(list.body.data.list.map((v) => v.waybillNo)).not.toContain('TEST-GPS-OTHER');
  });

  it('refuses bad input (2003) and a session without the outbound detail code (4030)', async () => {
    expect((await server.post(TRACK, { waybillNo: '' }, pallet)).body.errcode).toBe(2003);
    expect((await server.post(TRACK, { waybillNo: 'X', extra: 1 }, pallet)).body.errcode).toBe(2003);
    expect((await server.post(LIST, { ...PAGE, keyword: 5 }, pallet)).body.errcode).toBe(2003);
    const bad = await server.post(LIST, { pageNum: 0, pageSize: 101, status: 'deleted' }, pallet);
    expect(bad.body.errcode).toBe(Errcode.VALIDATION_FAILED);
    expect((bad.body.data as unknown as ValidationFailure).fields.map((f) => f.field).sort()).toEqual([
      'pageNum',
      'pageSize',
      'status',
    ]);
    const missing = await server.post(LIST, {}, pallet);
    expect((missing.body.data as unknown as ValidationFailure).fields.map((f) => f.field).sort()).toEqual([
      'pageNum',
      'pageSize',
    ]);
    expect((await server.post(LIST, PAGE, clerk)).body.errcode).toBe(0);
    await revokeFromClerk(server.db, 'yelopack-transport-out-checkDetail');
    expect((await server.post(LIST, PAGE, clerk)).body.errcode).toBe(Errcode.NO_PERMISSION);
    expect((await server.post(TRACK, { waybillNo: 'TEST-GPS-1' }, clerk)).body.errcode).toBe(
      Errcode.NO_PERMISSION,
    );
  });
});
