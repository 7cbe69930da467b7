import type { ReactNode } from 'react';
import { Tabs, type TabItem } from './Tabs';

/** The filters of F that hold a string (a tab's key). */
type TextKey<F> = { [K in keyof F]: F[K] extends string ? K : never }[keyof F];

export interface FilterTabsProps<F, K extends TextKey<F>> {
  /** The list's filter state (usePagedQuery): a tab applies its key at once, from page 1. */
  list: { applied: F; applyNow: (update: (current: F) => F) => void };
  /** The filter the tabs set (状态, 方向 …). */
  name: K;
  items: readonly TabItem<F[K] & string>[];
  'aria-label': string;
  /** Called with the chosen tab before the list reloads (e.g. to clear a selection). */
  onChange?: (key: F[K] & string) => void;
  /** The list under the tabs: its filter bar, toolbar and table. */
  children: ReactNode;
}

/** Tabs over a list that filter it by one of its fields. */
export function FilterTabs<F, K extends TextKey<F>>({
  list,
  name,
  items,
  'aria-label': label,
  onChange,
  children,
}: FilterTabsProps<F, K>) {
  return (
    <Tabs
      items={items}
      active={list.applied[name] as F[K] & string}
      onChange={(key) => {
        onChange?.(key);
        list.applyNow((current) => ({ ...current, [name]: key }));
      }}
      aria-label={label}
    >
      {children}
    </Tabs>
  );
}
