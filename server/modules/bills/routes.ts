import { Type } from '@sinclair/typebox';
import { API } from '../../../src/contract/api-paths';
import { Fields } from '../../http/fields';
import { Strict } from '../../http/route';
import type { ApiModule } from '../index';
import { liveClientBillDetail, liveClientBills } from './client-bills';
import { registerBillDownloads } from './download-routes';
import { bills } from './migrations/0013-bills';
import { seedDemoBills } from './seed';
import { ClientBillDetailSchema, ClientBillRowSchema } from './wire';

/** SPEC §6 对账管理(C1)-详情: the enterprise center's reconciliation of its downstream clients' bills. */
const CLIENT_BILL_DETAIL = 'center-settle-checkC1-detail' as const;

/** SPEC §7 clientCustomerBill/*: bills computed from the pallet ledger (the rent engine: engine.ts). */
export const billsModule: ApiModule = {
  tag: 'clientCustomerBill',
  migrations: { '0013-bills': bills },
  seedDemo: seedDemoBills,
  routes(api) {
    api.post(
      API.clientCustomerBill.billList,
      {
        summary: '客户账单列表（各下游 C1 客户本期实时账单）',
        response: Type.Array(ClientBillRowSchema),
        access: 'session',
        roles: [5],
        permission: CLIENT_BILL_DETAIL,
        body: Strict({}),
      },
      ({ deps, session }) => liveClientBills(deps.db, session, deps.clock()),
    );
    api.post(
      API.clientCustomerBill.billDetail,
      {
        summary: '客户账单详情（本期实时账单的明细行，每行可追溯到台账明细）',
        response: ClientBillDetailSchema,
        access: 'session',
        roles: [5],
        permission: CLIENT_BILL_DETAIL,
        body: Strict({ clientCompanyId: Fields.id() }),
      },
      ({ deps, session, body }) => liveClientBillDetail(deps.db, session, deps.clock(), body.clientCompanyId),
    );
    registerBillDownloads(api);
  },
};
