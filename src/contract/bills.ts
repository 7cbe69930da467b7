/**
 * Settlement and bills (issue 11). SPEC §3 and §7 name the pages and calls but no fields: this is our
 * money model, written once here for the server that computes bills and the widgets that show them.
 *
 * WHO BILLS WHOM
 * - The platform bills a customer company (租金对账单, settlementManagement/*) for every pallet the
 *   customer owns wherever it is held: in its own warehouses and at its downstream C1 clients
 *   (the balances whose owner is the customer, any holder).
 * - A customer bills each of its downstream C1 clients (客户账单, clientCustomerBill/*) for the
 *   customer's pallets that client holds (owner = the customer, holder = the client), with one
 *   sub-bill per client warehouse (warehouseBillList).
 * Both are one engine over a set of balances; only the set differs. The terms and the price list are
 * the owner's in both (decided with the rent engine): the platform bills the owner with them, and the
 * owner passes the same on to its clients. A customer's own list for its clients needs a biller column
 * on bill_prices: later, when a page asks for it.
 *
 * DAYS
 * Calendar days in Asia/Shanghai (server/modules/ledger/business-day.ts). What a balance holds on a
 * day is what it holds at the end of that day. A period is a range of whole days, both ends included.
 *
 * AGE OF PALLETS (first in, first out)
 * The pallets a balance holds at the end of day d are its newest arrivals, and pallets leave oldest
 * first. Every movement into a balance (inbound, transfer in, circulation in, customer return in, …)
 * starts those pallets' age at 0 on the day they arrive. So at day d:
 *   aged ≤ k days = min(held(d), arrivals on days d−k … d)
 *   aged > k days = held(d) − aged ≤ k days
 * (the rule the stock lists already use for 超期数量 with k = the free days).
 * Every positive ledger delta is an arrival (a cancelled transfer or recycling brings its pallets back
 * at age 0). The entries of one day apply in ledger order (created_at, then id): an outgoing entry takes
 * the oldest pallets held at that moment, and their age is the day of the entry minus their arrival day.
 *
 * TERMS per company (platform defaults where a company has none)
 * - freeDays F = 30: pallets aged ≤ F days cost nothing (免租期, per movement, as above);
 * - overdueDays A = 90: pallets aged > A days are overdue (超期);
 * - deductDays N = 60 (getDeductDays / deductDays): overdue pallets aged > A + N days may be
 *   deducted — charged as lost at the deposit price through a ledger movement of kind 'deduction'
 *   (超期扣减), after which they are no longer held and cost no more rent;
 * - cutOffDay C = 25 (1–28): a monthly period runs from the day after the previous month's cut-off
 *   to this month's cut-off day.
 *
 * PRICES (a price list with effective dates; a company's own row wins over the platform's)
 * Per tray type: the rent and overdue rates in 1/100 fen per pallet-day (3500 = 0.35 元 a day, so a
 * rate can carry fractions of a fen), the deposit and the late-return fee in fen per pallet. A day is
 * priced by the row in force on that day, so a price change mid-period splits a line in two. The row
 * in force is the owner's newest row whose effective day has come, else the platform's newest; a day on
 * which neither has one is not billed (every tray type carries a platform row). A return or a deduction
 * is priced by the row in force on the day of its ledger entry.
 *
 * BILL LINES, per (warehouse, tray type, price row in force)
 * - hire 租金:            Σ over the period's days of pallets aged (F, A] × rent rate
 * - overdueInStock 超期在库: Σ over the period's days of pallets aged > A × overdue rate
 * - overdueReturn 超期归还: pallets returned (trayReturn, customerReturnOut) aged > A when they left
 *                           × late-return fee
 * - offset 可冲抵:         pallets returned aged ≤ F (early) offset the period's overdue returns of the
 *                           same warehouse, tray type and price row, pallet for pallet, at most as many:
 *                           a credit of −offset × late-return fee (its entries: the early returns)
 * - deduction 超期扣减:     the period's deduction entries' pallets × deposit
 * - correction 调整:        a credit or debit carried from a frozen period (see CORRECTIONS)
 * Every line names its quantity (pallet-days or pallets), its rate and the ledger entries it counts
 * (bill detail item lists), so every fen can be traced to the ledger: hire and overdueInStock count
 * the incoming entries whose pallets they charge for, the other lines the outgoing entries themselves.
 *
 * ROUNDING
 * A line's amount in fen = quantity × rate ÷ 100 for the per-day rates, rounded half up, once per line;
 * per-pallet fees are whole fen already. A bill's total is the sum of its lines' amounts, never
 * rounded again. Money is integer fen everywhere; quantities are integers.
 *
 * CORRECTIONS
 * A frozen bill is never edited. When a bill is frozen (and on every read of a live bill), the frozen,
 * not superseded bills of the same biller and client of the CORRECTION_LOOKBACK periods before it are
 * recomputed from today's ledger, prices and terms. Where a line kind's money for a warehouse and tray
 * type now differs from what that bill charged plus the corrections already carried for it by bills not
 * superseded, the difference becomes one correction line: quantity 1 笔, rate = amount = the difference
 * in fen (a debit or a credit), naming the corrected bill and kind, traced to the entries the recomputed
 * lines count. A price row added with a past effective day, changed terms, or a ledger entry booked into
 * a closed period are what make a difference; older periods are not looked at again (a change that
 * late is settled by hand). The platform's statements to a customer carry corrections the same way, one
 * per corrected statement, holder, kind, warehouse and tray type (STATEMENTS: ./statements.ts).
 *
 * PERIODS AND STATES
 * - The current bill is live: recomputed up to today on every read.
 * - At the cut-off it is frozen into a statement (its lines stored). Regenerating a frozen period from
 *   the ledger gives the same fen; a ledger change dated inside a frozen period (a late correction) is
 *   never an edit of it: the difference becomes a correction line on the next period.
 * - Client bill: 待审核 → 已审核 | 已驳回 (with a reason) → regenerated as a new 待审核 bill.
 *
 * FREEZING CLIENT BILLS (when and how)
 * - Lazily: reading billList freezes the owner's most recently closed period (its end < today) for every
 *   C1 client that has no bill of it yet, in one transaction, before it answers. Nothing runs at the
 *   cut-off itself, so a period nobody lists is frozen by the first read after it closes; only that one
 *   period is caught up: an older closed period no read froze stays unbilled (freezeClientBills freezes
 *   any closed period when asked, as the demo seed does for two).
 * - One bill per client and period, even at 0 fen, with the lines the engine computes for it, traced
 *   (bill_line_entries), state 待审核. Freezing a period twice writes nothing: one bill per (biller,
 *   billed, period start) among the bills not superseded.
 * - A rejected bill is regenerated at once, in the rejecting transaction: a new 待审核 bill of the same
 *   period recomputed from today's ledger (so it reflects corrections made since), which supersedes it.
 * - The detail of a frozen bill shows its stored lines, never recomputed.
 * - Statement: 待确认 → 已确认. Payment: 待付款 → 已付款 (payer, amount, time; never more than due).
 *   See STATEMENTS in ./statements.ts: the platform's statements to its customers and their payments.
 * - Points statement: 待确认 → 已确认 | 已驳回 (with a reason).
 * Repeating a transition is a no-op; an illegal one answers a business error.
 */

