import { API } from '../../../src/contract/api-paths';
import { Type } from '@sinclair/typebox';
import { Strict } from '../../http/route';
import type { ApiModule } from '../index';
import { GEO_LABELS } from './labels';
import { regionOf } from './region';
import { LonLatRegionSchema } from '../../http/wire/vehicles';

/** SPEC §7 /api/customer/getMapByLonLat: the region of a coordinate, answered offline (no map service). */
export const geoModule: ApiModule = {
  tag: 'geo',
  routes(api) {
    api.post(
      API.customer.getMapByLonLat,
      {
        summary: '根据经纬度获取省市区（离线）',
        response: LonLatRegionSchema,
        access: 'session',
        body: Strict({
          longitude: Type.Number({ minimum: 73, maximum: 136, description: GEO_LABELS.longitude }),
          latitude: Type.Number({ minimum: 3, maximum: 54, description: GEO_LABELS.latitude }),
        }),
      },
      async ({ body }) => regionOf(body.longitude, body.latitude),
    );
  },
};
