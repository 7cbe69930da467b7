/** Filter state of the stock lists and how it becomes a request. Pure, so it is unit tested. */
import {
  STOCK_SORT_KEYS,
  type DeductionQuery,
  type LedgerKind,
  type StockDetailQuery,
  type StockQuery,
  type StockSortKey,
} from '../../contract/stock';
import type { SortState } from '../../ui';

export const DEFAULT_PAGE_SIZE = 10;

export interface Paging {
  pageNum: number;
  pageSize: number;
}

export interface StockFilters {
  warehouseId: string | null;
  trayTypeCode: string | null;
  keyword: string;
}
export const NO_STOCK_FILTERS: StockFilters = { warehouseId: null, trayTypeCode: null, keyword: '' };

export interface LedgerFilters {
  kind: LedgerKind | null;
  /** [start, end] yyyy-MM-dd; an empty end means no limit on that side. */
  dateRange: readonly [string, string] | null;
}
export const NO_LEDGER_FILTERS: LedgerFilters = { kind: null, dateRange: null };

export interface DeductionFilters {
  trayTypeCode: string | null;
  dateRange: readonly [string, string] | null;
}
export const NO_DEDUCTION_FILTERS: DeductionFilters = { trayTypeCode: null, dateRange: null };

export const isSortableStockColumn = (key: string): key is StockSortKey =>
  (STOCK_SORT_KEYS as readonly string[]).includes(key);

function dateBounds(range: readonly [string, string] | null): { dateStart?: string; dateEnd?: string } {
  const [dateStart, dateEnd] = range ?? ['', ''];
  return { ...(dateStart && { dateStart }), ...(dateEnd && { dateEnd }) };
}

/** Only the filters that are set go on the wire; a sort on a column the server cannot sort is dropped. */
export function toStockQuery(filters: StockFilters, paging: Paging, sort: SortState | null): StockQuery {
  const query: StockQuery = { ...paging };
  if (filters.warehouseId) query.warehouseId = filters.warehouseId;
  if (filters.trayTypeCode) query.trayTypeCode = filters.trayTypeCode;
  const keyword = filters.keyword.trim();
  if (keyword) query.keyword = keyword;
  if (sort && isSortableStockColumn(sort.key)) {
    query.sortBy = sort.key;
    query.sortOrder = sort.order;
  }
  return query;
}

export interface BalanceKey {
  warehouseId: string;
  trayTypeCode: string;
  ownerCompanyId?: string;
}

export function toDetailQuery(balance: BalanceKey, filters: LedgerFilters, paging: Paging): StockDetailQuery {
  return {
    ...paging,
    warehouseId: balance.warehouseId,
    trayTypeCode: balance.trayTypeCode,
    ...(balance.ownerCompanyId && { ownerCompanyId: balance.ownerCompanyId }),
    ...(filters.kind && { kind: filters.kind }),
    ...dateBounds(filters.dateRange),
  };
}

export function toDeductionQuery(filters: DeductionFilters, paging: Paging): DeductionQuery {
  return {
    ...paging,
    ...(filters.trayTypeCode && { trayTypeCode: filters.trayTypeCode }),
    ...dateBounds(filters.dateRange),
  };
}

/** An export takes a list's filters and sorting, never its paging (it streams every matching row). */
export function withoutPaging<Q extends Paging>(query: Q): Omit<Q, 'pageNum' | 'pageSize'> {
  const filters: Partial<Q> = { ...query };
  delete filters.pageNum;
  delete filters.pageSize;
  return filters as Omit<Q, 'pageNum' | 'pageSize'>;
}
