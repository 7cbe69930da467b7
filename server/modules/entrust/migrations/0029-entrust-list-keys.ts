import type { Kysely, Migration } from 'kysely';

/**
 * Index orders for the carrier's lists (bench/RESULTS.md, issue 15), so a page reads its rows in order
 * instead of sorting every candidate:
 *
 * entrust_demand_orders_hall: the quote hall, newest first among the quoting orders; it carries the
 * deadline, the shipper and the texts the keyword searches, so the hall's filters and its count are
 * answered from the index alone (a count that looked up every open order's row was 18–26 ms of 8,000).
 * entrust_quotes_carrier: a carrier's quotes newest first (我的报价), with the order each one is on.
 * entrust_evaluations_carrier: a carrier's stars, averaged beside each of its quotes (a scan of every
 * evaluation per quote before).
 */
export const entrustListKeys: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.dropIndex('entrust_demand_orders_hall').execute();
    await db.schema
      .createIndex('entrust_demand_orders_hall')
      .on('entrust_demand_orders')
      .columns([
        'status',
        'created_at',
        'id',
        'quote_deadline',
        'company_id',
        'document_no',
        'cargo_name',
        'origin_city',
        'destination_city',
      ])
      .execute();
    await db.schema.dropIndex('entrust_quotes_carrier').execute();
    await db.schema
      .createIndex('entrust_quotes_carrier')
      .on('entrust_quotes')
      .columns(['carrier_company_id', 'created_at', 'demand_order_id'])
      .execute();
    await db.schema
      .createIndex('entrust_evaluations_carrier')
      .on('entrust_evaluations')
      .columns(['carrier_company_id', 'stars'])
      .execute();
  },
};
