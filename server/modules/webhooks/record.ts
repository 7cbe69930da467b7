import type { Transaction } from 'kysely';
import type {
  WebhookBody,
  WebhookDeliveryEvent,
  WebhookEventData,
  WebhookEventType,
} from '../../../src/contract/webhooks';
import { isSet } from '../../db/flags';
import { newId } from '../../db/ids';
import type { Database } from '../../db/schema';
import { iso } from '../ledger';
import { eventTypesOf } from './endpoints';
import { lastErrorColumns, NO_ERROR } from './error-texts';
import { webhooksDb, type WebhookDeliveriesTable, type WebhookEndpointsTable } from './tables';

/** How long a delivery is retried before it fails. */
export const RETRY_WINDOW_MS = 24 * 60 * 60 * 1000;

/** A new due delivery of `type` to the endpoint: its id, body and schedule. */
export function newDelivery(
  endpoint: Pick<WebhookEndpointsTable, 'id' | 'company_id'>,
  type: WebhookDeliveryEvent,
  data: object,
  now: number,
): WebhookDeliveriesTable {
  const id = newId();
  const body: WebhookBody<object> = { id, type, companyId: endpoint.company_id, createdAt: iso(now), data };
  return {
    id,
    company_id: endpoint.company_id,
    endpoint_id: endpoint.id,
    event_type: type,
    body: JSON.stringify(body),
    state: 'pending',
    attempts: 0,
    next_attempt_at: now,
    retry_until: now + RETRY_WINDOW_MS,
    lease_owner: null,
    lease_until: null,
    last_status: null,
    ...lastErrorColumns(NO_ERROR),
    delivered_at: null,
    created_at: now,
  };
}

/**
 * The outbox write of a business event: inside the business write's transaction, one due delivery for
 * every enabled endpoint of the company that subscribes to the type (none: nothing written). It sends
 * nothing: the delivery worker does, after the commit, so a slow or dead endpoint never slows or fails
 * the write. Other modules call it through the webhooks module's index.
 */
export async function recordWebhookEvent<T extends WebhookEventType>(
  trx: Transaction<Database>,
  companyId: string,
  type: T,
  data: WebhookEventData[T],
  now: number,
): Promise<void> {
  const endpoints = await webhooksDb(trx)
    .selectFrom('webhook_endpoints')
    .select(['id', 'company_id', 'event_types', 'enabled'])
    .where('company_id', '=', companyId)
    .execute();
  const subscribed = endpoints.filter((e) => isSet(e.enabled) && eventTypesOf(e).includes(type));
  if (subscribed.length === 0) return;
  await webhooksDb(trx)
    .insertInto('webhook_deliveries')
    .values(subscribed.map((endpoint) => newDelivery(endpoint, type, data, now)))
    .execute();
}
