import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../../../src/contract/api-paths';
import type { Page, ValidationFailure } from '../../../src/contract/envelope';
import { Errcode } from '../../../src/contract/errcodes';
import { PAGES } from '../../../src/contract/pages';
import type { MenuAndPermission } from '../../../src/contract/platform';
import type { PointsChangeRow } from '../../../src/contract/points';
import type {
  MyShopPoints,
  ReceiveAddress,
  ScoreGoodsDetail,
  ScoreGoodsRow,
  ScoreOrderRow,
  ShopGoodsOption,
} from '../../../src/contract/points-shop';
import { TEST_DIALECTS, startTestServer, type TestServer } from '../../testing/test-server';
import { loginCenterSupervisor } from '../../testing/center-supervisor';
import { revokeSupervisorCodes } from '../../testing/revoke-codes';

const S = API.scoreShop;
const A = API.shopreceiveaddress;
const PAGE = { pageNum: 1, pageSize: 100 };
const hex = () => crypto.randomUUID().replaceAll('-', '');

describe.each(TEST_DIALECTS)('points shop through HTTP on %s', (dialect) => {
  let server: TestServer;
  let center: string;
  /** demo_pallet (乐橙's 业务主管) moved to the enterprise center: a second buyer of the company. */
  let other: string;
  let goods: ShopGoodsOption[];

  const post = async <T>(path: string, body: unknown, token = center) =>
    (await server.post<T>(path, body, token)).body;
  const data = async <T>(path: string, body: unknown, token = center) => {
    const answer = await post<T>(path, body, token);
    expect(answer, JSON.stringify(answer)).toMatchObject({ errcode: 0 });
    return answer.data;
  };
  const myPoints = async (token = center) => (await data<MyShopPoints>(S.getMyPoints, {}, token)).points;
  const goodsNamed = (name: string) => goods.find((row) => row.name.startsWith(name))!;
  const stockOf = async (id: string) => (await data<ScoreGoodsDetail>(S.getScoreGoodsDetail, { id })).stock;
  const orders = async (filters: object = {}, token = center) =>
    data<Page<ScoreOrderRow>>(S.listScoreOrder, { ...PAGE, ...filters }, token);
  const exchange = (goodsId: string, quantity = 1, token = center, requestId = hex()) =>
    post<ScoreOrderRow>(S.exchangeGoods, { goodsId, quantity, requestId }, token);
  const setPoints = async (userAccount: string, points: number) => {
    await sql`update points_accounts set points = ${points} where account_id =
      (select id from accounts where user_account = ${userAccount})`.execute(server.db);
  };
  const setStock = async (id: string, stock: number) => {
    await sql`update shop_goods set stock = ${stock} where id = ${id}`.execute(server.db);
  };

  beforeAll(async () => {
    server = await startTestServer({ dialect });
    await sql`update memberships set role = 5 where account_id =
      (select id from accounts where user_account = 'demo_pallet')`.execute(server.db);
    center = await server.login('demo_center');
    other = await server.login('demo_pallet');
    goods = await data<ShopGoodsOption[]>(S.getAllGoods, {});
  });
  afterAll(() => server.close());

  it('puts the shop in the enterprise center’s menu, beside 账户管理, and its codes in the session', async () => {
    const { menus, permissions } = await data<MenuAndPermission>(API.permission.loadMenuAndPermission, {
      applicationId: 'portal',
      type: 5,
      permissionCode: '',
    });
    const names = menus.map((group) => group.name);
    expect(names.indexOf('积分商城')).toBe(names.indexOf('账户管理') + 1);
    expect(menus.find((group) => group.name === '积分商城')!.children.map((page) => page.path)).toEqual([
      PAGES.centerShop.goods,
      PAGES.centerShop.orders,
      PAGES.centerShop.address,
    ]);
    expect(permissions).toEqual(expect.arrayContaining(['center-shop-exchange', 'center-shop-order-export']));
  });

  it('lists on-shelf goods by keyword, category and kind, sorted by points; detail shows my points', async () => {
    expect(goods.length).toBe(10);
    const list = async (filters: object) =>
      (await data<Page<ScoreGoodsRow>>(S.listScoreGoods, { ...PAGE, ...filters })).list;
    const all = await list({});
    expect(all.map((row) => row.id).sort()).toEqual(goods.map((row) => row.id).sort());
    expect(all.every((row) => row.pictureUrl === null)).toBe(true);
    expect((await list({ keyword: '手套' })).map((row) => row.name)).toEqual(['劳保手套（12 双装）']);
    const services = await list({ category: 'service' });
    expect(services.map((row) => row.name).sort()).toEqual([
      '叉车保养券',
      '托盘标签打印服务券',
      '托盘清洗服务券',
    ]);
    expect((await list({ kind: 'virtual' })).every((row) => row.kind === 'virtual')).toBe(true);
    const ascending = (await list({ sort: 'pointsAsc' })).map((row) => row.pointsPrice);
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    const descending = (await list({ sort: 'pointsDesc' })).map((row) => row.pointsPrice);
    expect(descending).toEqual([...ascending].reverse());
    const paged = await data<Page<ScoreGoodsRow>>(S.listScoreGoods, { pageNum: 2, pageSize: 4 });
    expect(paged).toMatchObject({ total: 10, pages: 3 });
    expect(paged.list).toHaveLength(4);

    const detail = await data<ScoreGoodsDetail>(S.getScoreGoodsDetail, { id: goodsNamed('叉车保养券').id });
    expect(detail).toMatchObject({
      name: '叉车保养券',
      kind: 'virtual',
      onShelf: true,
      myPoints: await myPoints(),
    });
    expect(detail.description.length).toBeGreaterThan(0);
    expect(await post(S.getScoreGoodsDetail, { id: 'nope' })).toMatchObject({
      errcode: Errcode.BUSINESS_FAILURE,
      errmsg: '商品不存在',
    });
  });

  it('shows demo_center points to spend and demo orders in every state', async () => {
    expect(await myPoints()).toBeGreaterThan(500);
    const page = await orders();
    expect(page.list.map((row) => row.state).sort()).toEqual([
      'cancelled',
      'completed',
      'completed',
      'shipped',
      'toShip',
    ]);
    const shipped = page.list.find((row) => row.state === 'shipped')!;
    expect(shipped.receiverMobile).toBe('139****5206');
    expect(shipped.shippedAt).not.toBeNull();
    expect((await orders({ state: 'toShip' })).list.map((row) => row.goodsName)).toEqual(['反光安全背心']);
    // Ordered within the last week (Asia/Shanghai days): the shipped one (6 days ago) and the new one; up to
    // 8 days ago, the other three (9 days ago and more). The demo was seeded when the worker started: the
    // day between the two bounds keeps the counts right when a Shanghai midnight passed since.
    const shanghaiDaysAgo = (days: number) =>
      new Date(Date.now() + 8 * 3_600_000 - days * 86_400_000).toISOString().slice(0, 10);
    const recent = await orders({ dateStart: shanghaiDaysAgo(7) });
    expect(recent.list.map((row) => row.state)).toEqual(['toShip', 'shipped']);
    expect((await orders({ dateEnd: shanghaiDaysAgo(8) })).total).toBe(3);
    expect((await orders({ keyword: '服务券' })).list.map((row) => row.goodsName)).toEqual([
      '托盘标签打印服务券',
    ]);
    expect((await orders({}, other)).total).toBe(0);
  });

  it('exchanges virtual goods once per request id: points, stock and change record move together', async () => {
    const voucher = goodsNamed('托盘清洗服务券');
    const [points, stock] = [await myPoints(), await stockOf(voucher.id)];
    const requestId = hex();
    const first = await exchange(voucher.id, 2, center, requestId);
    expect(first.errcode).toBe(0);
    expect(first.data).toMatchObject({
      state: 'completed',
      quantity: 2,
      totalPoints: 600,
      receiverName: null,
    });
    expect(first.data.completedAt).not.toBeNull();
    const again = await exchange(voucher.id, 2, center, requestId);
    expect(again.data.orderNo).toBe(first.data.orderNo);
    expect(await myPoints()).toBe(points - 600);
    expect(await stockOf(voucher.id)).toBe(stock - 2);
    const record = await data<Page<PointsChangeRow>>(API.customer.getCustomerIntegrationChangeRecord, {
      ...PAGE,
      target: 'account',
    });
    const rows = record.list.filter((row) => row.sourceNo === first.data.orderNo);
    expect(rows).toEqual([
      expect.objectContaining({ source: 'shop', delta: -600, before: points, after: points - 600 }),
    ]);
  });

  it('orders physical goods to one of my addresses (copied in), refuses the wrong kind, off-shelf goods and others’ addresses', async () => {
    const [address] = await data<ReceiveAddress[]>(A.list, {});
    const gloves = goodsNamed('劳保手套');
    const order = (body: object, token = center) =>
      post<ScoreOrderRow>(
        S.addScoreOrder,
        { goodsId: gloves.id, quantity: 1, addressId: address!.id, requestId: hex(), ...body },
        token,
      );
    const placed = await order({ quantity: 2 });
    expect(placed.data).toMatchObject({
      state: 'toShip',
      totalPoints: 160,
      receiverName: address!.receiverName,
    });
    await data(A.addOrEdit, {
      id: address!.id,
      receiverName: '改名',
      mobile: '13800000000',
      region: address!.region,
      detailAddress: '别处',
    });
    const kept = (await orders()).list.find((row) => row.id === placed.data.id)!;
    expect(kept).toMatchObject({
      receiverName: address!.receiverName,
      detailAddress: address!.detailAddress,
    });

    const refused = async (answer: Promise<{ errcode: number; errmsg: string }>, errmsg: string) =>
      expect(await answer).toMatchObject({ errcode: Errcode.BUSINESS_FAILURE, errmsg });
    await refused(order({ goodsId: goodsNamed('叉车保养券').id }), '虚拟商品无需收货地址，请直接兑换');
    await refused(exchange(gloves.id), '实物商品请选择收货地址下单');
    await refused(order({}, other), '收货地址不存在');
    const offShelf = await sql<{ id: string }>`select id from shop_goods where on_shelf = 0`.execute(
      server.db,
    );
    await refused(exchange(offShelf.rows[0]!.id), '商品已下架，不能兑换');
    await refused(order({ goodsId: 'nope' }), '商品不存在');
  });

  it('confirms receipt of a shipped order only, once, and only the buyer’s own', async () => {
    const list = (await orders()).list;
    const toShip = list.find((row) => row.state === 'toShip')!;
    const shipped = list.find((row) => row.state === 'shipped')!;
    expect(await post(S.confirmReceiveOrder, { id: toShip.id })).toMatchObject({
      errcode: Errcode.BUSINESS_FAILURE,
      errmsg: expect.stringContaining('待发货'),
    });
    expect(await post(S.confirmReceiveOrder, { id: shipped.id }, other)).toMatchObject({
      errcode: Errcode.BUSINESS_FAILURE,
      errmsg: '订单不存在',
    });
    const done = await data<ScoreOrderRow>(S.confirmReceiveOrder, { id: shipped.id });
    expect(done.state).toBe('completed');
    expect(done.completedAt).not.toBeNull();
    expect((await data<ScoreOrderRow>(S.confirmReceiveOrder, { id: shipped.id })).completedAt).toBe(
      done.completedAt,
    );
  });

  it('cancels an order before shipping: points and stock back once, however many cancels race', async () => {
    const [address] = await data<ReceiveAddress[]>(A.list, {});
    const vest = goodsNamed('反光安全背心');
    const [points, stock] = [await myPoints(), await stockOf(vest.id)];
    const placed = await data<ScoreOrderRow>(S.addScoreOrder, {
      goodsId: vest.id,
      quantity: 2,
      addressId: address!.id,
      requestId: hex(),
    });
    expect(await myPoints()).toBe(points - 120);
    expect(await post(S.cancelScoreOrder, { id: placed.id }, other)).toMatchObject({ errmsg: '订单不存在' });
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => post<ScoreOrderRow>(S.cancelScoreOrder, { id: placed.id })),
    );
    expect(answers.every((answer) => answer.errcode === 0 && answer.data.state === 'cancelled')).toBe(true);
    expect(answers[0]!.data.cancelledAt).not.toBeNull();
    expect(await myPoints()).toBe(points);
    expect(await stockOf(vest.id)).toBe(stock);
    const record = await data<Page<PointsChangeRow>>(API.customer.getCustomerIntegrationChangeRecord, {
      ...PAGE,
      target: 'account',
    });
    expect(
      record.list
        .filter((row) => row.sourceNo === placed.orderNo)
        .map((row) => [row.source, row.delta])
        .sort(),
    ).toEqual([
      ['shop', -120],
      ['shopRefund', 120],
    ]);
    const shipped = (await orders({ state: 'completed' })).list[0]!;
    expect(await post(S.cancelScoreOrder, { id: shipped.id })).toMatchObject({
      errcode: Errcode.BUSINESS_FAILURE,
      errmsg: expect.stringContaining('已完成'),
    });
  });

  it('lets exactly 3 of 20 racing exchanges through against points for 3: balance 0, stock and change record right', async () => {
    const voucher = goodsNamed('托盘标签打印服务券');
    await setPoints('demo_pallet', 3 * voucher.pointsPrice);
    const stock = await stockOf(voucher.id);
    const answers = await Promise.all(Array.from({ length: 20 }, () => exchange(voucher.id, 1, other)));
    const passed = answers.filter((answer) => answer.errcode === 0);
    expect(passed).toHaveLength(3);
    for (const answer of answers.filter((a) => a.errcode !== 0))
      expect(answer).toMatchObject({
        errcode: Errcode.BUSINESS_FAILURE,
        errmsg: expect.stringMatching(/^个人积分不足/),
      });
    expect(await myPoints(other)).toBe(0);
    expect(await stockOf(voucher.id)).toBe(stock - 3);
    expect((await orders({}, other)).total).toBe(3);
    const record = await data<Page<PointsChangeRow>>(API.customer.getCustomerIntegrationChangeRecord, {
      ...PAGE,
      target: 'account',
    });
    const spent = record.list
      .filter((row) => row.source === 'shop' && passed.some((a) => a.data.orderNo === row.sourceNo))
      .map((row) => [row.before, row.after])
      .sort((a, b) => b[0]! - a[0]!);
    const p = voucher.pointsPrice;
    expect(spent).toEqual([
      [3 * p, 2 * p],
      [2 * p, p],
      [p, 0],
    ]);
  });

  it('never takes stock below zero under racing orders', async () => {
    const pads = goodsNamed('托盘防滑垫');
    await setStock(pads.id, 2);
    await setPoints('demo_pallet', 100 * pads.pointsPrice);
    const address = await data<ReceiveAddress>(
      A.addOrEdit,
      {
        receiverName: '李娜',
        mobile: '13700001111',
        region: '上海市 上海市 闵行区',
        detailAddress: '一号仓',
      },
      other,
    );
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        post(
          S.addScoreOrder,
          { goodsId: pads.id, quantity: 1, addressId: address.id, requestId: hex() },
          other,
        ),
      ),
    );
    expect(answers.filter((answer) => answer.errcode === 0)).toHaveLength(2);
    expect(answers.filter((answer) => answer.errmsg === '商品库存不足，当前库存 0')).toHaveLength(8);
    expect(await stockOf(pads.id)).toBe(0);
    expect(await myPoints(other)).toBe(98 * pads.pointsPrice);
  });

  it('keeps exactly one default address: first one, set default, deleting the default promotes the newest', async () => {
    const token = other;
    const list = () => data<ReceiveAddress[]>(A.list, {}, token);
    const add = (receiverName: string, isDefault?: boolean) =>
      data<ReceiveAddress>(
        A.addOrEdit,
        {
          receiverName,
          mobile: '13912345678',
          region: '江苏省 苏州市 昆山市',
          detailAddress: '前进路 1 号',
          ...(isDefault ? { isDefault } : {}),
        },
        token,
      );
    for (const row of await list()) await data(A.delete, { id: row.id }, token);
    const first = await add('甲');
    expect(first).toMatchObject({ isDefault: true, mobile: '13912345678' });
    const second = await add('乙');
    const third = await add('丙', true);
    const defaults = async () => (await list()).filter((row) => row.isDefault).map((row) => row.receiverName);
    expect(await defaults()).toEqual(['丙']);
    expect((await list())[0]!.mobile).toBe('139****5678');
    await data(A.setDefault, { id: second.id }, token);
    expect(await defaults()).toEqual(['乙']);
    expect((await data<ReceiveAddress>(A.detail, { id: second.id }, token)).mobile).toBe('13912345678');
    await data(A.delete, { id: second.id }, token);
    expect(await defaults()).toEqual(['丙']);
    await data(A.delete, { id: third.id }, token);
    await data(A.delete, { id: first.id }, token);
    expect(await list()).toEqual([]);
  });

  it('allows 20 addresses at most and hides another account’s address', async () => {
    const token = other;
    const save = (id?: string) =>
      post<ReceiveAddress>(
        A.addOrEdit,
        {
          ...(id ? { id } : {}),
          receiverName: '测试',
          mobile: '13912345678',
          region: '上海市 上海市 浦东新区',
          detailAddress: '一号',
        },
        token,
      );
    const existing = (await data<ReceiveAddress[]>(A.list, {}, token)).length;
    for (let i = existing; i < 20; i += 1) expect((await save()).errcode).toBe(0);
    expect(await save()).toMatchObject({ errcode: Errcode.BUSINESS_FAILURE, errmsg: '收货地址最多 20 个' });
    const [mine] = await data<ReceiveAddress[]>(A.list, {}, center);
    for (const path of [A.detail, A.setDefault, A.delete])
      expect(await post(path, { id: mine!.id }, token)).toMatchObject({ errmsg: '收货地址不存在' });
    expect(await save(mine!.id)).toMatchObject({ errmsg: '收货地址不存在' });
  });

  it('answers 2003 naming bad fields, and 4030 without the exchange or export code', async () => {
    const fields = async (path: string, body: object) => {
      const answer = await post(path, body);
      expect(answer.errcode).toBe(Errcode.VALIDATION_FAILED);
      return (answer.data as unknown as ValidationFailure).fields.map((f) => f.field).sort();
    };
    expect(await fields(S.addScoreOrder, { goodsId: '', quantity: 0, addressId: 1, requestId: 'x' })).toEqual(
      ['addressId', 'goodsId', 'quantity', 'requestId'],
    );
    expect(await fields(S.exchangeGoods, { goodsId: 'a', quantity: 100, requestId: hex() })).toEqual([
      'quantity',
    ]);
    expect(
      await fields(A.addOrEdit, {
        receiverName: '',
        mobile: '12345',
        region: '',
        detailAddress: 'x'.repeat(101),
      }),
    ).toEqual(['detailAddress', 'mobile', 'receiverName', 'region']);
    expect(await fields(S.listScoreOrder, { ...PAGE, state: 'lost', dateStart: '2026/01/01' })).toEqual([
      'dateStart',
      'state',
    ]);
    expect(await fields(S.listScoreGoods, { ...PAGE, sort: 'name', category: 'food' })).toEqual([
      'category',
      'sort',
    ]);
    expect(await fields(S.confirmReceiveOrder, {})).toEqual(['id']);

    const csv = await fetch(`${server.baseUrl}${S.listScoreOrder}Export?format=csv&token=${center}`);
    const lines = (await csv.text()).trim().split(/\r?\n/);
    expect(lines[0]).toContain('消耗积分');
    expect(lines).toHaveLength((await orders()).total + 1);

    // The administrator holds every code: the refusals are a 业务主管 sub-account's.
    const supervisor = await loginCenterSupervisor(server);
    await revokeSupervisorCodes(server.db, ['center-shop-exchange', 'center-shop-order-export']);
    expect((await exchange(goodsNamed('叉车保养券').id, 1, supervisor)).errcode).toBe(Errcode.NO_PERMISSION);
    const refused = await fetch(`${server.baseUrl}${S.listScoreOrder}Export?format=csv&token=${supervisor}`);
    expect(((await refused.json()) as { errcode: number }).errcode).toBe(Errcode.NO_PERMISSION);
    expect((await post(S.listScoreOrder, PAGE, supervisor)).errcode).toBe(0);
    expect((await post(A.list, {}, supervisor)).errcode).toBe(0);
  });
});
