import { maskPhone } from '../../../src/contract/phone';
import type { ScoreOrderRow } from '../../../src/contract/points-shop';
import type { DbOrTrx } from '../../db/schema';
import { iso, isoOrNull } from '../ledger';
import { shopDb, type ShopOrdersTable } from './tables';

/** Whose orders: the session's account in the session's company. */
export interface Buyer {
  companyId: string;
  accountId: string;
}

export const toOrderRow = (row: ShopOrdersTable): ScoreOrderRow => ({
  id: row.id,
  orderNo: row.order_no,
  goodsId: row.goods_id,
  goodsName: row.goods_name,
  kind: row.kind,
  quantity: Number(row.quantity),
  pointsPrice: Number(row.points_price),
  totalPoints: Number(row.total_points),
  state: row.status,
  receiverName: row.receiver_name,
  receiverMobile: row.receiver_mobile === null ? null : maskPhone(row.receiver_mobile),
  region: row.region,
  detailAddress: row.detail_address,
  createdAt: iso(Number(row.created_at)),
  shippedAt: isoOrNull(row.shipped_at === null ? null : Number(row.shipped_at)),
  completedAt: isoOrNull(row.completed_at === null ? null : Number(row.completed_at)),
  cancelledAt: isoOrNull(row.cancelled_at === null ? null : Number(row.cancelled_at)),
});

/** The buyer's orders (another account's are never seen). */
export const ordersOf = (db: DbOrTrx, buyer: Buyer) =>
  shopDb(db)
    .selectFrom('shop_orders')
    .where('company_id', '=', buyer.companyId)
    .where('account_id', '=', buyer.accountId);
