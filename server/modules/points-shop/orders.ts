import { sql } from 'kysely';
import type { Page } from '../../../src/contract/envelope';
import type { ScoreOrderQuery, ScoreOrderRow } from '../../../src/contract/points-shop';
import type { DbOrTrx } from '../../db/schema';
import { businessError } from '../../http/envelope';
import type { Paging } from '../../http/paged-list';
import { containsPattern, dayWindow, inTransaction, pageOf, transitionDocument } from '../ledger';
import { bookPoints } from '../points';
import { SHOP_LABELS } from './labels';
import { ordersOf, toOrderRow, type Buyer } from './order-row';
import { shopOrderKind } from './states';
import { shopDb } from './tables';

/** scoreShop/listScoreOrder (and its export): the buyer's orders by state, day range and keyword, newest first. */
export async function listScoreOrders(
  db: DbOrTrx,
  buyer: Buyer,
  filters: Omit<ScoreOrderQuery, 'pageNum' | 'pageSize'>,
  paging: Paging,
): Promise<Page<ScoreOrderRow>> {
  const { from, to } = dayWindow(filters);
  const keyword = filters.keyword?.trim();
  const filtered = ordersOf(db, buyer)
    .$if(filters.state !== undefined, (qb) => qb.where('status', '=', filters.state!))
    .$if(from !== undefined, (qb) => qb.where('created_at', '>=', from!))
    .$if(to !== undefined, (qb) => qb.where('created_at', '<', to!))
    .$if(Boolean(keyword), (qb) => {
      const pattern = containsPattern(keyword!);
      return qb.where(
        sql<boolean>`(lower(order_no) like ${pattern} escape '\\' or lower(goods_name) like ${pattern} escape '\\')`,
      );
    });
  const [rows, count] = await Promise.all([
    filtered
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(paging.pageSize)
      .offset((paging.pageNum - 1) * paging.pageSize)
      .execute(),
    filtered.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow(),
  ]);
  return pageOf(rows.map(toOrderRow), Number(count.n), paging);
}

async function orderOf(db: DbOrTrx, buyer: Buyer, id: string) {
  const row = await ordersOf(db, buyer).selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw businessError(SHOP_LABELS.orderNotFound);
  return row;
}

/**
 * scoreShop/confirmReceiveOrder: the buyer confirms a shipped order (已发货 → 已完成; repeating it is a
 * no-op, any other state is refused). Another account's order answers 订单不存在.
 */
export async function confirmReceiveOrder(
  db: DbOrTrx,
  buyer: Buyer,
  now: number,
  id: string,
): Promise<ScoreOrderRow> {
  const order = await orderOf(db, buyer, id);
  await inTransaction(db, (trx) =>
    transitionDocument(trx, {
      ...shopOrderKind,
      id,
      from: order.status,
      to: 'completed',
      now,
      set: { completed_at: now },
    }),
  );
  return toOrderRow(await orderOf(db, buyer, id));
}

/**
 * scoreShop/cancelScoreOrder: the buyer cancels an order not shipped yet (待发货 → 已取消). The call that
 * makes the transition gives the stock and the points back in the same transaction (the refund in the
 * change record, source shopRefund); a repeat, or a racing twin, finds it cancelled and gives nothing.
 */
export async function cancelScoreOrder(
  db: DbOrTrx,
  buyer: Buyer,
  now: number,
  id: string,
): Promise<ScoreOrderRow> {
  const order = await orderOf(db, buyer, id);
  await inTransaction(db, async (trx) => {
    const moved = await transitionDocument(trx, {
      ...shopOrderKind,
      id,
      from: order.status,
      to: 'cancelled',
      now,
      set: { cancelled_at: now },
    });
    if (!moved) return;
    await shopDb(trx)
      .updateTable('shop_goods')
      .set((eb) => ({ stock: eb('stock', '+', Number(order.quantity)), updated_at: now }))
      .where('id', '=', order.goods_id)
      .execute();
    const change = { source: 'shopRefund' as const, sourceId: id, sourceNo: order.order_no };
    await bookPoints(trx, buyer, Number(order.total_points), change, now);
  });
  return toOrderRow(await orderOf(db, buyer, id));
}
