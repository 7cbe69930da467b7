import { Type } from '@sinclair/typebox';
import { API } from '../../../src/contract/api-paths';
import {
  GOODS_CATEGORY_LABELS,
  GOODS_KIND_LABELS,
  GOODS_SORT_LABELS,
  MAX_ORDER_QUANTITY,
  MAX_RECEIVE_ADDRESSES,
  SCORE_ORDER_STATE_LABELS,
  SHOP_CODES,
} from '../../../src/contract/points-shop';
import { Fields } from '../../http/fields';
import { pageFields, registerPagedList } from '../../http/paged-list';
import { Strict, type ApiRouter } from '../../http/route';
import { NoData, OneOfKeys, PageOf } from '../../http/wire/schema';
import type { ApiModule } from '../index';
import { accountPoints } from '../points';
import { StockFields, dateRangeFields } from '../stock';
import { addressDetail, deleteAddress, listAddresses, saveAddress, setDefaultAddress } from './addresses';
import { ORDER_COLUMNS } from './export-columns';
import { allGoods, listScoreGoods, scoreGoodsDetail } from './goods';
import { SHOP_EXPORT_LABELS, SHOP_LABELS } from './labels';
import { pointsShop } from './migrations/0023-points-shop';
import { cancelScoreOrder, confirmReceiveOrder, listScoreOrders } from './orders';
import { placeOrder } from './place-order';
import { seedDemoPointsShop } from './seed';
import {
  MyShopPointsSchema,
  ReceiveAddressSchema,
  ScoreGoodsDetailSchema,
  ScoreGoodsRowSchema,
  ScoreOrderRowSchema,
  ShopGoodsOptionSchema,
} from './wire';

const opt = Type.Optional;
/** The enterprise center (role 5): every account shops with its own points. */
const session = { access: 'session', roles: [5] } as const;
const byId = Strict({ id: Fields.id() });
const quantity = () =>
  Type.Integer({
    minimum: 1,
    maximum: MAX_ORDER_QUANTITY,
    description: `兑换数量（1-${MAX_ORDER_QUANTITY}）`,
  });

/** scoreShop/: goods and the caller's points. */
function goodsRoutes(api: ApiRouter): void {
  api.post(
    API.scoreShop.listScoreGoods,
    {
      ...session,
      summary: '积分商城商品列表（上架商品，新品在前；关键字、分类、类型筛选，可按积分排序）',
      response: PageOf(ScoreGoodsRowSchema),
      body: Strict({
        ...pageFields(),
        keyword: opt(StockFields.text(50, SHOP_LABELS.keyword)),
        category: opt(OneOfKeys(GOODS_CATEGORY_LABELS)),
        kind: opt(OneOfKeys(GOODS_KIND_LABELS)),
        sort: opt(OneOfKeys(GOODS_SORT_LABELS)),
      }),
    },
    ({ deps, body }) => {
      const { pageNum, pageSize, ...filters } = body;
      return listScoreGoods(deps.db, filters, { pageNum, pageSize });
    },
  );
  api.post(
    API.scoreShop.getScoreGoodsDetail,
    { ...session, summary: '商品详情（含本人个人积分）', response: ScoreGoodsDetailSchema, body: byId },
    ({ deps, session, body }) => scoreGoodsDetail(deps.db, session, body.id),
  );
  api.post(
    API.scoreShop.getAllGoods,
    {
      ...session,
      summary: '全部上架商品（按名称，供选择）',
      response: Type.Array(ShopGoodsOptionSchema),
      body: Strict({}),
    },
    ({ deps }) => allGoods(deps.db),
  );
  api.post(
    API.scoreShop.getMyPoints,
    { ...session, summary: '本人在当前企业的个人积分', response: MyShopPointsSchema, body: Strict({}) },
    async ({ deps, session }) => ({
      points: await accountPoints(deps.db, session.companyId, session.accountId),
    }),
  );
}

