import type { WebhookBody, WebhookEventData, WebhookEventType } from '../../src/contract/webhooks';
import type { DbOrTrx } from '../db/schema';
import { webhooksDb } from '../modules/webhooks/tables';

/**
 * An enabled endpoint of the company for the event type, written directly (once per company and type),
 * so the business writes of other modules' tests record their outbox rows. Nothing sends them: the
 * delivery worker does not run in tests.
 */
export async function subscribeWebhook(
  db: DbOrTrx,
  companyId: string,
  type: WebhookEventType,
): Promise<void> {
  const id = `outbox-probe:${companyId}:${type}`;
  await webhooksDb(db)
    .insertInto('webhook_endpoints')
    .values({
      id,
      company_id: companyId,
      url: 'https://erp.example.com/yelopack/webhooks',
      description: '',
      event_types: type,
      enabled: 1,
      secret: 'whsec_outbox_probe',
      request_id: id,
      created_by: null,
      created_at: 0,
      updated_at: 0,
    })
    .onConflict((c) => c.doNothing())
    .execute();
}

/** An outbox row as a receiver would get it: the delivery's company, its type and the body's data. */
export interface RecordedEvent<T extends WebhookEventType> {
  companyId: string;
  type: T;
  data: WebhookEventData[T];
}

/** The outbox rows of the company and type, oldest first, as their bodies say (company, type, data). */
export async function webhookEvents<T extends WebhookEventType>(
  db: DbOrTrx,
  companyId: string,
  type: T,
): Promise<RecordedEvent<T>[]> {
  const rows = await webhooksDb(db)
    .selectFrom('webhook_deliveries')
    .select(['company_id', 'event_type', 'body'])
    .where('company_id', '=', companyId)
    .where('event_type', '=', type)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map((row) => {
    const body = JSON.parse(row.body) as WebhookBody<WebhookEventData[T]>;
    return { companyId: body.companyId, type: body.type as T, data: body.data };
  });
}
