/**
 * Platform statements (结算单, settlementManagement/*) and their payments (付款管理, payManagement/*): the
 * money model's STATEMENTS part. The rest of the model (who bills whom, FIFO age, terms, prices, line
 * kinds, rounding, periods) is the header of ./bills.ts, which points here.
 *
 * STATEMENTS
 * - The platform bills each customer company monthly for every pallet the customer owns, wherever it
 *   is held: the statement of a closed period of the customer's terms is the engine's lines over the
 *   balances whose owner is the customer, any holder (scope owner = customer, no holder filter). The
 *   biller is the platform (PLATFORM_NAME), which has no company row: stored as a null biller.
 * - Frozen lazily like client bills (FREEZING CLIENT BILLS in ./bills.ts): reading
 *   getSettleStatementList freezes the customer's most recently closed period when it has no statement
 *   yet, in one transaction; one statement per customer and period, even at 0 fen, its lines stored and
 *   traced to the ledger entries they count. Never recomputed: its details read the stored lines.
 * - Rent detail (getRentSettleStatementDetail): the stored lines (per warehouse, tray type, price row
 *   and kind) and 合计 = the statement's total.
 * - Order detail (getOrderSettleStatementDetail): the same money grouped by the ledger document (inbound
 *   order, transfer, waybill, return …) whose entries the lines count: each line's fen is split over its
 *   entries in proportion to their pallets (|delta|) by the largest remainder method (the floor shares
 *   first, then the fen left over one each to the largest fractional remainders, ties to the earlier
 *   entry in the line's order), so no fen is lost or made up: the documents add up to the total. An
 *   offset's credit is split the same way and stays negative. Correction lines (调整, CORRECTIONS in
 *   ./bills.ts) are not split over documents: their entries belong to an earlier period, already shown
 *   by that statement; the corrections of each earlier statement are one row naming it, after the
 *   documents. A line that counts no entry (none does today) would show as one group without a document.
 * - Corrections: a statement carries correction lines for the CORRECTION_LOOKBACK statements before it,
 *   as a client bill does (CORRECTIONS in ./bills.ts): a ledger entry booked into a frozen period (a
 *   disputed transfer's correction, say) or a back-dated price is billed on the next statement.
 *
 * STATES
 * - Statement: pending 待确认 → confirmed 已确认 (confirmSettleStatement). Confirming creates the
 *   statement's payment in the same transaction: 待付款 with due = the total; a statement of 0 fen has
 *   nothing to pay, so its payment is created 已付款 at once (due 0, paid 0, no pay record).
 * - Payment: unpaid 待付款 → paid 已付款 (confirmPay). Each pay records the payer's account, the amount
 *   and the time; an amount above what remains to pay is refused (2003 on amountFen) by the guarded
 *   update that adds it (`… where paid_fen + amount <= due_fen`), so racing requests never overpay. When
 *   nothing remains the payment is 已付款. A repeated requestId is a no-op answering the payment as it is.
 * Repeating a transition is a no-op; an illegal one (paying a paid payment) answers a business error.
 */

import type { BillLineRow } from './bills';
import type { PageQuery } from './envelope';
import type { DocumentType } from './stock';
import { localized } from './localized';

/** A statement's states: pending 待确认 → confirmed 已确认. */
export type StatementState = 'pending' | 'confirmed';

export const STATEMENT_STATE_LABELS: Readonly<Record<StatementState, string>> = localized(
  {
    pending: '待确认',
    confirmed: '已确认',
  },
  {
    pending: 'Pending confirmation',
    confirmed: 'Confirmed',
  },
);

/** A payment's states: unpaid 待付款 → paid 已付款. */
export type PaymentState = 'unpaid' | 'paid';

export const PAYMENT_STATE_LABELS: Readonly<Record<PaymentState, string>> = localized(
  {
    unpaid: '待付款',
    paid: '已付款',
  },
  {
    unpaid: 'Unpaid',
    paid: 'Paid',
  },
);

/** POST settlementManagement/getSettleStatementList: newest period first; periodMonth = the month its end falls in (yyyy-MM). */
export interface StatementQuery extends PageQuery {
  state?: StatementState;
  periodMonth?: string;
}

/** One platform statement of the session's company. */
export interface StatementRow {
  id: string;
  /** e.g. JS20261124-000001 */
  statementNo: string;
  /** yyyy-MM-dd, both ends included. */
  periodStart: string;
  periodEnd: string;
  totalFen: number;
  state: StatementState;
  /** ISO time of the confirmation (confirmed statements only). */
  confirmedAt: string | null;
  /** The payment created by the confirmation, and its state (confirmed statements only). */
  paymentId: string | null;
  paymentState: PaymentState | null;
}

/** POST settlementManagement/getRentSettleStatementDetail and confirmSettleStatement: { id }. */
export interface StatementRef {
  id: string;
}

/** The statement with its stored lines (their amounts add up to totalFen). */
export interface StatementDetail extends StatementRow {
  lines: BillLineRow[];
}

/** POST settlementManagement/getOrderSettleStatementDetail: one statement's money by document, paged. */
export interface StatementDocumentQuery extends PageQuery {
  id: string;
}

/** One ledger document's share of a statement (every document's share adds up to the statement's total). */
export interface StatementDocumentRow {
  /** null only for the money of lines that count no ledger entry. */
  documentType: DocumentType | null;
  documentId: string | null;
  documentNo: string | null;
  /** yyyy-MM-dd (Asia/Shanghai) of the document's earliest entry the statement counts. */
  documentDate: string | null;
  /** Pallets of the document's entries the statement counts (each entry once). */
  pallets: number;
  amountFen: number;
  /** On the row of an earlier statement's corrections (no document): that statement; null otherwise. */
  corrects: StatementCorrectionOf | null;
}

/** The earlier statement a row of corrections corrects. */
export interface StatementCorrectionOf {
  statementId: string;
  statementNo: string;
  /** yyyy-MM-dd, both ends included. */
  periodStart: string;
  periodEnd: string;
}

/** POST payManagement/getPayManagementList: newest first. */
export interface PaymentQuery extends PageQuery {
  state?: PaymentState;
}

export interface PaymentRow {
  id: string;
  /** e.g. FK20261124-000001 */
  paymentNo: string;
  statementId: string;
  statementNo: string;
  periodStart: string;
  periodEnd: string;
  dueFen: number;
  paidFen: number;
  remainingFen: number;
  state: PaymentState;
  /** ISO times: created at the statement's confirmation; paid when nothing remained. */
  createdAt: string;
  paidAt: string | null;
}

/** One pay of a payment: who paid how much when. */
export interface PayRecordRow {
  id: string;
  amountFen: number;
  payerAccount: string;
  payerName: string;
  paidAt: string;
}

/** The platform's receiving bank account (common/getBankAccountInfo). */
export interface BankAccountInfo {
  accountName: string;
  bankName: string;
  accountNo: string;
}

/** POST payManagement/getPayInfoDetail { id }: the payment, its pay records, the account to pay to. */
export interface PayInfoDetail extends PaymentRow {
  records: PayRecordRow[];
  bankAccount: BankAccountInfo;
}

/** POST payManagement/confirmPay: amountFen ≥ 1 and ≤ what remains; requestId makes a repeat a no-op. */
export interface ConfirmPay {
  id: string;
  amountFen: number;
  requestId: string;
}