import type { PageQuery } from './envelope';
import { localized } from './localized';

/** The kinds of bill line the engine computes from the ledger of a period. */
export type ComputedLineKind = 'hire' | 'overdueInStock' | 'overdueReturn' | 'offset' | 'deduction';

/** Every kind of bill line: the computed ones and a correction of a frozen bill (CORRECTIONS). */
export type BillLineKind = ComputedLineKind | 'correction';

/** Computed line kinds in the order a bill lists them. */
export const COMPUTED_LINE_KINDS: readonly ComputedLineKind[] = [
  'hire',
  'overdueInStock',
  'overdueReturn',
  'offset',
  'deduction',
];

/** Every line kind in the order a bill lists them: corrections last. */
export const BILL_LINE_KINDS: readonly BillLineKind[] = [...COMPUTED_LINE_KINDS, 'correction'];

/** Line kinds as finance staff read them, on screen and in exports alike. */
export const BILL_LINE_KIND_LABELS: Readonly<Record<BillLineKind, string>> = localized(
  {
    hire: '租金',
    overdueInStock: '超期在库',
    overdueReturn: '超期归还',
    offset: '可冲抵',
    deduction: '超期扣减',
    correction: '调整',
  },
  {
    hire: 'Rent',
    overdueInStock: 'Overdue in stock',
    overdueReturn: 'Overdue return',
    offset: 'Offset',
    deduction: 'Overdue deduction',
    correction: 'Adjustment',
  },
);

