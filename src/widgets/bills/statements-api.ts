/** The settlementManagement/* and payManagement/* calls (wire types and rules in src/contract/statements.ts). */
import { API } from '../../contract/api-paths';
import type { Page } from '../../contract/envelope';
import type {
  BankAccountInfo,
  ConfirmPay,
  PayInfoDetail,
  PaymentRow,
  StatementDetail,
  StatementDocumentRow,
  StatementRow,
} from '../../contract/statements';
import { api } from '../../core';

/** The platform's statements to the company, paged, newest period first. */
export const STATEMENT_LIST_CALL = API.settlementManagement.getSettleStatementList;
/** A statement with its lines (租金明细) and, paged, its money by document (按单据). */
export const STATEMENT_DETAIL_CALL = API.settlementManagement.getRentSettleStatementDetail;
export const STATEMENT_DOCUMENTS_CALL = API.settlementManagement.getOrderSettleStatementDetail;
/** 确认 a pending statement (creates its payment). */
export const STATEMENT_CONFIRM_CALL = API.settlementManagement.confirmSettleStatement;
export const PAYMENT_LIST_CALL = API.payManagement.getPayManagementList;
export const PAYMENT_DETAIL_CALL = API.payManagement.getPayInfoDetail;
/** 付款: one pay of a payment. */
export const PAY_CALL = API.payManagement.confirmPay;
export const BANK_ACCOUNT_CALL = API.common.getBankAccountInfo;

/** What a confirmation or a pay changes: the statement's state and payment, and the payments. */
export const STATEMENT_READS = [
  STATEMENT_LIST_CALL,
  STATEMENT_DETAIL_CALL,
  PAYMENT_LIST_CALL,
  PAYMENT_DETAIL_CALL,
] as const;

export const statementsApi = {
  confirm: (id: string) => api.post<StatementRow>(STATEMENT_CONFIRM_CALL, { id }),
  pay: (request: ConfirmPay) => api.post<PayInfoDetail>(PAY_CALL, request),
};

/** What the server answers on each path (the fake backend is typed by it). */
export interface StatementsResponses {
  [STATEMENT_LIST_CALL]: Page<StatementRow>;
  [STATEMENT_DETAIL_CALL]: StatementDetail;
  [STATEMENT_DOCUMENTS_CALL]: Page<StatementDocumentRow>;
  [STATEMENT_CONFIRM_CALL]: StatementRow;
  [PAYMENT_LIST_CALL]: Page<PaymentRow>;
  [PAYMENT_DETAIL_CALL]: PayInfoDetail;
  [PAY_CALL]: PayInfoDetail;
  [BANK_ACCOUNT_CALL]: BankAccountInfo;
}
