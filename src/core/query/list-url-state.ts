/**
 * A list's paging, sort and applied filters in the page's query string, so a reload, a shared link or
 * the way back from a detail page shows the same page of the same search. Pure, so it is unit tested.
 *
 * Only a widget whose element carries LIST_URL_STATE_ATTRIBUTE writes the URL: the shell sets it on the
 * tags it hosts; a customer's page keeps its URL to itself unless it opts in the same way.
 */
export const LIST_URL_STATE_ATTRIBUTE = 'data-yp-url-state';

export interface ListUrlState<F> {
  filters: F;
  pageNum: number;
  pageSize: number;
  sort: { key: string; order: 'asc' | 'desc' } | null;
}

const PAGE_NUM = 'pageNum';
const PAGE_SIZE = 'pageSize';
const SORT = 'sort';

const positive = (text: string | null, fallback: number) => {
  const number = Number(text);
  return text !== null && Number.isInteger(number) && number > 0 ? number : fallback;
};

/** A filter read back must have its initial value's shape; anything else keeps the initial value. */
function parseFilter(text: string, initial: unknown): unknown {
  if (typeof initial === 'string') return text;
  try {
    const value: unknown = JSON.parse(text);
    if (initial === null) return value;
    const sameShape = typeof value === typeof initial && Array.isArray(value) === Array.isArray(initial);
    return sameShape ? value : initial;
  } catch {
    return initial;
  }
}

/** The state in `search`, each part that is missing or malformed taken from `defaults`. */
export function readListUrlState<F extends object>(
  search: string,
  defaults: ListUrlState<F>,
): ListUrlState<F> {
  const params = new URLSearchParams(search);
  const filters = { ...defaults.filters } as Record<string, unknown>;
  for (const [key, initial] of Object.entries(defaults.filters)) {
    const text = params.get(key);
    if (text !== null) filters[key] = parseFilter(text, initial);
  }
  const [sortKey, order] = (params.get(SORT) ?? '').split('.');
  return {
    filters: filters as F,
    pageNum: positive(params.get(PAGE_NUM), defaults.pageNum),
    pageSize: positive(params.get(PAGE_SIZE), defaults.pageSize),
    sort: sortKey && (order === 'asc' || order === 'desc') ? { key: sortKey, order } : defaults.sort,
  };
}

/**
 * `search` with the list's parameters replaced by `state`; parameters of others are kept. What equals
 * `defaults` is left out, so an untouched list has a clean URL.
 */
export function writeListUrlState<F extends object>(
  search: string,
  state: ListUrlState<F>,
  defaults: ListUrlState<F>,
): string {
  const params = new URLSearchParams(search);
  const initial = defaults.filters as Record<string, unknown>;
  for (const [key, value] of Object.entries(state.filters)) {
    const text = typeof initial[key] === 'string' ? String(value) : JSON.stringify(value);
    const unchanged = JSON.stringify(value) === JSON.stringify(initial[key]);
    if (unchanged || text === undefined) params.delete(key);
    else params.set(key, text);
  }
  const set = (key: string, value: string | null) =>
    value === null ? params.delete(key) : params.set(key, value);
  set(PAGE_NUM, state.pageNum === defaults.pageNum ? null : String(state.pageNum));
  set(PAGE_SIZE, state.pageSize === defaults.pageSize ? null : String(state.pageSize));
  set(SORT, state.sort ? `${state.sort.key}.${state.sort.order}` : null);
  const next = params.toString();
  return next ? `?${next}` : '';
}
