import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { api, apiQueryKey, queryScope, sessionStore } from '../../core';
import type { ApiPath } from '../../contract/api-paths';

/** The caller's scope (see core/query/query-scope), re-rendering on login, company switch and logout. */
export function useQueryScope(): string {
  return useSyncExternalStore(sessionStore.subscribe, () => queryScope());
}

/**
 * What a view shows of one read; the shape of the kit's DetailState and PagedTableState, so DetailStates,
 * PagedTable and LoadError take it as it is.
 */
export interface ApiQueryState<T> {
  /** The last answer; kept while a new one loads, so a page does not flash empty. */
  data: T | null;
  /** A load is under way (the first one, a refetch after invalidation, or a new key). */
  loading: boolean;
  /** The message of the last failure (the http client has toasted it); null while loading. */
  error: string | null;
  reload: () => void;
}

export interface ApiQueryOptions<T, R> {
  /** false: do not call (yet), e.g. no client chosen. data stays null. */
  enabled?: boolean;
  /** How long an answer counts as fresh (reference data: minutes); default 0, read again on each mount. */
  staleTime?: number;
  /** No toast on failure (lookups and badges, which have no place to show an error). */
  silent?: boolean;
  /** Derives what the view needs from the answer (memoised by react-query). */
  select?: (data: T) => R;
  /**
   * While a new key (another page, another search) loads, keep showing the last answer so a table does
   * not flash empty; never an answer of another scope (a company switch shows nothing until it loads).
   */
  keepPrevious?: boolean;
  /** Polls: the milliseconds until the next read after this answer, or false to stop (a progress bar). */
  pollEvery?: (data: T | undefined) => number | false;
}

/**
 * One POST read through the http client, cached under [scope, path, locale, body]: every widget on the page
 * reading the same call with the same body shares one request and one answer.
 */
export function useApiQuery<T, R = T>(
  path: ApiPath,
  body?: object,
  options: ApiQueryOptions<T, R> = {},
): ApiQueryState<R> {
  const scope = useQueryScope();
  const { silent, keepPrevious, pollEvery, ...rest } = options;
  const queryKey = apiQueryKey(scope, path, body);
  const query = useQuery({
    ...rest,
    refetchInterval: pollEvery ? (current) => pollEvery(current.state.data) : undefined,
    queryKey,
    queryFn: ({ signal }) => api.post<T>(path, body ?? {}, { signal, silent }),
    // Never an answer of another scope, nor one worded in another language.
    placeholderData: keepPrevious
      ? (previous, previousQuery) =>
          previousQuery?.queryKey[0] === scope && previousQuery.queryKey[2] === queryKey[2]
            ? previous
            : undefined
      : undefined,
  });
  return useQueryState(query, options.enabled !== false);
}

/**
 * A react-query read as a view shows it. For reads that are not one POST (see vehicle-map), which call
 * react-query themselves under `useQueryScope()`.
 */
export function useQueryState<T>(query: UseQueryResult<T>, enabled = true): ApiQueryState<T> {
  const { refetch } = query;
  const reload = useCallback(() => void refetch(), [refetch]);
  return {
    data: query.data ?? null,
    loading: query.isFetching || (query.isPending && enabled),
    error: query.error && !query.isFetching ? query.error.message : null,
    reload,
  };
}
