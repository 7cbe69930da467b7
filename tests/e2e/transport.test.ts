/**
 * Waybills (issue 4) in Debian chromium against the real server: a clerk's sale outbound on 出库 becomes a
 * waybill waiting to leave; the platform's TMS reports departure and arrival with the platform key; the
 * user confirms the arrival on 出库管理 (批量确认到货); the sender's own stock and its 下游客户库存 move by
 * exactly the quantity, once.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Locator, Page } from 'playwright-core';
import { DEMO_COMPANIES } from '../../server/db/seed/demo-accounts';
import { PLATFORM_KEY_HEADER } from '../../server/http/route';
import { launchBrowser } from './support/browser';
import { loginThroughForm, newPage } from './support/portal';
import { startE2eServer, type RunningServer } from './support/server';
import { balanceRow, choose, onHandCell, onHandOf, waitForText } from './support/stock';

const FROM_WAREHOUSE = '乐橙浦东冷链仓';
const CLIENT_WAREHOUSE = '嘉定鲜果江桥仓';
const TRAY_TYPE = '1210';
const QUANTITY = 4;
const Y = '/yelopack';

let server: RunningServer;
let browser: Browser;

before(async () => {
  [server, browser] = await Promise.all([startE2eServer(), launchBrowser()]);
});
after(async () => {
  await browser?.close();
  await server?.stop();
});

const open = (page: Page, path: string) => page.goto(`${server.baseUrl}${path}`);

/** The 下游客户库存 row of the client's warehouse (cells: 持有企业, 仓库, 托盘类型, 在库, 在途, 超期). */
const clientRow = (page: Page): Locator =>
  page
    .getByRole('table', { name: '下游客户库存列表' })
    .getByRole('row', { name: new RegExp(`^${DEMO_COMPANIES.jiaDing} ${CLIENT_WAREHOUSE} ${TRAY_TYPE} `) });
const clientOnHand = async (page: Page) => Number(await clientRow(page).getByRole('cell').nth(3).innerText());

/** The TMS's report, as the platform's systems send it. */
async function tms(step: 'depart' | 'arrive', waybillNo: string): Promise<void> {
  const response = await fetch(`${server.baseUrl}/api/platform/waybill/${step}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [PLATFORM_KEY_HEADER]: server.app.deps.platformKey,
    },
    body: JSON.stringify({ waybillNo }),
  });
  const body = (await response.json()) as { errcode: number; data: { status: string } };
  assert.equal(body.errcode, 0, `${step} accepted`);
}

test('a sale outbound travels as a waybill: created, departed, arrived, confirmed in the browser; both balances move once', async () => {
  const page = await newPage(browser);
  await loginThroughForm(page, server.baseUrl, 'demo_pallet');

  await open(page, `${Y}/stock/customer`);
  await clientRow(page).waitFor();
  const clientBefore = await clientOnHand(page);
  await open(page, `${Y}/stock/ownStock`);
  const ownRow = balanceRow(page, FROM_WAREHOUSE, TRAY_TYPE);
  const ownBefore = await onHandOf(ownRow);

  // 出库: the sale outbound form makes a waybill waiting to leave; no pallet moves yet.
  await open(page, `${Y}/stock/outEntry`);
  const form = page.getByRole('form', { name: '销售出库' });
  await choose(form, '出库仓库', FROM_WAREHOUSE);
  await choose(form, '下游客户', DEMO_COMPANIES.jiaDing);
  await choose(form, '客户收货仓库', CLIENT_WAREHOUSE);
  await choose(form, '托盘类型', `${TRAY_TYPE} 川字塑料托盘`);
  await form.getByText(/^可用库存 \d+ 片$/).waitFor();
  await form.getByRole('textbox', { name: '数量' }).fill(String(QUANTITY));
  await form.getByRole('textbox', { name: '车牌号' }).fill('沪A6D218');
  const created = page.waitForResponse((response) => response.url().endsWith('/createCustomerOutboundOrder'));
  await form.getByRole('button', { name: '确认出库' }).click();
  const { errcode, data } = (await (await created).json()) as {
    errcode: number;
    data: { documentNo: string; status: string };
  };
  assert.equal(errcode, 0);
  assert.equal(data.status, 'created');
  const waybillNo = data.documentNo;
  assert.match(waybillNo, /^YD\d{8}-\d{6}$/);
  await page
    .getByRole('table', { name: '运单' })
    .getByRole('row', { name: new RegExp(waybillNo) })
    .waitFor();

  await open(page, `${Y}/stock/ownStock`);
  await waitForText(onHandCell(ownRow), ownBefore);

  // The TMS: the vehicle leaves (the sender's pallets go) and arrives (nothing moves yet).
  await tms('depart', waybillNo);
  await tms('depart', waybillNo);
  await page.reload();
  await waitForText(onHandCell(ownRow), ownBefore - QUANTITY);
  await tms('arrive', waybillNo);

  // 出库管理: tick the arrived waybill, confirm in the dialog.
  await open(page, `${Y}/transport/out`);
  await page.getByRole('tab', { name: '已到达' }).click();
  const box = page.getByRole('checkbox', { name: `选择运单 ${waybillNo}` });
  await box.check();
  await page.getByRole('button', { name: /^批量确认到货/ }).click();
  const question = page.getByRole('alertdialog');
  await question.getByText('确认 1 张运单已到货？确认后托盘计入客户库存。').waitFor();
  const confirmed = page.waitForResponse((response) => response.url().endsWith('/batchConfirmArrive'));
  await question.getByRole('button', { name: '批量确认到货' }).click();
  const answer = (await (await confirmed).json()) as { errcode: number; data: { confirmed: number } };
  assert.deepEqual([answer.errcode, answer.data.confirmed], [0, 1]);
  await page.getByRole('tab', { name: '已确认到货' }).click();
  await page.getByRole('row', { name: new RegExp(waybillNo) }).waitFor();

  // The detail shows every step; both balances moved exactly once.
  await page.getByRole('button', { name: `查看详情 ${waybillNo}` }).click();
  await page.getByTestId('waybill-status').filter({ hasText: '已确认到货' }).waitFor();
  assert.equal(await page.getByText('未发生').count(), 0, 'every step has a time');

  await open(page, `${Y}/stock/ownStock`);
  await waitForText(onHandCell(ownRow), ownBefore - QUANTITY);
  await open(page, `${Y}/stock/customer`);
  await clientRow(page).waitFor();
  assert.equal(await clientOnHand(page), clientBefore + QUANTITY);
  await page.context().close();
});
