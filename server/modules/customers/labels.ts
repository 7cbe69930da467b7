/** Chinese messages, file names and export headers of the sales customer calls. */
export const CUSTOMER_LABELS = {
  clientNotFound: '客户不存在',
  keyword: '客户名称',
  fileSaleCustomers: '销售客户',
  fileOverdueCustomers: '超期客户',
} as const;
