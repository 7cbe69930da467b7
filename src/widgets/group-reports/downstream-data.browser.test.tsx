import { formatDate } from '../../core';
import { assert, assertDeepEqual, assertEqual, waitFor } from '../../ui/test-support/assert';
import { describe, it } from '../../ui/test-support/browser-test';
import { fakeBackendPerTest, recordOpenedWindows } from '../test-support/browser-session';
import {
  bodyRows,
  buttonNamed,
  buttonsNamed,
  cellTexts,
  chartSummary,
  choose,
  chooseExport,
  clickButton,
  confirmDialogOf,
  controlLabelled,
  dialogOf,
  exportMenuButtons,
  mountTag,
  tabNamed,
  typeInto,
} from '../test-support/shadow-dom';
import { actionLabels, balanceLabels } from '../balances';
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

describe('<yp-downstream-data view="stock"> acts on the pallets it holds', () => {
  const stockRows = (root: ShadowRoot) => bodyRows(root, downstream.stock.stockCaption);

  it('circulates a balance onward to a client warehouse after a question, naming the owner in its line', async () => {
    start();
    const root = mountTag('yp-downstream-data', 'view="stock"');
    await waitFor(() => stockRows(root).length === 2, 'balances');
    (await buttonNamed(stockRows(root)[0]!, actionLabels.dialog.titles.circulateOut)).click();
    const dialog = await dialogOf(root);
    await choose(root, actionLabels.dialog.toClient, '上海盒马鲜生');
    await choose(root, actionLabels.dialog.toWarehouse, '盒马成都仓');
    typeInto(controlLabelled(dialog, actionLabels.dialog.quantity), '40');
    (await buttonNamed(root, actionLabels.buttons.submit)).click();
    const question = actionLabels.confirm.shipment(
      '流转出库',
      40,
      '1210 川字塑料托盘',
      '上海盒马鲜生',
      '盒马成都仓',
    );
    const asked = await confirmDialogOf(root);
    await waitFor(() => asked.textContent?.includes(question), 'the question');
    (await buttonNamed(root, actionLabels.dialog.confirmSubmit)).click();
    await waitFor(() => !root.querySelector('[role="dialog"], [role="alertdialog"]'), 'closed');
    const { requestId, ...sent } = lastBody('createMultiCirculationOutOrder')!;
    assert(typeof requestId === 'string', 'idempotent by its requestId');
    assertDeepEqual(
      sent,
      {
        fromWarehouseId: 'wh-shuwei-1',
        toCompanyId: 'co-hema',
        toWarehouseId: 'wh-hema-1',
        lines: [{ ownerCompanyId: 'co-wuxi', trayTypeCode: '1210', quantity: 40 }],
      },
      'one line of the balance',
    );
  });

  it('transfers C1 pallets with their owner and returns them with a pickup', async () => {
    start();
    const root = mountTag('yp-downstream-data', 'view="stock"');
    await waitFor(() => stockRows(root).length === 2, 'balances');
    (await buttonNamed(stockRows(root)[1]!, actionLabels.dialog.titles.transferOut)).click();
    const dialog = await dialogOf(root);
    await choose(root, actionLabels.dialog.toCompany, '上海盒马鲜生');
    typeInto(controlLabelled(dialog, actionLabels.dialog.quantity), '10');
    (await buttonNamed(root, actionLabels.buttons.submit)).click();
    (await buttonNamed(root, actionLabels.dialog.confirmSubmit)).click();
    await waitFor(() => lastBody('transferStockOut'), 'sent');
    assertEqual(lastBody('transferStockOut')?.ownerCompanyId, 'co-wuxi', 'whose pallets');
    assertEqual(lastBody('transferStockOut')?.trayTypeCode, '1311', 'the row’s tray type');
  });

  it('shows a balance’s ledger in a dialog', async () => {
    start();
    const root = mountTag('yp-downstream-data', 'view="stock"');
    await waitFor(() => stockRows(root).length === 2, 'balances');
    (await buttonNamed(stockRows(root)[0]!, downstream.stock.ledger)).click();
    await waitFor(() => bodyRows(root, balanceLabels.ledger.caption).length === 3, 'its entries');
    assertDeepEqual(
      lastBody('stockDetail'),
      {
        pageNum: 1,
        pageSize: 10,
        warehouseId: 'wh-shuwei-1',
        trayTypeCode: '1210',
        ownerCompanyId: 'co-wuxi',
      },
      'the balance asked',
    );
    clickButton(await dialogOf(root), downstream.stock.close);
    await waitFor(() => !root.querySelector('[role="dialog"]'), 'closed');
  });

  it('offers no action without its code', async () => {
    start({ permissions: ['downstream-data-export'] });
    const root = mountTag('yp-downstream-data', 'view="stock"');
    await waitFor(() => stockRows(root).length === 2, 'balances');
    assertEqual(buttonsNamed(root, actionLabels.dialog.titles.circulateOut).length, 0, 'no 流转出库');
    assertEqual(buttonsNamed(root, downstream.stock.ledger).length, 0, 'no 流水');
  });
});

describe('<yp-downstream-data> documents', () => {
  it('confirms the arrival of a circulation on the road after a question, and it leaves the list', async () => {
    start();
    const root = mountTag('yp-downstream-data', 'view="stockIn"');
    const arrivals = () => bodyRows(root, downstream.stockIn.arrivals);
    await waitFor(() => arrivals().length === 1, 'the circulation on the road');
    assertEqual(lastBody('searchLogisticsItem')?.status, 'inTransit', 'only those on the road');
    (await buttonNamed(arrivals()[0]!, downstream.stockIn.confirmArrival)).click();
    const asked = await confirmDialogOf(root);
    assert(
      asked.textContent?.includes(downstream.stockIn.confirmQuestion('LZ202611220001', '无锡工厂')),
      'the question names the circulation and its sender',
    );
    clickButton(asked, downstream.stockIn.confirmArrival);
    await waitFor(() => arrivals().length === 0, 'arrived: gone from the list');
    assertDeepEqual(lastBody('confirmArriveStockIn'), { id: 'sh-1' }, 'the shipment confirmed');
  });

  it('cancels a pending transfer it sent; a signed one has no button', async () => {
    start();
    const root = mountTag('yp-downstream-data', 'view="circulateOut"');
    (await waitFor(() => tabNamed(root, downstream.circulateOut.transfers), 'the 调拨单 tab')).click();
    const transfers = () => bodyRows(root, downstream.circulateOut.transfersCaption);
    await waitFor(() => transfers().length === 2, 'both transfers');
    assertDeepEqual(
      lastBody('searchAllocationList'),
      { pageNum: 1, pageSize: 10, direction: 'out' },
      'sent ones',
    );
    assertEqual(
      buttonsNamed(transfers()[1]!, downstream.circulateOut.cancelTransfer).length,
      0,
      'signed: none',
    );
    (await buttonNamed(transfers()[0]!, downstream.circulateOut.cancelTransfer)).click();
    clickButton(await confirmDialogOf(root), downstream.circulateOut.cancelTransfer);
    await waitFor(() => cellTexts(transfers()[0]!).includes('已取消'), 'cancelled');
    assertDeepEqual(lastBody('cancelTransfer'), { id: 'tr-1' }, 'the transfer cancelled');
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
