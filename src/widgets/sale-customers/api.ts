/**
 * The client/* and clientCustomerBill/overdueCustomerList reads (wire types in src/contract/customers.ts).
 * The area only reads: the views call the query layer with these paths.
 */
import { API } from '../../contract/api-paths';

/** The list calls; their export twins stream the same rows as a file. */
export const SALE_CUSTOMER_LIST_CALL = API.client.searchList;
export const OVERDUE_CUSTOMER_LIST_CALL = API.clientCustomerBill.overdueCustomerList;
/** One client's detail, asked by `{ clientCompanyId }`. */
export const SALE_CUSTOMER_DETAIL_CALL = API.client.getDetail;
