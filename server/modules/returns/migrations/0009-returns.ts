import { sql, type ColumnDefinitionBuilder, type Kysely, type Migration } from 'kysely';

const company = (c: ColumnDefinitionBuilder) => c.notNull().references('companies.id');
const warehouse = (c: ColumnDefinitionBuilder) => c.notNull().references('warehouses.id');
const trayType = (c: ColumnDefinitionBuilder) => c.notNull().references('tray_types.code');
const text = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo('');
const count = (column: string) => (c: ColumnDefinitionBuilder) => c.check(sql`${sql.ref(column)} >= 0`);

/**
 * Returns of pallets to the platform (上门取件, 自行归还, 运输记录确认归还): the platform's depots, one
 * return table for every channel (document type trayReturn, moved through the ledger), the platform's
 * transport records and the return numbers it issues (each used once: a unique column).
 */
export const returns: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('return_depots')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('province', 'text', text)
      .addColumn('city', 'text', text)
      .addColumn('address', 'text', text)
      .addColumn('contact', 'text', text)
      .addColumn('phone', 'text', text)
      .addColumn('longitude', 'double precision', (c) => c.notNull())
      .addColumn('latitude', 'double precision', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('tray_returns')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('document_no', 'text', (c) => c.notNull().unique())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('tray_type_code', 'text', trayType)
      .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity > 0`))
      .addColumn('remark', 'text', text)
      .addColumn('request_id', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .addColumn('company_id', 'text', company)
      .addColumn('channel', 'text', (c) => c.notNull())
      .addColumn('warehouse_id', 'text', warehouse)
      .addColumn('depot_id', 'text', (c) => c.references('return_depots.id'))
      .addColumn('pickup_date', 'text', text)
      .addColumn('contact', 'text', text)
      .addColumn('phone', 'text', text)
      .addColumn('plate_number', 'text', text)
      .addColumn('expected_date', 'text', text)
      .addColumn('picked_quantity', 'integer', count('picked_quantity'))
      .addColumn('good_quantity', 'integer', count('good_quantity'))
      .addColumn('damaged_quantity', 'integer', count('damaged_quantity'))
      .addColumn('lost_quantity', 'integer', count('lost_quantity'))
      .addColumn('transport_record_id', 'text', (c) => c.unique())
      .addColumn('return_number', 'text', (c) => c.unique())
      .addColumn('picked_up_at', 'bigint')
      .addColumn('received_at', 'bigint')
      .addColumn('cancelled_at', 'bigint')
      .execute();
    await db.schema
      .createIndex('tray_returns_request')
      .unique()
      .on('tray_returns')
      .columns(['company_id', 'request_id'])
      .execute();
    // The lists: a company's returns of a channel (or received ones), newest first.
    await db.schema
      .createIndex('tray_returns_company_channel')
      .on('tray_returns')
      .columns(['company_id', 'channel', 'created_at', 'id'])
      .execute();
    await db.schema
      .createIndex('tray_returns_company_status')
      .on('tray_returns')
      .columns(['company_id', 'status', 'created_at', 'id'])
      .execute();

    await db.schema
      .createTable('transport_records')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('record_no', 'text', (c) => c.notNull().unique())
      .addColumn('request_id', 'text', (c) => c.notNull().unique())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('company_id', 'text', company)
      .addColumn('warehouse_id', 'text', warehouse)
      .addColumn('depot_id', 'text', (c) => c.notNull().references('return_depots.id'))
      .addColumn('tray_type_code', 'text', trayType)
      .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity > 0`))
      .addColumn('good_quantity', 'integer', (c) => c.notNull().check(sql`good_quantity >= 0`))
      .addColumn('damaged_quantity', 'integer', (c) => c.notNull().check(sql`damaged_quantity >= 0`))
      .addColumn('lost_quantity', 'integer', (c) => c.notNull().check(sql`lost_quantity >= 0`))
      .addColumn('waybill_no', 'text', text)
      .addColumn('plate_number', 'text', text)
      .addColumn('driver_name', 'text', text)
      .addColumn('departed_at', 'bigint', (c) => c.notNull())
      .addColumn('arrived_at', 'bigint', (c) => c.notNull())
      .addColumn('return_id', 'text')
      .addColumn('confirmed_at', 'bigint')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('transport_records_company')
      .on('transport_records')
      .columns(['company_id', 'created_at', 'id'])
      .execute();

    await db.schema
      .createTable('return_numbers')
      .addColumn('return_number', 'text', (c) => c.primaryKey())
      .addColumn('company_id', 'text', company)
      .addColumn('issued_at', 'bigint', (c) => c.notNull())
      .addColumn('used_return_id', 'text', (c) => c.unique())
      .addColumn('used_at', 'bigint')
      .execute();
  },
};
