/**
 * A client bill's item lists (issue 11): the detail finance staff drill into from a client bill
 * (clientCustomerBill/*, src/contract/bills.ts holds the money model). Every list names its bill as
 * billDetail does — a client's live bill `{ clientCompanyId }` or a frozen bill `{ id }` — and is paged.
 *
 * THE BILL'S SCOPE: the biller's pallets held by the billed client (owner = the caller's company,
 * holder = the client), over the bill's period up to the day it is computed to (today for the live bill,
 * the period's end for a frozen one).
 *
 * WHAT EACH LIST ANSWERS
 * - warehouseBillList: the bill split per client warehouse, one row each, with its lines; the rows sum to
 *   the bill's total. `warehouseId` narrows it to one warehouse's sub-bill (page checkc1addressDetail).
 * - searchStockInItemList: the incoming ledger entries the hire and overdueInStock lines count.
 * - searchStockItemList: what the client holds now, per warehouse and tray type, by age (first in, first
 *   out): ≤ F free, (F, A] hire, > A overdue. searchHistoryStockItemList: the same at the end of the day
 *   the bill is computed to (the period's end for a frozen bill, today for the live one).
 * - searchStockOutItemList: every outgoing ledger entry of the scope (any kind: returns, transfers out,
 *   circulations, recycling, deductions) dated within the bill's period up to the day it is computed to;
 *   searchHistoryStockOutItemList: the same dated before the period (the scope's earlier history).
 * - searchAmendmentItemList: the bill's correction lines (none until corrections exist).
 * - inStockOverDueDetail, recycleOverDueDetail, getEarlyReturnItemList, overdueDeductDetail: the entries
 *   of the overdueInStock, overdueReturn, offset and deduction lines, each with what it counts on the line
 *   (pallet-days or pallets), the line's rate and its share of the line's fen. Shares are exact for the
 *   per-pallet fees; a per-day line is rounded once (money model, ROUNDING), so its fen is shared by the
 *   largest remainder: the rows of a line always add up to the line's quantity and fen. An offset line
 *   credits its early returns in ledger order until its quantity is used up.
 *   The per-entry split is computed by the reference engine's walk over the scope's ledger; for a frozen
 *   bill it is recomputed over its period (the same as frozen unless a late correction changed the ledger).
 *
 * DEDUCTION (getDeductDays / deductDays, money model TERMS)
 * - getDeductDays answers the caller's deduct days N (its bill_terms, else the platform's 60) and the
 *   candidates: per client, warehouse and tray type, the pallets aged > A + N days today, at most what is
 *   available there (on hand − reserved: the ledger never takes reserved pallets).
 * - deductDays does either or both, in this order: `deductDays` sets N for the caller's company (its
 *   other terms unchanged); `items` charges candidate pallets as lost through a deduction document (one
 *   per item, a ledger movement of kind 'deduction' at the deposit price). An item may not take more than
 *   its candidate holds (2003 naming items[i].quantity) and items name distinct balances. The call is
 *   idempotent by `requestId`: item i's document is created once under `requestId` + i, so a repeat
 *   changes nothing and answers the same documents (items already created are not checked again: their
 *   pallets have left). Each item is its own document and transaction: a later item refused leaves the
 *   earlier ones charged, and repeating the request completes it. The check against the candidate is
 *   read before the charge: two different requests at once may together take more than the candidate
 *   (never more than the balance holds: the ledger's guard).
 *
 * OVERDUE CLIENTS: clientCustomerBill/overdueCustomerList (src/contract/customers.ts) serves the
 * enterprise center too (role 5, code center-settle-checkC1-detail): each row also carries the pallets
 * aged beyond the owner's overdue days A and those turning so within 7 days (aged (A − 7, A]).
 */

import type { BillLineKind, BillLineRow, BillRateUnit, ClientBillDetailQuery } from './bills';
import type { Page, PageQuery } from './envelope';
import { localized } from './localized';
import type { DocumentType, LedgerKind } from './stock';

/** The bill an item list reads (billDetail's reference) and the page. */
export interface BillItemQuery extends ClientBillDetailQuery, PageQuery {}

/** POST clientCustomerBill/warehouseBillList: optionally one warehouse's sub-bill. */
export interface WarehouseBillQuery extends BillItemQuery {
  warehouseId?: string;
}

/** What one line kind comes to in a warehouse's sub-bill. */
export interface WarehouseBillAmount {
  kind: BillLineKind;
  amountFen: number;
}

