import { CLIENT_BILL_STATE_LABELS } from '../../../src/contract/bills';
import { localized } from '../../../src/contract/localized';
import { PAYMENT_STATE_LABELS, STATEMENT_STATE_LABELS } from '../../../src/contract/statements';

/** Messages of the bill calls, in Chinese and English. */
export const BILL_LABELS = localized(
  {
    /** Another company's client, or no company at all: nothing about it is revealed. */
    clientNotFound: '客户不存在',
    /** Another company's bill, or no bill at all. */
    billNotFound: '账单不存在',
    rejectReasonRequired: '请填写驳回原因',
    /** billDetail names neither or both of the client (live bill) and a bill. */
    billOrClient: '请指定客户或账单之一',
  },
  {
    clientNotFound: 'No such customer',
    billNotFound: 'No such bill',
    rejectReasonRequired: 'Please give a reason for the rejection',
    billOrClient: 'Please name either a customer or a bill',
  },
);

/** The texts of a client bill's downloads: its XLSX/CSV lines and its PDF (客户对账单). */
export const BILL_DOCUMENT_LABELS = localized(
  {
    title: '客户对账单',
    /** 客户对账单_成都蜀味餐饮供应链有限公司_2026-10-26至2026-11-25.pdf */
    pdfFileName: (client: string, periodStart: string, periodEnd: string) =>
      `客户对账单_${client}_${periodStart}至${periodEnd}.pdf`,
    /** The export's file and sheet name (the Shanghai date is appended). */
    exportFileName: '客户账单明细',
    fields: {
      client: '客户',
      biller: '账单方',
      period: '账期',
      computedTo: '计算至',
      total: '合计（元）',
    },
    linesCaption: '账单明细',
    columns: {
      warehouse: '仓库',
      trayType: '托盘类型',
      kind: '计费项目',
      billedDays: '计费期间',
      quantity: '数量',
      unit: '单位',
      rate: '单价（元）',
      amount: '金额（元）',
    },
    total: '合计',
    footer: (platform: string, printedAt: string) => `${platform} · 打印时间 ${printedAt}（北京时间）`,
  },
  {
    title: 'Customer statement',
    pdfFileName: (client, periodStart, periodEnd) =>
      `Customer statement_${client}_${periodStart} to ${periodEnd}.pdf`,
    exportFileName: 'Customer bill lines',
    fields: {
      client: 'Customer',
      biller: 'Billed by',
      period: 'Billing period',
      computedTo: 'Computed to',
      total: 'Total (CNY)',
    },
    linesCaption: 'Bill lines',
    columns: {
      warehouse: 'Warehouse',
      trayType: 'Pallet type',
      kind: 'Charge',
      billedDays: 'Billed period',
      quantity: 'Quantity',
      unit: 'Unit',
      rate: 'Rate (CNY)',
      amount: 'Amount (CNY)',
    },
    total: 'Total',
    footer: (platform, printedAt) => `${platform} · Printed at ${printedAt} (Beijing time)`,
  },
);

/** Names of the bills module's documents, for refusals. */
export const BILL_DOCUMENT_NAMES = localized(
  { bill: '客户账单', statement: '结算单', payment: '付款单' },
  { bill: 'Customer bill', statement: 'Settlement statement', payment: 'Payment' },
);

/** State names as the pages word them, for refusals. */
export const BILL_STATE_NAMES = CLIENT_BILL_STATE_LABELS;

/** The refusal's wording of transitions, by the state they lead to (see DocumentKind.wording). */
export const BILL_TRANSITION_VERBS = localized(
  { audited: '审核', rejected: '驳回' },
  { audited: 'review', rejected: 'reject' },
);

/** Messages of the platform statements and payments (settlementManagement/*, payManagement/*). */
export const STATEMENT_LABELS = localized(
  {
    /** Another company's statement, or none at all. */
    statementNotFound: '结算单不存在',
    /** Another company's payment, or none at all. */
    paymentNotFound: '付款单不存在',
    /** confirmPay beyond what remains to pay (2003 on amountFen). */
    amountExceedsRemaining: (remaining: string) => `付款金额不能超过待付金额 ${remaining} 元`,
  },
  {
    statementNotFound: 'No such settlement statement',
    paymentNotFound: 'No such payment',
    amountExceedsRemaining: (remaining) =>
      `The payment must not exceed the amount still to pay, CNY ${remaining}`,
  },
);

export const PAYMENT_STATE_NAMES = PAYMENT_STATE_LABELS;
export const STATEMENT_STATE_NAMES = STATEMENT_STATE_LABELS;

/** The refusal's wording of the statement's and the payment's transitions. */
export const STATEMENT_TRANSITION_VERBS = localized(
  { confirmed: '确认', paid: '付款' },
  { confirmed: 'confirm', paid: 'pay' },
);
