import { API, type ApiPath } from '../../../src/contract/api-paths';
import { Type } from '@sinclair/typebox';
import { VEHICLE_PROVIDERS, type VehicleProvider } from '../../../src/contract/vehicles';
import { Fields } from '../../http/fields';
import { pageFields } from '../../http/paged-list';
import { Strict } from '../../http/route';
import { literals } from '../stock';
import type { ApiModule } from '../index';
import { VEHICLE_LABELS } from './labels';
import { recordPositions } from './positions';
import { vehicleList, vehicleTrack } from './tracks';
import { PageOf } from '../../http/wire/schema';
import {
  VehicleListItemSchema,
  VehiclePositionResultSchema,
  VehicleTrackSchema,
} from '../../http/wire/vehicles';
import { vehiclePositions } from './migrations/0010-vehicle-positions';
import { seedDemoTracks } from './seed';

/** The map calls of SPEC §7, one set per track provider: transMap/* and yuhongMap/*. */
const PROVIDER_PATHS: Record<VehicleProvider, { getVehicleTrack: ApiPath; getVehicleList: ApiPath }> = {
  trans: API.transMap,
  yuhong: API.yuhongMap,
};
const PROVIDER_NAMES: Record<VehicleProvider, string> = { trans: '平台运力', yuhong: '裕鸿' };
/** The vehicle positioning page sits under outbound management; its detail code opens tracks. */
const PERMISSION = 'yelopack-transport-out-checkDetail' as const;
const MAX_BATCH = 1000;

const point = Strict({
  provider: Type.Union(VEHICLE_PROVIDERS.map((p) => Type.Literal(p))),
  plateNumber: Fields.plateNumber(),
  longitude: Type.Number({ minimum: -180, maximum: 180 }),
  latitude: Type.Number({ minimum: -90, maximum: 90 }),
  speedKmh: Type.Number({ minimum: 0, maximum: 300 }),
  heading: Type.Number({ minimum: 0, maximum: 360 }),
  recordedAt: Type.String({ minLength: 10, maxLength: 40, description: 'ISO 8601 时间' }),
});

/** Vehicle positions from the TMS and the tracks and vehicle list of the 车辆定位 page. */
export const vehiclesModule: ApiModule = {
  tag: 'vehicles',
  migrations: { '0010-vehicle-positions': vehiclePositions },
  seedDemo: seedDemoTracks,
  routes(api) {
    api.post(
      API.platform.vehiclePositions,
      {
        summary: 'TMS 上报车辆定位（每批最多 1000 个点，按车牌与时间去重）',
        response: VehiclePositionResultSchema,
        access: 'platform',
        body: Strict({ points: Type.Array(point, { minItems: 1, maxItems: MAX_BATCH }) }),
      },
      ({ deps, body }) => recordPositions(deps.db, body),
    );
    for (const provider of VEHICLE_PROVIDERS) {
      const paths = PROVIDER_PATHS[provider];
      api.post(
        paths.getVehicleTrack,
        {
          summary: `运单车辆轨迹（${PROVIDER_NAMES[provider]}）`,
          response: VehicleTrackSchema,
          access: 'session',
          roles: [2],
          permission: PERMISSION,
          body: Strict({
            waybillNo: Type.String({ minLength: 1, maxLength: 40, description: VEHICLE_LABELS.waybillNo }),
          }),
        },
        ({ deps, session, body }) => vehicleTrack(deps.db, deps.clock(), session, provider, body.waybillNo),
      );
      api.post(
        paths.getVehicleList,
        {
          summary: `在途与已到达运单的车辆（${PROVIDER_NAMES[provider]}）`,
          response: PageOf(VehicleListItemSchema),
          access: 'session',
          roles: [2],
          permission: PERMISSION,
          body: Strict({
            ...pageFields(),
            keyword: Type.Optional(Type.String({ maxLength: 50, description: VEHICLE_LABELS.keyword })),
            status: Type.Optional(literals(['inTransit', 'arrived'] as const)),
          }),
        },
        ({ deps, session, body }) => vehicleList(deps.db, session, provider, body),
      );
    }
  },
};
