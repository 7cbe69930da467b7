import { PAGES } from '../../contract/pages';
import { uiLabels } from '../../ui/labels';
import { assert, assertDeepEqual, assertEqual, waitFor } from '../../ui/test-support/assert';
import { resetConfig, sessionStore } from '../../core';
import { afterEach, beforeEach, describe, it } from '../../ui/test-support/browser-test';
import { fakeBackendPerTest, recordNavigations, recordToasts } from '../test-support/browser-session';
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
import {
  FAKE_SIGN_CODE,
  installFakeFreightDemandsBackend,
  type FakeFreightDemandsOptions,
} from './fake-freight-demands-backend';
import { localOfInstant } from './form-values';
import {
  addressLabels,
  blacklistLabels,
  demandLabels,
  detailLabels,
  formLabels,
  hallLabels,
  reasonLabels,
  signLabels,
} from './labels';
import './index';

const fake = fakeBackendPerTest(
  (options?: FakeFreightDemandsOptions) => installFakeFreightDemandsBackend(options),
  'freight-demands-token',
);
const { start, lastBody } = fake;
const toasts = recordToasts();
const navigations = recordNavigations();

/** The Beijing day `days` from now (yyyy-MM-dd). */
const dayIn = (days: number) =>
  localOfInstant(new Date(Date.now() + days * 86_400_000).toISOString()).slice(0, 10);
/** The UTC instant of a Beijing day and time. */
const utcOf = (day: string, time: string) => new Date(`${day}T${time}:00+08:00`).toISOString();

/** Types the day into the field's date box and picks the time in the select beside it. */
async function setDateTime(root: ShadowRoot, label: string, day: string, time: string) {
  typeInto(controlLabelled(root, label), day);
  root.querySelector<HTMLButtonElement>(`button[aria-label="${formLabels.timeOf(label)}"]`)!.click();
  const option = await waitFor(
    () =>
      [...root.querySelectorAll<HTMLElement>('[role="option"]')].find((item) => item.textContent === time),
    `${time} in ${label}`,
  );
  option.click();
}

async function listPage(options?: FakeFreightDemandsOptions) {
  start(options);
  const root = mountTag('yp-freight-demands', 'view="demand"');
  await waitFor(() => dataRows(root).length === 7, 'the demand orders');
  return root;
}

async function fillDemand(root: ShadowRoot) {
  const f = formLabels.field;
  await choose(root, f.originAddressId, '嘉定一号仓（上海市嘉定区）');
  await choose(root, f.destinationAddressId, '成都双流中转仓（成都市双流区）');
  typeInto(controlLabelled(root, f.cargoName), '1210 塑料托盘');
  typeInto(controlLabelled(root, f.pallets), '80');
  typeInto(controlLabelled(root, f.weightKg), '2400');
  await choose(root, f.vehicleType, '9.6米厢式货车');
  await setDateTime(root, f.loadFrom, dayIn(3), '08:00');
  await setDateTime(root, f.loadTo, dayIn(3), '14:00');
  await setDateTime(root, f.quoteDeadline, dayIn(2), '18:00');
  typeInto(controlLabelled(root, f.expectedPrice), '3800.5');
}

