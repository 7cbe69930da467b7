import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Issue 4, transport: a sale outbound is a waybill (运单) that waits to leave, departs and arrives as the
 * platform's TMS reports, and is confirmed by the sender (src/contract/transport.ts).
 *
 * - `waybills`: the document, with the vehicle (plate, driver, provider) and the time of every step.
 *   Deleted waybills keep their row (deleted_at).
 * - Existing sale outbounds move from `shipments` into `waybills` with the same ids, so the ledger's
 *   entries (document type saleOutbound) still point at their document: in transit stays in transit
 *   (its receiver's in-transit counter already holds it), arrived becomes confirmed.
 * - `inbound_orders.source`: 'platform' (a delivery, as before) or 'client' (pallets a downstream client
 *   returned, booked by the customer on the 生成入库单 page), with that client and its warehouse.
 */
export const waybills: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('waybills')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('document_no', 'text', (c) => c.notNull().unique())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('tray_type_code', 'text', (c) => c.notNull().references('tray_types.code'))
      .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity > 0`))
      .addColumn('remark', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('request_id', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .addColumn('from_company_id', 'text', (c) => c.notNull().references('companies.id'))
      .addColumn('from_warehouse_id', 'text', (c) => c.notNull().references('warehouses.id'))
      .addColumn('to_company_id', 'text', (c) => c.notNull().references('companies.id'))
      .addColumn('to_warehouse_id', 'text', (c) => c.notNull().references('warehouses.id'))
      .addColumn('owner_company_id', 'text', (c) => c.notNull().references('companies.id'))
      .addColumn('plate_number', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('driver_name', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('driver_phone', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('vehicle_provider', 'text')
      .addColumn('departed_at', 'bigint')
      .addColumn('arrived_at', 'bigint')
      .addColumn('confirmed_at', 'bigint')
      .addColumn('deleted_at', 'bigint')
      .addUniqueConstraint('waybills_request', ['from_company_id', 'request_id'])
      .execute();
    // The sender's list: newest first, counted and its page chosen on the index alone (as 0006's
    // document indexes); the status rides along, as every list leaves the deleted ones out.
    await db.schema
      .createIndex('waybills_from_company_id_page')
      .on('waybills')
      .columns(['from_company_id', 'created_at desc', 'id desc', 'status'])
      .execute();
    await db.schema
      .createIndex('waybills_to_company_id_page')
      .on('waybills')
      .columns(['to_company_id', 'created_at desc', 'id desc'])
      .execute();
    // Vehicle positioning: the waybills of a plate.
    await db.schema
      .createIndex('waybills_plate')
      .on('waybills')
      .columns(['plate_number', 'status'])
      .execute();

    await moveSaleOutbounds(db);

    await db.schema
      .alterTable('inbound_orders')
      .addColumn('source', 'text', (c) => c.notNull().defaultTo('platform'))
      .execute();
    await db.schema
      .alterTable('inbound_orders')
      .addColumn('client_company_id', 'text', (c) => c.references('companies.id'))
      .execute();
    await db.schema
      .alterTable('inbound_orders')
      .addColumn('client_warehouse_id', 'text', (c) => c.references('warehouses.id'))
      .execute();
    await db.schema
      .createIndex('inbound_orders_company_id_page')
      .on('inbound_orders')
      .columns(['company_id', 'created_at desc', 'id desc'])
      .execute();
  },
};

/**
 * Moves the sale outbounds of `shipments` into `waybills` with the same ids (the ledger's document ids):
 * in transit stays in transit, arrived becomes confirmed (the receiver's on-hand already holds them).
 */
export async function moveSaleOutbounds(db: Kysely<unknown>): Promise<void> {
  await db
    .insertInto('waybills' as never)
    .columns([
      'id',
      'document_no',
      'status',
      'tray_type_code',
      'quantity',
      'remark',
      'request_id',
      'created_at',
      'updated_at',
      'from_company_id',
      'from_warehouse_id',
      'to_company_id',
      'to_warehouse_id',
      'owner_company_id',
      'plate_number',
      'departed_at',
      'arrived_at',
      'confirmed_at',
    ] as never[])
    .expression(
      sql`select id, document_no,
        case when status = 'arrived' then 'confirmed' else 'inTransit' end,
        tray_type_code, quantity, remark, request_id, created_at, updated_at,
        from_company_id, from_warehouse_id, to_company_id, to_warehouse_id, owner_company_id,
        plate_number, created_at, arrived_at, arrived_at
      from shipments where type = 'saleOutbound'`,
    )
    .execute();
  await sql`delete from shipments where type = 'saleOutbound'`.execute(db);
}
