import { useMemo } from 'react';
import type { SelectOption } from '../../ui';
import { useRemote } from '../use-remote';
import { stockApi } from './api';
import { stockLabels } from './labels';

/** Every warehouse of one company in one select: the largest page the server serves (pageSize ≤ 100). */
const WAREHOUSE_OPTION_LIMIT = 100;

/** A select's options with 全部 first, whose value '' means "no filter". */
export type FilterOption = SelectOption<string>;
const withAll = (options: FilterOption[]): FilterOption[] => [
  { value: '', label: stockLabels.all },
  ...options,
];

const loadTrayTypes = (signal: AbortSignal) => stockApi.trayTypes({ signal, silent: true });
const loadWarehouses = (signal: AbortSignal) =>
  stockApi
    .warehouses({ pageNum: 1, pageSize: WAREHOUSE_OPTION_LIMIT }, { signal, silent: true })
    .then((page) => page.list);

/** Tray types for the filter bars (a failed load leaves only 全部: the list itself still works). */
export function useTrayTypeOptions(): FilterOption[] {
  const { data } = useRemote(loadTrayTypes);
  return useMemo(
    () => withAll((data ?? []).map((type) => ({ value: type.code, label: `${type.code} ${type.name}` }))),
    [data],
  );
}

/** The session company's warehouses for the filter bars. */
export function useWarehouseOptions(): FilterOption[] {
  const { data } = useRemote(loadWarehouses);
  return useMemo(
    () => withAll((data ?? []).map((house) => ({ value: house.id, label: house.name }))),
    [data],
  );
}
