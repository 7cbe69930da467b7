import type { ApiRouter } from '../http/route';
import { accountModule } from './account/routes';
import { authModule } from './auth/routes';
import { commonModule } from './common/routes';
import { companyModule } from './company/routes';
import { messagesModule } from './messages/routes';
import { permissionModule } from './permission/routes';
import { referenceModule } from './stock/reference/routes';
import { stockModule } from './stock/routes';
import { verificationModule } from './verification/routes';

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
  companyModule,
];