describe('<yp-freight-demands view="demand">', () => {
  it('lists my orders, filters by a status tab and opens a detail', async () => {
    const root = await listPage();
    assert(
      rowWith(root, 'TY202611240002')?.textContent?.includes('上海市 嘉定区 → 广州市 白云区'),
      'the route',
    );
    tabNamed(root, '报价中')!.click();
    await waitFor(() => dataRows(root).length === 1, 'the quoting order');
    assertDeepEqual(lastBody('searchList'), { pageNum: 1, pageSize: 10, status: 'quoting' }, 'the request');
    clickButton(root, `${demandLabels.view} TY202611240002`);
    assertDeepEqual(
      navigations.at(-1),
      { path: PAGES.logistics.demandDetail, query: { id: 'd-quoting' } },
      'the detail page',
    );
  });

  it('hides 发布需求, 黑名单, 编辑 and 导出 without their codes', async () => {
    const root = await listPage({ permissions: [] });
    assertEqual(buttonsNamed(root, demandLabels.add).length, 0, 'no 发布需求');
    assertEqual(buttonsNamed(root, blacklistLabels.open).length, 0, 'no 黑名单');
    assertEqual(buttonsNamed(root, `${demandLabels.edit} TY202611240001`).length, 0, 'no 编辑');
    assertEqual(exportMenuButtons(root).length, 0, 'no 导出');
  });

  it('publishes a new demand: fen, UTC instants and one requestId, then the list shows it', async () => {
    const root = await listPage();
    clickButton(root, demandLabels.add);
    await dialogOf(root);
    await fillDemand(root);
    clickButton(root, formLabels.publish);
    await waitFor(() => !root.querySelector('[role="dialog"]'), 'dialog closed');
    const body = lastBody('save')!;
    assertEqual(body.publish, true, 'published');
    assertEqual(body.expectedPriceFen, 380_050, 'yuan → fen');
    assertEqual(body.pallets, 80, 'an integer');
    assertEqual(body.loadFrom, utcOf(dayIn(3), '08:00'), 'Beijing time → UTC');
    assertEqual(body.quoteDeadline, utcOf(dayIn(2), '18:00'), 'the deadline too');
    assert(/^[0-9a-f]{32}$/.test(String(body.requestId)), 'a request id');
    assert(toasts.includes(formLabels.published), 'told');
    await waitFor(() => dataRows(root).length === 8, 'the new order listed');
  });

  it('checks the rules before calling: same address, load window order', async () => {
    const root = await listPage();
    clickButton(root, demandLabels.add);
    await dialogOf(root);
    await fillDemand(root);
    await choose(root, formLabels.field.destinationAddressId, '嘉定一号仓（上海市嘉定区）');
    await setDateTime(root, formLabels.field.loadTo, dayIn(3), '07:30');
    clickButton(root, formLabels.saveDraft);
    await waitFor(
      () => fieldError(root, formLabels.field.destinationAddressId) === formLabels.errors.sameAddress,
      'same address refused',
    );
    assertEqual(fieldError(root, formLabels.field.loadTo), formLabels.errors.loadOrder, 'window order');
    assertEqual(fake.backend.callsTo('save').length, 0, 'nothing sent');
  });

  it('marks the fields a 2003 answer names', async () => {
    const root = await listPage({
      refuseDemandFields: [
        { field: 'cargoName', message: '货物名称含有敏感词' },
        { field: 'expectedPriceFen', message: '期望运价超出上限' },
      ],
    });
    clickButton(root, demandLabels.add);
    await dialogOf(root);
    await fillDemand(root);
    clickButton(root, formLabels.saveDraft);
    await waitFor(
      () => fieldError(root, formLabels.field.cargoName) === '货物名称含有敏感词',
      'cargo marked',
    );
    assertEqual(
      fieldError(root, formLabels.field.expectedPrice),
      '期望运价超出上限',
      'price marked by its form name',
    );
    assert(root.querySelector('[role="dialog"]'), 'the dialog stays open');
  });

  it('lists the blacklist and takes a carrier off it after a confirmation', async () => {
    const root = await listPage();
    clickButton(root, blacklistLabels.open);
    const dialog = await dialogOf(root);
    await waitFor(() => rowWith(root, '华宇干线'), 'the blacklisted carrier');
    clickButton(dialog, `${blacklistLabels.remove} 华宇干线`);
    clickButton(await confirmDialogOf(root), blacklistLabels.remove);
    await waitFor(() => dialog.textContent?.includes(blacklistLabels.empty), 'the list empty');
    assertDeepEqual(lastBody('remove'), { carrierCompanyId: 'co-huayu' }, 'the request');
  });
});

async function detailPage(id: string, options?: FakeFreightDemandsOptions) {
  start(options);
  const root = mountTag('yp-freight-demands', `view="demandDetail" demand-id="${id}"`);
  await waitFor(() => root.querySelector('h2, [id="yp-demand-title"]'), 'the order');
  return root;
}

