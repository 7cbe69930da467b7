/**
 * Reports and charts (issue 14) in Debian chromium against the real server and its demo data: each of the
 * three report roles lands on its home page after login and sees the figures the API computes from the
 * ledger — demo_home (role 1) the board and charts of 上海乐橙 with the stock map's drill-down, demo_group
 * (role 6) its member factories, demo_c1 (role 7) its own stock — and no page of the three areas says 建设中.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';
import { API } from '../../src/contract/api-paths';
import type { Page as ListPage } from '../../src/contract/envelope';
import { PAGES } from '../../src/contract/pages';
import type {
  GroupDataSummary,
  HomeBoard,
  MapLevelStock,
  MovementRow,
  ReportStockRow,
  StockInfoRow,
} from '../../src/contract/reports';
import type { Shipment } from '../../src/contract/stock';
import { apiPost } from './support/api';
import { login } from './support/api-login';
import { describeViolations, seriousViolations } from './support/axe';
import { serverAndBrowser } from './support/harness';
import { loginThroughForm, newPage } from './support/portal';
import { dataRows } from './support/stock';
import { screenshot } from './support/shots';

const e2e = serverAndBrowser();
const pallets = (value: number) => `${value.toLocaleString('zh-CN')} 片`;

const post = async <T>(account: string, apiPath: string, body: object): Promise<T> =>
  apiPost<T>(e2e.server.baseUrl, apiPath, body, await login(e2e.server.baseUrl, account));

/** The headline of the figure tile named `name` (its h3; the tile is the innermost block holding it). */
const tileValue = (page: Page, name: string): Locator =>
  page
    .locator('div', { has: page.getByRole('heading', { name, exact: true, level: 3 }) })
    .last()
    .locator('strong');

async function landsOn(page: Page, account: string, path: string): Promise<void> {
  await loginThroughForm(page, e2e.server.baseUrl, account);
  await page.waitForURL(`**${path}`);
}

async function noSeriousViolations(page: Page, what: string): Promise<void> {
  const violations = await seriousViolations(page);
  assert.deepEqual(violations, [], `${what}: ${describeViolations(violations)}`);
}

test('demo_home lands on 首页看板 with 上海乐橙’s figures, and 数据图表 drills the stock map down to cities', async () => {
  const board = await post<HomeBoard>('demo_home', API.homepage.getBoardStatistics, {});
  assert.ok(board.onHand > 0 && board.recentMovements.length > 0, 'the demo company has stock and movements');
  const page = await newPage(e2e.browser, { bypassCSP: true });
  await landsOn(page, 'demo_home', PAGES.system.board);
  await tileValue(page, '在库')
    .filter({ hasText: pallets(board.onHand) })
    .waitFor();
  await tileValue(page, '在途')
    .filter({ hasText: pallets(board.inTransit) })
    .waitFor();
  const recent = page.getByRole('table', { name: '最近出入库' });
  await dataRows(recent).filter({ hasText: board.recentMovements[0]!.documentNo }).first().waitFor();
  await screenshot(page, 'reports-home-board');
  await noSeriousViolations(page, '首页看板');

  const provinces = await post<MapLevelStock>('demo_home', API.stockmap.getInStockAddressByMapLevel, {
    level: 'province',
  });
  const biggest = [...provinces.areas].sort((a, b) => b.onHand - a.onHand)[0]!;
  await page.getByRole('link', { name: '数据图表' }).click();
  await page.waitForURL(`**${PAGES.system.chart}`);
  await page.getByRole('figure', { name: '在库趋势（片）' }).waitFor();
  const provinceTable = page.getByRole('table', { name: '各省在库' });
  await dataRows(provinceTable).filter({ hasText: biggest.name }).waitFor();
  await dataRows(provinceTable)
    .filter({ hasText: biggest.name })
    .getByRole('button', { name: '查看城市' })
    .click();
  const cities = await post<MapLevelStock>('demo_home', API.stockmap.getInStockAddressByMapLevel, {
    level: 'city',
    province: biggest.name,
  });
  const cityTable = page.getByRole('table', { name: `${biggest.name}各城市在库` });
  for (const city of cities.areas) await dataRows(cityTable).filter({ hasText: city.name }).first().waitFor();
  await screenshot(page, 'reports-home-chart');
  await page.getByRole('button', { name: '返回全国' }).click();
  await provinceTable.waitFor();
  await page.context().close();
});

