/** Live carrier-order status: GET carrierOrderManagement/stream?token=… (EventSource cannot send headers). */
import { API } from '../../contract/api-paths';
import type { CarrierOrderEvent } from '../../contract/freight';
import { currentToken, getConfig } from '../config';
import { createEventStream } from './event-stream';

// Read once here: reading it inside the URL builder's template made Rollup keep the whole API table in
// the embed build (every path, used or not: +1 KB gzip on every page).
const STREAM_PATH = API.carrierOrderManagement.stream;

/** Event name of the carrier-order stream (SPEC §7, freight.ts CarrierOrderEvent). */
export const CARRIER_ORDER_EVENT = 'carrierOrder';

/** Calls `onEvent` with every pushed transition; returns the unsubscribe function. No-op without a token. */
export function subscribeCarrierOrders(onEvent: (event: CarrierOrderEvent) => void): () => void {
  if (!currentToken()) return () => {};
  return createEventStream<CarrierOrderEvent>({
    url: () => `${getConfig().apiBase}${STREAM_PATH}?token=${encodeURIComponent(currentToken())}`,
    event: CARRIER_ORDER_EVENT,
    onData: onEvent,
  });
}