describe('<yp-freight-demands view="demandDetail">', () => {
  it('chooses a quote, previews the contract, gets a code and signs, then links to the carrier order', async () => {
    const root = await detailPage('d-quoting');
    (await buttonNamed(root, `${detailLabels.choose} 广州白云物流`)).click();
    const confirm = await confirmDialogOf(root);
    assert(confirm.textContent?.includes('广州白云物流 的报价 ¥4,500.00'), 'asks with carrier and price');
    clickButton(confirm, detailLabels.choose);
    const dialog = await dialogOf(root);
    await waitFor(() => dialog.textContent?.includes('公路货物运输合同'), 'the contract preview');
    assert(dialog.textContent?.includes('上海乐橙包装'), 'the shipper');
    assert(dialog.textContent?.includes('¥4,500.00'), 'the price');
    assertEqual(
      dialog.querySelectorAll('section[aria-label="公路货物运输合同"] ol li').length,
      4,
      'the clauses',
    );
    assertEqual(lastBody('chooseQuote')?.quoteId, 'q-baiyun', 'the quote chosen');

    clickButton(dialog, uiLabels.sendCode);
    await waitFor(() => buttonsNamed(dialog, uiLabels.resendIn(60)).length === 1, 'the countdown');
    assertDeepEqual(lastBody('verifyCode'), { id: 'd-quoting' }, 'code asked for the order');

    typeInto(controlLabelled(dialog, signLabels.code), '12');
    clickButton(dialog, signLabels.confirm);
    await waitFor(() => fieldError(root, signLabels.code) === signLabels.codeError, 'six digits wanted');
    typeInto(controlLabelled(dialog, signLabels.code), FAKE_SIGN_CODE);
    clickButton(dialog, signLabels.confirm);
    const openOrder = await waitFor(
      () =>
        [...dialog.querySelectorAll('button')].find((button) =>
          button.textContent?.startsWith(signLabels.openCarrierOrder),
        ),
      'the success with the link to the carrier order',
    );
    assert(dialog.textContent?.includes(signLabels.successTitle), 'signed');
    assertDeepEqual(lastBody('sign'), { id: 'd-quoting', code: FAKE_SIGN_CODE }, 'signed with the code');
    openOrder.click();
    const to = navigations.at(-1);
    assertEqual(to?.path, PAGES.logistics.carrierDetail, 'the carrier order page');
    assert(String(to?.query?.id).startsWith('co-new-'), 'with its id');
  });

  it('shows the order as it now stands when another user chose a quote first (状态已变化)', async () => {
    const root = await detailPage('d-quoting');
    const choice = await buttonNamed(root, `${detailLabels.choose} 嘉兴顺路运输`);
    // Another user of the company chose 广州白云物流 meanwhile.
    Object.assign(
      fake.backend.demands.find((order) => order.id === 'd-quoting')!,
      { status: 'chosen' },
    );
    choice.click();
    clickButton(await confirmDialogOf(root), detailLabels.choose);
    // The server's refusal is toasted as it says it; the order is read again.
    await waitFor(
      () => toasts.some((toast) => toast.includes('状态已变化')),
      'refused, in the server’s words',
    );
    await buttonNamed(root, detailLabels.signContract);
    assert(root.textContent?.includes('已选定'), 'the order as it now stands');
    assert(!root.querySelector('[role="dialog"]'), 'no signing opened for the refused choice');
  });

  it('keeps the dialog open on a wrong code, with the server message toasted', async () => {
    const root = await detailPage('d-chosen');
    (await buttonNamed(root, detailLabels.signContract)).click();
    const dialog = await dialogOf(root);
    await waitFor(() => dialog.textContent?.includes('公路货物运输合同'), 'the preview');
    typeInto(controlLabelled(dialog, signLabels.code), '654321');
    clickButton(dialog, signLabels.confirm);
    await waitFor(() => toasts.includes('验证码错误'), 'refused');
    assert(!dialog.textContent?.includes(signLabels.successTitle), 'not signed');
  });

  it('cancels with a reason, asked in a dialog that refuses an empty reason', async () => {
    const root = await detailPage('d-quoting');
    (await buttonNamed(root, detailLabels.cancelOrder)).click();
    const dialog = await confirmDialogOf(root);
    clickButton(dialog, reasonLabels.cancelOrderConfirm);
    await waitFor(
      () => fieldError(root, reasonLabels.reason) === reasonLabels.reasonRequired,
      'reason wanted',
    );
    assertEqual(fake.backend.callsTo('cancel').length, 0, 'nothing sent');
    typeInto(controlLabelled(dialog, reasonLabels.reason), '客户改用自有车辆');
    clickButton(dialog, reasonLabels.cancelOrderConfirm);
    await waitFor(() => root.textContent?.includes('客户改用自有车辆'), 'the reason shown on the order');
    assertDeepEqual(lastBody('cancel'), { id: 'd-quoting', reason: '客户改用自有车辆' }, 'the request');
  });

  it('blacklists a quoting carrier with a reason', async () => {
    const root = await detailPage('d-quoting');
    (await buttonNamed(root, `${detailLabels.blacklist} 长江快运`)).click();
    const dialog = await confirmDialogOf(root);
    assert(dialog.textContent?.includes(reasonLabels.blacklistText('长江快运')), 'says what it does');
    typeInto(controlLabelled(dialog, reasonLabels.reason), '报价后多次失联');
    clickButton(dialog, reasonLabels.blacklistConfirm);
    await waitFor(() => toasts.includes(reasonLabels.blacklisted('长江快运')), 'done');
    assertDeepEqual(
      lastBody('add'),
      { carrierCompanyId: 'co-changjiang', reason: '报价后多次失联' },
      'the request',
    );
  });

  it('offers 评价, 拉黑承运方 and 下载合同 on a completed order, no 取消', async () => {
    const root = await detailPage('d-completed');
    await buttonNamed(root, detailLabels.evaluate);
    assertEqual(buttonsNamed(root, detailLabels.blacklist).length, 2, 'on the quote row and the order');
    assert(buttonsNamed(root, detailLabels.downloadContract)[0], '下载合同');
    assertEqual(buttonsNamed(root, detailLabels.cancelOrder).length, 0, 'no 取消');
  });

  it('republishes an expired order with a new deadline', async () => {
    const root = await detailPage('d-expired');
    assert(root.textContent?.includes(detailLabels.expiredNotice), 'says why');
    (await buttonNamed(root, detailLabels.republish)).click();
    const dialog = await dialogOf(root);
    await setDateTime(root, formLabels.field.quoteDeadline, dayIn(1), '18:00');
    buttonsNamed(dialog, detailLabels.republish).at(-1)!.click();
    await waitFor(() => toasts.includes(detailLabels.republished), 'republished');
    assertEqual(lastBody('republish')?.quoteDeadline, utcOf(dayIn(1), '18:00'), 'the deadline in UTC');
  });
});

