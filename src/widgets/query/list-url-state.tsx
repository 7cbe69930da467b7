import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { readListUrlState, writeListUrlState, type ListUrlState } from '../../core';

/** Whether this widget's lists keep their state in the page URL (its element opted in, see define-widget). */
const ListUrlStateContext = createContext(false);

export function ListUrlStateProvider({ enabled, children }: { enabled: boolean; children: ReactNode }) {
  return <ListUrlStateContext.Provider value={enabled}>{children}</ListUrlStateContext.Provider>;
}

/** The state a list starts from: the URL's when the widget opted in, else `defaults`. Read once. */
export function useListUrlStart<F extends object>(defaults: ListUrlState<F>): ListUrlState<F> {
  const enabled = useContext(ListUrlStateContext);
  const [start] = useState(() => (enabled ? readListUrlState(location.search, defaults) : defaults));
  return start;
}

/**
 * Writes each change of the list's state into the URL with history.replaceState: no history entry per
 * page turn, and the router's own history.state is kept.
 */
export function useListUrlSync<F extends object>(current: ListUrlState<F>, defaults: ListUrlState<F>): void {
  const enabled = useContext(ListUrlStateContext);
  // The page the list was opened on: once the host has routed elsewhere, that URL is not the list's.
  const [pathname] = useState(() => location.pathname);
  const serialised = enabled ? writeListUrlState(location.search, current, defaults) : null;
  useEffect(() => {
    if (serialised === null || serialised === location.search || location.pathname !== pathname) return;
    history.replaceState(history.state, '', `${location.pathname}${serialised}${location.hash}`);
  }, [serialised, pathname]);
}

/** The query parameter that names a tabbed view's tab. */
const TAB_PARAMETER = 'tab';

/**
 * The active tab of a view whose tabs each hold a list: read from the URL's `tab` parameter when the
 * widget keeps its lists' state in the URL (else `initial`, e.g. from an attribute). Switching tabs
 * leaves the previous tab's list state behind: the URL keeps only the new `tab`, so the next list
 * starts from page 1 and its initial filters, not the other list's.
 */
export function useUrlTab<K extends string>(tabs: readonly K[], initial: K): [K, (tab: K) => void] {
  const enabled = useContext(ListUrlStateContext);
  const [tab, setTab] = useState<K>(() => {
    const named = enabled ? new URLSearchParams(location.search).get(TAB_PARAMETER) : null;
    return tabs.find((key) => key === named) ?? initial;
  });
  const select = (next: K) => {
    if (enabled && next !== tab) {
      const search = `?${new URLSearchParams({ [TAB_PARAMETER]: next })}`;
      history.replaceState(history.state, '', `${location.pathname}${search}${location.hash}`);
    }
    setTab(next);
  };
  return [tab, select];
}
