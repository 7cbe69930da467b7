/**
 * The shared data and form layers, shown on the reference area: a 2003 answer marks the fields it names,
 * writes refresh every widget's cached reads, a company switch refetches at once, and the shell's pages
 * keep a list's state in the URL.
 */
import { resetConfig, sessionStore } from '../../core';
import {
  clickButton,
  controlLabelled,
  dataRows,
  fieldError,
  mountTag,
  typeInto,
} from '../test-support/shadow-dom';
import { assert, assertDeepEqual, assertEqual, waitFor } from '../test-support/assert';
import { fakeBackendPerTest, recordNavigations } from '../test-support/browser-session';
import { afterEach, beforeEach, describe, it } from '../test-support/browser-test';
import { installFakeWarehouseBackend, WAREHOUSE_FIXTURES } from './fake-warehouse-backend';
import { warehouseLabels as text } from './labels';
import './index';

const fake = fakeBackendPerTest(
  (options?: Parameters<typeof installFakeWarehouseBackend>[0]) => installFakeWarehouseBackend(options),
  'warehouse-data-token',
);
const { start, lastBody } = fake;
const navigations = recordNavigations();

/** The name cells (a default warehouse's also holds the 默认 badge). */
const names = (root: ShadowRoot) => dataRows(root).map((row) => row.querySelector('td')?.textContent ?? '');
const lists = (root: ShadowRoot, name: string) => names(root).some((cell) => cell.startsWith(name));
const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

async function fillValidWarehouse(root: ShadowRoot) {
  await waitFor(() => controlLabelled(root, text.field.name), 'the form');
  typeInto(controlLabelled(root, text.field.name)!, '无锡新吴仓');
  typeInto(controlLabelled(root, text.field.longitude)!, '120.35');
  typeInto(controlLabelled(root, text.field.latitude)!, '31.49');
  clickButton(root, text.fillRegion);
  await waitFor(() => controlLabelled(root, text.field.city)?.textContent === '无锡市', 'region filled');
  typeInto(controlLabelled(root, text.field.district)!, '新吴区');
  typeInto(controlLabelled(root, text.field.detailAddress)!, '菱湖大道 200 号');
  typeInto(controlLabelled(root, text.field.contact)!, '吴磊');
  typeInto(controlLabelled(root, text.field.phone)!, '13912345678');
}

describe('<yp-warehouses> form and the server', () => {
  it('marks the field a 2003 answer names with the server message, focused, and stays on the form', async () => {
    start({ refuseFields: [{ field: 'phone', message: '该联系电话已登记在其他公司的仓库' }] });
    const root = mountTag('yp-warehouses', 'view="new"');
    await fillValidWarehouse(root);
    clickButton(root, text.save);
    await waitFor(() => fieldError(root, text.field.phone) === '该联系电话已登记在其他公司的仓库', 'marked');
    const phone = controlLabelled(root, text.field.phone)!;
    assertEqual(phone.getAttribute('aria-invalid'), 'true', 'aria-invalid on the named field');
    assertEqual(root.activeElement, phone, 'the named field has the focus');
    assertEqual(fieldError(root, text.field.name), '', 'fields the server did not name stay clean');
    assertEqual(navigations.length, 0, 'still on the form');
  });
});

describe('<yp-warehouses> on one page with the shared cache', () => {
  it('shows a warehouse saved in one widget in the list of another without a reload', async () => {
    start();
    const list = mountTag('yp-warehouses', 'view="list"');
    await waitFor(() => dataRows(list).length === 10, 'the list');
    const form = mountTag('yp-warehouses', 'view="new"');
    await fillValidWarehouse(form);
    clickButton(form, text.save);
    await waitFor(() => lists(list, '无锡新吴仓'), 'the new warehouse in the other widget');
    assertEqual(fake.backend.callsTo('add').length, 1, 'saved once');
  });

  it('refreshes the list after 设为默认 in the same widget', async () => {
    start();
    const root = mountTag('yp-warehouses', 'view="list"');
    await waitFor(() => dataRows(root).length === 10, 'rows');
    const listCalls = fake.backend.callsTo('searchList').length;
    clickButton(root, `${text.setDefault} 昆山周市仓`);
    await waitFor(() => fake.backend.callsTo('searchList').length > listCalls, 'the list read again');
  });
});

describe('<yp-warehouses> across a company switch', () => {
  beforeEach(() => sessionStore.clearLogin());
  afterEach(() => sessionStore.clearLogin());

  it('shows the new company rows at once, never the old company rows', async () => {
    start({ delayMs: 100 });
    resetConfig(); // the portal session is the caller, as in the shell
    sessionStore.set({
      token: 'token-a',
      userAccount: 'demo_multi',
      companyId: 'co-a',
      companyName: '上海乐橙',
    });
    const root = mountTag('yp-warehouses', 'view="list"');
    await waitFor(() => lists(root, '上海嘉定仓'), 'company A rows');

    // The server now answers for company B (what switchCompanyLogin's new token reads).
    const companyB = WAREHOUSE_FIXTURES.slice(3, 5).map((warehouse) => ({
      ...warehouse,
      name: `白云${warehouse.name}`,
    }));
    fake.backend.warehouses.splice(0, fake.backend.warehouses.length, ...companyB);
    sessionStore.set({ token: 'token-b', companyId: 'co-b', companyName: '广州白云' });
    await nextFrame();
    assert(!lists(root, '上海嘉定仓'), 'no row of company A while B loads');
    await waitFor(() => names(root).length === 2 && names(root)[0]!.startsWith('白云'), 'company B rows');
    assertEqual(fake.backend.callsTo('searchList').at(-1)?.headers.get('token'), 'token-b', 'read with B');
  });
});

describe('<yp-warehouses> list state in the URL', () => {
  let original = '';
  beforeEach(() => {
    original = location.href;
  });
  afterEach(() => history.replaceState(history.state, '', original));
  const withQuery = (query: string) => {
    const params = new URLSearchParams(location.search);
    for (const [key, value] of new URLSearchParams(query)) params.set(key, value);
    history.replaceState(history.state, '', `${location.pathname}?${params}`);
  };

  it('starts from the URL and writes paging and filters back where the element opted in', async () => {
    withQuery(`keyword=${encodeURIComponent('仓')}&pageNum=2`);
    start();
    const root = mountTag('yp-warehouses', 'view="list" data-yp-url-state');
    await waitFor(() => dataRows(root).length === 3, 'page 2 of 13');
    assertDeepEqual(lastBody('searchList'), { pageNum: 2, pageSize: 10, keyword: '仓' }, 'read from the URL');
    assertEqual(controlLabelled(root, text.keyword)?.value, '仓', 'the filter bar shows it');

    typeInto(controlLabelled(root, text.keyword)!, '双流');
    clickButton(root, '查询');
    await waitFor(() => new URLSearchParams(location.search).get('keyword') === '双流', 'keyword in the URL');
    assertEqual(
      new URLSearchParams(location.search).get('pageNum'),
      null,
      'a new search is page 1 (left out)',
    );
  });

  it('leaves the host page URL alone without the opt-in', async () => {
    start();
    const before = location.search;
    const root = mountTag('yp-warehouses', 'view="list"');
    await waitFor(() => dataRows(root).length === 10, 'rows');
    root.querySelector<HTMLButtonElement>('button[aria-label="下一页"]')?.click();
    await waitFor(() => dataRows(root).length === 3, 'page 2');
    assertEqual(location.search, before, 'URL untouched');
  });
});
