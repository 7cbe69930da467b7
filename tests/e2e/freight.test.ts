/**
 * 托运 (issue 15) in Debian chromium against the real server, two companies side by side in two browser
 * contexts: 上海乐橙 (demo_pallet, shipper) publishes a demand, 广州白云物流 (demo_carrier) quotes on it in
 * 货源大厅, the shipper chooses the quote and signs the contract with the SMS code, and the carrier order
 * runs to the end: the carrier assigns a vehicle (rejected with a reason, then assigned again and
 * approved), reaches the loading place, loads with a ticket photo, reaches the unloading place and
 * unloads with a photo. The shipper keeps the carrier order's page open throughout and sees each step
 * arrive live (the carrier order event stream, no reload); it signs for the goods with one adjustment
 * and 运费结算 lists the line: the quoted price plus the adjustment.
 *
 * The tests share one server and both pages and run in order.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';
import { PAGES } from '../../src/contract/pages';
import { formatYuan } from '../../src/contract/money';
import { DEMO_ACCOUNTS, DEMO_COMPANIES } from '../../server/db/seed/demo-accounts';
import { demoTicketPng } from '../../server/modules/carrier-orders/demo-ticket-png';
import { describeViolations, seriousViolations } from './support/axe';
import { serverAndBrowser } from './support/harness';
import { loginThroughForm, newPage } from './support/portal';
import { readSmsCode } from './support/server';
import { screenshot } from './support/shots';
import { choose, dataRows, waitForText } from './support/stock';
import { toastShown } from './support/toasts';

const e2e = serverAndBrowser();

const CARGO = '冷冻水饺（端到端）';
const ORIGIN = '乐橙嘉定中心仓（上海市嘉定区）';
const DESTINATION = '广州白云分拨中心（广州市白云区）';
/** The carrier's quote and the shipper's one adjustment at signing, in fen. */
const QUOTE_FEN = 428_000;
const ADJUSTMENT_FEN = -12_050;
const REJECT_REASON = '车型与需求不符';
const FIRST_VEHICLE = { plate: '粤A12345', driver: '王建国', mobile: '13800138000' };
const SECOND_VEHICLE = { plate: '粤B7788K', driver: '陈大勇', mobile: '13922001100' };
const shipperMobile = DEMO_ACCOUNTS.find((account) => account.userAccount === 'demo_pallet')!.mobile;

/** Set by each test for the next: both parties' pages and the documents' numbers. */
let shipper: Page;
let carrier: Page;
let demandNo = '';
let carrierOrderNo = '';

const open = (page: Page, path: string) => page.goto(`${e2e.server.baseUrl}${path}`);

async function signedIn(userAccount: string): Promise<Page> {
  // bypassCSP: axe-core is injected into the shipper's carrier order page at the end
  const page = await newPage(e2e.browser, { bypassCSP: true });
  await loginThroughForm(page, e2e.server.baseUrl, userAccount);
  return page;
}

/** The Beijing day `days` from today (yyyy-MM-dd), as the form's date box takes it. */
const beijingDayIn = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toLocaleDateString('sv-SE', { timeZone: 'Asia/Shanghai' });

/** Types the day into a date-and-time field of the demand form and picks its half-hour time. */
async function setDateTime(dialog: Locator, label: string, day: string, time: string): Promise<void> {
  await dialog.getByRole('textbox', { name: label, exact: true }).fill(day);
  await choose(dialog, `${label}（时刻）`, time);
}

/** 签署运输合同 (still open on the shipper's page after signing, with the link to the order). */
const signDialog = (page: Page) => page.getByRole('dialog', { name: '签署运输合同' });

/** The text of a row's first cell (the lists' number column). */
const firstCell = async (row: Locator) => (await row.locator('td').first().innerText()).trim();

/** The carrier order's status on an open detail page; waits until it reads `status`. */
const statusShown = (page: Page, status: string) => waitForText(page.getByTestId('order-status'), status);

/** The buttons of the actions the viewer may take now, on the carrier order's page. */
const actions = (page: Page) => page.getByRole('group', { name: '可执行操作' });

/** Presses an action whose confirmation asks first, and confirms it. */
async function confirmAction(page: Page, action: string): Promise<void> {
  await actions(page).getByRole('button', { name: action, exact: true }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: action, exact: true }).click();
}

