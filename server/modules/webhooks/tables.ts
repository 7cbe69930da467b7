import type { Kysely } from 'kysely';
import type { WebhookDeliveryEvent, WebhookDeliveryState } from '../../../src/contract/webhooks';
import type { Database, DbOrTrx } from '../../db/schema';

/** Tables of migrations 0033-webhooks and 0042-webhook-error-english (column names as in the database). */
export interface WebhookEndpointsTable {
  id: string;
  company_id: string;
  url: string;
  description: string;
  /** The subscribed event types, joined by commas. */
  event_types: string;
  enabled: number;
  secret: string;
  request_id: string;
  created_by: string | null;
  created_at: number;
  updated_at: number;
}

export interface WebhookDeliveriesTable {
  id: string;
  company_id: string;
  endpoint_id: string;
  event_type: WebhookDeliveryEvent;
  body: string;
  state: WebhookDeliveryState;
  attempts: number;
  next_attempt_at: number;
  /** No automatic try is scheduled after this instant: the delivery fails instead. */
  retry_until: number;
  lease_owner: string | null;
  lease_until: number | null;
  last_status: number | null;
  last_error: string;
  /** The last error in English (0042); null on rows of before it, which read their Chinese. */
  last_error_en: string | null;
  delivered_at: number | null;
  created_at: number;
}

export interface WebhookAttemptsTable {
  id: string;
  delivery_id: string;
  started_at: number;
  duration_ms: number;
  status_code: number | null;
  response_body: string;
  error: string;
  /** The error in English (0042); null on rows of before it. */
  error_en: string | null;
  manual: number;
}

// A type alias, not an interface: withTables<T> needs T to be indexable.
export type WebhookTables = {
  webhook_endpoints: WebhookEndpointsTable;
  webhook_deliveries: WebhookDeliveriesTable;
  webhook_attempts: WebhookAttemptsTable;
};

/** The database handle typed with the webhook tables too (they are this module's own). */
export const webhooksDb = (db: DbOrTrx) => (db as Kysely<Database>).withTables<WebhookTables>();
