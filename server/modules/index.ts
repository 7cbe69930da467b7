import type { ApiRouter } from '../http/route';
import { accountModule } from './account';
import { authModule } from './auth';
import { commonModule } from './common';
import { companyModule } from './company';
import { messagesModule } from './messages';
import { permissionModule } from './permission';
import { referenceModule, stockModule } from './stock';
import { returnsModule } from './returns';
import { transportModule } from './transport';
import { verificationModule } from './verification';
import { customersModule } from './customers';
import { geoModule } from './geo';
import { vehiclesModule } from './vehicles';

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
