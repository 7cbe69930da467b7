/** The client/* and clientCustomerBill/overdueCustomerList calls (wire types in src/contract/customers.ts). */
import type {
  OverdueCustomerQuery,
  OverdueCustomerRow,
  SaleCustomerDetail,
  SaleCustomerQuery,
  SaleCustomerRow,
} from '../../contract/customers';
import type { Page } from '../../contract/envelope';
import type { TrayType } from '../../contract/stock';
import { api, type RequestOptions } from '../../core';

/** The list calls; their export twins stream the same rows as a file. */
export const SALE_CUSTOMER_LIST_CALL = '/api/api/client/searchList';
export const OVERDUE_CUSTOMER_LIST_CALL = '/api/api/clientCustomerBill/overdueCustomerList';

export const saleCustomersApi = {
  list: (query: SaleCustomerQuery, options?: RequestOptions) =>
    api.post<Page<SaleCustomerRow>>(SALE_CUSTOMER_LIST_CALL, query, options),
  overdue: (query: OverdueCustomerQuery, options?: RequestOptions) =>
    api.post<Page<OverdueCustomerRow>>(OVERDUE_CUSTOMER_LIST_CALL, query, options),
  detail: (clientCompanyId: string, options?: RequestOptions) =>
    api.post<SaleCustomerDetail>('/api/api/client/getDetail', { clientCompanyId }, options),
  trayTypes: (options?: RequestOptions) => api.post<TrayType[]>('/api/api/getTrayTypeCodes', {}, options),
};
