/** Being replaced by `usePagedQuery` (./query, see README.md "Data and forms"); do not use in new code. */
import { useCallback, useState } from 'react';
import type { SortState } from '../ui';
import { useListFilters, type ListPaging } from '../ui/use-list-filters';
import { useRemote } from './use-remote';

export interface PagedListRequest<F> {
  filters: F;
  paging: ListPaging;
  sort: SortState | null;
}

/**
 * Everything a widget's paged list keeps: the filters (draft and applied, see useListFilters), the
 * sort, and the loaded page; a new search or sort starts again at page 1. `load` must be stable
 * (module level or memoised): a new `load` reloads the list.
 */
export function usePagedList<F, T>(
  initialFilters: F,
  load: (request: PagedListRequest<F>, signal: AbortSignal) => Promise<T>,
) {
  const filters = useListFilters(initialFilters);
  const { applied, paging, setPaging } = filters;
  const [sort, setSortState] = useState<SortState | null>(null);

  const remote = useRemote(
    useCallback(
      (signal: AbortSignal) => load({ filters: applied, paging, sort }, signal),
      [load, applied, paging, sort],
    ),
  );

  return {
    ...filters,
    ...remote,
    sort,
    setSort: (next: SortState | null) => {
      setSortState(next);
      setPaging(1, paging.pageSize);
    },
  };
}

export type PagedList<F, T> = ReturnType<typeof usePagedList<F, T>>;
