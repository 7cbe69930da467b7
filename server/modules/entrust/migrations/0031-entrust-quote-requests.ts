import type { Kysely, Migration } from 'kysely';

/**
 * entrust_quote_requests: every request id a carrier quoted an order with. A quote row keeps only its
 * latest request id, so an older request replayed after a newer one (a retry arriving late) used to
 * bring the older price back; a request already on record now changes nothing.
 */
export const entrustQuoteRequests: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('entrust_quote_requests')
      .addColumn('carrier_company_id', 'text', (c) => c.notNull())
      .addColumn('demand_order_id', 'text', (c) => c.notNull().references('entrust_demand_orders.id'))
      .addColumn('request_id', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('entrust_quote_requests_pk', [
        'carrier_company_id',
        'demand_order_id',
        'request_id',
      ])
      .execute();
  },
};
