/** The choices of filter bars and filter tabs, made from a value → label table: 全部 ('') first where asked. */
import { uiLabels } from './labels';
import type { SelectOption } from './Select';
import type { TabItem } from './Tabs';

export function withAll<V extends string>(options: readonly SelectOption<V>[]): SelectOption<V | ''>[] {
  return [{ value: '', label: uiLabels.common.all }, ...options];
}

/** 全部 and one option per labelled value. */
export function optionsWithAll<V extends string>(
  labels: Readonly<Record<V, string>>,
): SelectOption<V | ''>[] {
  return withAll((Object.keys(labels) as V[]).map((value) => ({ value, label: labels[value] })));
}

/** One tab per labelled value, in the table's order. */
export function tabItemsOf<K extends string>(labels: Readonly<Record<K, string>>): TabItem<K>[] {
  return (Object.keys(labels) as K[]).map((key) => ({ key, label: labels[key] }));
}
