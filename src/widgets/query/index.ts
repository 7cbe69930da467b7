/** The widgets' data layer: cached reads, paged lists, writes. How to use it: ../README.md, "Data and forms". */
export { queryClient, invalidateApiPaths } from './query-client';
export {
  useApiQuery,
  useQueryScope,
  useQueryState,
  type ApiQueryState,
  type ApiQueryOptions,
} from './use-api-query';
export { usePagedQuery, type PagedQuery, type PagedQueryOptions, type PagedRequest } from './use-paged-query';
export { useApiAction, type ApiAction, type ApiActionOptions } from './use-api-action';
export { ListUrlStateProvider, useUrlTab } from './list-url-state';
