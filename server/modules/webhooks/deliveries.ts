import type { Page } from '../../../src/contract/envelope';
import type { WebhookAttempt, WebhookDelivery, WebhookDeliveryQuery } from '../../../src/contract/webhooks';
import type { Session } from '../../auth/sessions';
import { isSet } from '../../db/flags';
import type { DbOrTrx } from '../../db/schema';
import { businessError } from '../../http/envelope';
import { keysetBatches } from '../../http/export';
import { dayWindow, iso, isoOrNull, olderThan, pageOf, type TimeKey } from '../ledger';
import { claimDelivery, sendClaimed, type DeliveryDeps, type DeliveryTiming } from './deliver';
import { endpointOf } from './endpoints';
import { errorRead } from './error-texts';
import { WEBHOOK_LABELS } from './labels';
import { newDelivery, RETRY_WINDOW_MS } from './record';
import { webhooksDb, type WebhookDeliveriesTable } from './tables';
import { workerName } from '../../jobs/periodic';

type DeliveryRow = WebhookDeliveriesTable & { endpoint_url: string };

const toDelivery = (row: DeliveryRow): WebhookDelivery => ({
  id: row.id,
  endpointId: row.endpoint_id,
  endpointUrl: row.endpoint_url,
  eventType: row.event_type,
  state: row.state,
  attempts: row.attempts,
  createdAt: iso(row.created_at),
  nextAttemptAt: row.state === 'pending' ? iso(row.next_attempt_at) : null,
  lastStatus: row.last_status,
  lastError: errorRead(row.last_error, row.last_error_en),
  deliveredAt: isoOrNull(row.delivered_at),
  body: row.body,
});

/** The company's deliveries with their endpoint's URL. */
const deliveriesOf = (db: DbOrTrx, companyId: string) =>
  webhooksDb(db)
    .selectFrom('webhook_deliveries as d')
    .innerJoin('webhook_endpoints as e', 'e.id', 'd.endpoint_id')
    .where('d.company_id', '=', companyId);

export type DeliveryFilters = Omit<WebhookDeliveryQuery, 'pageNum' | 'pageSize'>;

/** The company's deliveries the list's filters select: endpoint, event type, state and created day. */
function filteredDeliveries(db: DbOrTrx, companyId: string, query: DeliveryFilters) {
  const { from, to } = dayWindow(query);
  let filtered = deliveriesOf(db, companyId);
  if (query.endpointId) filtered = filtered.where('d.endpoint_id', '=', query.endpointId);
  if (query.eventType) filtered = filtered.where('d.event_type', '=', query.eventType);
  if (query.state) filtered = filtered.where('d.state', '=', query.state);
  if (from !== undefined) filtered = filtered.where('d.created_at', '>=', from);
  if (to !== undefined) filtered = filtered.where('d.created_at', '<', to);
  return filtered;
}

/** The selected deliveries' rows, newest first (ties by id): the list's order and its export's. */
const newestFirst = (db: DbOrTrx, companyId: string, query: DeliveryFilters) =>
  filteredDeliveries(db, companyId, query)
    .selectAll('d')
    .select('e.url as endpoint_url')
    .orderBy('d.created_at', 'desc')
    .orderBy('d.id', 'desc');

/** webhook/deliveryList: newest first, filtered by endpoint, event type, state and created day. */
export async function listDeliveries(
  db: DbOrTrx,
  session: Session,
  query: WebhookDeliveryQuery,
): Promise<Page<WebhookDelivery>> {
  const [rows, count] = await Promise.all([
    newestFirst(db, session.companyId, query)
      .limit(query.pageSize)
      .offset((query.pageNum - 1) * query.pageSize)
      .execute(),
    filteredDeliveries(db, session.companyId, query)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return pageOf(rows.map(toDelivery), Number(count.n), query);
}

/**
 * webhook/deliveryListExport: every delivery the list's filters select, in the list's order, read in
 * keyset batches on (created_at, id) so a long history is never counted nor skipped through.
 */
export async function* allDeliveries(
  db: DbOrTrx,
  session: Pick<Session, 'companyId'>,
  query: DeliveryFilters,
  batchSize?: number,
): AsyncGenerator<WebhookDelivery> {
  const rows = keysetBatches<DeliveryRow, TimeKey>(
    (after, limit) => {
      let page = newestFirst(db, session.companyId, query);
      if (after) page = page.where(olderThan('d.created_at', 'd.id', after));
      return page.limit(limit).execute();
    },
    (row) => ({ time: row.created_at, id: row.id }),
    batchSize,
  );
  for await (const row of rows) yield toDelivery(row);
}

async function deliveryOf(db: DbOrTrx, companyId: string, id: string): Promise<WebhookDelivery> {
  const row = await deliveriesOf(db, companyId)
    .selectAll('d')
    .select('e.url as endpoint_url')
    .where('d.id', '=', id)
    .executeTakeFirst();
  if (!row) throw businessError(WEBHOOK_LABELS.deliveryNotFound);
  return toDelivery(row);
}

/** webhook/deliveryAttempts: every try of one of the company's deliveries, oldest first. */
export async function deliveryAttempts(db: DbOrTrx, session: Session, id: string): Promise<WebhookAttempt[]> {
  await deliveryOf(db, session.companyId, id);
  const rows = await webhooksDb(db)
    .selectFrom('webhook_attempts')
    .selectAll()
    .where('delivery_id', '=', id)
    .orderBy('started_at')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    startedAt: iso(row.started_at),
    durationMs: row.duration_ms,
    statusCode: row.status_code,
    responseBody: row.response_body,
    error: errorRead(row.error, row.error_en),
    manual: isSet(row.manual),
  }));
}

/**
 * webhook/replayDelivery: a new attempt of the delivery now, by this request (same delivery id and body,
 * freshly signed), whatever its state; a failure leaves it retried for 24 h from now. A delivery a worker is
 * sending at this moment is refused (该记录正在投递中). Answers the delivery after the attempt.
 */
export async function replayDelivery(
  deps: DeliveryDeps,
  session: Session,
  id: string,
  timing: DeliveryTiming,
): Promise<WebhookDelivery> {
  await deliveryOf(deps.db, session.companyId, id);
  const owner = workerName();
  const retryUntil = deps.clock() + RETRY_WINDOW_MS;
  const claimed = await claimDelivery(deps, id, owner, timing, { companyId: session.companyId, retryUntil });
  if (!claimed) throw businessError(WEBHOOK_LABELS.deliveryInFlight);
  await sendClaimed(deps, id, owner, timing, true);
  return deliveryOf(deps.db, session.companyId, id);
}

/** webhook/sendPing: a `ping` delivery to the endpoint (enabled or not), sent by this request; answers it. */
export async function sendPing(
  deps: DeliveryDeps,
  session: Session,
  endpointId: string,
  timing: DeliveryTiming,
): Promise<WebhookDelivery> {
  const endpoint = await endpointOf(deps.db, session.companyId, endpointId);
  const owner = workerName();
  const now = deps.clock();
  const ping = {
    ...newDelivery(endpoint, 'ping', { endpointId }, now),
    lease_owner: owner,
    lease_until: now + timing.leaseMs,
  };
  await webhooksDb(deps.db).insertInto('webhook_deliveries').values(ping).execute();
  await sendClaimed(deps, ping.id, owner, timing, true);
  return deliveryOf(deps.db, session.companyId, ping.id);
}
