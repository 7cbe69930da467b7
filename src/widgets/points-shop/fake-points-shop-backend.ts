/**
 * An in-memory stand-in for the scoreShop/ and shopreceiveaddress/ calls for the stories (offline
 * Storybook) and browser tests, with the server's rules the views show: points and stock taken together,
 * once per requestId; 确认收货 only of a shipped order; one default address, the first being it; masked
 * mobiles in the address list; 2003 on a bad mobile. Not part of the widget's bundle.
 */
import type { Envelope, Page } from '../../contract/envelope';
import { maskPhone } from '../../contract/phone';
import type {
  AddScoreOrder,
  ExchangeGoods,
  ReceiveAddress,
  SaveReceiveAddress,
  ScoreGoodsDetail,
  ScoreOrderRow,
} from '../../contract/points-shop';
import { installFakeFetch, ok, type FakeFetch } from '../test-support/fake-fetch';

export const ALL_SHOP_CODES = ['center-shop-exchange', 'center-shop-order-export'];

type StoredGoods = Omit<ScoreGoodsDetail, 'myPoints'>;

const goods = (
  id: string,
  name: string,
  category: StoredGoods['category'],
  kind: StoredGoods['kind'],
  pointsPrice: number,
  stock: number,
): StoredGoods => ({
  id,
  name,
  category,
  kind,
  pointsPrice,
  stock,
  pictureUrl: null,
  description: `${name}：平台积分兑换商品。`,
  onShelf: true,
});

export const FAKE_GOODS: readonly StoredGoods[] = [
  goods('g-label', '托盘标签打印服务券', 'service', 'virtual', 120, 500),
  goods('g-forklift', '叉车保养券', 'service', 'virtual', 600, 80),
  goods('g-gloves', '劳保手套（12 双装）', 'protection', 'physical', 80, 300),
  goods('g-vest', '反光安全背心', 'protection', 'physical', 60, 150),
  goods('g-mat', '托盘防滑垫（10 片）', 'warehouse', 'physical', 150, 0),
  goods('g-jack', '手动液压搬运车', 'warehouse', 'physical', 2800, 5),
  goods('g-book', '仓库盘点记录本', 'office', 'physical', 30, 400),
];

const order = (
  id: string,
  state: ScoreOrderRow['state'],
  name: string,
  kind: ScoreOrderRow['kind'],
  quantity: number,
  price: number,
  createdAt: string,
): ScoreOrderRow => ({
  id,
  orderNo: `SC${createdAt.slice(0, 10).replaceAll('-', '')}-00000${id.slice(-1)}`,
  goodsId: 'g-any',
  goodsName: name,
  kind,
  quantity,
  pointsPrice: price,
  totalPoints: quantity * price,
  state,
  receiverName: kind === 'physical' ? '王芳' : null,
  receiverMobile: kind === 'physical' ? '138****0418' : null,
  region: kind === 'physical' ? '上海市 上海市 嘉定区' : null,
  detailAddress: kind === 'physical' ? '马陆镇宝安公路 2999 号' : null,
  createdAt,
  shippedAt: state === 'toShip' || kind === 'virtual' ? null : createdAt,
  completedAt: state === 'completed' ? createdAt : null,
  cancelledAt: null,
});

export interface FakeShopOptions {
  /** Permission codes of the session; all shop codes by default. */
  permissions?: readonly string[];
  /** My individual points (default 1000). */
  points?: number;
  /** Start without addresses. */
  noAddresses?: boolean;
  delayMs?: number;
}

