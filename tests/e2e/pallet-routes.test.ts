/**
 * Issue 4's routes in Debian chromium on the demo data: every transport, return and sales-customer list
 * shows real rows, and each detail page opens from its list the way a user gets there.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { serverAndBrowser } from './support/harness';
import { loginThroughForm, newPage } from './support/portal';
import { dataRows } from './support/stock';

const e2e = serverAndBrowser();

interface RouteCase {
  path: string;
  /** The list's table (its accessible name), which must show at least one row. */
  table: string;
  /** Then, optionally: the first row's button that opens the detail, the detail's URL and its heading. */
  detail?: { button: RegExp; url: string; heading: RegExp };
}

const ROUTES: readonly RouteCase[] = [
  {
    path: '/yelopack/transport/out',
    table: '运单列表',
    detail: { button: /^查看详情 YD/, url: '/yelopack/transport/outDetail', heading: /^运单详情 YD/ },
  },
  {
    path: '/yelopack/transport/import',
    table: '入库单列表',
    detail: { button: /^查看详情 /, url: '/yelopack/transport/importDetail', heading: /^入库单详情 / },
  },
  {
    path: '/yelopack/return/toDoor',
    table: '上门取件列表',
    detail: { button: /^查看 /, url: '/yelopack/return/toDoorDetail', heading: /^上门取件详情 / },
  },
  {
    path: '/yelopack/return/self',
    table: '自行归还列表',
    detail: { button: /^查看 /, url: '/yelopack/return/selfDetail', heading: /^自行归还详情 / },
  },
  { path: '/yelopack/return/transport', table: '运输记录列表' },
  {
    path: '/yelopack/returntray/factoryReturn',
    table: '工厂归还列表',
    detail: {
      button: /^查看 /,
      url: '/yelopack/returntray/factoryReturnDetail',
      heading: /^工厂归还详情 /,
    },
  },
  { path: '/yelopack/returntray/customerReturn', table: '客户归还列表' },
  {
    path: '/yelopack/customer/sale',
    table: '销售客户列表',
    detail: { button: /^查看 /, url: '/yelopack/customer/saleDetail', heading: /^销售客户详情：/ },
  },
];

async function shows(page: Page, route: RouteCase): Promise<void> {
  await page.goto(`${e2e.server.baseUrl}${route.path}`);
  const rows = dataRows(page.getByRole('table', { name: route.table, exact: true }));
  await rows.first().waitFor();
  if (route.detail) {
    await rows.first().getByRole('button', { name: route.detail.button }).click();
    await page.waitForURL(`**${route.detail.url}?**`);
    await page.getByRole('heading', { name: route.detail.heading }).first().waitFor();
  }
  assert.equal(
    await page.getByRole('alert').filter({ hasText: '加载失败' }).count(),
    0,
    `${route.path}: error`,
  );
  assert.equal(await page.getByText('建设中').count(), 0, `${route.path}: 建设中`);
}

test('every transport, return and sales-customer route shows the demo company’s data and opens its details', async () => {
  const page = await newPage(e2e.browser);
  await loginThroughForm(page, e2e.server.baseUrl, 'demo_pallet');
  for (const route of ROUTES) await shows(page, route);

  // 生成入库单: the form with its client choices loaded.
  await page.goto(`${e2e.server.baseUrl}/yelopack/transport/importOrder`);
  await page.getByRole('form', { name: '生成入库单' }).getByRole('button', { name: '生成入库单' }).waitFor();
  await page.context().close();
});
