import type { ApiModule } from '../index';
import { returnListRoutes } from './list-routes';
import { platformReturnRoutes } from './platform-routes';
import { returnRoutes } from './return-routes';
import { returns } from './migrations/0009-returns';
import { seedDemoReturns } from './seed';

/** SPEC §7 returns: door pickups, self returns, transport records, return records, recycling, switches. */
export const returnsModule: ApiModule = {
  tag: 'returns',
  migrations: { '0009-returns': returns },
  seedDemo: seedDemoReturns,
  routes(api) {
    returnListRoutes(api);
    returnRoutes(api);
    platformReturnRoutes(api);
  },
};
