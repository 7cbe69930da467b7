import {
  bodyRows,
  buttonNamed,
  cellTexts,
  chartSummary,
  choose,
  clickButton,
  footerTexts,
  mountTag,
  typeInto,
} from '../test-support/shadow-dom';
import { assert, assertDeepEqual, assertEqual, waitFor } from '../../ui/test-support/assert';
import { fakeBackendPerTest } from '../test-support/browser-session';
import { afterEach, describe, it } from '../../ui/test-support/browser-test';
import { uiLabels } from '../../ui';
import { formatCount, formatDate, formatDateTime, setLocale } from '../../core';
import { textsIn } from '../../contract/localized';
import type { ChartQuery } from '../../contract/reports';
import {
  FAKE_BOARD,
  FAKE_CITIES,
  FAKE_PROVINCES,
  fakeChartStatistics,
  installFakeHomeBackend,
} from './fake-home-backend';
import { bucketLabel } from './home-figures';
import { homeLabels } from './labels';
import { reportLabels } from '../report-labels';
import './index';

const fake = fakeBackendPerTest(installFakeHomeBackend, 'home-token');
const text = homeLabels;

/** A tile's title, headline and the line under it. */
const tile = (root: ShadowRoot, title: string) =>
  [...root.querySelectorAll(`[aria-label="${title}"]`)].map((node) =>
    [...node.querySelectorAll('h3, strong, p')].map((part) => part.textContent ?? ''),
  )[0];

const chartBodies = () =>
  fake.backend.callsTo('getChartStatistics').map((call) => call.body as unknown as ChartQuery);
const today = () => formatDate(Date.now());

describe('<yp-home-board view="board">', () => {
  it('shows loading, then the tiles with units, the recent movements and the 30-day trend', async () => {
    fake.start({ delayMs: 50 });
    const root = mountTag('yp-home-board', 'view="board"');
    await waitFor(() => root.querySelector('[role="status"]'), 'loading state');
    await waitFor(
      () => bodyRows(root, text.board.recent).length === FAKE_BOARD.recentMovements.length,
      'movements',
    );
    assertDeepEqual(tile(root, text.board.onHand), ['在库', '1,850 片', '可用 1,620 片'], 'on hand');
    assertDeepEqual(tile(root, text.board.inTransit)?.slice(0, 2), ['在途', '240 片'], 'in transit');
    assertDeepEqual(tile(root, text.board.awaitingSignature)?.slice(0, 2), ['待签收', '120 片'], 'to sign');
    assertDeepEqual(tile(root, text.board.overdue), ['超期', '36 片', '7 天内将超期 58 片'], 'overdue');
    assertDeepEqual(
      tile(root, text.board.month),
      ['本月出入库', '入库 640 片', '出库 515 片（2026-11）'],
      'this month',
    );
    assertDeepEqual(
      tile(root, text.board.openBills),
      ['未结账单', '2 张', '待付金额 ¥18,423.50'],
      'open bills',
    );
    await waitFor(
      () => bodyRows(root, text.board.recent)[0]?.textContent?.includes('川字塑料托盘'),
      'tray names',
    );
    assertDeepEqual(
      cellTexts(bodyRows(root, text.board.recent)[0]!),
      [
        formatDateTime('2026-11-24T06:20:00Z'),
        'XS20261124-000003',
        '销售出库',
        '乐橙嘉定中心仓',
        '1210 川字塑料托盘',
        '-80',
      ],
      'newest first, kind label, signed quantity',
    );
    assertEqual(cellTexts(bodyRows(root, text.board.recent)[1]!)[5], '+200', 'in is signed +');

    const [body] = chartBodies();
    assertEqual(body?.granularity, 'day', 'the trend by day');
    assertEqual(body?.endDate, today(), 'up to today');
    const expected = fakeChartStatistics(body!);
    const rows = await waitFor(() => {
      const found = bodyRows(root, text.board.trendTitle);
      return found.length === 30 ? found : null;
    }, 'the trend table twin');
    assertDeepEqual(
      cellTexts(rows[29]!),
      [expected.buckets[29]!, ...expected.trend.map((line) => formatCount(line.onHand[29]!))],
      'the twin holds the chart numbers of the last day',
    );
    assert(chartSummary(root, text.board.trendTitle)?.startsWith('近 30 天在库量从 '), 'summary');
  });

  it('shows zero figures and an empty movements table for a company without ledger', async () => {
    fake.start({ empty: true });
    const root = mountTag('yp-home-board', 'view="board"');
    await waitFor(() => root.textContent?.includes(text.board.recentEmpty), 'empty movements');
    assertEqual(tile(root, text.board.onHand)?.[1], '0 片', 'nothing on hand');
    await waitFor(
      () => chartSummary(root, text.board.trendTitle) === text.chart.empty,
      'an empty trend says so',
    );
  });
});

