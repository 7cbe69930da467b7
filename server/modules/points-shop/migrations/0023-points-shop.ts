import { sql, type Kysely, type Migration } from 'kysely';

/**
 * The points shop (the model: src/contract/points-shop.ts).
 *
 * shop_goods: the platform's goods, stock never negative (a CHECK behind the guarded UPDATE);
 * shop_orders: one per company, account and request id (unique), the goods' name and price and the
 * receive address copied in, `status` with `updated_at` (the columns the ledger's guarded transitions move);
 * shop_receive_addresses: an account's addresses, at most one default (a unique partial index).
 *
 * points_changes (migration 0016-points) learns the sources `grant` (平台奖励, the platform's credit of a
 * pool), `shop` (spent in the shop) and `shopRefund` (given back by a cancelled order): its CHECK is part of the column, which
 * SQLite cannot alter, so the table is rebuilt the same way on both dialects (nothing references it).
 */
export const pointsShop: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('shop_goods')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('category', 'text', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('physical', 'virtual')`))
      .addColumn('points_price', 'bigint', (c) => c.notNull().check(sql`points_price > 0`))
      .addColumn('stock', 'bigint', (c) => c.notNull().check(sql`stock >= 0`))
      .addColumn('description', 'text', (c) => c.notNull())
      .addColumn('picture_url', 'text')
      .addColumn('on_shelf', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('shop_orders')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('order_no', 'text', (c) => c.notNull().unique())
      .addColumn('company_id', 'text', (c) => c.notNull().references('companies.id'))
      .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id'))
      .addColumn('goods_id', 'text', (c) => c.notNull().references('shop_goods.id'))
      .addColumn('goods_name', 'text', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity > 0`))
      .addColumn('points_price', 'bigint', (c) => c.notNull())
      .addColumn('total_points', 'bigint', (c) => c.notNull().check(sql`total_points > 0`))
      .addColumn('status', 'text', (c) =>
        c.notNull().check(sql`status in ('toShip', 'shipped', 'completed', 'cancelled')`),
      )
      .addColumn('receiver_name', 'text')
      .addColumn('receiver_mobile', 'text')
      .addColumn('region', 'text')
      .addColumn('detail_address', 'text')
      .addColumn('request_id', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .addColumn('shipped_at', 'bigint')
      .addColumn('completed_at', 'bigint')
      .addColumn('cancelled_at', 'bigint')
      .execute();
    await db.schema
      .createIndex('shop_orders_request')
      .on('shop_orders')
      .columns(['company_id', 'account_id', 'request_id'])
      .unique()
      .execute();
    await db.schema
      .createIndex('shop_orders_list')
      .on('shop_orders')
      .columns(['company_id', 'account_id', 'created_at'])
      .execute();

    await db.schema
      .createTable('shop_receive_addresses')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id'))
      .addColumn('receiver_name', 'text', (c) => c.notNull())
      .addColumn('mobile', 'text', (c) => c.notNull())
      .addColumn('region', 'text', (c) => c.notNull())
      .addColumn('detail_address', 'text', (c) => c.notNull())
      .addColumn('is_default', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('shop_receive_addresses_one_default')
      .on('shop_receive_addresses')
      .column('account_id')
      .unique()
      .where(sql.ref('is_default'), '=', 1)
      .execute();

    await rebuildPointsChanges(db);
  },
};

/** points_changes as 0016-points made it, with `grant`, `shop` and `shopRefund` among its sources. */
export async function rebuildPointsChanges(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('points_changes_v2')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('company_id', 'text', (c) => c.notNull().references('companies.id'))
    .addColumn('account_id', 'text', (c) => c.references('accounts.id'))
    .addColumn('source', 'text', (c) =>
      c.notNull().check(sql`source in ('statement', 'allot', 'grant', 'shop', 'shopRefund')`),
    )
    .addColumn('source_id', 'text', (c) => c.notNull())
    .addColumn('source_no', 'text', (c) => c.notNull())
    .addColumn('delta', 'bigint', (c) => c.notNull())
    .addColumn('balance_before', 'bigint', (c) => c.notNull())
    .addColumn('balance_after', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await sql`insert into points_changes_v2 select id, company_id, account_id, source, source_id, source_no,
      delta, balance_before, balance_after, created_at from points_changes`.execute(db);
  await db.schema.dropTable('points_changes').execute();
  await db.schema.alterTable('points_changes_v2').renameTo('points_changes').execute();
  await db.schema
    .createIndex('points_changes_list')
    .on('points_changes')
    .columns(['company_id', 'created_at', 'id'])
    .execute();
}
