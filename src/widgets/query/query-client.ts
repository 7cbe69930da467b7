/**
 * The one react-query client of a page. Widgets are separate React roots in separate shadow roots, but
 * the shared runtime chunk (this module) is loaded once per page, so every widget and the shell's own
 * pages read and write the same cache: a list saved in one widget is fresh in the next.
 */
import { QueryClient } from '@tanstack/react-query';
import { subscribeQueryScope } from '../../core';
import type { ApiPath } from '../../contract/api-paths';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // The http client has toasted the failure already; a silent retry would toast it again.
      retry: false,
      // A list is read again when a view mounts or its key changes, not when the window regains focus
      // (a host page's own focus changes would refetch every widget on it).
      refetchOnWindowFocus: false,
    },
    mutations: { retry: false },
  },
});

/**
 * Company switch, logout and a new login drop every answer cached for another scope: the keys already
 * keep scopes apart, this frees the memory and makes sure nothing of the last user outlives the session.
 * Mounted queries refetch at once because their key (which starts with the scope) has changed.
 */
subscribeQueryScope((scope) => {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== scope });
});

/** Marks every cached read of these API paths stale and refetches the mounted ones (after a mutation). */
export function invalidateApiPaths(paths: readonly ApiPath[]): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: (query) => paths.includes(query.queryKey[1] as ApiPath),
  });
}
