/**
 * The stock area (issue 3) in Debian chromium against the real server: a transfer between two companies
 * from creation to signature, every stock route on the demo data, the buttons a clerk is allowed, the
 * plate number rule and accessibility.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { DEMO_COMPANIES } from '../../server/db/seed/demo-accounts';
import { describeViolations, seriousViolations } from './support/axe';
import { loginThroughForm, newPage, storedSession } from './support/portal';
import { serverAndBrowser } from './support/harness';
import { toastShown } from './support/toasts';
import {
  balanceRow,
  choose,
  dataRows,
  onHandCell,
  onHandOf,
  switchCompany,
  waitForText,
} from './support/stock';

const SENDER_WAREHOUSE = '乐橙嘉定中心仓';
const RECEIVER_WAREHOUSE = '白云物流太和仓';
const TRAY_TYPE = '1210';
const Y = '/yelopack';

const e2e = serverAndBrowser();

async function signedIn(userAccount: string, options: { bypassCSP?: boolean } = {}): Promise<Page> {
  const page = await newPage(e2e.browser, options);
  await loginThroughForm(page, e2e.server.baseUrl, userAccount);
  return page;
}

const open = (page: Page, path: string) => page.goto(`${e2e.server.baseUrl}${path}`);

test('a transfer to another company: created, signed by the receiver, both balances move, then neither cancellable nor missing from the export', async () => {
  const quantity = 7;
  const sender = await signedIn('demo_pallet');
  const receiver = await signedIn('demo_multi');
  await switchCompany(receiver, DEMO_COMPANIES.baiYun);

  await open(receiver, `${Y}/stock/ownStock`);
  const receiverRow = balanceRow(receiver, RECEIVER_WAREHOUSE, TRAY_TYPE);
  const receiverBefore = await onHandOf(receiverRow);

  await open(sender, `${Y}/stock/ownStock`);
  const senderRow = balanceRow(sender, SENDER_WAREHOUSE, TRAY_TYPE);
  const senderBefore = await onHandOf(senderRow);
  assert.ok(senderBefore >= quantity, `the demo balance covers ${quantity} pallets`);

  await senderRow.getByRole('button', { name: '调拨出库' }).click();
  const form = sender.getByRole('dialog', { name: '调拨出库' });
  await choose(form, '调入企业', DEMO_COMPANIES.baiYun);
  await form.getByRole('textbox', { name: '数量' }).fill(String(quantity));
  await form.getByRole('button', { name: '提交' }).click();
  const question = sender.getByRole('alertdialog', { name: '调拨出库' });
  await question
    .getByText(`确认将 ${quantity} 个 ${TRAY_TYPE} 川字塑料托盘 调拨给 ${DEMO_COMPANIES.baiYun}？`)
    .waitFor();
  const created = sender.waitForResponse((response) => response.url().endsWith('/updateAllocationStockOut'));
  await question.getByRole('button', { name: '确认提交' }).click();
  const { errcode, data } = (await (await created).json()) as {
    errcode: number;
    data: { id: string; documentNo: string };
  };
  assert.equal(errcode, 0);
  const { documentNo } = data;
  await waitForText(onHandCell(senderRow), senderBefore - quantity);

  // The receiver finds it on the to-be-signed tab, picks a warehouse and signs.
  await open(receiver, `${Y}/stock/sign`);
  await receiver.getByRole('tab', { name: '待签收', selected: true }).waitFor();
  await receiver.getByRole('button', { name: `签收 ${documentNo}` }).click();
  await receiver.waitForURL('**/yelopack/stock/signDetail?**');
  const status = receiver.getByTestId('sign-status');
  await waitForText(status, '待签收');
  await choose(receiver.getByRole('form', { name: '签收' }), '收货仓库', RECEIVER_WAREHOUSE);
  await receiver.getByRole('form', { name: '签收' }).getByRole('button', { name: '确认签收' }).click();
  await receiver.getByRole('alertdialog').getByRole('button', { name: '确认签收' }).click();
  await waitForText(status, '已签收');

  await open(receiver, `${Y}/stock/ownStock`);
  await waitForText(onHandCell(receiverRow), receiverBefore + quantity);

  // The sender sees it signed, with no 取消; the server refuses a cancel all the same.
  await open(sender, `${Y}/stock/transfer`);
  const transferRow = sender.getByRole('row', { name: new RegExp(`^${documentNo} `) });
  await transferRow.getByRole('cell', { name: '已签收', exact: true }).waitFor();
  assert.equal(await transferRow.getByRole('button').count(), 0, 'a signed transfer offers no 取消');

  const { token } = await storedSession(sender);
  const cancel = await fetch(`${e2e.server.baseUrl}/api/api/customerStock/cancelAllocationStockOut`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', token },
    body: JSON.stringify({ id: data.id }),
  });
  const refusal = (await cancel.json()) as { errcode: number };
  assert.notEqual(refusal.errcode, 0, 'the server refuses to cancel a signed transfer');

  const exported = await fetch(
    `${e2e.server.baseUrl}/api/api/customerStock/searchAllocationListExport?direction=out&format=csv&token=${token}`,
  );
  assert.equal(exported.status, 200);
  assert.match(await exported.text(), new RegExp(documentNo));

  await Promise.all([sender.context().close(), receiver.context().close()]);
});

