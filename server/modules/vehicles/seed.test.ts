import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '../../../src/contract/envelope';
import type { VehicleListItem, VehicleTrack } from '../../../src/contract/vehicles';
import { TEST_DIALECTS, startTestServer, type TestServer } from '../../testing/test-server';
import { seedDemoTracks, synthesizeTrack, type TrackPlan } from './seed';
import { vehiclesDb } from './tables';

const HOUR = 3_600_000;
const SHANGHAI: [number, number] = [121.2869, 31.3753];
const CHENGDU: [number, number] = [103.9461, 30.5727];
const plan = (over: Partial<TrackPlan>): TrackPlan => ({
  plateNumber: '沪B56789',
  provider: 'trans',
  from: SHANGHAI,
  to: CHENGDU,
  departedAt: 0,
  endsAt: 40 * HOUR,
  inTransit: false,
  seed: 'YD-1',
  ...over,
});

describe('synthesized demo tracks', () => {
  it('reports every 2–5 minutes at road speeds and arrives at the destination', () => {
    const rows = synthesizeTrack(plan({}));
    const gaps = rows.slice(1).map((row, i) => (row.recorded_at - (rows[i]?.recorded_at ?? 0)) / 60_000);
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(2);
    expect(Math.max(...gaps)).toBeLessThanOrEqual(5);
    expect(Math.max(...rows.map((r) => r.speed_kmh))).toBeLessThanOrEqual(115);
    expect(rows.slice(1).every((r) => r.speed_kmh > 40)).toBe(true);
    const last = rows.at(-1);
    expect(Math.abs((last?.longitude ?? 0) - CHENGDU[0])).toBeLessThan(0.3);
    expect(rows.at(-1)?.recorded_at).toBeLessThanOrEqual(40 * HOUR);
    expect(synthesizeTrack(plan({}))).toHaveLength(rows.length); // deterministic
  });

  it('stops part-way for a waybill in transit', () => {
    const rows = synthesizeTrack(plan({ inTransit: true, endsAt: 200 * HOUR }));
    const last = rows.at(-1);
    const done = (SHANGHAI[0] - (last?.longitude ?? 0)) / (SHANGHAI[0] - CHENGDU[0]);
    expect(done).toBeGreaterThan(0.3);
    expect(done).toBeLessThan(0.85);
  });
});

describe.each(TEST_DIALECTS)('demo tracks seeded on %s', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ dialect });
  });
  afterAll(() => server.close());

  it('gives every demo waybill that has left a track, once', async () => {
    const now = server.app.deps.clock();
    await seedDemoTracks(server.db, now);
    const count = async () =>
      Number(
        (
          await vehiclesDb(server.db)
            .selectFrom('vehicle_positions')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const seeded = await count();
    await seedDemoTracks(server.db, now);
    expect(await count()).toBe(seeded);
    const token = await server.login('demo_pallet');
    const list = await server.post<Page<VehicleListItem>>(
      '/api/api/transMap/getVehicleList',
      { pageNum: 1, pageSize: 100 },
      token,
    );
    const located = list.body.data.list.filter((vehicle) => vehicle.lastPosition !== null);
    expect(located.length).toBeGreaterThan(0);
    const first = located[0] as VehicleListItem;
    const track = await server.post<VehicleTrack>(
      '/api/api/transMap/getVehicleTrack',
      { waybillNo: first.waybillNo },
      token,
    );
    expect(track.body.data.points.length).toBeGreaterThan(1);
    expect(track.body.data.lastPosition).toEqual(first.lastPosition);
  });
});
