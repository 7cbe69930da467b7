import { dateOfDayNumber, dayNumberOf } from '../../contract/reports';
import { formatDate } from '../../core';
import { uiLabels } from '../../ui';
import { assert, assertDeepEqual, assertEqual, waitFor } from '../../ui/test-support/assert';
import { describe, it } from '../../ui/test-support/browser-test';
import { fakeBackendPerTest, recordNavigations, recordOpenedWindows } from '../test-support/browser-session';
import {
  bodyRows,
  buttonsNamed,
  cellTexts,
  chartSummary,
  choose,
  chooseExport,
  clickButton,
  controlLabelled,
  exportMenuButtons,
  footerTexts,
  mountTag,
  tabNamed,
  typeInto,
} from '../test-support/shadow-dom';
import { installFakeGroupReportsBackend } from './fake-group-reports-backend';
import { inboundAt, KUNSHAN, MEMBER_FIGURES, onHandAt, outboundAt, WUXI } from './group-reports.fixtures';
import { common, group, MOVEMENT_LIST_LABELS } from './labels';
import { grouped, pallets } from './figures-format';
import { reportLabels } from '../report-labels';
import { defaultPeriod } from '../report-period';
import './index';

const fake = fakeBackendPerTest(installFakeGroupReportsBackend, 'group-reports-token');
const { start, lastBody } = fake;
const navigations = recordNavigations();
const opened = recordOpenedWindows();

/** The tiles' label → figure. */
const tiles = (root: ShadowRoot) =>
  Object.fromEntries(
    [...root.querySelectorAll('h3 + strong')].map((headline) => [
      headline.previousElementSibling?.textContent,
      headline.textContent,
    ]),
  );

/** The rows of the table twin of the chart titled `title` (its caption also holds the summary). */
const chartRows = (root: ShadowRoot, title: string) =>
  [...root.querySelectorAll('table')]
    .find((table) => table.caption?.textContent?.startsWith(title))
    ?.querySelectorAll<HTMLTableRowElement>('tbody tr[data-row]') ?? [];
const today = () => formatDate(new Date());

const dateInput = (root: ShadowRoot, label: string) =>
  root.querySelector<HTMLInputElement>(`input[aria-label="${label}"]`);

describe('<yp-group-reports view="stock">', () => {
  it('shows the group tiles, the members with their totals, the stock per tray type and the stock list', async () => {
    start();
    const root = mountTag('yp-group-reports', 'view="stock"');
    await waitFor(() => bodyRows(root, group.stock.memberTable).length === 2, 'two members');
    assertDeepEqual(
      tiles(root),
      {
        在库: '3,090 片',
        在途: '200 片',
        待签收: '60 片',
        下游客户持有: '645 片',
        本月入库: '1,020 片',
        本月出库: '1,000 片',
        仓库数: '3 个',
      },
      'the group totals, each with its unit',
    );
    assertDeepEqual(
      cellTexts(bodyRows(root, group.stock.memberTable)[0]!),
      ['昆山工厂', '1,850 片', '120 片', '60 片', '430 片', '640 片', '590 片', '2 个'],
      'a member',
    );
    assertEqual(footerTexts(root, group.stock.memberTable)[1], '3,090 片', '合计 在库');
    await waitFor(() => bodyRows(root, group.stock.infoCaption).length === 3, 'member × tray type');
    await waitFor(() => bodyRows(root, group.stock.stockCaption).length === 3, 'the members’ balances');
    assertDeepEqual(lastBody('searchStock'), { pageNum: 1, pageSize: 10 }, 'the members’ own stock');
    assertEqual(fake.backend.callsTo('GroupDataSummary').length, 1, 'the summary asked once for the page');
  });

  it('opens a member’s detail and its downstream holdings from the member table', async () => {
    start();
    const root = mountTag('yp-group-reports', 'view="stock"');
    await waitFor(() => bodyRows(root, group.stock.memberTable).length === 2, 'members');
    clickButton(root, group.stock.openFactory('无锡工厂'));
    assertDeepEqual(
      navigations.at(-1),
      { path: '/groupCompany/groupCompanyManage/factoryDetail', query: { companyId: WUXI.companyId } },
      'to 工厂/中转仓详情',
    );
    clickButton(root, group.stock.openDownstream(pallets(MEMBER_FIGURES[0]!.atDownstream), '昆山工厂'));
    assertDeepEqual(
      navigations.at(-1),
      { path: '/groupCompany/groupCompanyManage/downstreamDetail', query: { companyId: KUNSHAN.companyId } },
      'to 下游客户数据详情',
    );
  });

  it('filters the stock list by member and exports it with the filters, only with group-data-export', async () => {
    start();
    const root = mountTag('yp-group-reports', 'view="stock"');
    await waitFor(() => bodyRows(root, group.stock.stockCaption).length === 3, 'balances');
    const list = root.querySelector<HTMLElement>(`section[aria-label="${group.stock.stockCaption}"]`)!;
    await choose(root, common.member, '无锡工厂');
    clickButton(list, '查询');
    await waitFor(() => bodyRows(root, group.stock.stockCaption).length === 1, 'Wuxi only');
    assertDeepEqual(
      lastBody('searchStock'),
      { pageNum: 1, pageSize: 10, memberCompanyId: WUXI.companyId },
      'body',
    );
    await chooseExport(root, '导出 CSV');
    const url = new URL(await waitFor(() => opened[0], 'the export opened'));
    assertEqual(url.pathname, '/api/api/groupCustomer/searchStockExport', 'export path');
    assertEqual(url.searchParams.get('memberCompanyId'), WUXI.companyId, 'the filter goes along');
  });

  it('offers no export without group-data-export', async () => {
    start({ permissions: [] });
    const root = mountTag('yp-group-reports', 'view="stock"');
    await waitFor(() => bodyRows(root, group.stock.stockCaption).length === 3, 'balances');
    assertEqual(exportMenuButtons(root).length, 0, 'no 导出');
  });
});

