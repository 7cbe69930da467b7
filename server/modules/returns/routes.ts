import type { ApiModule } from '../index';
import { returnListRoutes } from './list-routes';
import { platformReturnRoutes } from './platform-routes';
import { returnRoutes } from './return-routes';

/** SPEC §7 returns: door pickups, self returns, transport records, return records, recycling, switches. */
export const returnsModule: ApiModule = {
  tag: 'returns',
  routes(api) {
    returnListRoutes(api);
    returnRoutes(api);
    platformReturnRoutes(api);
  },
};
