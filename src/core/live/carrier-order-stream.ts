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

type Listener = (event: CarrierOrderEvent) => void;

/**
 * One stream per token on a page, however many widgets listen (an ERP page may embed the list and a
 * detail side by side: one connection, not two). A company switch is a new token, so a new stream; the
 * old one closes when its last listener leaves.
 */
const streams = new Map<string, { close: () => void; listeners: Set<Listener> }>();

/** Calls `onEvent` with every pushed transition; returns the unsubscribe function. No-op without a token. */
export function subscribeCarrierOrders(onEvent: Listener): () => void {
  const token = currentToken();
  if (!token) return () => {};
  let stream = streams.get(token);
  if (!stream) {
    const listeners = new Set<Listener>();
    const close = createEventStream<CarrierOrderEvent>({
      url: () => `${getConfig().apiBase}${STREAM_PATH}?token=${encodeURIComponent(currentToken())}`,
      event: CARRIER_ORDER_EVENT,
      onData: (event) => listeners.forEach((listener) => listener(event)),
    });
    stream = { close, listeners };
    streams.set(token, stream);
  }
  const joined = stream;
  joined.listeners.add(onEvent);
  return () => {
    joined.listeners.delete(onEvent);
    if (joined.listeners.size > 0) return;
    joined.close();
    streams.delete(token);
  };
}
