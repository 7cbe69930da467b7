import { Type } from '@sinclair/typebox';
import {
  GOODS_CATEGORY_LABELS,
  GOODS_KIND_LABELS,
  SCORE_ORDER_STATE_LABELS,
  type MyShopPoints,
  type ReceiveAddress,
  type ScoreGoodsDetail,
  type ScoreGoodsRow,
  type ScoreOrderRow,
  type ShopGoodsOption,
} from '../../../src/contract/points-shop';
import { Instant, Int, Nullable, OneOfKeys, wire } from '../../http/wire/schema';

/** Response schemas of src/contract/points-shop.ts. */

const goodsFields = {
  id: Type.String(),
  name: Type.String({ description: '商品名称' }),
  category: OneOfKeys(GOODS_CATEGORY_LABELS),
  kind: OneOfKeys(GOODS_KIND_LABELS),
  pointsPrice: Int(),
  stock: Int(),
  pictureUrl: Nullable(Type.String({ description: '商品图片；null：无图片（显示占位图）' })),
};

export const ScoreGoodsRowSchema = wire<ScoreGoodsRow>()(Type.Object(goodsFields));

export const ScoreGoodsDetailSchema = wire<ScoreGoodsDetail>()(
  Type.Object({
    ...goodsFields,
    description: Type.String(),
    onShelf: Type.Boolean(),
    myPoints: Int(),
  }),
);

export const ShopGoodsOptionSchema = wire<ShopGoodsOption>()(
  Type.Object({
    id: Type.String(),
    name: Type.String(),
    kind: OneOfKeys(GOODS_KIND_LABELS),
    pointsPrice: Int(),
    stock: Int(),
  }),
);

export const MyShopPointsSchema = wire<MyShopPoints>()(Type.Object({ points: Int() }));

export const ScoreOrderRowSchema = wire<ScoreOrderRow>()(
  Type.Object({
    id: Type.String(),
    orderNo: Type.String({ description: '订单编号' }),
    goodsId: Type.String(),
    goodsName: Type.String(),
    kind: OneOfKeys(GOODS_KIND_LABELS),
    quantity: Int(),
    pointsPrice: Int(),
    totalPoints: Int(),
    state: OneOfKeys(SCORE_ORDER_STATE_LABELS),
    receiverName: Nullable(Type.String()),
    receiverMobile: Nullable(Type.String({ description: '收货人手机号（脱敏）' })),
    region: Nullable(Type.String()),
    detailAddress: Nullable(Type.String()),
    createdAt: Instant(),
    shippedAt: Nullable(Instant()),
    completedAt: Nullable(Instant()),
    cancelledAt: Nullable(Instant()),
  }),
);

export const ReceiveAddressSchema = wire<ReceiveAddress>()(
  Type.Object({
    id: Type.String(),
    receiverName: Type.String(),
    mobile: Type.String({ description: '手机号（列表中脱敏，详情中完整）' }),
    region: Type.String(),
    detailAddress: Type.String(),
    isDefault: Type.Boolean(),
    updatedAt: Instant(),
  }),
);
