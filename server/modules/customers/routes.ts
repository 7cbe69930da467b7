import { API } from '../../../src/contract/api-paths';
import { Type } from '@sinclair/typebox';
import { Fields } from '../../http/fields';
import { registerPagedList } from '../../http/paged-list';
import { requirePermission, Strict } from '../../http/route';
import type { ApiModule } from '../index';
import { literals, StockFields } from '../stock';
import { saleCustomerDetail } from './detail';
import { OVERDUE_CUSTOMER_COLUMNS, SALE_CUSTOMER_COLUMNS } from './export-columns';
import { CUSTOMER_LABELS } from './labels';
import { searchOverdueCustomers } from './overdue-customers';
import { searchSaleCustomers } from './sale-customers';
import { OverdueCustomerRowSchema, SaleCustomerDetailSchema, SaleCustomerRowSchema } from './wire';

const opt = Type.Optional;
/** SPEC §6 销售客户管理: export and view detail; the list itself is open to the pallet-sharing area. */
const EXPORT = 'yelopack-customer-sale-export' as const;
const DETAIL = 'yelopack-customer-sale-checkDetail' as const;
/** SPEC §6 对账管理(C1)-详情: the enterprise center reads the overdue list with it. */
const CENTER_CLIENT_BILLS = 'center-settle-checkC1-detail' as const;

/** Sales customers (销售客户管理): the session company's downstream clients and the pallets they hold. */
export const customersModule: ApiModule = {
  tag: 'client',
  routes(api) {
    registerPagedList(api, {
      path: API.client.searchList,
      summary: '销售客户列表',
      row: SaleCustomerRowSchema,
      roles: [2],
      exportPermission: EXPORT,
      fileName: () => CUSTOMER_LABELS.fileSaleCustomers,
      filters: {
        keyword: opt(StockFields.text(50, CUSTOMER_LABELS.keyword)),
        hasOverdue: opt(literals(['true', 'false'] as const)),
        sortBy: opt(literals(['held', 'overdue'] as const)),
        sortOrder: opt(literals(['asc', 'desc'] as const)),
      },
      columns: SALE_CUSTOMER_COLUMNS,
      run: (deps, session, filters, paging) =>
        searchSaleCustomers(deps.db, deps.clock(), session.companyId, filters, paging),
    });
    api.post(
      API.client.getDetail,
      {
        summary: '销售客户详情：地址、库存、最近运单与归还',
        response: SaleCustomerDetailSchema,
        access: 'session',
        roles: [2],
        permission: DETAIL,
        body: Strict({ clientCompanyId: Fields.id() }),
      },
      ({ deps, session, body }) => saleCustomerDetail(deps.db, deps.clock(), session, body.clientCompanyId),
    );
    registerPagedList(api, {
      path: API.clientCustomerBill.overdueCustomerList,
      summary: '超期客户列表（按托盘类型；含按账单超期天数的超期托盘与 7 天内将超期的托盘）',
      row: OverdueCustomerRowSchema,
      // 销售客户 (role 2) and the enterprise center's overdue risk (role 5, with its reconciliation code).
      roles: [2, 5],
      exportPermission: EXPORT,
      fileName: () => CUSTOMER_LABELS.fileOverdueCustomers,
      filters: {
        keyword: opt(StockFields.text(50, CUSTOMER_LABELS.keyword)),
        trayTypeCode: opt(StockFields.trayTypeCode()),
      },
      columns: OVERDUE_CUSTOMER_COLUMNS,
      run: async (deps, session, filters, paging) => {
        if (session.role === 5) await requirePermission(deps, session, CENTER_CLIENT_BILLS);
        return searchOverdueCustomers(deps.db, deps.clock(), session.companyId, filters, paging);
      },
    });
  },
};
