import type { ApiRouter } from '../http/route';
import { accountModule } from './account/routes';
import { authModule } from './auth/routes';
import { commonModule } from './common/routes';
import { companyModule } from './company/routes';
import { messagesModule } from './messages/routes';
import { permissionModule } from './permission/routes';
import { referenceModule } from './stock/reference/routes';
import { stockModule } from './stock/routes';
import { returnsModule } from './returns/routes';
import { transportModule } from './transport/routes';
import { verificationModule } from './verification/routes';
import { customersModule } from './customers/routes';
import { geoModule } from './geo/routes';
import { vehiclesModule } from './vehicles/routes';

/** A business area: a tag (its OpenAPI group) and the routes it declares. */
export interface ApiModule {
  tag: string;
  routes(api: ApiRouter): void;
}

/** Every module of the server, registered in this order. Adding an area is one line here. */
export const MODULES: readonly ApiModule[] = [
  authModule,
  verificationModule,
  accountModule,
  permissionModule,
  commonModule,
  messagesModule,
  referenceModule,
  stockModule,
  returnsModule,
  transportModule,
  companyModule,
  geoModule,
  vehiclesModule,
  customersModule,
];