describe('<yp-group-reports> movement views', () => {
  it('lists the members’ inbound entries and sends kind, dates and document number as the contract names them', async () => {
    start();
    const root = mountTag('yp-group-reports', 'view="stockIn"');
    const caption = MOVEMENT_LIST_LABELS.inStock.caption;
    await waitFor(() => bodyRows(root, caption).length === 4, 'the in kinds');
    assertDeepEqual(
      cellTexts(bodyRows(root, caption)[0]!),
      [
        '2026-11-20 11:10:00',
        'JT2026001101',
        '平台入库',
        '昆山工厂',
        '昆山花桥仓',
        '1210 川字塑料托盘',
        '300',
        '昆山工厂',
      ],
      'a row in Shanghai time',
    );
    await choose(root, common.kind, '调拨入库');
    const [startInput, endInput] = [
      dateInput(root, uiLabels.dateRange.start),
      dateInput(root, uiLabels.dateRange.end),
    ];
    typeInto(startInput, '2026-11-01');
    typeInto(endInput, '2026-11-30');
    clickButton(root, '查询');
    await waitFor(() => bodyRows(root, caption).length === 1, 'the transfer in');
    assertDeepEqual(
      lastBody('searchInStock'),
      { pageNum: 1, pageSize: 10, kind: 'transferIn', startDate: '2026-11-01', endDate: '2026-11-30' },
      'the body',
    );
  });

  it('shows 出库 and 流转 as tabs, each its own list call', async () => {
    start();
    const root = mountTag('yp-group-reports', 'view="stockOut"');
    await waitFor(() => bodyRows(root, MOVEMENT_LIST_LABELS.outStock.caption).length === 3, 'the out kinds');
    tabNamed(root, MOVEMENT_LIST_LABELS.multiCirculation.title)!.click();
    await waitFor(
      () => bodyRows(root, MOVEMENT_LIST_LABELS.multiCirculation.caption).length === 2,
      'circulation',
    );
    assertEqual(fake.backend.callsTo('searchMultiCirculation').length, 1, 'its own call');
  });

  it('narrows every list to the member attribute, without a member choice', async () => {
    start();
    const root = mountTag('yp-group-reports', `view="returns" member="${KUNSHAN.companyId}"`);
    await waitFor(
      () => bodyRows(root, MOVEMENT_LIST_LABELS.returnTray.caption).length === 1,
      'Kunshan’s return',
    );
    assertDeepEqual(
      lastBody('searchReturnTray'),
      { pageNum: 1, pageSize: 10, memberCompanyId: KUNSHAN.companyId },
      'body',
    );
    assertEqual(controlLabelled(root, common.member), null, 'no 成员企业 filter');
  });
});