/** scoreShop/: orders (exchanging spends the caller's individual points). */
function orderRoutes(api: ApiRouter): void {
  const requestId = () => StockFields.requestId();
  api.post(
    API.scoreShop.addScoreOrder,
    {
      ...session,
      summary:
        '实物商品下单：扣减个人积分与商品库存，收货地址复制到订单（待发货；同一 requestId 只下单一次）',
      response: ScoreOrderRowSchema,
      permission: SHOP_CODES.exchange,
      body: Strict({
        goodsId: Fields.id(),
        quantity: quantity(),
        addressId: Fields.id(),
        requestId: requestId(),
      }),
    },
    ({ deps, session, body }) => placeOrder(deps.db, session, deps.clock(), { ...body, kind: 'physical' }),
  );
  api.post(
    API.scoreShop.exchangeGoods,
    {
      ...session,
      summary: '虚拟商品兑换：扣减个人积分与商品库存，订单直接完成（同一 requestId 只兑换一次）',
      response: ScoreOrderRowSchema,
      permission: SHOP_CODES.exchange,
      body: Strict({ goodsId: Fields.id(), quantity: quantity(), requestId: requestId() }),
    },
    ({ deps, session, body }) => placeOrder(deps.db, session, deps.clock(), { ...body, kind: 'virtual' }),
  );
  registerPagedList(api, {
    path: API.scoreShop.listScoreOrder,
    summary: '我的兑换订单（新订单在前；状态、下单日期、订单编号或商品名称筛选）',
    row: ScoreOrderRowSchema,
    roles: session.roles,
    exportPermission: SHOP_CODES.orderExport,
    fileName: () => SHOP_EXPORT_LABELS.ordersFile,
    filters: {
      state: opt(OneOfKeys(SCORE_ORDER_STATE_LABELS)),
      ...dateRangeFields(),
      keyword: opt(StockFields.text(50, SHOP_LABELS.orderKeyword)),
    },
    columns: ORDER_COLUMNS,
    run: (deps, session, filters, paging) => listScoreOrders(deps.db, session, filters, paging),
  });
  api.post(
    API.scoreShop.confirmReceiveOrder,
    {
      ...session,
      summary: '确认收货（已发货 → 已完成；重复确认无变化）',
      response: ScoreOrderRowSchema,
      body: byId,
    },
    ({ deps, session, body }) => confirmReceiveOrder(deps.db, session, deps.clock(), body.id),
  );
  api.post(
    API.scoreShop.cancelScoreOrder,
    {
      ...session,
      summary: '取消订单（仅待发货；积分与库存在同一事务中退还；重复取消无变化）',
      response: ScoreOrderRowSchema,
      permission: SHOP_CODES.exchange,
      body: byId,
    },
    ({ deps, session, body }) => cancelScoreOrder(deps.db, session, deps.clock(), body.id),
  );
}

/** shopreceiveaddress/: the caller's own receive addresses (no code needed). */
function addressRoutes(api: ApiRouter): void {
  api.post(
    API.shopreceiveaddress.list,
    {
      ...session,
      summary: '我的收货地址（默认地址在前；手机号脱敏）',
      response: Type.Array(ReceiveAddressSchema),
      body: Strict({}),
    },
    ({ deps, session }) => listAddresses(deps.db, session.accountId),
  );
  api.post(
    API.shopreceiveaddress.detail,
    { ...session, summary: '收货地址详情', response: ReceiveAddressSchema, body: byId },
    ({ deps, session, body }) => addressDetail(deps.db, session.accountId, body.id),
  );
  api.post(
    API.shopreceiveaddress.setDefault,
    {
      ...session,
      summary: '设为默认收货地址（原默认地址同时取消）',
      response: ReceiveAddressSchema,
      body: byId,
    },
    ({ deps, session, body }) => setDefaultAddress(deps.db, session.accountId, deps.clock(), body.id),
  );
  api.post(
    API.shopreceiveaddress.addOrEdit,
    {
      ...session,
      summary: `新增或编辑收货地址（无 id 为新增，最多 ${MAX_RECEIVE_ADDRESSES} 个；第一个为默认地址）`,
      response: ReceiveAddressSchema,
      body: Strict({
        id: opt(Fields.id()),
        receiverName: Type.String({ minLength: 1, maxLength: 20, description: SHOP_LABELS.receiverName }),
        mobile: Fields.mobile(),
        region: Type.String({ minLength: 1, maxLength: 50, description: SHOP_LABELS.region }),
        detailAddress: Type.String({ minLength: 1, maxLength: 100, description: SHOP_LABELS.detailAddress }),
        isDefault: opt(Type.Boolean()),
      }),
    },
    ({ deps, session, body }) => saveAddress(deps.db, session.accountId, deps.clock(), body),
  );
  api.post(
    API.shopreceiveaddress.delete,
    {
      ...session,
      summary: '删除收货地址（删除默认地址时最新的一个成为默认）',
      response: NoData(),
      body: byId,
    },
    async ({ deps, session, body }) => {
      await deleteAddress(deps.db, session.accountId, deps.clock(), body.id);
      return null;
    },
  );
}

/** The points shop (积分商城): the model is the header of src/contract/points-shop.ts. */
export const pointsShopModule: ApiModule = {
  tag: 'scoreShop',
  migrations: { '0023-points-shop': pointsShop },
  seedDemo: seedDemoPointsShop,

  routes(api) {
    goodsRoutes(api);
    orderRoutes(api);
    addressRoutes(api);
  },
};
