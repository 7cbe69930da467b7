import { useCallback, useState } from 'react';

export interface ListPaging {
  pageNum: number;
  pageSize: number;
}

export interface ListFilters<F> {
  /** What the filter bar shows while the user edits it. */
  draft: F;
  setDraft: (update: (current: F) => F) => void;
  /** Changes some fields of the draft (what a filter control's onChange does). */
  editDraft: (patch: Partial<F>) => void;
  /** What the list was last searched for: load with this, not with the draft. */
  applied: F;
  paging: ListPaging;
  setPaging: (pageNum: number, pageSize: number) => void;
  /** Searches for the draft from page 1 (查询). */
  search: () => void;
  /** Applies `next` at once (tabs, quick filters), keeping the draft in step, from page 1. */
  applyNow: (update: (current: F) => F) => void;
  /** Back to the initial filters, from page 1 (重置). */
  reset: () => void;
  /** 重置 under tabs: back to the initial filters but for the tab's field, from page 1. */
  resetKeeping: (key: keyof F) => void;
}

/** Where a list starts when it is not at its initial filters and page 1 (e.g. read from the URL). */
export interface ListStart<F> {
  filters: F;
  paging: ListPaging;
}

/**
 * The state behind every filtered, paged list: a draft the user edits, the applied filters a search
 * committed, and the page. Any change of the applied filters starts again at page 1; 重置 goes back to
 * `initial`, not to `start`.
 */
export function useListFilters<F>(initial: F, pageSize = 10, start?: ListStart<F>): ListFilters<F> {
  const [draft, setDraftState] = useState(start?.filters ?? initial);
  const [applied, setApplied] = useState(start?.filters ?? initial);
  const [paging, setPagingState] = useState<ListPaging>(start?.paging ?? { pageNum: 1, pageSize });

  const commit = useCallback((filters: F) => {
    setApplied(filters);
    setPagingState((current) => ({ ...current, pageNum: 1 }));
  }, []);

  return {
    draft,
    setDraft: setDraftState,
    editDraft: (patch) => setDraftState((current) => ({ ...current, ...patch })),
    applied,
    paging,
    setPaging: useCallback((pageNum, size) => setPagingState({ pageNum, pageSize: size }), []),
    search: () => commit(draft),
    applyNow: (update) => {
      const next = update(applied);
      setDraftState((current) => update(current));
      commit(next);
    },
    reset: () => {
      setDraftState(initial);
      commit(initial);
    },
    resetKeeping: (key) => {
      const next = { ...initial, [key]: applied[key] };
      setDraftState(next);
      commit(next);
    },
  };
}