test('demo_group lands on 集团库存管理 with each member factory’s figures and opens a factory’s detail', async () => {
  const summary = await post<GroupDataSummary>('demo_group', API.groupCustomer.GroupDataSummary, {});
  assert.equal(summary.members.length, 2, 'the demo group has two member factories');
  const page = await newPage(e2e.browser, { bypassCSP: true });
  await landsOn(page, 'demo_group', PAGES.groupCompany.groupStockManage);
  await tileValue(page, '在库')
    .filter({ hasText: pallets(summary.totals.onHand) })
    .first()
    .waitFor();
  for (const member of summary.members) {
    const row = page.getByRole('row').filter({ hasText: member.companyName }).first();
    await row.filter({ hasText: pallets(member.onHand) }).waitFor();
  }
  await screenshot(page, 'reports-group-stock');
  await noSeriousViolations(page, '集团库存管理');

  const first = summary.members[0]!;
  await page.getByRole('button', { name: `查看 ${first.companyName} 详情` }).click();
  await page.waitForURL(`**${PAGES.groupCompany.factoryDetail}?**`);
  await page.getByRole('heading', { name: `工厂/中转仓详情：${first.companyName}` }).waitFor();
  await tileValue(page, '在库')
    .filter({ hasText: pallets(first.onHand) })
    .first()
    .waitFor();

  await page.goto(`${e2e.server.baseUrl}${PAGES.groupCompany.dataReport}`);
  await page.getByRole('figure', { name: '各成员在库对比（片）' }).waitFor();
  await screenshot(page, 'reports-group-data-report');
  await page.context().close();
});

test('demo_c1 lands on 库存管理 with its own stock; 入库管理 lists its receipts and confirms a circulation’s arrival', async () => {
  const info = await post<ListPage<StockInfoRow>>('demo_c1', API.groupDownStreamCustomer.searchStockInfo, {
    pageNum: 1,
    pageSize: 20,
  });
  const receipts = await post<ListPage<MovementRow>>('demo_c1', API.groupDownStreamCustomer.searchInStock, {
    pageNum: 1,
    pageSize: 10,
  });
  assert.ok(info.list.length > 0 && receipts.list.length > 0, 'demo_c1 has stock and receipts');
  const page = await newPage(e2e.browser, { bypassCSP: true });
  await landsOn(page, 'demo_c1', PAGES.downstreamCustomer.downstreamStockManage);
  for (const row of info.list) await page.getByText(pallets(row.onHand), { exact: true }).first().waitFor();
  await page.getByRole('figure', { name: '在库趋势（片）' }).waitFor();
  await screenshot(page, 'reports-downstream-stock');
  await noSeriousViolations(page, '下游库存管理');

  await page.getByRole('link', { name: '入库管理' }).click();
  await page.waitForURL(`**${PAGES.downstreamCustomer.downstreamStockInManage}`);
  await page.getByText(receipts.list[0]!.documentNo).first().waitFor();

  // 上海乐橙's circulation to it is on the road: it confirms the arrival, and the pallets are its to hold.
  const onTheRoad = await post<ListPage<Shipment>>('demo_c1', API.downstreamCustomer.searchLogisticsItem, {
    pageNum: 1,
    pageSize: 10,
    direction: 'in',
    status: 'inTransit',
  });
  const shipment = onTheRoad.list[0]!;
  const arrivals = page.getByRole('table', { name: '在途待确认到货' });
  await arrivals.getByRole('button', { name: `确认到货 ${shipment.documentNo}` }).click();
  const question = page.getByRole('alertdialog');
  await question.getByText(shipment.documentNo, { exact: false }).waitFor();
  await question.getByRole('button', { name: '确认到货' }).click();
  await arrivals.getByText('没有在途的流转单').waitFor();
  const held = await post<ListPage<ReportStockRow>>('demo_c1', API.groupDownStreamCustomer.searchStock, {
    pageNum: 1,
    pageSize: 100,
    trayTypeCode: shipment.trayTypeCode,
  });
  assert.ok(
    held.list.some(
      (row) => row.ownerCompanyId === shipment.ownerCompanyId && row.onHand >= shipment.quantity,
    ),
    'the arrived pallets are held by demo_c1, owned by their owner',
  );
  await page.context().close();
});

test('no page of 系统首页, 集团数据 or 下游客户数据 says 建设中 or fails to load', async () => {
  const areas: [string, string, string[]][] = [
    ['demo_home', 'yp-home-board', Object.values(PAGES.system)],
    ['demo_group', 'yp-group-reports', Object.values(PAGES.groupCompany)],
    ['demo_c1', 'yp-downstream-data', Object.values(PAGES.downstreamCustomer)],
  ];
  for (const [account, tag, paths] of areas) {
    const page = await newPage(e2e.browser, { bypassCSP: true });
    await loginThroughForm(page, e2e.server.baseUrl, account);
    for (const path of paths) {
      await page.goto(`${e2e.server.baseUrl}${path}`);
      await page.getByRole('main').locator(tag).waitFor();
      await page.waitForLoadState('networkidle');
      assert.equal(await page.getByText('建设中').count(), 0, `${path}: 建设中`);
      assert.equal(await page.getByText(/加载失败|系统繁忙/).count(), 0, `${path}: an error`);
    }
    await page.context().close();
  }
});
