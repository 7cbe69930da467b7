import { sql, type Kysely, type Migration } from 'kysely';
import { CARRIER_ORDER_STATUSES, VEHICLE_AUDIT_STATUSES } from '../../../../src/contract/freight';

const oneOf = (column: string, values: readonly string[]) =>
  sql`${sql.ref(column)} in (${sql.join(values.map((value) => sql.lit(value)))})`;

/**
 * Carrier orders (the model: src/contract/freight.ts, CARRIER ORDER and SETTLEMENT).
 *
 * carrier_orders: one per signed demand order (unique), a snapshot of the demand (parties, addresses as
 * JSON, cargo, window, price), `status` and `version` (every transition is a compare-and-set on both),
 * and the hash of the SMS code that signed it (a repeat of the same sign answers this order).
 * carrier_vehicle_assignments: every vehicle and driver assigned, with its audit.
 * carrier_order_tickets: the loading / unloading photos (uploads of the carrier; `shipper_file_id` is the
 * shipper's row of the same stored file, so each party downloads it through common/file).
 * carrier_order_logs: one row per transition. entrust_settlement_lines: one per completed order.
 */
export const carrierOrders: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('carrier_orders')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('document_no', 'text', (c) => c.notNull().unique())
      .addColumn('demand_order_id', 'text', (c) => c.notNull().unique())
      .addColumn('demand_order_no', 'text', (c) => c.notNull())
      .addColumn('quote_id', 'text', (c) => c.notNull())
      .addColumn('shipper_company_id', 'text', (c) => c.notNull().references('companies.id'))
      .addColumn('shipper_company_name', 'text', (c) => c.notNull())
      .addColumn('carrier_company_id', 'text', (c) => c.notNull().references('companies.id'))
      .addColumn('carrier_company_name', 'text', (c) => c.notNull())
      .addColumn('origin', 'text', (c) => c.notNull())
      .addColumn('destination', 'text', (c) => c.notNull())
      .addColumn('cargo_name', 'text', (c) => c.notNull())
      .addColumn('pallets', 'integer', (c) => c.notNull())
      .addColumn('weight_kg', 'integer', (c) => c.notNull())
      .addColumn('vehicle_type', 'text', (c) => c.notNull())
      .addColumn('load_from', 'bigint', (c) => c.notNull())
      .addColumn('load_to', 'bigint', (c) => c.notNull())
      .addColumn('price_fen', 'bigint', (c) => c.notNull().check(sql`price_fen >= 0`))
      .addColumn('status', 'text', (c) => c.notNull().check(oneOf('status', CARRIER_ORDER_STATUSES)))
      .addColumn('version', 'integer', (c) => c.notNull())
      .addColumn('cancel_reason', 'text')
      .addColumn('sign_code_hash', 'text', (c) => c.notNull())
      .addColumn('signer_account_id', 'text', (c) => c.notNull().references('accounts.id'))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('carrier_orders_shipper')
      .on('carrier_orders')
      .columns(['shipper_company_id', 'created_at'])
      .execute();
    await db.schema
      .createIndex('carrier_orders_carrier')
      .on('carrier_orders')
      .columns(['carrier_company_id', 'created_at'])
      .execute();

    await db.schema
      .createTable('carrier_vehicle_assignments')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('carrier_order_id', 'text', (c) => c.notNull().references('carrier_orders.id'))
      .addColumn('plate_number', 'text', (c) => c.notNull())
      .addColumn('driver_name', 'text', (c) => c.notNull())
      .addColumn('driver_phone', 'text', (c) => c.notNull())
      .addColumn('driver_id_card', 'text')
      .addColumn('status', 'text', (c) => c.notNull().check(oneOf('status', VEHICLE_AUDIT_STATUSES)))
      .addColumn('reject_reason', 'text')
      .addColumn('assigned_by', 'text', (c) => c.notNull())
      .addColumn('assigned_at', 'bigint', (c) => c.notNull())
      .addColumn('audited_by', 'text')
      .addColumn('audited_at', 'bigint')
      .execute();
    await db.schema
      .createIndex('carrier_vehicle_assignments_order')
      .on('carrier_vehicle_assignments')
      .columns(['carrier_order_id', 'assigned_at'])
      .execute();

    await db.schema
      .createTable('carrier_order_tickets')
      .addColumn('carrier_order_id', 'text', (c) => c.notNull().references('carrier_orders.id'))
      .addColumn('file_id', 'text', (c) => c.notNull().references('uploads.id'))
      .addColumn('shipper_file_id', 'text', (c) => c.notNull().references('uploads.id'))
      .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('loading', 'unloading')`))
      .addColumn('uploaded_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('carrier_order_tickets_pk', ['carrier_order_id', 'file_id'])
      .execute();

    await db.schema
      .createTable('carrier_order_logs')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('carrier_order_id', 'text', (c) => c.notNull().references('carrier_orders.id'))
      .addColumn('assignment_id', 'text')
      .addColumn('action', 'text', (c) => c.notNull())
      .addColumn('from_status', 'text')
      .addColumn('to_status', 'text', (c) => c.notNull())
      .addColumn('actor_name', 'text', (c) => c.notNull())
      .addColumn('actor_company_name', 'text', (c) => c.notNull())
      .addColumn('remark', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('carrier_order_logs_order')
      .on('carrier_order_logs')
      .columns(['carrier_order_id', 'created_at'])
      .execute();

    await db.schema
      .createTable('entrust_settlement_lines')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('carrier_order_id', 'text', (c) => c.notNull().unique().references('carrier_orders.id'))
      .addColumn('shipper_company_id', 'text', (c) => c.notNull())
      .addColumn('carrier_company_id', 'text', (c) => c.notNull())
      .addColumn('price_fen', 'bigint', (c) => c.notNull())
      .addColumn('adjustments', 'text', (c) => c.notNull())
      .addColumn('total_fen', 'bigint', (c) => c.notNull().check(sql`total_fen >= 0`))
      .addColumn('completed_at', 'bigint', (c) => c.notNull())
      .execute();
  },
};
