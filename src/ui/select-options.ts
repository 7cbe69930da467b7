/** Select options of the filter bars: 全部 ('') first. */
import { uiLabels } from './labels';
import type { SelectOption } from './Select';

export function withAll<V extends string>(options: readonly SelectOption<V>[]): SelectOption<V | ''>[] {
  return [{ value: '', label: uiLabels.common.all }, ...options];
}

/** 全部 and one option per labelled value. */
export function optionsWithAll<V extends string>(
  labels: Readonly<Record<V, string>>,
): SelectOption<V | ''>[] {
  return withAll((Object.keys(labels) as V[]).map((value) => ({ value, label: labels[value] })));
}
