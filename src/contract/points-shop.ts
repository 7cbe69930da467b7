/**
 * The points shop (积分商城, issue 12 item 7). SPEC names the calls (scoreShop/*, shopreceiveaddress/*)
 * and nothing else: this is our model, written once here for the server and the widget.
 *
 * WHAT PAYS
 * The caller's own individual points (个人积分, src/contract/points.ts): points the company's pool allotted
 * to the account, per company. An exchange spends them by one guarded UPDATE on the balance (never
 * negative) in the same transaction as the order and the goods' stock, and writes the change record
 * (积分变动记录, source `shop`) with the balance before and after.
 *
 * GOODS (商品)
 * Name, category, points price (per piece), stock (never negative: one guarded UPDATE per order), a
 * description, an optional picture (none: the UI shows a neutral placeholder), on or off the shelf, and a
 * kind: physical 实物 (sent to a receive address, shipped by the platform) or virtual 虚拟 (a service
 * voucher: the order is complete at once). Goods are the platform's; the portal only reads them.
 *
 * ORDERS (兑换订单), the caller's own (another account's order answers not found)
 * - addScoreOrder: physical goods × quantity to one of the caller's addresses (copied into the order:
 *   later edits of the address leave it as it was), once per requestId (a repeat answers the first order).
 * - exchangeGoods: virtual goods × quantity, no address, straight to 已完成, once per requestId.
 * - States: toShip 待发货 → shipped 已发货 → completed 已完成 (confirmReceiveOrder, by the buyer), and
 *   toShip → cancelled 已取消 (cancelScoreOrder, by the buyer before shipping: the points and the stock go
 *   back in the same transaction, the refund in the change record as source `shopRefund`). Shipping is the
 *   platform's (no portal page or call): the demo data has orders in every state.
 * - Off-shelf goods, too little stock or too few points refuse the order and write nothing.
 *
 * RECEIVE ADDRESSES (收货地址), per account: at most {@link MAX_RECEIVE_ADDRESSES}; exactly one default
 * whenever any exist (the first is the default; setting one clears the other in one transaction;
 * deleting the default promotes the newest remaining one). Mobile validated (1[3-9] + 9 digits), masked
 * in lists, whole in detail (the account's own).
 */

import type { PageQuery } from './envelope';
import type { PermissionCode } from './permissions';
import { localized } from './localized';

/** Codes of the shop (issue 12; SPEC §6 names none). Managing one's own addresses needs none. */
export const SHOP_CODES = {
  /** 积分商城-兑换: addScoreOrder and exchangeGoods, and the 兑换 button. */
  exchange: 'center-shop-exchange',
  /** 积分订单-导出: listScoreOrder's export. */
  orderExport: 'center-shop-order-export',
} as const satisfies Record<string, PermissionCode>;

export const MAX_RECEIVE_ADDRESSES = 20;
/** The most pieces of one goods in one order. */
export const MAX_ORDER_QUANTITY = 99;

export type GoodsKind = 'physical' | 'virtual';
export const GOODS_KIND_LABELS: Readonly<Record<GoodsKind, string>> = localized(
  {
    physical: '实物',
    virtual: '虚拟',
  },
  { physical: 'Physical', virtual: 'Virtual' },
);

export type GoodsCategory = 'service' | 'protection' | 'warehouse' | 'office';
export const GOODS_CATEGORY_LABELS: Readonly<Record<GoodsCategory, string>> = localized(
  {
    service: '服务券',
    protection: '劳保用品',
    warehouse: '仓储用品',
    office: '办公用品',
  },
  {
    service: 'Service vouchers',
    protection: 'Protective gear',
    warehouse: 'Warehouse supplies',
    office: 'Office supplies',
  },
);

export type GoodsSort = 'pointsAsc' | 'pointsDesc';
export const GOODS_SORT_LABELS: Readonly<Record<GoodsSort, string>> = localized(
  {
    pointsAsc: '积分从低到高',
    pointsDesc: '积分从高到低',
  },
  { pointsAsc: 'Points: low to high', pointsDesc: 'Points: high to low' },
);

/** scoreShop/listScoreGoods: on-shelf goods, newest first unless sorted by points. */
export interface ScoreGoodsQuery extends PageQuery {
  keyword?: string;
  category?: GoodsCategory;
  kind?: GoodsKind;
  sort?: GoodsSort;
}

export interface ScoreGoodsRow {
  id: string;
  name: string;
  category: GoodsCategory;
  kind: GoodsKind;
  /** Points per piece. */
  pointsPrice: number;
  stock: number;
  /** null: no picture (the UI shows a placeholder). */
  pictureUrl: string | null;
}

