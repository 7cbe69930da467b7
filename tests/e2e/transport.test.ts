/**
 * Waybills (issue 4) in Debian chromium against the real server: a clerk's sale outbound on 出库 becomes a
 * waybill waiting to leave; the platform's TMS reports departure and arrival with the platform key; the
 * user confirms the arrival on 出库管理 (批量确认到货); the sender's own stock and its 下游客户库存 move by
 * exactly the quantity, once.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';
import { newId } from '../../server/db/ids';
import { DEMO_COMPANIES } from '../../server/db/seed/demo-accounts';
import { PLATFORM_KEY_HEADER } from '../../server/http/route';
import { stockDb } from '../../server/modules/stock/tables';
import { arriveWaybill, createWaybill, departWaybill } from '../../server/modules/transport/waybill/service';
import { loginThroughForm, newPage } from './support/portal';
import { serverAndBrowser } from './support/harness';
import { balanceRow, choose, onHandCell, onHandOf, waitForText } from './support/stock';

const FROM_WAREHOUSE = '乐橙浦东冷链仓';
const CLIENT_WAREHOUSE = '嘉定鲜果江桥仓';
const TRAY_TYPE = '1210';
const QUANTITY = 4;
const Y = '/yelopack';

const e2e = serverAndBrowser();

const open = (page: Page, path: string) => page.goto(`${e2e.server.baseUrl}${path}`);

/** The 下游客户库存 row of the client's warehouse (cells: 持有企业, 仓库, 托盘类型, 在库, 在途, 超期). */
const clientRow = (page: Page): Locator =>
  page
    .getByRole('table', { name: '下游客户库存列表' })
    .getByRole('row', { name: new RegExp(`^${DEMO_COMPANIES.jiaDing} ${CLIENT_WAREHOUSE} ${TRAY_TYPE} `) });
const clientOnHand = async (page: Page) => Number(await clientRow(page).getByRole('cell').nth(3).innerText());

/** The TMS's report, as the platform's systems send it. */
async function tms(step: 'depart' | 'arrive', waybillNo: string): Promise<void> {
  const response = await fetch(`${e2e.server.baseUrl}/api/platform/waybill/${step}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [PLATFORM_KEY_HEADER]: e2e.server.app.deps.platformKey,
    },
    body: JSON.stringify({ waybillNo }),
  });
  const body = (await response.json()) as { errcode: number; data: { status: string } };
  assert.equal(body.errcode, 0, `${step} accepted`);
}

test('a sale outbound travels as a waybill: created, departed, arrived, confirmed in the browser; both balances move once', async () => {
  const page = await newPage(e2e.browser);
  await loginThroughForm(page, e2e.server.baseUrl, 'demo_pallet');

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
  await form.getByText(/^可用数量 \d+ 片$/).waitFor();
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

/** `count` waybills of one pallet each to the client, made and taken to 已到达 by the services (as the TMS would). */
async function arrivedWaybills(count: number): Promise<string[]> {
  const { db, clock } = e2e.server.app.deps;
  const companyId = async (name: string) =>
    (await db.selectFrom('companies').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;
  const warehouseId = async (name: string) =>
    (
      await stockDb(db)
        .selectFrom('warehouses')
        .select('id')
        .where('name', '=', name)
        .executeTakeFirstOrThrow()
    ).id;
  const sender = { companyId: await companyId(DEMO_COMPANIES.leCheng) };
  const input = {
    fromWarehouseId: await warehouseId(FROM_WAREHOUSE),
    toCompanyId: await companyId(DEMO_COMPANIES.jiaDing),
    toWarehouseId: await warehouseId(CLIENT_WAREHOUSE),
    trayTypeCode: TRAY_TYPE,
    quantity: 1,
    plateNumber: '沪A6D218',
  };
  const numbers: string[] = [];
  for (let n = 0; n < count; n += 1) {
    const waybill = await createWaybill({ db, clock }, sender, { ...input, requestId: newId() });
    await departWaybill({ db, clock }, { id: waybill.id });
    await arriveWaybill({ db, clock }, { id: waybill.id });
    numbers.push(waybill.documentNo);
  }
  return numbers;
}

test('批量确认到货 of 50 arrived waybills in one click: all confirmed, the client holds 50 more, once', async () => {
  const numbers = await arrivedWaybills(50);
  const page = await newPage(e2e.browser);
  await loginThroughForm(page, e2e.server.baseUrl, 'demo_pallet');
  await open(page, `${Y}/stock/customer`);
  await clientRow(page).waitFor();
  const clientBefore = await clientOnHand(page);

  await open(page, `${Y}/transport/out`);
  await page.getByRole('tab', { name: '已到达' }).click();
  await choose(page, '每页条数', '50 条/页');
  // Newest first: the page holds exactly the 50 just made.
  for (const waybillNo of [numbers[0], numbers[49]] as string[])
    await page.getByRole('checkbox', { name: `选择运单 ${waybillNo}` }).waitFor();
  await page.getByRole('checkbox', { name: '选择本页全部已到达运单' }).check();
  await page.getByRole('button', { name: /^批量确认到货/ }).click();
  const question = page.getByRole('alertdialog');
  await question.getByText('确认 50 张运单已到货？确认后托盘计入客户库存。').waitFor();
  const confirmed = page.waitForResponse((response) => response.url().endsWith('/batchConfirmArrive'));
  await question.getByRole('button', { name: '批量确认到货' }).click();
  const answer = (await (await confirmed).json()) as { errcode: number; data: { confirmed: number } };
  assert.deepEqual([answer.errcode, answer.data.confirmed], [0, 50]);

  await page.getByRole('tab', { name: '已确认到货' }).click();
  for (const waybillNo of [numbers[0], numbers[49]] as string[])
    await page.getByRole('row', { name: new RegExp(waybillNo) }).waitFor();
  await open(page, `${Y}/stock/customer`);
  await clientRow(page).waitFor();
  assert.equal(await clientOnHand(page), clientBefore + 50);
  await page.context().close();
});
