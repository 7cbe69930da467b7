import type { ApiModule } from '../index';
import { recyclingRoutes } from './documents/recycling/routes';
import { shipmentRoutes } from './documents/shipment/routes';
import { signRoutes } from './documents/sign-routes';
import { transferDisputeRoutes } from './documents/transfer/dispute-routes';
import { transferRoutes } from './documents/transfer/routes';
import { transferDisputes } from './migrations/0038-transfer-disputes';
import { stockQueryRoutes } from './queries/routes';

/** SPEC §7 stock calls on the pallet ledger: lists and exports, transfers, signing, shipments, recycling. */
export const stockModule: ApiModule = {
  tag: 'stock',
  migrations: { '0038-transfer-disputes': transferDisputes },
  routes(api) {
    stockQueryRoutes(api);
    transferRoutes(api);
    transferDisputeRoutes(api);
    signRoutes(api);
    shipmentRoutes(api);
    recyclingRoutes(api);
  },
};
