import { Type } from '@sinclair/typebox';
import { API } from '../../../src/contract/api-paths';
import { CLIENT_BILL_STATE_LABELS } from '../../../src/contract/bills';
import { Fields } from '../../http/fields';
import { pageFields } from '../../http/paged-list';
import { Strict } from '../../http/route';
import { OneOfKeys, PageOf } from '../../http/wire/schema';
import type { ApiModule } from '../index';
import { auditRoutes } from './audit-routes';
import { clientBillList } from './bill-list';
import { clientBillDetail } from './client-bill-detail';
import { registerBillDownloads } from './download-routes';
import { billItemRoutes } from './items/routes';
import { bills } from './migrations/0013-bills';
import { frozenBills } from './migrations/0014-frozen-bills';
import { settleStatements } from './migrations/0015-settle-statements';
import { paymentRoutes } from './payment-routes';
import { billCorrections } from './migrations/0019-bill-corrections';
import { statementCorrections } from './migrations/0040-statement-corrections';
import { seedDemoBills } from './seed';
import { statementRoutes } from './statement-routes';
import { ClientBillDetailSchema, ClientBillRowSchema, PeriodMonth } from './wire';

/** SPEC §6 对账管理(C1)-详情: the enterprise center's reconciliation of its downstream clients' bills. */
const CLIENT_BILL_DETAIL = 'center-settle-checkC1-detail' as const;

const opt = Type.Optional;

/** SPEC §7 clientCustomerBill/*: bills computed from the pallet ledger (the rent engine: engine.ts). */
export const billsModule: ApiModule = {
  tag: 'clientCustomerBill',
  migrations: {
    '0013-bills': bills,
    '0014-frozen-bills': frozenBills,
    '0015-settle-statements': settleStatements,
    '0019-bill-corrections': billCorrections,
    '0040-statement-corrections': statementCorrections,
  },
  seedDemo: seedDemoBills,
  routes(api) {
    api.post(
      API.clientCustomerBill.billList,
      {
        summary: '客户账单列表（各下游 C1 客户本期实时账单在前，其后为已冻结账单，新账期在前）',
        response: PageOf(ClientBillRowSchema),
        access: 'session',
        roles: [5],
        permission: CLIENT_BILL_DETAIL,
        body: Strict({
          ...pageFields(),
          clientCompanyId: opt(Fields.id()),
          state: opt(OneOfKeys(CLIENT_BILL_STATE_LABELS)),
          periodMonth: opt(PeriodMonth()),
        }),
      },
      ({ deps, session, body }) => clientBillList(deps.db, session, deps.clock(), body),
    );
    api.post(
      API.clientCustomerBill.billDetail,
      {
        summary:
          '客户账单详情（clientCompanyId：本期实时账单；id：已冻结账单的存档明细），每行可追溯到台账明细',
        response: ClientBillDetailSchema,
        access: 'session',
        roles: [5],
        permission: CLIENT_BILL_DETAIL,
        body: Strict({ clientCompanyId: opt(Fields.id()), id: opt(Fields.id()) }),
      },
      ({ deps, session, body }) => clientBillDetail(deps.db, session, deps.clock(), body),
    );
    auditRoutes(api);
    registerBillDownloads(api);
    statementRoutes(api);
    paymentRoutes(api);
    billItemRoutes(api);
  },
};
