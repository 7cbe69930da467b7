import { useEffect } from 'react';
import { subscribeCarrierOrders } from '../../core/live/carrier-order-stream';
import { invalidateApiPaths, useQueryScope } from '../query';
import { CARRIER_ORDER_READS } from './api';

/**
 * Keeps every open carrier-order view live: each pushed transition (either party's, on any API node)
 * marks the carrier-order reads stale, so the mounted list, detail, logs, vehicle history and settlement
 * refetch without a reload. An event carries only id, status and version, not the rows a view shows, so
 * it invalidates rather than writes the cache. A new scope (login, company switch) reopens the stream.
 */
export function useLiveCarrierOrders(): void {
  const scope = useQueryScope();
  useEffect(
    () =>
      subscribeCarrierOrders(() => {
        void invalidateApiPaths(CARRIER_ORDER_READS);
      }),
    [scope],
  );
}
