import { sql } from 'kysely';
import type { Page } from '../../../src/contract/envelope';
import type { ScoreOrderQuery, ScoreOrderRow } from '../../../src/contract/points-shop';
import type { DbOrTrx } from '../../db/schema';
import { businessError } from '../../http/envelope';
import type { Paging } from '../../http/paged-list';
import { containsPattern, dayWindow, inTransaction, pageOf, transitionDocument } from '../ledger';
import { SHOP_LABELS } from './labels';
import { ordersOf, toOrderRow, type Buyer } from './order-row';
import { shopOrderKind } from './states';

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
