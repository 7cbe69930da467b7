/** Where the widget asks its host to go (`yp-navigate`); the shell routes, a host page may route itself. */
import { PAGES } from '../../contract/pages';
export const CLIENT_BILL_LIST_PATH = PAGES.centerSettle.checkC1;
export const CLIENT_BILL_DETAIL_PATH = PAGES.centerSettle.checkc1detail;
/** A bill's detail pages (query: the bill's reference, and a warehouse for its sub-bill). */
export const WAREHOUSE_BILL_PATH = PAGES.centerSettle.checkc1addressDetail;
export const CHARGE_PATHS = {
  overdueInStock: PAGES.centerSettle.overdueInventoryDetail,
  overdueReturn: PAGES.centerSettle.outBoundDetail,
  offset: PAGES.centerSettle.counterOfferDetail,
  deduction: PAGES.centerSettle.deductionDetail,
} as const;
/** SPEC §6 对账管理(C1) codes. */
export const CLIENT_BILL_CODES = {
  detail: 'center-settle-checkC1-detail',
  /** 确认账单: 审核 or 驳回 a pending bill; 超期扣减 and its days. */
  confirmBill: 'center-settle-checkC1-confirmBill',
  /** 导出明细: both downloads of a bill (its lines as CSV/XLSX, the bill as a PDF). */
  exportDetail: 'center-settle-checkC1-exportDetail',
} as const;

export { navigate } from '../navigate';

/** 结算单明细: a platform statement, `?id=`. */
export const STATEMENT_DETAIL_PATH = PAGES.centerSettle.settleDetail;
/** SPEC §6 对账管理 (the platform's statements) and 付款管理 codes. */
export const STATEMENT_CODES = {
  detail: 'center-settle-check-detail',
  /** 确认账单: confirm a pending statement. */
  confirmBill: 'center-settle-check-confirmBill',
  paymentDetail: 'center-settle-payment-detail',
  /** 支付: record a pay of a payment. */
  pay: 'center-settle-payment-pay',
} as const;
