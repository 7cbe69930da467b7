import { useEffect, useRef, useState } from 'react';
import type { Page } from '../../contract/envelope';
import type { SortState } from '../../ui';
import { useListFilters, type ListPaging } from '../../ui/use-list-filters';
import { useListUrlStart, useListUrlSync } from './list-url-state';
import { useApiQuery, useQueryScope } from './use-api-query';
import type { ApiPath } from '../../contract/api-paths';

export interface PagedRequest<F> {
  filters: F;
  paging: ListPaging;
  sort: SortState | null;
}

export interface PagedQueryOptions<F, Row, Answer> {
  /** The filters of a fresh list (and of 重置). */
  initialFilters: F;
  /** The request body of the applied filters, page and sort; pure (the body is also the cache key). */
  toBody: (request: PagedRequest<F>) => object;
  pageSize?: number;
  /** Where the answer wraps its page (a balance beside its page of entries): the page inside it. */
  pageOf?: (answer: Answer) => Page<Row>;
}

/**
 * A server-paged list: the filters (draft and applied, see useListFilters), the sort and the page, and
 * the page's rows from the shared cache. A new search or sort starts again at page 1. Where the widget
 * opted in (the shell's pages), the applied state also lives in the URL query. A company switch starts
 * the list afresh (the old company's filters mean nothing to the new one), empty until its rows arrive.
 */
export function usePagedQuery<F extends object, Row, Answer = Page<Row>>(
  path: ApiPath,
  options: PagedQueryOptions<F, Row, Answer>,
) {
  const { initialFilters, toBody, pageSize = 10, pageOf } = options;
  const scope = useQueryScope();
  const defaults = { filters: initialFilters, pageNum: 1, pageSize, sort: null };
  const start = useListUrlStart(defaults);
  const filters = useListFilters(initialFilters, pageSize, {
    filters: start.filters,
    paging: { pageNum: start.pageNum, pageSize: start.pageSize },
  });
  const { applied, paging, setPaging, reset } = filters;
  const [sort, setSortState] = useState<SortState | null>(start.sort);
  useListUrlSync({ filters: applied, ...paging, sort }, defaults);

  const lastScope = useRef(scope);
  useEffect(() => {
    if (lastScope.current === scope) return;
    lastScope.current = scope;
    reset();
    setSortState(null);
  }, [scope, reset]);

  const remote = useApiQuery<Answer>(path, toBody({ filters: applied, paging, sort }), {
    keepPrevious: true,
  });
  const answer = remote.data;
  const page = answer === null ? null : pageOf ? pageOf(answer) : (answer as Page<Row>);

  return {
    ...filters,
    ...remote,
    /** The page of rows. */
    data: page,
    /** The whole answer, where it wraps the page (`pageOf`). */
    answer,
    sort,
    setSort: (next: SortState | null) => {
      setSortState(next);
      setPaging(1, paging.pageSize);
    },
  };
}

export type PagedQuery<F, Row> = ReturnType<typeof usePagedQuery<F & object, Row>>;