/** One client warehouse's sub-bill: its lines, their fen per line kind (kinds present) and its total. */
export interface WarehouseBillRow {
  warehouseId: string;
  warehouseName: string;
  amounts: WarehouseBillAmount[];
  totalFen: number;
  lines: BillLineRow[];
}

/** One ledger entry of the bill's scope. */
export interface BillEntryRow {
  entryId: string;
  kind: LedgerKind;
  documentType: DocumentType;
  documentNo: string;
  /** The day of the entry, yyyy-MM-dd (Asia/Shanghai). */
  day: string;
  warehouseId: string;
  warehouseName: string;
  trayTypeCode: string;
  trayTypeName: string;
  /** The entry's pallets (never negative: in or out by its kind). */
  quantity: number;
}

/** An entry of a charged line with what it counts on that line. */
export interface BillChargeRow extends BillEntryRow {
  lineKind: BillLineKind;
  /** Pallet-days (overdueInStock) or pallets counted on the line. */
  counted: number;
  rate: number;
  rateUnit: BillRateUnit;
  /** This entry's share of the line's fen (see the header). */
  amountFen: number;
  /**
   * Days beyond the overdue days A: for overdueInStock the pallets' age on the last day counted, for an
   * overdue return the oldest pallet's age when it left; null for the other lines.
   */
  overdueDays: number | null;
}

/** POST searchStockItemList / searchHistoryStockItemList: pallets held per warehouse and tray type by age. */
export interface BillStockRow {
  warehouseId: string;
  warehouseName: string;
  trayTypeCode: string;
  trayTypeName: string;
  held: number;
  /** Aged ≤ F (免租期). */
  free: number;
  /** Aged (F, A] (计租). */
  hire: number;
  /** Aged > A (超期). */
  overdue: number;
  /** The day the ages are taken at, yyyy-MM-dd. */
  asOf: string;
}

/** POST getDeductDays (no body fields but the page). */
export type DeductCandidateQuery = PageQuery;

/** Pallets of the caller's that a client has held longer than A + N days: deductible now. */
export interface DeductCandidateRow {
  clientCompanyId: string;
  clientName: string;
  warehouseId: string;
  warehouseName: string;
  trayTypeCode: string;
  trayTypeName: string;
  /** Aged > A + N today, at most what is available (not reserved) there. */
  deductible: number;
  /** Days beyond A + N of the oldest pallet. */
  overdueDays: number;
}

/** getDeductDays: the terms in force and one page of candidates. */
export interface DeductDays {
  deductDays: number;
  overdueDays: number;
  candidates: Page<DeductCandidateRow>;
}

/** One deduction asked for: a candidate's balance and how many of its pallets. */
export interface DeductItem {
  clientCompanyId: string;
  warehouseId: string;
  trayTypeCode: string;
  quantity: number;
}

/** POST deductDays (submit). */
export interface DeductRequest {
  /** 1–365: the caller's new deduct days N. */
  deductDays?: number;
  requestId: string;
  items?: DeductItem[];
}

/** What deductDays did: N in force and the deduction documents of the items (in the items' order). */
export interface DeductResult {
  deductDays: number;
  deductions: { id: string; documentNo: string; quantity: number; amountFen: number }[];
}

/** Deduct days limits (deductDays). */
export const DEDUCT_DAYS_MIN = 1;
export const DEDUCT_DAYS_MAX = 365;

/** Column titles of the item lists, on screen and in exports alike. */
export const BILL_ITEM_COLUMN_LABELS = localized(
  {
    warehouse: '仓库',
    trayType: '托盘类型',
    client: '客户',
    documentType: '单据类型',
    documentNo: '单据编号',
    kind: '业务类型',
    day: '日期',
    quantity: '数量',
    counted: '计费数量',
    rate: '单价（元）',
    amount: '金额（元）',
    overdueDays: '超期天数',
    held: '在库数量',
    free: '免租期内',
    hire: '计租',
    overdue: '超期',
    deductible: '可扣减数量',
    total: '合计（元）',
  },
  {
    warehouse: 'Warehouse',
    trayType: 'Pallet type',
    client: 'Customer',
    documentType: 'Document type',
    documentNo: 'Document no.',
    kind: 'Business type',
    day: 'Date',
    quantity: 'Quantity',
    counted: 'Billed quantity',
    rate: 'Unit price (CNY)',
    amount: 'Amount (CNY)',
    overdueDays: 'Days overdue',
    held: 'In stock',
    free: 'Rent-free',
    hire: 'Rented',
    overdue: 'Overdue',
    deductible: 'Deductible',
    total: 'Total (CNY)',
  },
);
