export type SortOrder = 'asc' | 'desc';

export interface SortState {
  key: string;
  order: SortOrder;
}

/** Clicking a sortable header cycles asc → desc → no sort; another column starts again at asc. */
export function nextSort(current: SortState | null | undefined, key: string): SortState | null {
  if (!current || current.key !== key) return { key, order: 'asc' };
  return current.order === 'asc' ? { key, order: 'desc' } : null;
}

export function ariaSortOf(
  current: SortState | null | undefined,
  key: string,
): 'ascending' | 'descending' | 'none' {
  if (!current || current.key !== key) return 'none';
  return current.order === 'asc' ? 'ascending' : 'descending';
}