interface RouteCase {
  path: string;
  /** Reaches a detail page the way a user does, from the list opened at `path`. */
  via?: (page: Page) => Promise<void>;
  /** Waits until the page shows its data. */
  shows: (page: Page) => Promise<void>;
}

const tableOf = (page: Page, name: string) => page.getByRole('table', { name, exact: true });

/** A list where the seed gives the demo company rows: at least one real row appears. */
const rowsIn = (name: string) => (page: Page) => dataRows(tableOf(page, name)).first().waitFor();

const ROUTES: readonly RouteCase[] = [
  { path: '/stock/ownStock', shows: rowsIn('自有库存列表') },
  {
    path: '/stock/ownStock',
    via: async (page) => {
      await balanceRow(page, SENDER_WAREHOUSE, TRAY_TYPE).getByRole('button', { name: '查看明细' }).click();
      await page.waitForURL('**/yelopack/stock/ownStockDetail?**');
    },
    shows: rowsIn('库存流水'),
  },
  // 上海乐橙 holds 昆山工厂's pallets (the seed's C1 stock).
  { path: '/stock/ownStockC1', shows: rowsIn('自有库存(C1)列表') },
  {
    path: '/stock/ownStockC1',
    via: async (page) => {
      await dataRows(tableOf(page, '自有库存(C1)列表')).first().getByRole('button', { name: '查看' }).click();
      await page.waitForURL('**/yelopack/stock/ownStockC1Detail?**');
    },
    shows: rowsIn('库存流水'),
  },
  { path: '/stock/customer', shows: rowsIn('下游客户库存列表') },
  { path: '/stock/sign', shows: rowsIn('待签收列表') },
  {
    path: '/stock/sign',
    via: async (page) => {
      await page
        .getByRole('button', { name: /^查看 RK/ })
        .first()
        .click();
      await page.waitForURL('**/yelopack/stock/signDetail?**');
    },
    shows: rowsIn('托盘明细'),
  },
  { path: '/stock/transfer', shows: rowsIn('调拨记录列表') },
  { path: '/stock/outEntry', shows: rowsIn('运单') },
  { path: '/stock/circulationC1', shows: rowsIn('流转出库记录') },
  { path: '/stock/codeManange', shows: rowsIn('托盘编码列表') },
  { path: '/stock/deductDetail', shows: rowsIn('超期扣减明细列表') },
  { path: '/address/addressmanage', shows: rowsIn('仓库列表') },
  {
    path: '/address/newaddress',
    shows: (page) =>
      page.getByRole('form', { name: '新增仓库' }).getByRole('textbox', { name: '仓库名称' }).waitFor(),
  },
  {
    path: '/address/addressmanage',
    via: async (page) => {
      await page.getByRole('button', { name: `编辑 ${SENDER_WAREHOUSE}` }).click();
      await page.waitForURL('**/yelopack/address/editaddress?**');
    },
    shows: async (page) => {
      const name = page.getByRole('form', { name: '编辑仓库' }).getByRole('textbox', { name: '仓库名称' });
      await page.waitForFunction(([element, expected]) => (element as HTMLInputElement).value === expected, [
        await name.elementHandle(),
        SENDER_WAREHOUSE,
      ] as const);
    },
  },
];