describe('<yp-home-board view="board">: a failed trend', () => {
  it('keeps the tiles and offers 重试 for the trend', async () => {
    fake.start({ chartFails: true });
    const root = mountTag('yp-home-board', 'view="board"');
    await buttonNamed(root, uiLabels.loadError.retry);
    assertEqual(tile(root, text.board.onHand)?.[1], '1,850 片', 'the tiles stay');
  });
});

describe('<yp-home-board view="chart">', () => {
  it('asks twelve months by month, draws the charts with their twins and the turnover table', async () => {
    fake.start();
    const root = mountTag('yp-home-board', 'view="chart"');
    await waitFor(() => bodyRows(root, reportLabels.turnover.title).length === 3, 'three warehouses');
    const [body] = chartBodies();
    assertEqual(body!.granularity, 'month', 'by month');
    assertEqual(body!.endDate, today(), 'to today');
    assert(body!.startDate.endsWith('-01') && body!.startDate < today(), 'from the first of a month');
    assertDeepEqual(Object.keys(body!).sort(), ['endDate', 'granularity', 'startDate'], 'no narrowing');
    const stats = fakeChartStatistics(body!);
    assertEqual(stats.buckets.length, 12, 'twelve buckets');
    assertDeepEqual(
      bodyRows(root, text.chart.flowTitle).map((row) => cellTexts(row)),
      stats.buckets.map((start, i) => [
        bucketLabel(start, 'month'),
        formatCount(stats.flows.inbound[i]!),
        formatCount(stats.flows.outbound[i]!),
      ]),
      'the in/out twin holds every bar',
    );
    assertEqual(bodyRows(root, text.chart.trendTitle).length, 12, 'trend twin');
    assertEqual(
      chartSummary(root, text.chart.flowTitle),
      `${body!.startDate} 至 ${body!.endDate} 共入库 ${text.pallets(stats.flows.inbound.reduce((a, b) => a + b))}，出库 ${text.pallets(stats.flows.outbound.reduce((a, b) => a + b))}`,
      'the in/out summary',
    );
    const first = stats.warehouses[0]!;
    assertDeepEqual(
      cellTexts(bodyRows(root, reportLabels.turnover.title)[0]!),
      [
        first.warehouseName,
        formatCount(first.averageBalance),
        formatCount(first.issues),
        formatCount(first.transfers),
        formatCount(first.outbound),
        formatCount(first.deductions),
        formatCount(first.cycleTime!),
        formatCount(first.dwellDays!),
        formatCount(first.lossRatePercent!),
      ],
      'a warehouse row',
    );
    assertEqual(footerTexts(root, reportLabels.turnover.title)[0], '合计', 'the totals row');
    assertEqual(
      footerTexts(root, reportLabels.turnover.title)[6],
      formatCount(stats.totals.cycleTime!),
      'total cycle time',
    );
  });

  it('sends the chosen granularity, range, tray type and warehouse; refuses a period too long', async () => {
    fake.start();
    const root = mountTag('yp-home-board', 'view="chart"');
    await waitFor(
      () => chartBodies().length === 1 && bodyRows(root, text.chart.trendTitle).length > 0,
      'first load',
    );
    clickButton(root, '按周');
    typeInto(root.querySelector(`input[aria-label="${uiLabels.dateRange.start}"]`), '2026-09-01');
    typeInto(root.querySelector(`input[aria-label="${uiLabels.dateRange.end}"]`), '2026-10-31');
    await choose(root, text.chart.trayType, '1311 田字塑料托盘');
    await choose(root, text.chart.warehouse, '乐橙浦东仓');
    clickButton(root, uiLabels.common.search);
    await waitFor(() => chartBodies().length === 2, 'asked again');
    assertDeepEqual(
      chartBodies()[1],
      {
        granularity: 'week',
        startDate: '2026-09-01',
        endDate: '2026-10-31',
        trayTypeCode: '1311',
        warehouseId: 'w-pudong',
      },
      'the filters in the body',
    );
    await waitFor(
      () => bodyRows(root, text.chart.trendTitle).length === 9,
      'nine weeks: 09-01 to 09-06, eight from Monday 09-07 on',
    );
    assertEqual(
      bodyRows(root, text.chart.trendTitle)[0]!.cells[0]!.textContent,
      '2026-09-01',
      'named by the first day',
    );

    typeInto(root.querySelector(`input[aria-label="${uiLabels.dateRange.start}"]`), '2025-01-01');
    clickButton(root, uiLabels.common.search);
    await waitFor(() => root.textContent?.includes('统计区间最长 366 天'), 'the period refused');
    assertEqual(chartBodies().length, 2, 'not asked');
    clickButton(root, uiLabels.common.reset);
    await waitFor(() => chartBodies().length >= 3, 'back to the default');
    assertEqual(chartBodies().at(-1)!.granularity, 'month', 'month again');
  });

  it('shows a failed read through the query layer with 重试', async () => {
    fake.start({ chartFails: true });
    const root = mountTag('yp-home-board', 'view="chart"');
    await buttonNamed(root, uiLabels.loadError.retry);
    assert(root.textContent?.includes('统计服务暂不可用'), 'the server message');
  });
});

