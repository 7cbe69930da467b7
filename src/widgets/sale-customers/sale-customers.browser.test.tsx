import {
  bodyRows,
  buttonsNamed,
  cellTexts,
  choose,
  chooseExport,
  clickButton,
  controlLabelled,
  exportChoices,
  exportMenuButtons,
  mountTag,
  typeInto,
} from '../test-support/shadow-dom';
import { assert, assertDeepEqual, assertEqual, waitFor } from '../../ui/test-support/assert';
import { fakeBackendPerTest, recordNavigations, recordOpenedWindows } from '../test-support/browser-session';
import { describe, it } from '../../ui/test-support/browser-test';
import { installFakeCustomerBackend } from './fake-customer-backend';
import { saleCustomerLabels as text } from './labels';
import './index';

const fake = fakeBackendPerTest(installFakeCustomerBackend, 'sale-customers-token');
const { start, lastBody } = fake;

const navigations = recordNavigations();
const opened = recordOpenedWindows();

describe('<yp-sale-customers view="list">', () => {
  it('lists clients with masked phones and pallets held, pages, filters and sorts on the server', async () => {
    start();
    const root = mountTag('yp-sale-customers', 'view="list"');
    await waitFor(() => bodyRows(root, text.caption).length === 10, 'a first page');
    const first = cellTexts(bodyRows(root, text.caption)[0]!);
    assertEqual(first[0], '成都蜀味餐饮供应链有限公司', 'name');
    assertEqual(first[2], '136****5432', 'phone masked');
    assertEqual(first[4], '320', 'held');
    assert(!root.textContent?.includes('13698765432'), 'never the full phone');

    typeInto(controlLabelled(root, text.keyword), '嘉定');
    clickButton(root, '查询');
    await waitFor(() => bodyRows(root, text.caption).length === 1, 'one match');
    assertDeepEqual(lastBody('searchList'), { pageNum: 1, pageSize: 10, keyword: '嘉定' }, 'keyword sent');

    clickButton(root, '重置');
    await waitFor(() => bodyRows(root, text.caption).length === 10, 'all again');
    await choose(root, text.hasOverdue, text.overdueChoices.yes);
    clickButton(root, '查询');
    await waitFor(() => lastBody('searchList')?.hasOverdue === 'true', 'overdue filter sent');

    const heldHeader = [...root.querySelectorAll('th')].find((th) =>
      th.textContent?.includes(text.columns.held),
    );
    heldHeader?.querySelector('button')?.click();
    await waitFor(() => lastBody('searchList')?.sortBy === 'held', 'sorted by held');
    assertEqual(lastBody('searchList')?.sortOrder, 'asc', 'ascending first');
  });

  it('opens the detail with 查看 and exports with the filters, by permission', async () => {
    start();
    const root = mountTag('yp-sale-customers', 'view="list"');
    await waitFor(() => bodyRows(root, text.caption).length === 10, 'rows');
    clickButton(root, `${text.view} 成都蜀味餐饮供应链有限公司`);
    assertDeepEqual(
      navigations.at(-1),
      { path: '/yelopack/customer/saleDetail', query: { clientCompanyId: 'co-shuwei' } },
      'to the detail',
    );
    await chooseExport(root, `${text.export} CSV`);
    await waitFor(() => opened.at(-1), 'the export opened');
    assert(opened.at(-1)?.includes('/api/api/client/searchListExport?'), 'the export twin');
    assert(opened.at(-1)?.includes('format=csv'), 'as csv');
  });

  it('hides 查看 and 导出 without their codes, and shows a failed load with 重试', async () => {
    start({ permissions: [] });
    const root = mountTag('yp-sale-customers', 'view="list"');
    await waitFor(() => bodyRows(root, text.caption).length === 10, 'rows');
    assertEqual(
      buttonsNamed(root, text.view).length +
        buttonsNamed(root, `${text.view} 成都蜀味餐饮供应链有限公司`).length,
      0,
      'no 查看',
    );
    assertEqual(exportMenuButtons(root).length, 0, 'no 导出');
    fake.backend.restore();
    start({ failList: true });
    const failed = mountTag('yp-sale-customers', 'view="list"');
    await waitFor(
      () => failed.querySelector('[role="alert"]')?.textContent?.includes('系统维护中'),
      'the error',
    );
    assert(buttonsNamed(failed, '重试').length === 1, '重试');
  });

  it('lists overdue clients on the 超期客户 tab', async () => {
    start();
    const root = mountTag('yp-sale-customers', 'view="list"');
    await waitFor(() => bodyRows(root, text.caption).length === 10, 'rows');
    const tab = [...root.querySelectorAll<HTMLButtonElement>('[role="tab"]')].find(
      (t) => t.textContent === text.tabs.overdue,
    );
    tab?.click();
    await waitFor(() => bodyRows(root, text.overdueCaption).length > 0, 'overdue rows');
    const first = cellTexts(bodyRows(root, text.overdueCaption)[0]!);
    assertDeepEqual(
      first,
      ['成都蜀味餐饮供应链有限公司', '1210 川字塑料托盘', '320', '45', '12 天'],
      'most overdue first',
    );
    assert((await exportChoices(root)).includes(`${text.export} Excel`), 'export of the overdue list');
  });
});

describe('<yp-sale-customers view="detail">', () => {
  it('shows the client, its addresses, stock, waybills and returns, and goes back', async () => {
    start();
    const root = mountTag('yp-sale-customers', 'view="detail" client-company-id="co-shuwei"');
    await waitFor(() => bodyRows(root, text.sections.stock).length === 1, 'stock');
    assert(root.textContent?.includes('成都蜀味餐饮供应链有限公司'), 'the name');
    assertEqual(
      cellTexts(bodyRows(root, text.sections.addresses)[0]!)[4],
      '136****5432',
      'address phone masked',
    );
    assertEqual(
      cellTexts(bodyRows(root, text.sections.waybills)[0]!)[1],
      '运输中',
      'waybill status in Chinese',
    );
    assertEqual(cellTexts(bodyRows(root, text.sections.returns)[0]!)[6], '38', 'received quantity');
    clickButton(root, text.back);
    assertDeepEqual(navigations.at(-1), { path: '/yelopack/customer/sale' }, 'back to the list');
  });

  it('shows 客户不存在 for a company that is not a client', async () => {
    start();
    const root = mountTag('yp-sale-customers', 'view="detail" client-company-id="co-other"');
    await waitFor(() => root.querySelector('[role="alert"]')?.textContent?.includes('客户不存在'), 'refused');
  });
});
