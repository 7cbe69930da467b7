import { useEffect, useEffectEvent, useRef, useState, type RefObject } from 'react';
import type { WidgetNavigateDetail } from '../../core';

/**
 * What a story's host page does: keeps a route and follows the widget's `yp-navigate` events, as a
 * customer's page or the shell would. `routeOf` maps an event to the next route, or undefined to stay.
 * Put the returned ref on the element around the widget's tag.
 */
export function useHostNavigation<Route>(
  initial: Route,
  routeOf: (detail: WidgetNavigateDetail) => Route | undefined,
): [Route, RefObject<HTMLDivElement | null>] {
  const [route, setRoute] = useState(initial);
  const hostRef = useRef<HTMLDivElement>(null);
  const follow = useEffectEvent((detail: WidgetNavigateDetail) => {
    const next = routeOf(detail);
    if (next !== undefined) setRoute(next);
  });
  useEffect(() => {
    const host = hostRef.current;
    const onNavigate = (event: Event) => follow((event as CustomEvent<WidgetNavigateDetail>).detail);
    host?.addEventListener('yp-navigate', onNavigate);
    return () => host?.removeEventListener('yp-navigate', onNavigate);
  }, []);
  return [route, hostRef];
}