describe('<yp-group-reports view="report">', () => {
  it('draws the members’ on hand and flows over the last 30 days, with the same numbers in the tables', async () => {
    start();
    const root = mountTag('yp-group-reports', 'view="report"');
    const period = defaultPeriod('day', today());
    await waitFor(() => chartRows(root, group.report.onHandChart).length === 30, 'thirty days');
    assertDeepEqual(lastBody('searchStockData'), { ...period }, 'the default period');
    const rows = [...chartRows(root, group.report.onHandChart)].map(cellTexts);
    assertDeepEqual(
      rows[0],
      [period.startDate, grouped(onHandAt(KUNSHAN, 0)), grouped(onHandAt(WUXI, 0))],
      'day 1',
    );
    assertDeepEqual(
      rows[29],
      [period.endDate, grouped(onHandAt(KUNSHAN, 29)), grouped(onHandAt(WUXI, 29))],
      'today',
    );
    const sum = (at: (member: typeof KUNSHAN, index: number) => number, member: typeof KUNSHAN) =>
      Array.from({ length: 30 }, (_, index) => at(member, index)).reduce((a, b) => a + b, 0);
    assertDeepEqual(
      [...chartRows(root, group.report.flowChart)].map(cellTexts),
      [
        ['昆山工厂', grouped(sum(inboundAt, KUNSHAN)), grouped(sum(outboundAt, KUNSHAN))],
        ['无锡工厂', grouped(sum(inboundAt, WUXI)), grouped(sum(outboundAt, WUXI))],
      ],
      'in and out per member',
    );
    assert(
      chartSummary(root, group.report.onHandChart)?.includes(`昆山工厂 ${grouped(onHandAt(KUNSHAN, 29))} 片`),
      'the summary names each member’s end figure with its unit',
    );
    assertDeepEqual(
      cellTexts(bodyRows(root, reportLabels.turnover.title)[1]!),
      ['无锡新区仓', '无锡工厂', '1,180.4', '1,320', '240', '0', '12', '0.54', '—', '0.41'],
      'no out: no dwell time (—)',
    );
    assertEqual(footerTexts(root, reportLabels.turnover.title)[0], group.report.totals, '合计 row');
  });

  it('sends the granularity’s default range and the chosen member', async () => {
    start();
    const root = mountTag('yp-group-reports', 'view="report"');
    await waitFor(() => chartRows(root, group.report.onHandChart).length === 30, 'days');
    clickButton(root, '按月');
    await waitFor(() => chartRows(root, group.report.onHandChart).length === 12, 'twelve months');
    assertDeepEqual(lastBody('searchStockData'), { ...defaultPeriod('month', today()) }, 'months');
    await choose(root, common.member, '昆山工厂');
    await waitFor(() => chartRows(root, group.report.flowChart).length === 1, 'one member');
    assertEqual(lastBody('searchStockData')?.memberCompanyId, KUNSHAN.companyId, 'the member');
  });

  it('shows the table twin on 表格 (screen readers have it all along)', async () => {
    start();
    const root = mountTag('yp-group-reports', 'view="report"');
    await waitFor(() => chartRows(root, group.report.onHandChart).length === 30, 'the table is there');
    // Visually hidden, the table takes no room in the figure; shown, its thirty rows do.
    const figureHeight = () =>
      [...root.querySelectorAll('table')]
        .find((table) => table.caption?.textContent?.startsWith(group.report.onHandChart))!
        .closest('figure')!
        .getBoundingClientRect().height;
    const hidden = figureHeight();
    clickButton(root, uiLabels.chart.modes.table);
    await waitFor(() => figureHeight() > hidden + 300, 'shown');
    assertEqual(
      buttonsNamed(root, uiLabels.chart.modes.table)[0]?.getAttribute('aria-pressed'),
      'true',
      'pressed',
    );
  });

  it('asks for a range as soon as it is sound, and shows the problem of one that is not', async () => {
    start();
    const root = mountTag('yp-group-reports', 'view="report"');
    await waitFor(() => chartRows(root, group.report.onHandChart).length === 30, 'days');
    const asked = () => fake.backend.callsTo('searchStockData').length;
    const before = asked();
    const daysBack = (days: number) => dateOfDayNumber(dayNumberOf(today())! - days);
    typeInto(dateInput(root, uiLabels.dateRange.start), daysBack(400));
    await waitFor(() => root.textContent?.includes('统计区间最长 366 天'), 'the problem shown');
    assertEqual(asked(), before, 'an unsound range is not asked for');
    typeInto(dateInput(root, uiLabels.dateRange.start), daysBack(59));
    await waitFor(() => asked() === before + 1, 'asked at once');
    assertDeepEqual(
      lastBody('searchStockData'),
      { granularity: 'day', startDate: daysBack(59), endDate: today() },
      'the sound range',
    );
    assert(!root.textContent?.includes('统计区间最长 366 天'), 'no problem left');
  });

  it('starts from the period attribute', async () => {
    start();
    const root = mountTag('yp-group-reports', 'view="report" period="week"');
    await waitFor(() => chartRows(root, group.report.onHandChart).length === 12, 'twelve weeks');
    assertDeepEqual(lastBody('searchStockData'), { ...defaultPeriod('week', today()) }, 'weeks');
  });

  it('says when the period has no data', async () => {
    start({ empty: true });
    const root = mountTag('yp-group-reports', 'view="report"');
    await waitFor(
      () => chartSummary(root, group.report.onHandChart)?.endsWith(group.report.noData),
      'no data said',
    );
  });
});

