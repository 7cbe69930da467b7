/**
 * An in-memory stand-in for transMap/* and yuhongMap/* for the stories (offline Storybook) and browser
 * tests: three vehicles between real warehouses, one per provider state. Not part of the widget's bundle.
 */
import type { Envelope } from '../../contract/envelope';
import type { VehicleListItem, VehiclePoint, VehicleProvider, VehicleTrack } from '../../contract/vehicles';
import { installFakeFetch, ok, type FakeFetch } from '../test-support/fake-fetch';
import { matches, pageOf } from '../test-support/fake-lists';

export const ALL_VEHICLE_CODES = ['yelopack-transport-out-checkDetail'];
const START = Date.parse('2026-11-20T01:00:00Z');
const MINUTE = 60_000;

/** Points every 3 minutes along a straight road from `from` to `to`, `count` of them. */
function road(from: [number, number], to: [number, number], count: number, last = count): VehiclePoint[] {
  return Array.from({ length: last }, (_, i) => {
    const t = i / (count - 1);
    return {
      longitude: Number((from[0] + (to[0] - from[0]) * t).toFixed(5)),
      latitude: Number((from[1] + (to[1] - from[1]) * t).toFixed(5)),
      speedKmh: i === 0 ? 0 : 60 + (i % 4) * 5,
      heading: 90,
      recordedAt: new Date(START + i * 3 * MINUTE).toISOString(),
    };
  });
}

interface FakeVehicle {
  item: VehicleListItem;
  track: VehicleTrack;
}
function vehicle(
  provider: VehicleProvider,
  waybillNo: string,
  plateNumber: string,
  status: 'inTransit' | 'arrived',
  points: VehiclePoint[],
  [fromWarehouseName, toWarehouseName, toCompanyName]: [string, string, string],
): FakeVehicle {
  const lastPosition = points.at(-1) ?? null;
  return {
    item: {
      provider,
      waybillNo,
      plateNumber,
      driverName: '王建军',
      driverPhone: '13912345678',
      status,
      fromCompanyName: '上海乐橙食品有限公司',
      toCompanyName,
      lastPosition,
    },
    track: {
      waybillNo,
      plateNumber,
      driverName: '王建军',
      status,
      fromWarehouseName,
      toWarehouseName,
      departedAt: points[0]?.recordedAt ?? null,
      endedAt: null,
      points,
      lastPosition,
    },
  };
}

export const FAKE_VEHICLES: readonly FakeVehicle[] = [
  vehicle(
    'trans',
    'YD20261120-000001',
    '沪A6D218',
    'inTransit',
    road([121.2869, 31.3753], [103.9461, 30.5727], 60, 24),
    ['乐橙嘉定中心仓', '蜀味双流配送中心', '成都蜀味餐饮供应链有限公司'],
  ),
  vehicle(
    'trans',
    'YD20261121-000001',
    '苏E7K309',
    'arrived',
    road([121.2869, 31.3753], [121.3269, 31.3867], 8),
    ['乐橙嘉定中心仓', '嘉定鲜果批发仓', '上海嘉定鲜果批发有限公司'],
  ),
  vehicle(
    'yuhong',
    'YD20261121-000002',
    '沪BD12345',
    'inTransit',
    [],
    ['乐橙浦东仓', '蜀味双流配送中心', '成都蜀味餐饮供应链有限公司'],
  ),
];

export interface FakeVehicleBackend extends FakeFetch {
  restore(): void;
}

export function installFakeVehicleBackend(
  options: { permissions?: readonly string[]; delayMs?: number; vehicles?: readonly FakeVehicle[] } = {},
): FakeVehicleBackend {
  const permissions = [...(options.permissions ?? ALL_VEHICLE_CODES)];
  const vehicles = options.vehicles ?? FAKE_VEHICLES;
  const refuse = (errmsg: string): Envelope => ({ errcode: -1, errmsg, data: null });
  return installFakeFetch((call) => {
    const match = /^\/api\/api\/(transMap|yuhongMap)\/(\w+)$/.exec(call.path);
    if (call.path.endsWith('permission/loadMenuAndPermission')) return ok({ menus: [], permissions });
    if (!match) return undefined;
    const provider: VehicleProvider = match[1] === 'transMap' ? 'trans' : 'yuhong';
    const mine = vehicles.filter((v) => v.item.provider === provider);
    if (match[2] === 'getVehicleList') {
      const keyword = String(call.body.keyword ?? '').toLowerCase();
      return ok(
        pageOf(
          mine
            .map((v) => v.item)
            .filter(
              (v) =>
                matches(call.body, 'status', v.status) &&
                (!keyword || `${v.waybillNo}${v.plateNumber}${v.driverName}`.toLowerCase().includes(keyword)),
            ),
          call.body,
        ),
      );
    }
    if (match[2] === 'getVehicleTrack') {
      const found = mine.find((v) => v.item.waybillNo === call.body.waybillNo);
      return found ? ok(found.track) : refuse('运单不存在');
    }
    return undefined;
  }, options);
}