test('switching company in the header on 自有库存 shows the new company’s rows at once, without 查询 or reload', async () => {
  const page = await signedIn('demo_multi'); // lands in its first company, 上海乐橙
  await open(page, `${Y}/stock/ownStock`);
  await balanceRow(page, SENDER_WAREHOUSE, TRAY_TYPE).waitFor();
  // A full reload would drop this mark; the shell's own landing navigation after a switch keeps it.
  await page.evaluate(() => Object.assign(window, { ypSameDocument: true }));

  await switchCompany(page, DEMO_COMPANIES.baiYun);

  await balanceRow(page, RECEIVER_WAREHOUSE, TRAY_TYPE).waitFor();
  const table = page.getByRole('table', { name: '自有库存列表' });
  assert.equal(await table.getByRole('row', { name: new RegExp(`^${SENDER_WAREHOUSE} `) }).count(), 0);
  assert.equal(await page.evaluate(() => 'ypSameDocument' in window), true, 'the page was not reloaded');
  assert.match(page.url(), /\/yelopack\/stock\/ownStock/);
});

test('every stock route renders the demo company’s data, without an error or 建设中', async () => {
  const page = await signedIn('demo_pallet');
  for (const route of ROUTES) {
    await open(page, `${Y}${route.path}`);
    await route.via?.(page);
    await route.shows(page);
    const where = new URL(page.url()).pathname;
    assert.equal(
      await page.getByRole('alert').filter({ hasText: '加载失败' }).count(),
      0,
      `${where}: error state`,
    );
    assert.equal(await page.getByText('建设中').count(), 0, `${where}: 建设中`);
  }
  await page.context().close();
});

test('paging shows other pallet codes on page 2; the warehouse filter narrows 自有库存', async () => {
  const page = await signedIn('demo_pallet');
  await open(page, `${Y}/stock/codeManange`);
  const codes = dataRows(tableOf(page, '托盘编码列表'));
  await codes.first().waitFor();
  const traceIds = () => codes.locator('td:first-child').allInnerTexts();
  const firstPage = await traceIds();
  await page.getByRole('button', { name: '第 2 页' }).click();
  await waitForText(page.getByRole('navigation', { name: '分页' }).locator('[aria-current="page"]'), 2);
  await codes.first().filter({ hasNotText: firstPage[0]! }).waitFor();
  const secondPage = await traceIds();
  assert.equal(secondPage.length, firstPage.length);
  assert.deepEqual(
    secondPage.filter((id) => firstPage.includes(id)),
    [],
    'page 2 holds other codes',
  );

  const filtered = '乐橙浦东冷链仓';
  await open(page, `${Y}/stock/ownStock`);
  const balances = dataRows(tableOf(page, '自有库存列表'));
  await balances.first().waitFor();
  const warehousesBefore = new Set(await balances.locator('td:first-child').allInnerTexts());
  assert.ok(warehousesBefore.size > 1, 'the unfiltered list spans several warehouses');
  await choose(page.getByRole('search'), '仓库', filtered);
  await page.getByRole('button', { name: '查询' }).click();
  await balances.filter({ hasNotText: filtered }).first().waitFor({ state: 'detached' });
  await balances.first().waitFor();
  assert.deepEqual(new Set(await balances.locator('td:first-child').allInnerTexts()), new Set([filtered]));
  await page.context().close();
});

