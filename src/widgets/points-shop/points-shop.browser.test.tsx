import {
  buttonNamed,
  buttonsNamed,
  choose,
  clickButton,
  confirmDialogOf,
  controlLabelled,
  dataRows,
  dialogOf,
  exportMenuButtons,
  fieldError,
  mountTag,
  rowWith,
  tabNamed,
  typeInto,
} from '../test-support/shadow-dom';
import { assert, assertDeepEqual, assertEqual, waitFor } from '../../ui/test-support/assert';
import { fakeBackendPerTest, recordNavigations, recordToasts } from '../test-support/browser-session';
import { describe, it } from '../../ui/test-support/browser-test';
import { PAGES } from '../../contract/pages';
import { installFakePointsShopBackend, type FakeShopOptions } from './fake-points-shop-backend';
import { addressLabels, orderLabels, shopLabels as text } from './labels';
import './index';

const fake = fakeBackendPerTest(
  (options?: FakeShopOptions) => installFakePointsShopBackend(options),
  'points-shop-token',
);
const { start, lastBody } = fake;
const toasts = recordToasts();
const navigations = recordNavigations();

const cards = (root: ShadowRoot) => [...root.querySelectorAll<HTMLElement>('li[aria-label]')];
const cardNamed = (root: ShadowRoot, name: string) =>
  cards(root).find((card) => card.getAttribute('aria-label') === name);

async function goodsPage(options?: FakeShopOptions) {
  start(options);
  const root = mountTag('yp-points-shop', 'view="goods"');
  await waitFor(() => cards(root).length === 7, 'the goods');
  return root;
}

describe('<yp-points-shop view="goods">', () => {
  it('shows my points and the goods as cards, a placeholder for a missing picture, 已兑完 at no stock', async () => {
    const root = await goodsPage();
    await waitFor(() => root.textContent?.includes(`${text.myPoints}1000`), 'my points');
    const label = cardNamed(root, '托盘标签打印服务券')!;
    assert(label.textContent?.includes(text.points(120)), 'points price');
    assert(label.querySelector(`[aria-label="${text.noPicture}"]`), 'neutral placeholder');
    assert(cardNamed(root, '托盘防滑垫（10 片）')?.textContent?.includes(text.soldOut), 'sold out');
  });

  it('filters by category and sorts by points, then opens a goods’ detail', async () => {
    const root = await goodsPage();
    await choose(root, text.category, '服务券');
    await choose(root, text.sort, '积分从高到低');
    clickButton(root, '查询');
    await waitFor(() => cards(root).length === 2, 'two vouchers');
    assertDeepEqual(
      cards(root).map((card) => card.getAttribute('aria-label')),
      ['叉车保养券', '托盘标签打印服务券'],
      'most points first',
    );
    assertDeepEqual(
      lastBody('listScoreGoods'),
      { pageNum: 1, pageSize: 12, category: 'service', sort: 'pointsDesc' },
      'the request',
    );
    clickButton(root, `${text.view} 叉车保养券`);
    assertDeepEqual(
      navigations.at(-1),
      { path: PAGES.centerShop.goodsDetail, query: { id: 'g-forklift' } },
      'detail page',
    );
  });
});

async function detailPage(goodsId: string, options?: FakeShopOptions) {
  start(options);
  const root = mountTag('yp-points-shop', `view="goodsDetail" goods-id="${goodsId}"`);
  await waitFor(() => root.querySelector('h2'), 'the goods');
  return root;
}

