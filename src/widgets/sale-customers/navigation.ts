/** Where the widget asks its host to go (`yp-navigate`); the shell routes, a host page may route itself. */
import { PAGES } from '../../contract/pages';
export const SALE_CUSTOMER_LIST_PATH = PAGES.customer.sale;
export const SALE_CUSTOMER_DETAIL_PATH = PAGES.customer.saleDetail;
/** SPEC §6 销售客户管理 codes. */
export const SALE_CUSTOMER_CODES = {
  export: 'yelopack-customer-sale-export',
  checkDetail: 'yelopack-customer-sale-checkDetail',
} as const;

export { navigate } from '../navigate';
