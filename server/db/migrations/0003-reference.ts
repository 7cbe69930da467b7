import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Reference data of the stock area: tray types, warehouses (also the receiving addresses of downstream
 * clients), their door readers, and the RFID pallet codes. The ledger (0004) references these tables.
 */
export const reference: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('tray_types')
      .addColumn('code', 'text', (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('size', 'text', (c) => c.notNull())
      .addColumn('material', 'text', (c) => c.notNull())
      .addColumn('daily_rent_fen', 'bigint', (c) => c.notNull())
      .addColumn('deposit_fen', 'bigint', (c) => c.notNull())
      .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();

    await db.schema
      .createTable('warehouses')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('company_id', 'text', (c) => c.notNull().references('companies.id'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('province', 'text', (c) => c.notNull())
      .addColumn('city', 'text', (c) => c.notNull())
      .addColumn('district', 'text', (c) => c.notNull())
      .addColumn('detail_address', 'text', (c) => c.notNull())
      .addColumn('contact', 'text', (c) => c.notNull())
      .addColumn('phone', 'text', (c) => c.notNull())
      .addColumn('longitude', 'double precision')
      .addColumn('latitude', 'double precision')
      .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('deleted', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('warehouses_company_deleted')
      .on('warehouses')
      .columns(['company_id', 'deleted'])
      .execute();
    // The rules "name unique per company" and "at most one default per company" hold for live rows only.
    await db.schema
      .createIndex('warehouses_company_name_live')
      .unique()
      .on('warehouses')
      .columns(['company_id', 'name'])
      .where(sql.ref('deleted'), '=', 0)
      .execute();
    await db.schema
      .createIndex('warehouses_company_default')
      .unique()
      .on('warehouses')
      .column('company_id')
      .where((eb) => eb.and([eb(sql.ref('is_default'), '=', 1), eb(sql.ref('deleted'), '=', 0)]))
      .execute();

    await db.schema
      .createTable('equipment')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('warehouse_id', 'text', (c) => c.notNull().references('warehouses.id'))
      .addColumn('type', 'text', (c) => c.notNull())
      .addColumn('serial_no', 'text', (c) => c.notNull().unique())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('last_seen_at', 'bigint')
      .execute();
    await db.schema.createIndex('equipment_warehouse').on('equipment').column('warehouse_id').execute();

    await db.schema
      .createTable('pallet_codes')
      .addColumn('trace_id', 'text', (c) => c.primaryKey())
      .addColumn('tray_type_code', 'text', (c) => c.notNull().references('tray_types.code'))
      .addColumn('company_id', 'text', (c) => c.notNull().references('companies.id'))
      .addColumn('warehouse_id', 'text', (c) => c.notNull().references('warehouses.id'))
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('bound_at', 'bigint', (c) => c.notNull())
      .addColumn('last_moved_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('pallet_codes_company_warehouse_type')
      .on('pallet_codes')
      .columns(['company_id', 'warehouse_id', 'tray_type_code'])
      .execute();
    // Code management lists and exports newest movement first.
    await db.schema
      .createIndex('pallet_codes_company_moved')
      .on('pallet_codes')
      .columns(['company_id', 'last_moved_at', 'trace_id'])
      .execute();
    await db.schema
      .createIndex('pallet_codes_company_status')
      .on('pallet_codes')
      .columns(['company_id', 'status'])
      .execute();
  },
};