/** How many closed periods before a bill its corrections look back over (CORRECTIONS). */
export const CORRECTION_LOOKBACK = 3;

/**
 * The unit of a line's rate: 1/100 fen per pallet-day (hire, overdueInStock; quantity in pallet-days),
 * fen per pallet (overdueReturn, offset, deduction; quantity in pallets) or fen per correction
 * (correction; quantity 1, the rate is the signed difference).
 */
export type BillRateUnit = 'centiFenPerPalletDay' | 'fenPerPallet' | 'fenPerCorrection';

/** What a correction line corrects: a frozen bill of an earlier period and one kind of its lines. */
export interface BillCorrectionOf {
  billId: string;
  billNo: string;
  periodStart: string;
  periodEnd: string;
  kind: ComputedLineKind;
}

/** One line of a bill: what it counts, at which price, and the ledger entries it counts. */
export interface BillLineRow {
  kind: BillLineKind;
  warehouseId: string;
  warehouseName: string;
  trayTypeCode: string;
  trayTypeName: string;
  /** The price row in force (bill_prices.id) and the days of the period it prices, yyyy-MM-dd, both included. */
  priceId: string;
  firstDay: string;
  lastDay: string;
  /** Pallet-days or pallets (see rateUnit), never negative; 1 on a correction line. */
  quantity: number;
  rate: number;
  rateUnit: BillRateUnit;
  /** Integer fen, rounded once (see ROUNDING); negative for an offset and a credit correction. */
  amountFen: number;
  /** The ledger entries the line counts (ids of ledger_entries). */
  entryIds: string[];
  /** A correction line's corrected bill and kind; null on the other lines. */
  corrects: BillCorrectionOf | null;
}

/** A bill that is still being computed: the current period, up to today. */
export type LiveBillState = 'live';

/**
 * A frozen client bill's states (money model, PERIODS AND STATES): pending 待审核 → audited 已审核 |
 * rejected 已驳回 (with a reason; the bill is at once regenerated from the ledger as a new pending bill
 * of the same period, which supersedes it).
 */
export type FrozenBillState = 'pending' | 'audited' | 'rejected';

/** A client bill's state on the list: the live bill of the current period or a frozen one. */
export type ClientBillState = LiveBillState | FrozenBillState;

/** Client bill states as finance staff read them: list filters, details and refusals alike. */
export const CLIENT_BILL_STATE_LABELS: Readonly<Record<ClientBillState, string>> = localized(
  {
    live: '实时账单',
    pending: '待审核',
    audited: '已审核',
    rejected: '已驳回',
  },
  {
    live: 'Live bill',
    pending: 'Pending audit',
    audited: 'Audited',
    rejected: 'Rejected',
  },
);

/**
 * POST clientCustomerBill/billList: the live current bill of each downstream C1 client first, then the
 * frozen bills, newest period first. Filters: one client, one state, one period (the month its
 * cut-off day falls in, yyyy-MM).
 */
export interface ClientBillQuery extends PageQuery {
  clientCompanyId?: string;
  state?: ClientBillState;
  periodMonth?: string;
}

/** One client bill: the live bill (id and billNo null) or a frozen one. */
export interface ClientBillRow {
  /** bills.id of a frozen bill; null for the live bill. */
  id: string | null;
  /** Its human number, e.g. ZD20261124-000001; null for the live bill. */
  billNo: string | null;
  clientCompanyId: string;
  clientName: string;
  /** The period, yyyy-MM-dd, both ends included, and the last day computed (today, or the period's end). */
  periodStart: string;
  periodEnd: string;
  computedTo: string;
  totalFen: number;
  state: ClientBillState;
  /** Why the bill was rejected (rejected bills only). */
  rejectReason: string | null;
  /** The regenerated bill that replaced a rejected one. */
  supersededBy: string | null;
}

/**
 * POST clientCustomerBill/billDetail: a client's live bill ({ clientCompanyId }) or a frozen bill
 * ({ id }: its stored lines, never recomputed).
 */
export interface ClientBillDetailQuery {
  clientCompanyId?: string;
  id?: string;
}
export interface ClientBillDetail extends ClientBillRow {
  lines: BillLineRow[];
}

/** POST clientCustomerBill/auditOrRejectBill: a reject needs a reason (≤ 200 characters). */
export interface AuditOrRejectBill {
  id: string;
  action: 'audit' | 'reject';
  reason?: string;
}