describe('<yp-freight-demands view="quoteHall">', () => {
  it('quotes on an open order in yuan, sent as fen with a request id', async () => {
    start();
    const root = mountTag('yp-freight-demands', 'view="quoteHall"');
    await waitFor(() => dataRows(root).length === 2, 'the open orders');
    clickButton(root, `${hallLabels.quote} TY202611240011`);
    const dialog = await dialogOf(root);
    assert(dialog.textContent?.includes(hallLabels.expected('6,500.00')), 'the shipper’s expectation');
    typeInto(controlLabelled(dialog, hallLabels.price), '6200');
    clickButton(dialog, hallLabels.submit);
    await waitFor(() => toasts.includes(hallLabels.quoted), 'quoted');
    const body = lastBody('signUp')!;
    assertEqual(body.priceFen, 620_000, 'fen');
    assertEqual(body.demandOrderId, 'h-1', 'the order');
    assert(/^[0-9a-f]{32}$/.test(String(body.requestId)), 'a request id');
  });

  it('shows my quotes under 我的报价, with my price', async () => {
    start();
    const root = mountTag('yp-freight-demands', 'view="quoteHall"');
    await waitFor(() => dataRows(root).length === 2, 'the open orders');
    tabNamed(root, hallLabels.tabs.mine)!.click();
    await waitFor(() => dataRows(root).length === 1, 'my quote');
    assert(rowWith(root, 'TY202611240013')?.textContent?.includes('5,200.00'), 'my price');
    assertEqual(lastBody('searchQuoteHall')?.mine, true, 'asked for mine');
  });

  it('tells a company that is no carrier why the hall is empty', async () => {
    start({ notCarrier: true });
    const root = mountTag('yp-freight-demands', 'view="quoteHall"');
    await waitFor(() => root.textContent?.includes(hallLabels.emptyOpen), 'the empty state');
  });
});

describe('<yp-freight-demands view="address">', () => {
  it('adds an address, deletes one not in use after a confirmation, and offers no 删除 for one in use', async () => {
    start();
    const root = mountTag('yp-freight-demands', 'view="address"');
    await waitFor(() => dataRows(root).length === 3, 'the addresses');
    assertEqual(buttonsNamed(root, `${addressLabels.remove} 嘉定一号仓`).length, 0, 'in use: no 删除');
    assert(rowWith(root, '嘉定一号仓')?.textContent?.includes('138****5678'), 'phone masked');

    clickButton(root, addressLabels.add);
    const dialog = await dialogOf(root);
    const f = addressLabels.field;
    const values: [string, string][] = [
      [f.name, '苏州园区仓'],
      [f.province, '江苏省'],
      [f.city, '苏州市'],
      [f.district, '工业园区'],
      [f.detail, '星华街 99 号'],
      [f.contact, '陈强'],
      [f.phone, '0512-6288123'],
    ];
    for (const [label, value] of values) typeInto(controlLabelled(dialog, label), value);
    clickButton(dialog, addressLabels.save);
    await waitFor(() => dataRows(root).length === 4, 'the new address listed');

    clickButton(root, `${addressLabels.remove} 成都双流中转仓`);
    clickButton(await confirmDialogOf(root), addressLabels.remove);
    await waitFor(() => dataRows(root).length === 3, 'deleted');
    assertDeepEqual(lastBody('delete'), { id: 'ad-chengdu' }, 'the request');
  });
});

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));
const firstCells = (root: ShadowRoot) =>
  dataRows(root).map((row) => row.querySelector('td')?.textContent ?? '');