describe('<yp-group-reports view="factory"> and view="downstream"', () => {
  it('shows one member: its tiles, trend and stock', async () => {
    start();
    const root = mountTag('yp-group-reports', `view="factory" member="${WUXI.companyId}"`);
    await waitFor(() => root.textContent?.includes(group.factory.title('无锡工厂')), 'titled by the member');
    await waitFor(() => chartRows(root, group.factory.trend).length === 30, 'the trend');
    await waitFor(() => bodyRows(root, group.factory.stockCaption).length === 1, 'its stock');
    assertEqual(lastBody('searchStockData')?.memberCompanyId, WUXI.companyId, 'trend of the member');
    assertEqual(lastBody('searchStock')?.memberCompanyId, WUXI.companyId, 'stock of the member');
    assertEqual(tiles(root)['在库'], '1,240 片', 'the member’s tiles');
  });

  it('asks for the member when opened without one, then shows the chosen member', async () => {
    start();
    const root = mountTag('yp-group-reports', 'view="factory"');
    await waitFor(() => root.textContent?.includes(common.noMember), 'asks for a member');
    assertEqual(root.querySelector('h1, h2')?.textContent, group.factory.fallbackTitle, 'titled');
    await choose(root, common.member, '无锡工厂');
    await waitFor(() => root.textContent?.includes(group.factory.title('无锡工厂')), 'the chosen member');
    await waitFor(() => bodyRows(root, group.factory.stockCaption).length === 1, 'its stock');
    assertEqual(lastBody('searchStock')?.memberCompanyId, WUXI.companyId, 'stock of the member');
  });

  it('lists the members’ pallets held by downstream clients', async () => {
    start();
    const root = mountTag('yp-group-reports', `view="downstream" member="${KUNSHAN.companyId}"`);
    await waitFor(
      () => bodyRows(root, group.downstream.caption).length === 1,
      'Kunshan’s pallets downstream',
    );
    assertDeepEqual(
      lastBody('searchStock'),
      { pageNum: 1, pageSize: 10, holders: 'downstream', memberCompanyId: KUNSHAN.companyId },
      'body',
    );
    assertEqual(cellTexts(bodyRows(root, group.downstream.caption)[0]!)[0], '上海盒马鲜生', 'the holder');
    assert(
      [...root.querySelectorAll('h1, h2')].some((heading) => heading.textContent === group.downstream.title),
      'the page has its heading',
    );
  });
});
