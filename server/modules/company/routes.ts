import { API } from '../../../src/contract/api-paths';
import { Fields } from '../../http/fields';
import { Strict } from '../../http/route';
import type { ApiModule } from '../index';
import { downstreamC1Companies, receivingAddressesOf } from './downstream';
import { Type } from '@sinclair/typebox';
import { AllocationTargetSchema, WarehouseSchema } from '../../http/wire/stock';

/** Customers (2) pick downstream clients for sale outbound; a C1 (7) picks the next holder of a circulation. */
const SHIPPERS = [2, 7] as const;

/** SPEC §7 customerCompany/*: the calls built so far (downstream clients and their receiving addresses). */
export const companyModule: ApiModule = {
  tag: 'customerCompany',
  routes(api) {
    api.post(
      API.customerCompany.getDownstreamC1Company,
      {
        summary: '下游 C1 客户列表',
        response: Type.Array(AllocationTargetSchema),
        access: 'session',
        roles: SHIPPERS,
        body: Strict({}),
      },
      ({ deps, session }) => downstreamC1Companies(deps.db, session),
    );
    api.post(
      API.customerCompany.getReceivingAddressByCompanyId,
      {
        summary: '本企业或下游客户的收货地址（仓库）',
        response: Type.Array(WarehouseSchema),
        access: 'session',
        roles: SHIPPERS,
        body: Strict({ companyId: Fields.id() }),
      },
      ({ deps, session, body }) => receivingAddressesOf(deps.db, session, body.companyId),
    );
  },
};
