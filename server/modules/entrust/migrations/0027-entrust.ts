import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Freight entrustment, the demand side (the model: src/contract/freight.ts).
 *
 * companies.is_carrier: 1 for a company the platform lets quote (承运方). The demo's 广州白云物流 is set
 * here too, so a demo database made before this migration has its carrier (on a new database the
 * companies come later and the module's seed sets it).
 *
 * entrust_addresses: a shipper's addresses (demand orders copy them, so editing one changes no order).
 * entrust_demand_orders: one per company and request id; both addresses as a JSON snapshot beside their
 * cities (the list's keyword), the chosen quote, the carrier, the agreed price, the signer and the carrier
 * order once signed; `version` is bumped by every transition.
 * entrust_quotes: one live quote per carrier and order (quoting again replaces the price).
 * entrust_blacklist: a shipper's blocked carriers. entrust_evaluations: one per carrier order.
 */
export const entrust: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('companies')
      .addColumn('is_carrier', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await sql`update companies set is_carrier = 1 where name = '广州白云物流有限公司'`.execute(db);

    await db.schema
      .createTable('entrust_addresses')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('company_id', 'text', (c) => c.notNull().references('companies.id'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('province', 'text', (c) => c.notNull())
      .addColumn('city', 'text', (c) => c.notNull())
      .addColumn('district', 'text', (c) => c.notNull())
      .addColumn('detail', 'text', (c) => c.notNull())
      .addColumn('contact', 'text', (c) => c.notNull())
      .addColumn('phone', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('entrust_addresses_list')
      .on('entrust_addresses')
      .columns(['company_id', 'created_at'])
      .execute();

    await db.schema
      .createTable('entrust_demand_orders')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('document_no', 'text', (c) => c.notNull().unique())
      .addColumn('company_id', 'text', (c) => c.notNull().references('companies.id'))
      .addColumn('status', 'text', (c) =>
        c
          .notNull()
          .check(
            sql`status in ('draft', 'quoting', 'expired', 'chosen', 'signed', 'executing', 'completed', 'cancelled')`,
          ),
      )
      .addColumn('origin_address_id', 'text', (c) => c.notNull())
      .addColumn('origin', 'text', (c) => c.notNull())
      .addColumn('origin_city', 'text', (c) => c.notNull())
      .addColumn('destination_address_id', 'text', (c) => c.notNull())
      .addColumn('destination', 'text', (c) => c.notNull())
      .addColumn('destination_city', 'text', (c) => c.notNull())
      .addColumn('cargo_name', 'text', (c) => c.notNull())
      .addColumn('pallets', 'integer', (c) => c.notNull().check(sql`pallets > 0`))
      .addColumn('weight_kg', 'integer', (c) => c.notNull())
      .addColumn('vehicle_type', 'text', (c) => c.notNull())
      .addColumn('load_from', 'bigint', (c) => c.notNull())
      .addColumn('load_to', 'bigint', (c) => c.notNull())
      .addColumn('expected_price_fen', 'bigint')
      .addColumn('quote_deadline', 'bigint', (c) => c.notNull())
      .addColumn('remark', 'text', (c) => c.notNull())
      .addColumn('chosen_quote_id', 'text')
      .addColumn('carrier_company_id', 'text', (c) => c.references('companies.id'))
      .addColumn('agreed_price_fen', 'bigint')
      .addColumn('chosen_at', 'bigint')
      .addColumn('signer_account_id', 'text')
      .addColumn('signer_name', 'text')
      .addColumn('signer_ip', 'text')
      .addColumn('signed_at', 'bigint')
      .addColumn('carrier_order_id', 'text')
      .addColumn('cancel_reason', 'text')
      .addColumn('created_by', 'text', (c) => c.notNull())
      .addColumn('request_id', 'text', (c) => c.notNull())
      .addColumn('version', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('entrust_demand_orders_request')
      .on('entrust_demand_orders')
      .columns(['company_id', 'request_id'])
      .unique()
      .execute();
    await db.schema
      .createIndex('entrust_demand_orders_list')
      .on('entrust_demand_orders')
      .columns(['company_id', 'created_at'])
      .execute();
    await db.schema
      .createIndex('entrust_demand_orders_hall')
      .on('entrust_demand_orders')
      .columns(['status', 'quote_deadline'])
      .execute();
    await db.schema
      .createIndex('entrust_demand_orders_carrier_order')
      .on('entrust_demand_orders')
      .column('carrier_order_id')
      .execute();

    await db.schema
      .createTable('entrust_quotes')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('demand_order_id', 'text', (c) => c.notNull().references('entrust_demand_orders.id'))
      .addColumn('carrier_company_id', 'text', (c) => c.notNull().references('companies.id'))
      .addColumn('price_fen', 'bigint', (c) => c.notNull().check(sql`price_fen > 0`))
      .addColumn('remark', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('submitted', 'chosen', 'lost')`))
      .addColumn('request_id', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('entrust_quotes_one_per_carrier')
      .on('entrust_quotes')
      .columns(['demand_order_id', 'carrier_company_id'])
      .unique()
      .execute();
    await db.schema
      .createIndex('entrust_quotes_carrier')
      .on('entrust_quotes')
      .column('carrier_company_id')
      .execute();

    await db.schema
      .createTable('entrust_blacklist')
      .addColumn('company_id', 'text', (c) => c.notNull().references('companies.id'))
      .addColumn('carrier_company_id', 'text', (c) => c.notNull().references('companies.id'))
      .addColumn('reason', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('entrust_blacklist_pk', ['company_id', 'carrier_company_id'])
      .execute();

    await db.schema
      .createTable('entrust_evaluations')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('carrier_order_id', 'text', (c) => c.notNull().unique())
      .addColumn('demand_order_id', 'text', (c) => c.notNull().references('entrust_demand_orders.id'))
      .addColumn('company_id', 'text', (c) => c.notNull().references('companies.id'))
      .addColumn('carrier_company_id', 'text', (c) => c.notNull().references('companies.id'))
      .addColumn('stars', 'integer', (c) => c.notNull().check(sql`stars between 1 and 5`))
      .addColumn('content', 'text', (c) => c.notNull())
      .addColumn('evaluator_account_id', 'text', (c) => c.notNull())
      .addColumn('evaluator_name', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
  },
};
