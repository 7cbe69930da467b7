/** A client bill's item lists and overdue deductions (wire types and their meaning: src/contract/bill-items.ts). */
import { API } from '../../contract/api-paths';
import type {
  BillChargeRow,
  BillEntryRow,
  BillStockRow,
  DeductDays,
  DeductRequest,
  DeductResult,
  WarehouseBillRow,
} from '../../contract/bill-items';
import type { BillLineRow } from '../../contract/bills';
import type { OverdueCustomerRow } from '../../contract/customers';
import type { Page } from '../../contract/envelope';
import { api } from '../../core';
import { CLIENT_BILL_DETAIL_CALL, CLIENT_BILL_LIST_CALL } from './api';

const P = API.clientCustomerBill;

export const WAREHOUSE_BILL_CALL = P.warehouseBillList;
/** The 明细 tabs' lists (entries of the scope, stock by age, corrections). */
export const ENTRY_LIST_CALLS = {
  stockIn: P.searchStockInItemList,
  stockOut: P.searchStockOutItemList,
  historyStockOut: P.searchHistoryStockOutItemList,
} as const;
export const STOCK_LIST_CALLS = {
  stock: P.searchStockItemList,
  historyStock: P.searchHistoryStockItemList,
} as const;
export const AMENDMENT_LIST_CALL = P.searchAmendmentItemList;
/** A charged line kind's entries with their share of the line. */
export const CHARGE_LIST_CALLS = {
  overdueInStock: P.inStockOverDueDetail,
  overdueReturn: P.recycleOverDueDetail,
  offset: P.getEarlyReturnItemList,
  deduction: P.overdueDeductDetail,
} as const;
export type ChargeKind = keyof typeof CHARGE_LIST_CALLS;
export const OVERDUE_CLIENTS_CALL = API.clientCustomerBill.overdueCustomerList;
export const DEDUCT_DAYS_CALL = P.getDeductDays;
export const DEDUCT_CALL = P.deductDays;

/** What a deduction changes: the candidates, the overdue clients, every bill read and item list. */
export const DEDUCT_READS = [
  DEDUCT_DAYS_CALL,
  OVERDUE_CLIENTS_CALL,
  CLIENT_BILL_LIST_CALL,
  CLIENT_BILL_DETAIL_CALL,
  WAREHOUSE_BILL_CALL,
  ...Object.values(CHARGE_LIST_CALLS),
  ...Object.values(ENTRY_LIST_CALLS),
  ...Object.values(STOCK_LIST_CALLS),
] as const;

export const itemsApi = {
  deduct: (request: DeductRequest) => api.post<DeductResult>(DEDUCT_CALL, request),
};

/** What the server answers on each path (the fake backend is typed by it). */
export interface ItemsResponses {
  [WAREHOUSE_BILL_CALL]: Page<WarehouseBillRow>;
  [P.searchStockInItemList]: Page<BillEntryRow>;
  [P.searchStockOutItemList]: Page<BillEntryRow>;
  [P.searchHistoryStockOutItemList]: Page<BillEntryRow>;
  [P.searchStockItemList]: Page<BillStockRow>;
  [P.searchHistoryStockItemList]: Page<BillStockRow>;
  [AMENDMENT_LIST_CALL]: Page<BillLineRow>;
  [P.inStockOverDueDetail]: Page<BillChargeRow>;
  [P.recycleOverDueDetail]: Page<BillChargeRow>;
  [P.getEarlyReturnItemList]: Page<BillChargeRow>;
  [P.overdueDeductDetail]: Page<BillChargeRow>;
  [OVERDUE_CLIENTS_CALL]: Page<OverdueCustomerRow>;
  [DEDUCT_DAYS_CALL]: DeductDays;
  [DEDUCT_CALL]: DeductResult;
}