test('a clerk sees 查看明细 and 销售出库 but no 调拨出库, no 导出 and no 取消调拨', async () => {
  const page = await signedIn('demo_clerk');
  await open(page, `${Y}/stock/ownStock`);
  const row = balanceRow(page, SENDER_WAREHOUSE, TRAY_TYPE);
  await row.getByRole('button', { name: '查看明细' }).waitFor();
  await row.getByRole('button', { name: '销售出库' }).waitFor();
  assert.equal(await page.getByRole('button', { name: '调拨出库' }).count(), 0);
  assert.equal(await page.getByRole('button', { name: /^导出/ }).count(), 0);

  await open(page, `${Y}/stock/transfer`);
  const pending = page.getByRole('row').filter({ hasText: '待签收' }).first();
  await pending.waitFor();
  assert.equal(await page.getByRole('button', { name: /^取消调拨/ }).count(), 0);
  assert.equal(await page.getByRole('button', { name: /^导出/ }).count(), 0);
  await page.context().close();
});

test('出库 refuses the plate 沪A1234 before sending anything and accepts 沪A12345', async () => {
  const page = await signedIn('demo_pallet');
  await open(page, `${Y}/stock/outEntry`);
  const form = page.getByRole('form', { name: '销售出库' });
  await choose(form, '出库仓库', '乐橙浦东冷链仓');
  await choose(form, '下游客户', DEMO_COMPANIES.jiaDing);
  await choose(form, '客户收货仓库', '嘉定鲜果江桥仓');
  await choose(form, '托盘类型', `${TRAY_TYPE} 川字塑料托盘`);
  await form.getByText(/^可用数量 \d+ 片$/).waitFor();
  await form.getByRole('textbox', { name: '数量' }).fill('3');
  const plate = form.getByRole('textbox', { name: '车牌号' });
  await plate.fill('沪A1234');

  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/createCustomerOutboundOrder')) sent.push(request.url());
  });
  await form.getByRole('button', { name: '确认出库' }).click();
  await form.getByRole('alert').filter({ hasText: '车牌号格式不正确' }).waitFor();
  assert.equal(await plate.getAttribute('aria-invalid'), 'true');
  assert.equal(await form.getByRole('alert').count(), 1, 'only the plate is wrong');
  assert.deepEqual(sent, [], 'nothing is submitted');

  await plate.fill('沪A12345');
  const created = page.waitForResponse((response) => response.url().endsWith('/createCustomerOutboundOrder'));
  await form.getByRole('button', { name: '确认出库' }).click();
  const { errcode } = (await (await created).json()) as { errcode: number };
  assert.equal(errcode, 0);
  await toastShown(page, /^运单 YD\S+ 已创建，待车辆出发后扣减库存$/);
  assert.equal(await form.getByRole('alert').count(), 0);
  await page.context().close();
});

test('no serious or critical accessibility violation on 自有库存, 入库管理 and 仓库列表', async () => {
  const page = await signedIn('demo_pallet', { bypassCSP: true });
  for (const [path, ready] of [
    ['/stock/ownStock', rowsIn('自有库存列表')],
    ['/stock/sign', rowsIn('待签收列表')],
    ['/address/addressmanage', rowsIn('仓库列表')],
  ] as const) {
    await open(page, `${Y}${path}`);
    await ready(page);
    const violations = await seriousViolations(page);
    assert.deepEqual(violations, [], `${path}: ${describeViolations(violations)}`);
  }
  await page.context().close();
});

test("the menu lights a detail page's own list: 仓库列表 for 新增仓库 opened from it, nothing after another group's page", async () => {
  const page = await signedIn('demo_pallet');
  const lit = page.getByTestId('side-menu').locator('[aria-current="page"]');
  await open(page, `${Y}/stock/ownStock`);
  await waitForText(lit, '自有库存');
  // Straight to 新增仓库 by its address: its breadcrumbs show only itself, and 自有库存 no longer lights.
  await open(page, `${Y}/address/newaddress`);
  await page.getByRole('heading', { name: '新增仓库' }).waitFor();
  assert.equal(await lit.count(), 0);
  await open(page, `${Y}/address/addressmanage`);
  await rowsIn('仓库列表')(page);
  await page.getByRole('button', { name: '新增', exact: true }).click();
  await page.getByRole('heading', { name: '新增仓库' }).waitFor();
  await waitForText(lit, '仓库列表');
  await page.context().close();
});