/** 派车 or 更换车辆 (its title once a vehicle was assigned): plate, driver and mobile. */
async function assignVehicle(
  page: Page,
  title: '派车' | '更换车辆',
  vehicle: typeof FIRST_VEHICLE,
): Promise<void> {
  await actions(page).getByRole('button', { name: title, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.getByRole('textbox', { name: '车牌号', exact: true }).fill(vehicle.plate);
  await dialog.getByRole('textbox', { name: '司机姓名', exact: true }).fill(vehicle.driver);
  await dialog.getByRole('textbox', { name: '司机手机号', exact: true }).fill(vehicle.mobile);
  await dialog.getByRole('button', { name: title, exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
}

/** 装货 / 卸货: one ticket photo (a small PNG made here) uploaded through the dialog, then the step. */
async function withTicketPhoto(page: Page, action: '装货' | '卸货', kind: string): Promise<void> {
  await actions(page).getByRole('button', { name: action, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `上传${kind}` });
  const name = `${kind}.png`;
  await dialog.locator('input[type="file"]').setInputFiles({
    name,
    mimeType: 'image/png',
    buffer: demoTicketPng([250, 240, 220], 8, 8),
  });
  await dialog.getByRole('img', { name }).waitFor();
  await dialog.getByRole('button', { name: action, exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
}

test('the shipper publishes a demand; the carrier finds it in 货源大厅 and quotes', async () => {
  [shipper, carrier] = await Promise.all([signedIn('demo_pallet'), signedIn('demo_carrier')]);

  await open(shipper, PAGES.logistics.demand);
  const demands = shipper.getByRole('table', { name: '托运需求单列表' });
  await dataRows(demands).first().waitFor();
  await shipper.getByRole('button', { name: '发布需求', exact: true }).click();
  const form = shipper.getByRole('dialog', { name: '发布托运需求' });
  await choose(form, '装货地址', ORIGIN);
  await choose(form, '卸货地址', DESTINATION);
  await form.getByRole('textbox', { name: '货物名称', exact: true }).fill(CARGO);
  await choose(form, '车型', '9.6米厢式货车');
  await form.getByRole('textbox', { name: '托数', exact: true }).fill('24');
  await form.getByRole('textbox', { name: '重量（公斤）', exact: true }).fill('9600');
  await setDateTime(form, '最早装货时间', beijingDayIn(3), '08:00');
  await setDateTime(form, '最晚装货时间', beijingDayIn(3), '14:00');
  await setDateTime(form, '报价截止时间', beijingDayIn(2), '18:00');
  await form.getByRole('textbox', { name: '期望运价（元）', exact: true }).fill('4500');
  await screenshot(shipper, 'freight-demand-form');
  await form.getByRole('button', { name: '发布', exact: true }).click();
  await toastShown(shipper, '需求已发布，等待承运方报价');
  const mine = dataRows(demands).filter({ hasText: CARGO });
  await mine.filter({ hasText: '报价中' }).waitFor();
  demandNo = await firstCell(mine);
  assert.match(demandNo, /^TY\d+/, 'the demand has its number');

  await open(carrier, PAGES.logistics.quoteHall);
  const hall = carrier.getByRole('table', { name: '货源列表' });
  const offered = dataRows(hall).filter({ hasText: demandNo });
  await offered.waitFor();
  assert.ok((await offered.innerText()).includes(DEMO_COMPANIES.leCheng), 'the shipper named');
  await offered.getByRole('button', { name: `报价 ${demandNo}`, exact: true }).click();
  const quote = carrier.getByRole('dialog', { name: `报价：${demandNo}` });
  await quote.getByText(`托运方期望运价 ¥${formatYuan(450_000)}`).waitFor();
  await quote.getByRole('textbox', { name: '报价（元）', exact: true }).fill(String(QUOTE_FEN / 100));
  await quote.getByRole('button', { name: '提交报价', exact: true }).click();
  await toastShown(carrier, '报价已提交');
  // 我的报价 shows it with my price
  await carrier.getByRole('tab', { name: '我的报价', exact: true }).click();
  await dataRows(hall)
    .filter({ hasText: demandNo })
    .filter({ hasText: formatYuan(QUOTE_FEN) })
    .waitFor();
  await screenshot(carrier, 'freight-quote-hall-mine');
});

test('the shipper chooses the quote, previews the contract and signs with the SMS code: a carrier order', async () => {
  const demands = shipper.getByRole('table', { name: '托运需求单列表' });
  await demands.getByRole('button', { name: `查看 ${demandNo}`, exact: true }).click();
  await shipper.getByText(`托运需求单 ${demandNo}`).waitFor();
  const quotes = shipper.getByRole('table', { name: '承运方报价' });
  const ours = dataRows(quotes).filter({ hasText: DEMO_COMPANIES.baiYun });
  await ours.filter({ hasText: formatYuan(QUOTE_FEN) }).waitFor();
  await ours.getByRole('button', { name: `选定 ${DEMO_COMPANIES.baiYun}`, exact: true }).click();
  const ask = shipper.getByRole('alertdialog');
  await ask.getByText(`${DEMO_COMPANIES.baiYun} 的报价 ¥${formatYuan(QUOTE_FEN)}`).waitFor();
  await ask.getByRole('button', { name: '选定', exact: true }).click();
  await toastShown(shipper, '已选定报价，请预览合同并签约');

  // choosing opens the contract preview: the two parties and the agreed price
  const sign = signDialog(shipper);
  const contract = sign.getByRole('region', { name: '货物运输合同' });
  await contract.getByText(`¥${formatYuan(QUOTE_FEN)}`).waitFor();
  const preview = await contract.innerText();
  assert.ok(preview.includes(DEMO_COMPANIES.leCheng) && preview.includes(DEMO_COMPANIES.baiYun), preview);
  await screenshot(shipper, 'freight-contract-preview');
  await sign.getByRole('button', { name: '获取验证码', exact: true }).click();
  await toastShown(shipper, '验证码已发送');
  await sign
    .getByRole('textbox', { name: '短信验证码', exact: true })
    .fill(await readSmsCode(e2e.server, shipperMobile));
  await sign.getByRole('button', { name: '确认签署', exact: true }).click();
  const openOrder = sign.getByRole('button', { name: /^查看承运订单 / });
  await openOrder.waitFor();
  carrierOrderNo = (await openOrder.innerText()).replace('查看承运订单', '').trim();
  assert.ok(carrierOrderNo, 'the carrier order number shown');
  assert.ok((await sign.innerText()).includes(`已生成承运订单 ${carrierOrderNo}`), 'told it was made');
  await screenshot(shipper, 'freight-signed');
});

test('the carrier assigns a vehicle; the shipper sees it live, rejects it, then approves the next', async () => {
  // The shipper opens the new carrier order and keeps this page open to the end (a mark on its window
  // would be gone after any reload).
  await signDialog(shipper)
    .getByRole('button', { name: `查看承运订单 ${carrierOrderNo}`, exact: true })
    .click();
  await shipper.waitForURL((url) => url.pathname === PAGES.logistics.carrierDetail);
  await statusShown(shipper, '待派车');
  await shipper.evaluate(() => ((window as unknown as { e2eKept: boolean }).e2eKept = true));

  await open(carrier, PAGES.logistics.carrier);
  const orders = carrier.getByRole('table', { name: '承运订单列表' });
  await orders.getByRole('button', { name: `查看详情 ${carrierOrderNo}`, exact: true }).click();
  await statusShown(carrier, '待派车');
  assert.equal(new URL(carrier.url()).search, new URL(shipper.url()).search, 'the same order');

  await assignVehicle(carrier, '派车', FIRST_VEHICLE);
  await toastShown(carrier, '已派车，等待托运方审核');
  await statusShown(shipper, '待审核车辆');
  const vehicle = shipper.getByRole('region', { name: '车辆与司机' });
  await vehicle.getByText(FIRST_VEHICLE.plate).waitFor();
  assert.ok((await vehicle.innerText()).includes('138****8000'), 'the driver’s mobile masked to the shipper');
  await screenshot(shipper, 'freight-vehicle-to-audit');

  await actions(shipper).getByRole('button', { name: '驳回车辆', exact: true }).click();
  const reject = shipper.getByRole('dialog', { name: '驳回车辆' });
  await reject.getByRole('textbox', { name: '驳回原因', exact: true }).fill(REJECT_REASON);
  await reject.getByRole('button', { name: '驳回车辆', exact: true }).click();
  await toastShown(shipper, '车辆已驳回');
  await statusShown(shipper, '待派车');
  await statusShown(carrier, '待派车');
  await carrier.getByText(REJECT_REASON).first().waitFor();

  await assignVehicle(carrier, '更换车辆', SECOND_VEHICLE);
  await statusShown(shipper, '待审核车辆');
  await vehicle.getByText(SECOND_VEHICLE.plate).waitFor();
  await confirmAction(shipper, '审核通过');
  await toastShown(shipper, '车辆已审核通过');
  await statusShown(shipper, '待装货');
  await statusShown(carrier, '待装货');
});

test('the carrier reaches, loads and unloads with ticket photos; each step shows live on the shipper’s page', async () => {
  await confirmAction(carrier, '到达装货地');
  await statusShown(shipper, '到达装货地');

  await withTicketPhoto(carrier, '装货', '装货磅单');
  await toastShown(carrier, '已装货');
  await statusShown(shipper, '已装货');
  await shipper.getByRole('button', { name: '查看装货磅单照片 1', exact: true }).waitFor();

  await confirmAction(carrier, '到达卸货地');
  await statusShown(shipper, '到达卸货地');

  await withTicketPhoto(carrier, '卸货', '卸货回单');
  await toastShown(carrier, '已卸货');
  await statusShown(shipper, '已卸货');
  await shipper.getByRole('button', { name: '查看卸货回单照片 1', exact: true }).waitFor();
  await screenshot(shipper, 'freight-unloaded');
  const kept = await shipper.evaluate(() => (window as unknown as { e2eKept?: boolean }).e2eKept);
  assert.equal(kept, true, 'the shipper’s page was never reloaded');
});

test('the shipper signs for the goods with an adjustment; 运费结算 lists the quoted price plus it', async () => {
  const total = QUOTE_FEN + ADJUSTMENT_FEN;
  await actions(shipper).getByRole('button', { name: '签收', exact: true }).click();
  const dialog = shipper.getByRole('dialog', { name: '签收' });
  await dialog.getByRole('button', { name: '添加调整项', exact: true }).click();
  await dialog.getByRole('textbox', { name: '调整原因 1', exact: true }).fill('外箱破损扣款');
  await dialog
    .getByRole('textbox', { name: '调整金额（元）1', exact: true })
    .fill(String(ADJUSTMENT_FEN / 100));
  await dialog.getByText(`约定运费 ${formatYuan(QUOTE_FEN)} 元，结算金额 ${formatYuan(total)} 元`).waitFor();
  await dialog.getByRole('button', { name: '签收', exact: true }).click();
  await toastShown(shipper, '已签收，订单完成');
  await statusShown(shipper, '已完成');
  await statusShown(carrier, '已完成');
  await waitForText(shipper.getByTestId('settlement-total'), `${formatYuan(total)} 元`);
  await screenshot(shipper, 'freight-completed');
  const violations = await seriousViolations(shipper);
  assert.deepEqual(violations, [], describeViolations(violations));

  for (const page of [shipper, carrier]) {
    await open(page, PAGES.logistics.settle);
    const line = dataRows(page.getByRole('table', { name: '结算列表' })).filter({ hasText: carrierOrderNo });
    await line.waitFor();
    const cells = (await line.locator('td').allInnerTexts()).map((cell) => cell.trim());
    assert.deepEqual(
      cells.slice(0, 6),
      [
        carrierOrderNo,
        DEMO_COMPANIES.leCheng,
        DEMO_COMPANIES.baiYun,
        formatYuan(QUOTE_FEN),
        formatYuan(ADJUSTMENT_FEN),
        formatYuan(total),
      ],
      'the settlement line: the quoted price, the adjustment and their sum',
    );
    await line.getByRole('button', { name: `查看详情 ${carrierOrderNo}` }).click();
    const detail = shipper.getByRole('dialog', { name: `结算详情 ${carrierOrderNo}` });
    await detail.getByText(demandNo).waitFor();
  }
  await screenshot(shipper, 'freight-settlement');
  await Promise.all([shipper.context().close(), carrier.context().close()]);
});
