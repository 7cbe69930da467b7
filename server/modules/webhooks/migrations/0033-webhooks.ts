import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Webhooks (src/contract/webhooks.ts).
 *
 * webhook_endpoints: a company's endpoints; `event_types` the subscribed types joined by commas; one
 * endpoint per company and request id (a repeated create answers the first).
 * webhook_deliveries: the outbox, one row per event and endpoint, written in the business write's
 * transaction. The worker claims a due row (state pending, next_attempt_at passed, no live lease) by one
 * conditional UPDATE that sets `lease_owner`/`lease_until`; a node that dies mid-send leaves a lease that
 * expires, and another node sends the row again (same delivery id: receivers dedupe on it).
 * webhook_attempts: every try, with the answer's status, a capped body, the duration and the error.
 */
export const webhooks: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('webhook_endpoints')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('company_id', 'text', (c) => c.notNull().references('companies.id'))
      .addColumn('url', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull())
      .addColumn('event_types', 'text', (c) => c.notNull())
      .addColumn('enabled', 'integer', (c) => c.notNull())
      .addColumn('secret', 'text', (c) => c.notNull())
      .addColumn('request_id', 'text', (c) => c.notNull())
      .addColumn('created_by', 'text', (c) => c.references('accounts.id'))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('webhook_endpoints_request')
      .unique()
      .on('webhook_endpoints')
      .columns(['company_id', 'request_id'])
      .execute();

    await db.schema
      .createTable('webhook_deliveries')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('company_id', 'text', (c) => c.notNull().references('companies.id'))
      .addColumn('endpoint_id', 'text', (c) => c.notNull().references('webhook_endpoints.id'))
      .addColumn('event_type', 'text', (c) => c.notNull())
      .addColumn('body', 'text', (c) => c.notNull())
      .addColumn('state', 'text', (c) => c.notNull().check(sql`state in ('pending', 'succeeded', 'failed')`))
      .addColumn('attempts', 'integer', (c) => c.notNull())
      .addColumn('next_attempt_at', 'bigint', (c) => c.notNull())
      .addColumn('retry_until', 'bigint', (c) => c.notNull())
      .addColumn('lease_owner', 'text')
      .addColumn('lease_until', 'bigint')
      .addColumn('last_status', 'integer')
      .addColumn('last_error', 'text', (c) => c.notNull())
      .addColumn('delivered_at', 'bigint')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('webhook_deliveries_due')
      .on('webhook_deliveries')
      .columns(['next_attempt_at'])
      .where(sql.ref('state'), '=', 'pending')
      .execute();
    await db.schema
      .createIndex('webhook_deliveries_company')
      .on('webhook_deliveries')
      .columns(['company_id', 'created_at'])
      .execute();
    await db.schema
      .createIndex('webhook_deliveries_endpoint')
      .on('webhook_deliveries')
      .columns(['endpoint_id', 'created_at'])
      .execute();

    await db.schema
      .createTable('webhook_attempts')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('delivery_id', 'text', (c) => c.notNull().references('webhook_deliveries.id'))
      .addColumn('started_at', 'bigint', (c) => c.notNull())
      .addColumn('duration_ms', 'integer', (c) => c.notNull())
      .addColumn('status_code', 'integer')
      .addColumn('response_body', 'text', (c) => c.notNull())
      .addColumn('error', 'text', (c) => c.notNull())
      .addColumn('manual', 'integer', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('webhook_attempts_delivery')
      .on('webhook_attempts')
      .columns(['delivery_id', 'started_at'])
      .execute();
  },
};