export function installFakePointsShopBackend(options: FakeShopOptions = {}): FakeFetch {
  const permissions = options.permissions ?? ALL_SHOP_CODES;
  let points = options.points ?? 1000;
  const stock = new Map(FAKE_GOODS.map((row) => [row.id, row.stock]));
  const orders: ScoreOrderRow[] = [
    order('o-1', 'toShip', '反光安全背心', 'physical', 3, 60, '2026-11-23T02:00:00Z'),
    order('o-2', 'shipped', '托盘防滑垫（10 片）', 'physical', 1, 150, '2026-11-18T02:00:00Z'),
    order('o-3', 'completed', '托盘标签打印服务券', 'virtual', 1, 120, '2026-11-12T02:00:00Z'),
    order('o-4', 'completed', '劳保手套（12 双装）', 'physical', 2, 80, '2026-11-04T02:00:00Z'),
  ];
  const addresses: (ReceiveAddress & { createdAt: number })[] = options.noAddresses
    ? []
    : [
        {
          id: 'a-1',
          receiverName: '王芳',
          mobile: '13816620418',
          region: '上海市 上海市 嘉定区',
          detailAddress: '马陆镇宝安公路 2999 号',
          isDefault: true,
          updatedAt: '2026-10-01T02:00:00Z',
          createdAt: 1,
        },
        {
          id: 'a-2',
          receiverName: '陈强',
          mobile: '13917735206',
          region: '上海市 上海市 青浦区',
          detailAddress: '华新镇新府中路 1588 号',
          isDefault: false,
          updatedAt: '2026-10-02T02:00:00Z',
          createdAt: 2,
        },
      ];
  const byRequest = new Map<string, ScoreOrderRow>();
  let serial = 0;
  const refuse = (errmsg: string): Envelope => ({ errcode: -1, errmsg, data: null });
  const pageOf = <T>(rows: T[], pageNum: number, pageSize: number): Page<T> => ({
    list: rows.slice((pageNum - 1) * pageSize, pageNum * pageSize),
    total: rows.length,
    pageNum,
    pageSize,
    pages: Math.ceil(rows.length / pageSize),
  });
  const current = (row: StoredGoods) => ({ ...row, stock: stock.get(row.id) ?? 0 });
  const listed = ({ createdAt: _, ...address }: (typeof addresses)[number]) => address;
  const sortedAddresses = () =>
    [...addresses].sort((a, b) => Number(b.isDefault) - Number(a.isDefault) || b.createdAt - a.createdAt);
  const makeDefault = (id: string) => {
    for (const address of addresses) address.isDefault = address.id === id;
  };

  const place = (request: AddScoreOrder | ExchangeGoods): Envelope => {
    const earlier = byRequest.get(request.requestId);
    if (earlier) return ok(earlier);
    const found = FAKE_GOODS.find((row) => row.id === request.goodsId);
    if (!found) return refuse('商品不存在');
    const left = stock.get(found.id) ?? 0;
    if (left < request.quantity) return refuse(`商品库存不足，当前库存 ${left}`);
    const total = found.pointsPrice * request.quantity;
    if (points < total) return refuse(`个人积分不足，当前积分 ${points}`);
    const address = 'addressId' in request ? addresses.find((a) => a.id === request.addressId) : undefined;
    if ('addressId' in request && !address) return refuse('收货地址不存在');
    points -= total;
    stock.set(found.id, left - request.quantity);
    const created: ScoreOrderRow = {
      ...order(
        `o-new-${++serial}`,
        address ? 'toShip' : 'completed',
        found.name,
        found.kind,
        request.quantity,
        found.pointsPrice,
        '2026-11-24T03:00:00Z',
      ),
      receiverName: address?.receiverName ?? null,
      receiverMobile: address ? maskPhone(address.mobile) : null,
      region: address?.region ?? null,
      detailAddress: address?.detailAddress ?? null,
    };
    orders.unshift(created);
    byRequest.set(request.requestId, created);
    return ok(created);
  };

  return installFakeFetch(
    (call) => {
      const body = call.body;
      switch (call.path.replace(/^\/api\/api\//, '')) {
        case 'permission/loadMenuAndPermission':
          return ok({ menus: [], permissions });
        case 'scoreShop/getMyPoints':
          return ok({ points });
        case 'scoreShop/listScoreGoods': {
          const { pageNum, pageSize, keyword, category, kind, sort } = body as Record<string, string> & {
            pageNum: number;
            pageSize: number;
          };
          const rows = FAKE_GOODS.map(current)
            .filter((row) => !keyword || row.name.includes(keyword))
            .filter((row) => !category || row.category === category)
            .filter((row) => !kind || row.kind === kind)
            .sort((a, b) =>
              sort === 'pointsAsc'
                ? a.pointsPrice - b.pointsPrice
                : sort === 'pointsDesc'
                  ? b.pointsPrice - a.pointsPrice
                  : 0,
            )
            .map(({ description: _d, onShelf: _o, ...row }) => row);
          return ok(pageOf(rows, pageNum, pageSize));
        }
        case 'scoreShop/getScoreGoodsDetail': {
          const found = FAKE_GOODS.find((row) => row.id === body.id);
          return found ? ok({ ...current(found), myPoints: points }) : refuse('商品不存在');
        }
        case 'scoreShop/addScoreOrder':
          return place(body as unknown as AddScoreOrder);
        case 'scoreShop/exchangeGoods':
          return place(body as unknown as ExchangeGoods);
        case 'scoreShop/listScoreOrder': {
          const { pageNum, pageSize, state, keyword } = body as Record<string, string> & {
            pageNum: number;
            pageSize: number;
          };
          const rows = orders
            .filter((row) => !state || row.state === state)
            .filter((row) => !keyword || `${row.orderNo}${row.goodsName}`.includes(keyword));
          return ok(pageOf(rows, pageNum, pageSize));
        }
        case 'scoreShop/confirmReceiveOrder': {
          const found = orders.find((row) => row.id === body.id);
          if (!found) return refuse('订单不存在');
          if (found.state === 'toShip') return refuse('兑换订单当前为待发货，不能确认收货');
          Object.assign(found, { state: 'completed', completedAt: '2026-11-24T03:00:00Z' });
          return ok(found);
        }
        case 'scoreShop/cancelScoreOrder': {
          const found = orders.find((row) => row.id === body.id);
          if (!found) return refuse('订单不存在');
          if (found.state !== 'toShip' && found.state !== 'cancelled')
            return refuse(`兑换订单当前为${found.state === 'shipped' ? '已发货' : '已完成'}，不能取消`);
          if (found.state === 'toShip') {
            points += found.totalPoints;
            Object.assign(found, { state: 'cancelled', cancelledAt: '2026-11-24T03:00:00Z' });
          }
          return ok(found);
        }
        case 'shopreceiveaddress/list':
          return ok(sortedAddresses().map((row) => ({ ...listed(row), mobile: maskPhone(row.mobile) })));
        case 'shopreceiveaddress/detail': {
          const found = addresses.find((row) => row.id === body.id);
          return found ? ok(listed(found)) : refuse('收货地址不存在');
        }
        case 'shopreceiveaddress/setDefault': {
          const found = addresses.find((row) => row.id === body.id);
          if (!found) return refuse('收货地址不存在');
          makeDefault(found.id);
          return ok(listed(found));
        }
        case 'shopreceiveaddress/addOrEdit': {
          const input = body as unknown as SaveReceiveAddress;
          if (!/^1[3-9]\d{9}$/.test(input.mobile))
            return {
              errcode: 2003,
              errmsg: '手机号格式不正确',
              data: { fields: [{ field: 'mobile', message: '手机号格式不正确' }] },
            };
          const { id, isDefault, ...values } = input;
          const found = id ? addresses.find((row) => row.id === id) : undefined;
          if (id && !found) return refuse('收货地址不存在');
          const saved = found ?? {
            id: `a-new-${++serial}`,
            isDefault: false,
            createdAt: 100 + serial,
            updatedAt: '',
          };
          Object.assign(saved, values, { updatedAt: '2026-11-24T03:00:00Z' });
          if (!found) addresses.push(saved as (typeof addresses)[number]);
          if (isDefault || addresses.length === 1) makeDefault(saved.id);
          return ok(listed(saved as (typeof addresses)[number]));
        }
        case 'shopreceiveaddress/delete': {
          const index = addresses.findIndex((row) => row.id === body.id);
          if (index < 0) return refuse('收货地址不存在');
          const [gone] = addresses.splice(index, 1);
          const newest = [...addresses].sort((a, b) => b.createdAt - a.createdAt)[0];
          if (gone!.isDefault && newest) makeDefault(newest.id);
          return ok(null);
        }
        default:
          return undefined;
      }
    },
    { delayMs: options.delayMs },
  );
}