describe('<yp-freight-demands> on one page with the shared cache', () => {
  it('offers an address saved in another widget in the open demand form without a reload', async () => {
    start();
    const list = mountTag('yp-freight-demands', 'view="demand"');
    await waitFor(() => dataRows(list).length === 7, 'the demand orders');
    (await buttonNamed(list, demandLabels.add)).click();
    await dialogOf(list);
    const addresses = mountTag('yp-freight-demands', 'view="address"');
    await waitFor(() => dataRows(addresses).length === 3, 'the addresses');
    (await buttonNamed(addresses, addressLabels.add)).click();
    const dialog = await dialogOf(addresses);
    const f = addressLabels.field;
    for (const [label, value] of [
      [f.name, '苏州园区仓'],
      [f.province, '江苏省'],
      [f.city, '苏州市'],
      [f.district, '工业园区'],
      [f.detail, '星华街 99 号'],
      [f.contact, '陈强'],
      [f.phone, '13912345678'],
    ] as const)
      typeInto(controlLabelled(dialog, label), value);
    clickButton(dialog, addressLabels.save);
    await waitFor(() => dataRows(addresses).length === 4, 'saved');
    await choose(list, formLabels.field.originAddressId, '苏州园区仓（苏州市工业园区）');
  });
});

describe('<yp-freight-demands> across a company switch', () => {
  beforeEach(() => sessionStore.clearLogin());
  afterEach(() => sessionStore.clearLogin());

  it('shows the new company’s orders at once, never the old company’s', async () => {
    start({ delayMs: 100 });
    resetConfig(); // the portal session is the caller, as in the shell
    sessionStore.set({
      token: 'token-a',
      userAccount: 'demo_a',
      companyId: 'co-lecheng',
      companyName: '上海乐橙包装',
    });
    const root = mountTag('yp-freight-demands', 'view="demand"');
    await waitFor(() => firstCells(root).includes('TY202611240001'), 'company A orders');

    const companyB = fake.backend.demands
      .slice(5)
      .map((order) => ({ ...order, documentNo: `B-${order.documentNo}` }));
    fake.backend.demands.splice(0, fake.backend.demands.length, ...companyB);
    sessionStore.set({ token: 'token-b', companyId: 'co-shuwei', companyName: '成都蜀味食品' });
    await nextFrame();
    assert(!firstCells(root).includes('TY202611240001'), 'no order of company A while B loads');
    await waitFor(
      () => firstCells(root).length === 2 && firstCells(root)[0]!.startsWith('B-'),
      'company B orders',
    );
    assertEqual(fake.backend.callsTo('searchList').at(-1)?.headers.get('token'), 'token-b', 'read with B');
  });
});

describe('<yp-freight-demands> list state in the URL', () => {
  let original = '';
  beforeEach(() => {
    original = location.href;
  });
  afterEach(() => history.replaceState(history.state, '', original));

  it('starts from the status and keyword in the URL and writes a new tab back', async () => {
    history.replaceState(
      history.state,
      '',
      `${location.pathname}?status=quoting&keyword=${encodeURIComponent('托盘')}`,
    );
    start();
    const root = mountTag('yp-freight-demands', 'view="demand" data-yp-url-state');
    await waitFor(() => dataRows(root).length === 1, 'the quoting order');
    assertDeepEqual(
      lastBody('searchList'),
      { pageNum: 1, pageSize: 10, status: 'quoting', keyword: '托盘' },
      'read from the URL',
    );
    tabNamed(root, '已完成')!.click();
    await waitFor(
      () => new URLSearchParams(location.search).get('status') === 'completed',
      'the tab in the URL',
    );
  });
});