describe('<yp-home-board view="chart">: 库存分布地图', () => {
  it('colours the provinces with stock, opens one by Enter or its row, and goes back', async () => {
    fake.start();
    const root = mountTag('yp-home-board', 'view="chart"');
    const map = await waitFor(() => root.querySelector('svg[data-testid="china-map"]'), 'the map');
    assertEqual(bodyRows(root, text.map.provinceTable).length, FAKE_PROVINCES.length, 'the provinces twin');
    assertDeepEqual(
      cellTexts(bodyRows(root, text.map.provinceTable)[0]!),
      ['上海市', '1,050', '2'],
      'most stock first',
    );
    const buttons = [...map.querySelectorAll('path[role="button"]')];
    assertEqual(buttons.length, FAKE_PROVINCES.length, 'a button per province with stock');
    const jiangsu = map.querySelector<SVGPathElement>('path[data-province="江苏省"]')!;
    assertEqual(
      jiangsu.getAttribute('aria-label'),
      text.map.provinceButton('江苏省', '560 片'),
      'named with its stock',
    );
    assert(jiangsu.style.fill.includes('color-mix'), 'coloured by a step');
    assertEqual(
      map.querySelector<SVGPathElement>('path[data-province="西藏自治区"]')!.style.fill,
      '',
      'none: white',
    );
    assert(root.querySelectorAll('li').length >= 2, 'a legend of steps');

    jiangsu.focus();
    jiangsu.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, composed: true }));
    await waitFor(() => bodyRows(root, text.map.cityTable('江苏省')).length === 3, 'the cities');
    assertDeepEqual(
      fake.lastBody('getInStockAddressByMapLevel'),
      { level: 'city', province: '江苏省' },
      'city body',
    );
    assertEqual(map.querySelectorAll('circle[data-city]').length, 2, 'a dot per city with a position');
    assertDeepEqual(
      bodyRows(root, text.map.cityTable('江苏省')).map((row) => cellTexts(row)[0]),
      ['苏州市', '南京市', '无锡市（无坐标）'],
      'every city in the twin',
    );
    assertEqual(FAKE_CITIES['江苏省']!.length, 3, 'the fake has three');

    clickButton(root, text.map.back);
    await waitFor(
      () => bodyRows(root, text.map.provinceTable).length === FAKE_PROVINCES.length,
      'the country',
    );
    assertEqual(map.querySelectorAll('circle[data-city]').length, 0, 'no dots');
    // A mouse click: the map captures the pointer (to pan), so the click itself lands on the svg.
    const zhejiang = map.querySelector('path[data-province="浙江省"]')!;
    map.setPointerCapture = () => undefined; // a synthetic pointer cannot be captured
    zhejiang.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, composed: true, button: 0 }));
    map.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true }));
    await waitFor(() => bodyRows(root, text.map.cityTable('浙江省')).length === 1, 'opened by a click');
    clickButton(root, text.map.back);
    await waitFor(() => bodyRows(root, text.map.provinceTable).length > 0, 'the country again');
    clickButton(root, text.map.provinceButton('上海市', '1,050 片'));
    await waitFor(() => bodyRows(root, text.map.cityTable('上海市')).length === 1, 'opened from the table');
  });

  describe('in English', () => {
    const en = textsIn(homeLabels, 'en-US');
    afterEach(() => setLocale('zh-CN'));

    it("names a province's cities in English in its table and on its dots", async () => {
      fake.start();
      const root = mountTag('yp-home-board', 'view="chart" locale="en-US"');
      const map = await waitFor(() => root.querySelector('svg[data-testid="china-map"]'), 'the map');
      await waitFor(() => bodyRows(root, en.map.provinceTable).length > 0, 'the provinces');
      clickButton(root, en.map.provinceButton('Jiangsu', en.pallets(560)));
      const caption = en.map.cityTable('Jiangsu');
      await waitFor(
        () => bodyRows(root, caption)[0] && cellTexts(bodyRows(root, caption)[0]!)[0] === 'Suzhou',
        'the cities in English',
      );
      assertDeepEqual(
        bodyRows(root, caption).map((row) => cellTexts(row)[0]),
        ['Suzhou', 'Nanjing', 'Wuxi (no coordinates)'],
        'every city in the twin',
      );
      assertEqual(
        map.querySelector('circle[data-city="苏州市"] title')?.textContent,
        `Suzhou ${en.pallets(FAKE_CITIES['江苏省']![0]!.onHand)}`,
        'the dot named in English',
      );
    });
  });
});
