import { formatDate } from '../../core';
import { assert, assertDeepEqual, assertEqual, waitFor } from '../../ui/test-support/assert';
import { describe, it } from '../../ui/test-support/browser-test';
import { fakeBackendPerTest, recordOpenedWindows } from '../test-support/browser-session';
import {
  bodyRows,
  cellTexts,
  chartSummary,
  choose,
  chooseExport,
  clickButton,
  exportMenuButtons,
  mountTag,
  tabNamed,
} from '../test-support/shadow-dom';
import { installFakeGroupReportsBackend } from './fake-group-reports-backend';
import { common, downstream, MOVEMENT_LIST_LABELS } from './labels';
import { defaultPeriod } from '../report-period';
import './downstream';

const fake = fakeBackendPerTest(installFakeGroupReportsBackend, 'downstream-data-token');
const { start, lastBody } = fake;
const opened = recordOpenedWindows();

const chartTable = (root: ShadowRoot, title: string) =>
  [...root.querySelectorAll('table')].find((table) => table.caption?.textContent?.startsWith(title));

describe('<yp-downstream-data view="stock">', () => {
  it('shows its stock per tray type, its on-hand trend with the numbers as a table, and its stock list', async () => {
    start();
    const root = mountTag('yp-downstream-data', 'view="stock"');
    await waitFor(() => root.querySelectorAll('h3 + strong').length === 2, 'a tile per tray type');
    const tile = root.querySelector('[aria-label="1210 川字塑料托盘"]');
    assertEqual(tile?.querySelector('strong')?.textContent, '215 片', 'on hand with its unit');
    assertEqual(
      tile?.querySelector('p')?.textContent,
      '可用 175 片 · 在途 30 片 · 待签收 10 片',
      'the rest of the tray type',
    );
    const table = await waitFor(() => chartTable(root, downstream.stock.trend), 'the trend');
    assertDeepEqual(
      lastBody('getChartStatistics'),
      { ...defaultPeriod('day', formatDate(new Date())) },
      'period',
    );
    const rows = [...table.querySelectorAll<HTMLTableRowElement>('tbody tr[data-row]')];
    assertEqual(rows.length, 30, 'a row per day');
    assertDeepEqual(
      [...table.querySelectorAll('thead th')].map((cell) => cell.textContent),
      ['日期', '1210 川字塑料托盘', '1311 田字网格托盘'],
      'a column per tray type',
    );
    assert(
      chartSummary(root, downstream.stock.trend)?.includes('在库量从'),
      'the summary sentence goes with the chart and its table',
    );
    await waitFor(() => bodyRows(root, downstream.stock.stockCaption).length === 2, 'its balances');
  });

  it('switches the trend to weeks', async () => {
    start();
    const root = mountTag('yp-downstream-data', 'view="stock"');
    await waitFor(() => chartTable(root, downstream.stock.trend), 'the trend');
    clickButton(root, '按周');
    await waitFor(
      () => chartTable(root, downstream.stock.trend)?.querySelectorAll('tbody tr[data-row]').length === 12,
      'twelve weeks',
    );
    assertEqual(lastBody('getChartStatistics')?.granularity, 'week', 'by week');
  });

  it('filters by its own warehouse and exports only with downstream-data-export', async () => {
    start();
    const root = mountTag('yp-downstream-data', 'view="stock"');
    await waitFor(() => bodyRows(root, downstream.stock.stockCaption).length === 2, 'balances');
    await choose(root, common.warehouse, '成都双流仓');
    clickButton(root, '查询');
    await waitFor(() => lastBody('searchStock')?.warehouseId === 'wh-shuwei-1', 'the warehouse sent');
    assertDeepEqual(
      lastBody('searchStock'),
      { pageNum: 1, pageSize: 10, warehouseId: 'wh-shuwei-1' },
      'body',
    );
    await chooseExport(root, '导出 Excel');
    const url = new URL(await waitFor(() => opened[0], 'the export opened'));
    assertEqual(url.pathname, '/api/api/groupDownStreamCustomer/searchStockExport', 'export path');
    assertEqual(url.searchParams.get('warehouseId'), 'wh-shuwei-1', 'with the filter');
  });

  it('offers no export without downstream-data-export', async () => {
    start({ permissions: ['group-data-export'] });
    const root = mountTag('yp-downstream-data', 'view="stock"');
    await waitFor(() => bodyRows(root, downstream.stock.stockCaption).length === 2, 'balances');
    assertEqual(exportMenuButtons(root).length, 0, 'no 导出');
  });
});

describe('<yp-downstream-data> movement views', () => {
  it('lists its inbound entries without a member filter', async () => {
    start();
    const root = mountTag('yp-downstream-data', 'view="stockIn"');
    await waitFor(() => bodyRows(root, MOVEMENT_LIST_LABELS.inStock.caption).length === 1, 'the sale in');
    assertDeepEqual(
      cellTexts(bodyRows(root, MOVEMENT_LIST_LABELS.inStock.caption)[0]!).slice(2, 8),
      ['销售入库', '成都蜀味', '成都双流仓', '1210 川字塑料托盘', '200', '无锡工厂'],
      'kind, company, warehouse, tray type, quantity and whose pallets',
    );
    assertEqual(root.textContent?.includes(common.member), false, 'no 成员企业');
  });

  it('shows 流转 first and 出库 as a second tab', async () => {
    start();
    const root = mountTag('yp-downstream-data', 'view="circulateOut"');
    await waitFor(
      () => bodyRows(root, MOVEMENT_LIST_LABELS.multiCirculation.caption).length === 1,
      'the circulation',
    );
    tabNamed(root, MOVEMENT_LIST_LABELS.outStock.title)!.click();
    await waitFor(() => bodyRows(root, MOVEMENT_LIST_LABELS.outStock.caption).length === 2, 'the outs');
    assertDeepEqual(lastBody('searchOutStock'), { pageNum: 1, pageSize: 10 }, 'its own call');
  });

  it('shows the empty state when there is nothing', async () => {
    start({ empty: true });
    const root = mountTag('yp-downstream-data', 'view="returns"');
    await waitFor(() => root.textContent?.includes(common.empty), '暂无数据');
    assertEqual(bodyRows(root, MOVEMENT_LIST_LABELS.returnTray.caption).length, 0, 'no rows');
  });
});
