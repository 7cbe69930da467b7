/**
 * The points shop (issue 12) in Debian chromium against the real server: demo_center finds 积分商城 in the
 * menu, sees the demo goods and its points, exchanges physical goods to its default address after the
 * dialog states the points, finds the order 待发货 and cancels it: the points come back.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { PAGES } from '../../src/contract/pages';
import { loginThroughForm, newPage } from './support/portal';
import { serverAndBrowser } from './support/harness';
import { dataRows } from './support/stock';
import { toastShown } from './support/toasts';

const e2e = serverAndBrowser();

/** The number after 我的积分 on the goods page or 个人积分 on a goods' detail. */
async function myPoints(page: Page): Promise<number> {
  const text = await page.getByText(/^我的积分\d+$/).textContent();
  return Number(text?.replace('我的积分', ''));
}

test('demo_center exchanges goods from the menu’s 积分商城 and cancels the order before shipping', async () => {
  const page = await newPage(e2e.browser);
  await loginThroughForm(page, e2e.server.baseUrl, 'demo_center');
  await page.getByRole('link', { name: '积分商城', exact: true }).click();
  await page.waitForURL(`**${PAGES.centerShop.goods}`);
  const gloves = page.getByRole('listitem', { name: '劳保手套（12 双装）' });
  await gloves.waitFor();
  await page.getByText(/^我的积分\d+$/).waitFor();
  const before = await myPoints(page);
  assert.ok(before >= 160, `demo points ${before}`);

  await gloves.getByRole('button', { name: '查看详情 劳保手套（12 双装）' }).click();
  await page.waitForURL(`**${PAGES.centerShop.goodsDetail}?id=*`);
  await page.getByRole('button', { name: '增加数量' }).click();
  await page.getByRole('button', { name: '立即兑换' }).click();
  const dialog = page.getByRole('dialog', { name: '确认兑换' });
  await dialog.getByText('兑换「劳保手套（12 双装）」× 2，将消耗 160 积分。').waitFor();
  await dialog.getByText(/马陆镇宝安公路 2999 号/).waitFor();
  await dialog.getByRole('button', { name: '确认兑换' }).click();
  const toast = await toastShown(page, /^兑换成功，订单编号 SC/);
  const orderNo = toast.replace('兑换成功，订单编号 ', '');

  await page.goto(`${e2e.server.baseUrl}${PAGES.centerShop.orders}`);
  const orders = page.getByRole('table', { name: '兑换订单列表' });
  const row = dataRows(orders).filter({ hasText: orderNo });
  await row.getByText('待发货').waitFor();
  await row.getByRole('button', { name: `取消订单 ${orderNo}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '取消订单' }).click();
  await toastShown(page, '订单已取消，积分已退还');
  await row.getByText('已取消').waitFor();

  await page.goto(`${e2e.server.baseUrl}${PAGES.centerShop.goods}`);
  await page.getByText(/^我的积分\d+$/).waitFor();
  assert.equal(await myPoints(page), before, 'the points came back');
  await page.context().close();
});
