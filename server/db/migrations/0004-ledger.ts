import {
  sql,
  type ColumnDefinitionBuilder,
  type CreateTableBuilder,
  type Kysely,
  type Migration,
} from 'kysely';

/** The columns every document shares: number, status, tray type, quantity, idempotency key, times. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const documentColumns = <T extends string>(table: CreateTableBuilder<T, any>) =>
  table
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('document_no', 'text', (c) => c.notNull().unique())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('tray_type_code', 'text', (c) => c.notNull().references('tray_types.code'))
    .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity > 0`))
    .addColumn('remark', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('request_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull());

const company = (c: ColumnDefinitionBuilder) => c.notNull().references('companies.id');
const warehouse = (c: ColumnDefinitionBuilder) => c.notNull().references('warehouses.id');

/**
 * The pallet ledger (DESIGN.md §3): balances per holder × warehouse × tray type × owner, the immutable
 * ledger entries, and the documents that move stock, each with a unique human number and an
 * idempotency key unique per creating company.
 */
export const ledger: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('stock_balances')
      .addColumn('holder_company_id', 'text', company)
      .addColumn('warehouse_id', 'text', warehouse)
      .addColumn('tray_type_code', 'text', (c) => c.notNull().references('tray_types.code'))
      .addColumn('owner_company_id', 'text', company)
      .addColumn('on_hand', 'integer', (c) => c.notNull().check(sql`on_hand >= 0`))
      .addColumn('in_transit', 'integer', (c) =>
        c
          .notNull()
          .defaultTo(0)
          .check(sql`in_transit >= 0`),
      )
      .addColumn('awaiting_signature', 'integer', (c) =>
        c
          .notNull()
          .defaultTo(0)
          .check(sql`awaiting_signature >= 0`),
      )
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('stock_balances_pk', [
        'holder_company_id',
        'warehouse_id',
        'tray_type_code',
        'owner_company_id',
      ])
      .execute();
    // The owner's views (downstream client stock, summary "at downstream").
    await db.schema
      .createIndex('stock_balances_owner')
      .on('stock_balances')
      .columns(['owner_company_id', 'holder_company_id'])
      .execute();

    // Immutable: the application only inserts into this table (never update or delete).
    await db.schema
      .createTable('ledger_entries')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('holder_company_id', 'text', company)
      .addColumn('warehouse_id', 'text', warehouse)
      .addColumn('tray_type_code', 'text', (c) => c.notNull().references('tray_types.code'))
      .addColumn('owner_company_id', 'text', company)
      .addColumn('delta', 'integer', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('document_type', 'text', (c) => c.notNull())
      .addColumn('document_id', 'text', (c) => c.notNull())
      .addColumn('document_no', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    // The detail page: one balance's entries, newest first.
    await db.schema
      .createIndex('ledger_entries_balance_time')
      .on('ledger_entries')
      .columns(['holder_company_id', 'warehouse_id', 'tray_type_code', 'created_at desc'])
      .execute();
    // The summary's recent movements of a company.
    await db.schema
      .createIndex('ledger_entries_holder_time')
      .on('ledger_entries')
      .columns(['holder_company_id', 'created_at desc'])
      .execute();
    await db.schema
      .createIndex('ledger_entries_owner_time')
      .on('ledger_entries')
      .columns(['owner_company_id', 'created_at desc'])
      .execute();
    await db.schema
      .createIndex('ledger_entries_document')
      .on('ledger_entries')
      .columns(['document_type', 'document_id'])
      .execute();

    await db.schema
      .createTable('document_sequences')
      .addColumn('key', 'text', (c) => c.primaryKey())
      .addColumn('last_value', 'integer', (c) => c.notNull())
      .execute();

    await documentColumns(db.schema.createTable('inbound_orders'))
      .addColumn('company_id', 'text', company)
      .addColumn('warehouse_id', 'text', warehouse)
      .addColumn('received_quantity', 'integer')
      .addColumn('difference_reason', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('plate_number', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('signed_at', 'bigint')
      .addUniqueConstraint('inbound_orders_request', ['company_id', 'request_id'])
      .execute();
    await db.schema
      .createIndex('inbound_orders_company_time')
      .on('inbound_orders')
      .columns(['company_id', 'created_at'])
      .execute();

    await documentColumns(db.schema.createTable('transfers'))
      .addColumn('from_company_id', 'text', company)
      .addColumn('from_warehouse_id', 'text', warehouse)
      .addColumn('owner_company_id', 'text', company)
      .addColumn('to_company_id', 'text', company)
      .addColumn('awaiting_warehouse_id', 'text', warehouse)
      .addColumn('to_warehouse_id', 'text', (c) => c.references('warehouses.id'))
      .addColumn('signed_at', 'bigint')
      .addUniqueConstraint('transfers_request', ['from_company_id', 'request_id'])
      .execute();
    await db.schema
      .createIndex('transfers_from_time')
      .on('transfers')
      .columns(['from_company_id', 'created_at'])
      .execute();
    await db.schema
      .createIndex('transfers_to_time')
      .on('transfers')
      .columns(['to_company_id', 'created_at'])
      .execute();

    await documentColumns(db.schema.createTable('shipments'))
      .addColumn('type', 'text', (c) => c.notNull())
      .addColumn('group_id', 'text', (c) => c.notNull())
      .addColumn('line_no', 'integer', (c) => c.notNull())
      .addColumn('from_company_id', 'text', company)
      .addColumn('from_warehouse_id', 'text', warehouse)
      .addColumn('to_company_id', 'text', company)
      .addColumn('to_warehouse_id', 'text', warehouse)
      .addColumn('owner_company_id', 'text', company)
      .addColumn('plate_number', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('arrived_at', 'bigint')
      .addUniqueConstraint('shipments_request', ['from_company_id', 'type', 'request_id', 'line_no'])
      .execute();
    await db.schema
      .createIndex('shipments_from_time')
      .on('shipments')
      .columns(['from_company_id', 'created_at'])
      .execute();
    await db.schema
      .createIndex('shipments_to_time')
      .on('shipments')
      .columns(['to_company_id', 'created_at'])
      .execute();
    await db.schema.createIndex('shipments_group').on('shipments').column('group_id').execute();

    await documentColumns(db.schema.createTable('recycling_applications'))
      .addColumn('company_id', 'text', company)
      .addColumn('warehouse_id', 'text', warehouse)
      .addColumn('owner_company_id', 'text', company)
      .addColumn('pickup_date', 'text', (c) => c.notNull())
      .addColumn('contact', 'text', (c) => c.notNull())
      .addColumn('phone', 'text', (c) => c.notNull())
      .addUniqueConstraint('recycling_applications_request', ['company_id', 'request_id'])
      .execute();
    await db.schema
      .createIndex('recycling_applications_company_time')
      .on('recycling_applications')
      .columns(['company_id', 'created_at'])
      .execute();

    await documentColumns(db.schema.createTable('deductions'))
      .addColumn('holder_company_id', 'text', company)
      .addColumn('warehouse_id', 'text', warehouse)
      .addColumn('owner_company_id', 'text', company)
      .addColumn('overdue_days', 'integer', (c) => c.notNull())
      .addColumn('amount_fen', 'bigint', (c) => c.notNull())
      .addUniqueConstraint('deductions_request', ['owner_company_id', 'request_id'])
      .execute();
    await db.schema
      .createIndex('deductions_owner_time')
      .on('deductions')
      .columns(['owner_company_id', 'created_at'])
      .execute();
  },
};
