import type { Page } from '../../../../src/contract/envelope';
import { pageOf, type Paging } from '../../ledger';

/** One page of rows computed in full (a bill's lines or one client's balances: tens of rows, not the ledger). */
export function pageSlice<T>(all: readonly T[], paging: Paging): Page<T> {
  const start = (paging.pageNum - 1) * paging.pageSize;
  return pageOf(all.slice(start, start + paging.pageSize), all.length, paging);
}
