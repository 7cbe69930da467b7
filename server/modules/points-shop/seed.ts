import type { GoodsCategory, GoodsKind } from '../../../src/contract/points-shop';
import type { DbOrTrx } from '../../db/schema';
import { newId } from '../../db/ids';
import { DEMO_COMPANIES } from '../../db/seed/demo-accounts';
import { claimSeedMarker, companyIdsByName } from '../../db/seed/seed-once';
import { inTransaction, transitionDocument } from '../ledger';
import { allotPoints, grantPoolPoints } from '../points';
import { saveAddress } from './addresses';
import { cancelScoreOrder } from './orders';
import { placeOrder } from './place-order';
import { shopOrderKind } from './states';
import { shopDb } from './tables';

const SEED_MARKER = 'seed.pointsShop';
const DEMO_BUYER = 'demo_center';
const DAY_MS = 86_400_000;
/** Points the platform grants 上海乐橙's pool (平台奖励) and what of them goes to demo_center to spend. */
const DEMO_GRANT_POINTS = 5000;
const DEMO_SHOP_POINTS = 3000;

interface DemoGoods {
  name: string;
  category: GoodsCategory;
  kind: GoodsKind;
  pointsPrice: number;
  stock: number;
  description: string;
  onShelf?: false;
}

/** The platform's goods (no pictures: the shop shows its placeholder), one off the shelf. */
const DEMO_GOODS: readonly DemoGoods[] = [
  {
    name: '托盘标签打印服务券',
    category: 'service',
    kind: 'virtual',
    pointsPrice: 120,
    stock: 500,
    description: '凭券免费打印托盘二维码标签 200 张，兑换后在平台下单时抵用，有效期 90 天。',
  },
  {
    name: '叉车保养券',
    category: 'service',
    kind: 'virtual',
    pointsPrice: 600,
    stock: 80,
    description: '合作服务商上门为一台叉车做一次常规保养（不含配件），兑换后凭券预约。',
  },
  {
    name: '托盘清洗服务券',
    category: 'service',
    kind: 'virtual',
    pointsPrice: 300,
    stock: 200,
    description: '平台仓库清洗 50 片塑料托盘一次，归还时出示即可。',
  },
  {
    name: '劳保手套（12 双装）',
    category: 'protection',
    kind: 'physical',
    pointsPrice: 80,
    stock: 300,
    description: '浸胶防滑劳保手套，适合搬运、装卸作业，均码，12 双一包。',
  },
  {
    name: '反光安全背心',
    category: 'protection',
    kind: 'physical',
    pointsPrice: 60,
    stock: 150,
    description: '高亮荧光反光背心，仓库与月台作业醒目防护，均码可调。',
  },
  {
    name: '防砸安全鞋',
    category: 'protection',
    kind: 'physical',
    pointsPrice: 450,
    stock: 40,
    description: '钢包头防砸防刺穿安全鞋，兑换后客服联系确认鞋码。',
  },
  {
    name: '托盘防滑垫（10 片）',
    category: 'warehouse',
    kind: 'physical',
    pointsPrice: 150,
    stock: 120,
    description: '橡胶防滑垫，铺在托盘面上防止货物滑移，1200×1000 托盘适用。',
  },
  {
    name: '缠绕膜（4 卷）',
    category: 'warehouse',
    kind: 'physical',
    pointsPrice: 200,
    stock: 90,
    description: '50cm 宽 PE 缠绕膜，整托包装固定用，4 卷一箱。',
  },
  {
    name: '手动液压搬运车',
    category: 'warehouse',
    kind: 'physical',
    pointsPrice: 2800,
    stock: 5,
    description: '2.5 吨手动液压搬运车（地牛），适用于川字、田字托盘。',
  },
  {
    name: '仓库盘点记录本',
    category: 'office',
    kind: 'physical',
    pointsPrice: 30,
    stock: 400,
    description: 'A5 盘点记录本，含托盘进出库登记表格，5 本一套。',
  },
  {
    name: '托盘租赁满减券（旧版）',
    category: 'service',
    kind: 'virtual',
    pointsPrice: 500,
    stock: 0,
    description: '已停止兑换。',
    onShelf: false,
  },
];