describe('<yp-points-shop view="goodsDetail">', () => {
  it('exchanges virtual goods after a dialog stating the points spent and left, with a request id', async () => {
    const root = await detailPage('g-label');
    await buttonNamed(root, text.exchange);
    clickButton(root, text.increase);
    await waitFor(() => controlLabelled(root, text.quantity)?.value === '2', 'quantity 2');
    clickButton(root, text.exchange);
    const dialog = await dialogOf(root);
    assert(dialog.textContent?.includes(text.exchangeSummary('托盘标签打印服务券', 2, 240)), 'points spent');
    assert(dialog.textContent?.includes(text.remaining(760)), 'points left');
    clickButton(dialog, text.confirmExchange);
    await waitFor(() => !root.querySelector('[role="dialog"]'), 'dialog closed');
    const body = lastBody('exchangeGoods')!;
    assertEqual(body.quantity, 2, 'quantity');
    assertEqual(body.goodsId, 'g-label', 'goods');
    assert(/^[0-9a-f]{32}$/.test(String(body.requestId)), 'a request id');
    assert(
      toasts.some((toast) => toast.startsWith('兑换成功')),
      'toast with the order number',
    );
    await waitFor(() => root.textContent?.includes(text.points(760)), 'my points reloaded');
  });

  it('orders physical goods to the default address or another one picked', async () => {
    const root = await detailPage('g-gloves');
    (await buttonNamed(root, text.exchange)).click();
    const dialog = await dialogOf(root);
    await waitFor(() => dialog.textContent?.includes('马陆镇宝安公路'), 'default address chosen');
    await choose(root, text.address, '陈强 139****5206 上海市 上海市 青浦区 华新镇新府中路 1588 号');
    clickButton(dialog, text.confirmExchange);
    await waitFor(() => !root.querySelector('[role="dialog"]'), 'dialog closed');
    assertEqual(lastBody('addScoreOrder')?.addressId, 'a-2', 'the address picked');
  });

  it('asks for an address first when there is none', async () => {
    const root = await detailPage('g-gloves', { noAddresses: true });
    (await buttonNamed(root, text.exchange)).click();
    const dialog = await dialogOf(root);
    await waitFor(() => dialog.textContent?.includes(text.noAddress), 'no address');
    assert((await buttonNamed(dialog, text.confirmExchange)).disabled, 'cannot confirm');
    clickButton(dialog, text.addAddress);
    assertDeepEqual(navigations.at(-1), { path: PAGES.centerShop.address }, 'to the addresses');
  });

  it('offers no 立即兑换 without the code, and a disabled one with too few points', async () => {
    let root = await detailPage('g-label', { permissions: [] });
    assertEqual(buttonsNamed(root, text.exchange).length, 0, 'no 兑换 without center-shop-exchange');
    root.host.remove();
    root = await detailPage('g-jack', { points: 100 });
    assert((await buttonNamed(root, text.exchange)).disabled, 'too few points');
    assert(root.textContent?.includes(text.notEnoughPoints), 'says why');
  });
});

async function ordersPage(options?: FakeShopOptions) {
  start(options);
  const root = mountTag('yp-points-shop', 'view="orders"');
  await waitFor(() => dataRows(root).length === 4, 'my orders');
  return root;
}

describe('<yp-points-shop view="orders">', () => {
  it('filters by state tab and confirms receipt of a shipped order after confirmation', async () => {
    const root = await ordersPage();
    tabNamed(root, '已发货')!.click();
    await waitFor(() => dataRows(root).length === 1, 'the shipped one');
    assertEqual(lastBody('listScoreOrder')?.state, 'shipped', 'state filter');
    clickButton(root, `${orderLabels.confirmReceive} SC20261118-000002`);
    const confirm = await confirmDialogOf(root);
    assert(confirm.textContent?.includes('SC20261118-000002'), 'names the order');
    clickButton(confirm, orderLabels.confirmReceive);
    await waitFor(() => dataRows(root).length === 0, 'no longer shipped');
    assertDeepEqual(lastBody('confirmReceiveOrder'), { id: 'o-2' }, 'the request');
  });

  it('cancels an order not shipped yet after a confirmation stating the points given back', async () => {
    const root = await ordersPage();
    assertEqual(buttonsNamed(root, orderLabels.cancel).length, 1, '取消订单 only on the one 待发货');
    clickButton(root, `${orderLabels.cancel} SC20261123-000001`);
    const confirm = await confirmDialogOf(root);
    assert(
      confirm.textContent?.includes(orderLabels.confirmCancelMessage('SC20261123-000001', 180)),
      'points back',
    );
    clickButton(confirm, orderLabels.cancel);
    await waitFor(() => rowWith(root, 'SC20261123-000001')?.textContent?.includes('已取消'), 'cancelled');
    assertDeepEqual(lastBody('cancelScoreOrder'), { id: 'o-1' }, 'the request');
    assert(toasts.includes(orderLabels.cancelled), 'toast');
  });

  it('shows 确认收货 only on shipped orders, and 导出 only with its code', async () => {
    let root = await ordersPage();
    assertEqual(buttonsNamed(root, orderLabels.confirmReceive).length, 1, 'one shipped order of four');
    assert(
      rowWith(root, '托盘标签打印服务券')?.textContent?.includes(orderLabels.virtualAddress),
      'virtual: no address',
    );
    assertEqual(
      buttonsNamed(root, `${orderLabels.confirmReceive} SC20261118-000002`).length,
      1,
      'the shipped one',
    );
    assertEqual(exportMenuButtons(root).length, 1, 'export with the code');
    root.host.remove();
    root = await ordersPage({ permissions: ['center-shop-exchange'] });
    assertEqual(exportMenuButtons(root).length, 0, 'no export without it');
    root.host.remove();
    root = await ordersPage({ permissions: [] });
    assertEqual(buttonsNamed(root, orderLabels.cancel).length, 0, 'no 取消订单 without the exchange code');
  });
});

