import { localized } from '../../../src/contract/localized';

/** Messages, file names and export headers of the sales customer calls, in Chinese and English. */
export const CUSTOMER_LABELS = localized(
  {
    clientNotFound: '客户不存在',
    keyword: '客户名称',
    fileSaleCustomers: '销售客户',
    fileOverdueCustomers: '超期客户',
  },
  {
    clientNotFound: 'No such customer',
    keyword: 'Customer name',
    fileSaleCustomers: 'Sales customers',
    fileOverdueCustomers: 'Overdue customers',
  },
);