/** scoreShop/getScoreGoodsDetail: one goods (on or off the shelf) and the caller's points. */
export interface ScoreGoodsDetail extends ScoreGoodsRow {
  description: string;
  onShelf: boolean;
  myPoints: number;
}

/** scoreShop/getAllGoods: every on-shelf goods, by name (a short list for pickers). */
export interface ShopGoodsOption {
  id: string;
  name: string;
  kind: GoodsKind;
  pointsPrice: number;
  stock: number;
}

/** scoreShop/getMyPoints: the caller's individual points in the session's company. */
export interface MyShopPoints {
  points: number;
}

export type ScoreOrderState = 'toShip' | 'shipped' | 'completed' | 'cancelled';
export const SCORE_ORDER_STATE_LABELS: Readonly<Record<ScoreOrderState, string>> = localized(
  {
    toShip: '待发货',
    shipped: '已发货',
    completed: '已完成',
    cancelled: '已取消',
  },
  { toShip: 'To ship', shipped: 'Shipped', completed: 'Completed', cancelled: 'Cancelled' },
);

/** scoreShop/addScoreOrder: physical goods to one of the caller's addresses. */
export interface AddScoreOrder {
  goodsId: string;
  quantity: number;
  addressId: string;
  requestId: string;
}

/** scoreShop/exchangeGoods: virtual goods, complete at once. */
export interface ExchangeGoods {
  goodsId: string;
  quantity: number;
  requestId: string;
}

/** scoreShop/listScoreOrder (and its export): the caller's orders, newest first. */
export interface ScoreOrderQuery extends PageQuery {
  state?: ScoreOrderState;
  /** Order day range yyyy-MM-dd (Asia/Shanghai), both included. */
  dateStart?: string;
  dateEnd?: string;
  /** Order number or goods name. */
  keyword?: string;
}

export interface ScoreOrderRow {
  id: string;
  /** e.g. SC20261124-000001 */
  orderNo: string;
  goodsId: string;
  goodsName: string;
  kind: GoodsKind;
  quantity: number;
  pointsPrice: number;
  totalPoints: number;
  state: ScoreOrderState;
  /** The address as copied into the order; null for virtual goods. Mobile masked. */
  receiverName: string | null;
  receiverMobile: string | null;
  region: string | null;
  detailAddress: string | null;
  /** ISO instants. */
  createdAt: string;
  shippedAt: string | null;
  completedAt: string | null;
  cancelledAt: string | null;
}

/**
 * scoreShop/confirmReceiveOrder: the buyer confirms a shipped order; scoreShop/cancelScoreOrder: the buyer
 * cancels an order not shipped yet. Repeating either is a no-op.
 */
export interface ScoreOrderId {
  id: string;
}

/** Column titles of the orders, on screen and in exports alike. */
export const SCORE_ORDER_COLUMN_LABELS = localized(
  {
    orderNo: '订单编号',
    goodsName: '商品名称',
    kind: '商品类型',
    quantity: '数量',
    pointsPrice: '单价（积分）',
    totalPoints: '消耗积分',
    state: '状态',
    receiver: '收货人',
    receiverMobile: '联系电话',
    address: '收货地址',
    createdAt: '下单时间',
    shippedAt: '发货时间',
    completedAt: '完成时间',
    cancelledAt: '取消时间',
  } as const,
  {
    orderNo: 'Order no.',
    goodsName: 'Item',
    kind: 'Item type',
    quantity: 'Quantity',
    pointsPrice: 'Unit price (points)',
    totalPoints: 'Points spent',
    state: 'Status',
    receiver: 'Recipient',
    receiverMobile: 'Phone',
    address: 'Delivery address',
    createdAt: 'Ordered at',
    shippedAt: 'Shipped at',
    completedAt: 'Completed at',
    cancelledAt: 'Cancelled at',
  },
);

/** shopreceiveaddress/list row and detail (detail: the whole mobile). */
export interface ReceiveAddress {
  id: string;
  receiverName: string;
  mobile: string;
  /** 省 市 区, e.g. 上海市 上海市 嘉定区 */
  region: string;
  detailAddress: string;
  isDefault: boolean;
  updatedAt: string;
}

/** shopreceiveaddress/addOrEdit: no id adds. isDefault true makes it the default; the first is anyway. */
export interface SaveReceiveAddress {
  id?: string;
  receiverName: string;
  mobile: string;
  region: string;
  detailAddress: string;
  isDefault?: boolean;
}

/** shopreceiveaddress/detail, setDefault, delete. */
export interface ReceiveAddressId {
  id: string;
}
