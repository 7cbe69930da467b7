import { localized } from '../../../src/contract/localized';

/** Messages of the points shop's calls, in Chinese and English. */
export const SHOP_LABELS = localized(
  {
    /** No such goods (the shop's goods are the platform's: every company sees the same). */
    goodsNotFound: '商品不存在',
    goodsOffShelf: '商品已下架，不能兑换',
    physicalNeedsAddress: '实物商品请选择收货地址下单',
    virtualNoAddress: '虚拟商品无需收货地址，请直接兑换',
    notEnoughStock: (stock: number) => `商品库存不足，当前库存 ${stock}`,
    notEnoughPoints: (points: number) => `个人积分不足，当前积分 ${points}`,
    /** Another account's order, or none at all: nothing about it is revealed. */
    orderNotFound: '订单不存在',
    /** Another account's address, or none at all. */
    addressNotFound: '收货地址不存在',
    tooManyAddresses: (max: number) => `收货地址最多 ${max} 个`,
    keyword: '商品名称',
    orderKeyword: '订单编号或商品名称',
    receiverName: '收货人（1-20 字）',
    region: '所在地区（省 市 区）',
    detailAddress: '详细地址（1-100 字）',
  },
  {
    goodsNotFound: 'No such goods',
    goodsOffShelf: 'These goods are off the shelf and cannot be redeemed',
    physicalNeedsAddress: 'Please choose a delivery address for physical goods',
    virtualNoAddress: 'Virtual goods need no delivery address, please redeem them directly',
    notEnoughStock: (stock) => `Not enough goods in stock, ${stock} left`,
    notEnoughPoints: (points) => `Not enough personal points, you have ${points}`,
    orderNotFound: 'No such order',
    addressNotFound: 'No such delivery address',
    tooManyAddresses: (max) => `At most ${max} delivery addresses`,
    keyword: 'Goods name',
    orderKeyword: 'Order no. or goods name',
    receiverName: 'Recipient (1–20 characters)',
    region: 'Region (province, city, district)',
    detailAddress: 'Street address (1–100 characters)',
  },
);

export const SHOP_DOCUMENT_NAMES = localized({ order: '兑换订单' }, { order: 'Redemption order' });

/** The refusal's wording of transitions, by the state they lead to (see DocumentKind.wording). */
export const SHOP_TRANSITION_VERBS = localized(
  { shipped: '发货', completed: '确认收货', cancelled: '取消' },
  { shipped: 'ship', completed: 'confirm receipt', cancelled: 'cancel' },
);

export const SHOP_EXPORT_LABELS = localized(
  { ordersFile: '积分商城兑换订单' },
  { ordersFile: 'Points shop redemption orders' },
);
