import { useMemo } from 'react';
import type { SelectOption } from '../../ui';
import { useMyWarehouseOptions, useTrayTypeOptions as useTrayTypeLookup } from '../use-lookups';
import { stockLabels } from './labels';

/** A select's options with 全部 first, whose value '' means "no filter". */
export type FilterOption = SelectOption<string>;
const withAll = (options: FilterOption[]): FilterOption[] => [
  { value: '', label: stockLabels.all },
  ...options,
];

/** Tray types for the filter bars (a failed load leaves only 全部: the list itself still works). */
export function useTrayTypeOptions(): FilterOption[] {
  const options = useTrayTypeLookup();
  return useMemo(() => withAll(options), [options]);
}

/** The session company's warehouses for the filter bars. */
export function useWarehouseOptions(): FilterOption[] {
  const options = useMyWarehouseOptions();
  return useMemo(() => withAll(options), [options]);
}
