import type { FastifyReply } from 'fastify';
import type { CarrierOrderEvent } from '../../../src/contract/freight';
import type { Session } from '../../auth/sessions';
import type { AppDeps } from '../../deps';
import type { Notifier, NotifyListener } from '../../live/notifier';
import { openSessionStream } from '../../live/session-stream';
import type { CarrierOrderRow } from './order-row';

/** Notifier channel announcing a carrier order's transition (to every API node). */
const CHANNEL = 'carrier_orders';

/** What crosses the notifier: the event and the two companies it concerns (ids only). */
interface CarrierOrderChange extends CarrierOrderEvent {
  companyIds: [string, string];
}

export const publishCarrierOrder = (
  notifier: Notifier,
  order: Pick<CarrierOrderRow, 'id' | 'status' | 'version' | 'shipper_company_id' | 'carrier_company_id'>,
): Promise<void> =>
  notifier.publish(
    CHANNEL,
    JSON.stringify({
      id: order.id,
      status: order.status,
      version: order.version,
      companyIds: [order.shipper_company_id, order.carrier_company_id],
    } satisfies CarrierOrderChange),
  );

function changeFor(payload: string, companyId: string): CarrierOrderEvent | null {
  try {
    const change = JSON.parse(payload) as CarrierOrderChange;
    return change.companyIds.includes(companyId)
      ? { id: change.id, status: change.status, version: change.version }
      : null;
  } catch {
    return null;
  }
}

/**
 * GET carrierOrderManagement/stream: a `carrierOrder` event (CarrierOrderEvent) for each transition of an
 * order the session's company is a party of, on whichever node it happened. A missed-notifications
 * signal (the node's listening connection came back) is passed on as a `resync` event: the widget re-reads
 * its list, as it does when its EventSource reconnects.
 */
export async function streamCarrierOrders(
  deps: AppDeps,
  session: Session,
  reply: FastifyReply,
): Promise<void> {
  let send: (event: string, data: unknown) => void = () => undefined;
  const listener: NotifyListener = (payload) => {
    if (payload === null) return send('resync', {});
    const event = changeFor(payload, session.companyId);
    if (event) send('carrierOrder', event);
  };
  // Subscribed before the stream opens; a failure here still answers an ordinary error envelope.
  const unsubscribe = await deps.notifier.subscribe(CHANNEL, listener);
  const stream = openSessionStream(deps, session, reply);
  send = (event, data) => stream.send(event, data);
  stream.closed.addEventListener('abort', unsubscribe, { once: true });
}
