import { useCallback, useState } from 'react';
import type { SortState } from '../../ui';
import { useRemote } from '../use-remote';
import { DEFAULT_PAGE_SIZE, type Paging } from './stock-query';

export interface PagedListRequest<F> {
  filters: F;
  paging: Paging;
  sort: SortState | null;
}

/**
 * The state every paged stock list keeps: `draft` filters (what the filter bar shows), `applied` filters
 * (what was last searched for), paging and sorting; a new search or sort starts again at page 1.
 * `load` must be stable (module level or memoised).
 */
export function usePagedList<F, T>(
  initialFilters: F,
  load: (request: PagedListRequest<F>, signal: AbortSignal) => Promise<T>,
) {
  const [draft, setDraft] = useState<F>(initialFilters);
  const [applied, setApplied] = useState<F>(initialFilters);
  const [paging, setPaging] = useState<Paging>({ pageNum: 1, pageSize: DEFAULT_PAGE_SIZE });
  const [sort, setSortState] = useState<SortState | null>(null);

  const remote = useRemote(
    useCallback(
      (signal: AbortSignal) => load({ filters: applied, paging, sort }, signal),
      [load, applied, paging, sort],
    ),
  );

  const firstPage = () => setPaging((current) => ({ ...current, pageNum: 1 }));
  return {
    ...remote,
    draft,
    applied,
    paging,
    sort,
    editDraft: (patch: Partial<F>) => setDraft((current) => ({ ...current, ...patch })),
    search: () => {
      setApplied(draft);
      firstPage();
    },
    reset: () => {
      setDraft(initialFilters);
      setApplied(initialFilters);
      firstPage();
    },
    setSort: (next: SortState | null) => {
      setSortState(next);
      firstPage();
    },
    setPaging: (pageNum: number, pageSize: number) => setPaging({ pageNum, pageSize }),
  };
}