const DEMO_ADDRESSES = [
  {
    receiverName: '王芳',
    mobile: '13816620418',
    region: '上海市 上海市 嘉定区',
    detailAddress: '马陆镇宝安公路 2999 号乐橙食品 3 号仓',
    isDefault: true,
  },
  {
    receiverName: '陈强',
    mobile: '13917735206',
    region: '上海市 上海市 青浦区',
    detailAddress: '华新镇新府中路 1588 号 A 区月台',
  },
] as const;

/**
 * The shop's goods, and for demo_center (上海乐橙): individual points (the platform grants the pool 5000
 * and 3000 of them are allotted to demo_center), two receive
 * addresses and orders in every state (待发货, 已发货 — shipped as the platform would —, 已完成 received,
 * a virtual voucher, 已取消). Runs after the points seed. Once per database.
 */
export async function seedDemoPointsShop(db: DbOrTrx, now: number): Promise<void> {
  if (!(await claimSeedMarker(db, SEED_MARKER, now))) return;
  const goodsIds = new Map<string, string>();
  for (const [index, goods] of DEMO_GOODS.entries()) {
    const id = newId();
    goodsIds.set(goods.name, id);
    // Older goods first, so the list's newest-first order is the table's.
    const at = now - (DEMO_GOODS.length - index) * DAY_MS;
    await shopDb(db)
      .insertInto('shop_goods')
      .values({
        id,
        name: goods.name,
        category: goods.category,
        kind: goods.kind,
        points_price: goods.pointsPrice,
        stock: goods.stock,
        description: goods.description,
        picture_url: null,
        on_shelf: goods.onShelf === false ? 0 : 1,
        created_at: at,
        updated_at: at,
      })
      .execute();
  }
  const leCheng = (await companyIdsByName(db)).get(DEMO_COMPANIES.leCheng);
  const buyer = await db
    .selectFrom('accounts')
    .select('id')
    .where('user_account', '=', DEMO_BUYER)
    .executeTakeFirst();
  if (!leCheng || !buyer) return;
  const operator = { companyId: leCheng, accountId: buyer.id };
  await grantPoolPoints(db, leCheng, DEMO_GRANT_POINTS, now);
  await allotPoints(db, operator, now, {
    accountId: buyer.id,
    points: DEMO_SHOP_POINTS,
    requestId: 'seed:shop',
  });
  const addresses = [];
  for (const [index, address] of DEMO_ADDRESSES.entries())
    addresses.push(await saveAddress(db, buyer.id, now - (30 - index) * DAY_MS, address));
  const order = (daysAgo: number, name: string, quantity: number, addressId?: string) => {
    const goodsId = goodsIds.get(name)!;
    const common = { goodsId, quantity, requestId: `seed:shop:${daysAgo}` };
    const at = now - daysAgo * DAY_MS;
    return placeOrder(
      db,
      operator,
      at,
      addressId ? { ...common, addressId, kind: 'physical' } : { ...common, kind: 'virtual' },
    );
  };
  const home = addresses[0]!.id;
  const move = (id: string, from: 'toShip' | 'shipped', to: 'shipped' | 'completed', at: number) =>
    inTransaction(db, (trx) =>
      transitionDocument(trx, {
        ...shopOrderKind,
        id,
        from,
        to,
        now: at,
        set: to === 'shipped' ? { shipped_at: at } : { completed_at: at },
      }),
    );
  // 已完成: ordered 20 days ago, shipped two days later, received four days after.
  const received = await order(20, '劳保手套（12 双装）', 2, home);
  await move(received.id, 'toShip', 'shipped', now - 18 * DAY_MS);
  await move(received.id, 'shipped', 'completed', now - 14 * DAY_MS);
  await order(12, '托盘标签打印服务券', 1);
  // 已发货, waiting for 确认收货.
  const shipped = await order(6, '托盘防滑垫（10 片）', 1, addresses[1]!.id);
  await move(shipped.id, 'toShip', 'shipped', now - 4 * DAY_MS);
  // 已取消 the day after: points and stock given back.
  const cancelled = await order(9, '仓库盘点记录本', 2, home);
  await cancelScoreOrder(db, operator, now - 8 * DAY_MS, cancelled.id);
  // 待发货.
  await order(1, '反光安全背心', 3, home);
}
