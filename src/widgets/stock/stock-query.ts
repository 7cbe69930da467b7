/** Filter state of the stock lists and how it becomes a request. Pure, so it is unit tested. */
import {
  STOCK_SORT_KEYS,
  type DeductionQuery,
  type StockQuery,
  type StockSortKey,
} from '../../contract/stock';
import { dateFilters, type SortState } from '../../ui';

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

export interface DeductionFilters {
  trayTypeCode: string | null;
  dateRange: readonly [string, string] | null;
}
export const NO_DEDUCTION_FILTERS: DeductionFilters = { trayTypeCode: null, dateRange: null };

export const isSortableStockColumn = (key: string): key is StockSortKey =>
  (STOCK_SORT_KEYS as readonly string[]).includes(key);

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

export function toDeductionQuery(filters: DeductionFilters, paging: Paging): DeductionQuery {
  return {
    ...paging,
    ...(filters.trayTypeCode && { trayTypeCode: filters.trayTypeCode }),
    ...dateFilters(filters.dateRange),
  };
}

/** An export takes a list's filters and sorting, never its paging (it streams every matching row). */
export function withoutPaging<Q extends Paging>(query: Q): Omit<Q, 'pageNum' | 'pageSize'> {
  const filters: Partial<Q> = { ...query };
  delete filters.pageNum;
  delete filters.pageSize;
  return filters as Omit<Q, 'pageNum' | 'pageSize'>;
}
