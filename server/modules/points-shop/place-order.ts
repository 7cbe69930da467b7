import type { AddScoreOrder, ExchangeGoods, ScoreOrderRow } from '../../../src/contract/points-shop';
import type { DbOrTrx } from '../../db/schema';
import { newId } from '../../db/ids';
import { isSet } from '../../db/flags';
import { businessError } from '../../http/envelope';
import { inTransaction, nextNumber } from '../ledger';
import { accountPoints, bookPoints } from '../points';
import { addressOf } from './addresses';
import { goodsById } from './goods';
import { SHOP_LABELS } from './labels';
import { ordersOf, toOrderRow, type Buyer } from './order-row';
import { shopDb, type ShopOrdersTable } from './tables';

/** Prefix of an order's human number (商城). */
const ORDER_NO_PREFIX = 'SC';

type OrderRequest = (AddScoreOrder & { kind: 'physical' }) | (ExchangeGoods & { kind: 'virtual' });

/** What the order copies from its receive address (physical goods only). */
type Shipping = Pick<ShopOrdersTable, 'receiver_name' | 'receiver_mobile' | 'region' | 'detail_address'>;
const NO_SHIPPING: Shipping = {
  receiver_name: null,
  receiver_mobile: null,
  region: null,
  detail_address: null,
};

/**
 * addScoreOrder (physical goods to an address, 待发货) and exchangeGoods (virtual goods, 已完成 at once),
 * once per requestId: a repeat answers the first order and moves nothing. In one transaction: the order
 * row (its unique request id makes a racing twin wait, then find it), the goods' stock by one guarded
 * UPDATE (stock − quantity ≥ 0, on the shelf), the buyer's points by one guarded UPDATE (bookPoints,
 * written to the change record). A refusal rolls all three back, however many orders race.
 */
export async function placeOrder(
  db: DbOrTrx,
  buyer: Buyer,
  now: number,
  request: OrderRequest,
): Promise<ScoreOrderRow> {
  const earlier = () =>
    ordersOf(db, buyer).selectAll().where('request_id', '=', request.requestId).executeTakeFirst();
  const repeated = await earlier();
  if (repeated) return toOrderRow(repeated);
  const goods = await goodsById(db, request.goodsId);
  if (goods.kind !== request.kind)
    throw businessError(
      goods.kind === 'physical' ? SHOP_LABELS.physicalNeedsAddress : SHOP_LABELS.virtualNoAddress,
    );
  if (!isSet(goods.on_shelf)) throw businessError(SHOP_LABELS.goodsOffShelf);
  const shipping = request.kind === 'physical' ? await shippingTo(db, buyer, request.addressId) : NO_SHIPPING;
  const totalPoints = Number(goods.points_price) * request.quantity;
  const written = await inTransaction(db, async (trx) => {
    const sdb = shopDb(trx);
    const orderNo = await nextNumber(trx, ORDER_NO_PREFIX, now);
    const id = newId();
    const inserted = await sdb
      .insertInto('shop_orders')
      .values({
        id,
        order_no: orderNo,
        company_id: buyer.companyId,
        account_id: buyer.accountId,
        goods_id: goods.id,
        goods_name: goods.name,
        kind: goods.kind,
        quantity: request.quantity,
        points_price: goods.points_price,
        total_points: totalPoints,
        status: request.kind === 'virtual' ? 'completed' : 'toShip',
        ...shipping,
        request_id: request.requestId,
        created_at: now,
        updated_at: now,
        shipped_at: null,
        completed_at: request.kind === 'virtual' ? now : null,
        cancelled_at: null,
      })
      .onConflict((c) => c.doNothing())
      .returningAll()
      .executeTakeFirst();
    if (!inserted) return null;
    const taken = await sdb
      .updateTable('shop_goods')
      .set((eb) => ({ stock: eb('stock', '-', request.quantity), updated_at: now }))
      .where('id', '=', goods.id)
      .where('on_shelf', '=', 1)
      .where((eb) => eb(eb('stock', '-', request.quantity), '>=', 0))
      .executeTakeFirst();
    if (Number(taken.numUpdatedRows) !== 1) throw await stockRefusal(trx, goods.id);
    const change = { source: 'shop' as const, sourceId: id, sourceNo: orderNo };
    const paid = await bookPoints(trx, buyer, -totalPoints, change, now);
    if (!paid)
      throw businessError(
        SHOP_LABELS.notEnoughPoints(await accountPoints(trx, buyer.companyId, buyer.accountId)),
      );
    return inserted;
  });
  // null: a racing twin of the same request id wrote it first.
  const done = written ?? (await earlier());
  if (!done) throw new Error(`shop order ${request.requestId} is neither written nor found`);
  return toOrderRow(done);
}

async function shippingTo(db: DbOrTrx, buyer: Buyer, addressId: string): Promise<Shipping> {
  const address = await addressOf(db, buyer.accountId, addressId);
  return {
    receiver_name: address.receiver_name,
    receiver_mobile: address.mobile,
    region: address.region,
    detail_address: address.detail_address,
  };
}

/** Why the guarded stock UPDATE took nothing: taken off the shelf meanwhile, or too little stock. */
async function stockRefusal(db: DbOrTrx, goodsId: string) {
  const now = await goodsById(db, goodsId);
  return businessError(
    isSet(now.on_shelf) ? SHOP_LABELS.notEnoughStock(Number(now.stock)) : SHOP_LABELS.goodsOffShelf,
  );
}