async function addressPage(options?: FakeShopOptions) {
  start(options);
  const root = mountTag('yp-points-shop', 'view="address"');
  await waitFor(() => dataRows(root).length === 2, 'my addresses');
  return root;
}

describe('<yp-points-shop view="address">', () => {
  it('lists addresses with masked mobiles, the default first and badged', async () => {
    const root = await addressPage();
    const [first] = dataRows(root);
    assert(first?.textContent?.includes(addressLabels.defaultBadge), 'default first');
    assert(first?.textContent?.includes('138****0418'), 'masked');
    assertEqual(
      buttonsNamed(root, `${addressLabels.setDefault} 王芳`).length,
      0,
      'no 设为默认 on the default',
    );
  });

  it('validates, then adds an address as the new default', async () => {
    const root = await addressPage();
    clickButton(root, addressLabels.add);
    const dialog = await dialogOf(root);
    clickButton(dialog, addressLabels.save);
    await waitFor(
      () => fieldError(root, addressLabels.field.mobile) === addressLabels.errors.required,
      'required',
    );
    typeInto(controlLabelled(root, addressLabels.field.receiverName), '李娜');
    typeInto(controlLabelled(root, addressLabels.field.mobile), '13700001111');
    typeInto(controlLabelled(root, addressLabels.field.region), '江苏省 苏州市 昆山市');
    typeInto(controlLabelled(root, addressLabels.field.detailAddress), '前进路 1 号');
    const makeDefault = [...dialog.querySelectorAll('label')].find((label) =>
      label.textContent?.includes(addressLabels.field.isDefault),
    );
    makeDefault!.querySelector('input')!.click();
    clickButton(dialog, addressLabels.save);
    await waitFor(() => !root.querySelector('[role="dialog"]'), 'dialog closed');
    assertDeepEqual(
      lastBody('addOrEdit'),
      {
        receiverName: '李娜',
        mobile: '13700001111',
        region: '江苏省 苏州市 昆山市',
        detailAddress: '前进路 1 号',
        isDefault: true,
      },
      'the request',
    );
    await waitFor(() => dataRows(root)[0]?.textContent?.includes('李娜'), 'the new default first');
  });

  it('edits with the whole mobile, sets another default, deletes after confirmation', async () => {
    const root = await addressPage();
    clickButton(root, `${addressLabels.edit} 陈强`);
    const mobile = await waitFor(() => controlLabelled(root, addressLabels.field.mobile), 'the form');
    await waitFor(() => mobile.value === '13917735206', 'whole mobile');
    clickButton(await dialogOf(root), addressLabels.cancel);
    clickButton(root, `${addressLabels.setDefault} 陈强`);
    await waitFor(() => dataRows(root)[0]?.textContent?.includes('陈强'), 'now the default');
    clickButton(root, `${addressLabels.remove} 王芳`);
    const confirm = await confirmDialogOf(root);
    assert(confirm.textContent?.includes('王芳'), 'names the receiver');
    clickButton(confirm, addressLabels.remove);
    await waitFor(() => dataRows(root).length === 1, 'deleted');
  });
});
