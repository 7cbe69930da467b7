/** The filters of a balance's ledger and how they become a request. Pure, so it is unit tested. */
import type { LedgerKind, StockDetailQuery } from '../../contract/stock';
import { dateFilters, type DateRange } from '../../ui';

/** One balance: warehouse × tray type, and whose pallets for C1 stock. */
export interface BalanceKey {
  warehouseId: string;
  trayTypeCode: string;
  ownerCompanyId?: string;
}

export interface LedgerFilters {
  kind: LedgerKind | null;
  /** [start, end] yyyy-MM-dd; an empty end means no limit on that side. */
  dateRange: DateRange | null;
}
export const NO_LEDGER_FILTERS: LedgerFilters = { kind: null, dateRange: null };

/** The ledger's filters on the wire, without paging (as its export takes them). */
export function toLedgerFilters(
  balance: BalanceKey,
  filters: LedgerFilters,
): Omit<StockDetailQuery, 'pageNum' | 'pageSize'> {
  return {
    warehouseId: balance.warehouseId,
    trayTypeCode: balance.trayTypeCode,
    ...(balance.ownerCompanyId && { ownerCompanyId: balance.ownerCompanyId }),
    ...(filters.kind && { kind: filters.kind }),
    ...dateFilters(filters.dateRange),
  };
}

export function toDetailQuery(
  balance: BalanceKey,
  filters: LedgerFilters,
  paging: { pageNum: number; pageSize: number },
): StockDetailQuery {
  return { ...paging, ...toLedgerFilters(balance, filters) };
}
