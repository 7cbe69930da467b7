import { useCallback, useEffect, useSyncExternalStore } from 'react';
import type { Location } from 'react-router';
import type { ModuleRoute } from '../../contract/routes';
import { crumbStore, type Crumb } from '../../core';

/** The stored trail of one account, re-rendering when it changes. */
export function useStoredCrumbs(account: string): Crumb[] {
  const subscribe = useCallback((onChange: () => void) => crumbStore.subscribe(onChange), []);
  return useSyncExternalStore(subscribe, () => crumbStore.get(account));
}

/** Records each module page the account opens (with its query) in the per-account trail. */
export function useRecordVisit(
  route: ModuleRoute | null,
  account: string,
  location: Pick<Location, 'pathname' | 'search'>,
) {
  const path = location.pathname + location.search;
  useEffect(() => {
    if (!route || !account) return;
    crumbStore.visit(account, { path, label: route.label, detail: route.detail });
  }, [route, account, path]);
}
