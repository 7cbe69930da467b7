import {
  buttonsNamed,
  choose,
  clickButton,
  controlLabelled,
  dataRows,
  exportMenuButtons,
  fieldError,
  mountTag,
  typeInto,
} from '../test-support/shadow-dom';
import { textsIn } from '../../contract/localized';
import { resetConfig, sessionStore, setLocale } from '../../core';
import { uiLabels } from '../../ui';
import { assert, assertDeepEqual, assertEqual, waitFor } from '../../ui/test-support/assert';
import { fakeBackendPerTest, recordNavigations, recordToasts } from '../test-support/browser-session';
import { afterEach, beforeEach, describe, it } from '../../ui/test-support/browser-test';
import { installFakeWarehouseBackend, WAREHOUSE_FIXTURES } from './fake-warehouse-backend';
import { warehouseLabels as text } from './labels';
import './index';

const fake = fakeBackendPerTest(
  (options?: Parameters<typeof installFakeWarehouseBackend>[0]) => installFakeWarehouseBackend(options),
  'warehouse-token',
);
const { start, lastBody } = fake;

const navigations = recordNavigations();
const toasts = recordToasts();

const rowWith = (root: ShadowRoot, name: string) =>
  dataRows(root).find((row) => row.querySelector('td')?.textContent?.startsWith(name));
/** The name cell holds the 默认 badge (the row's 设为默认 button would match the row's text). */
const isDefault = (root: ShadowRoot, name: string) =>
  rowWith(root, name)?.querySelector('td')?.textContent === `${name}${text.defaultBadge}`;

/** Types the address after the picked region and its contact, by their labels in the page's language. */
function typeAddress(
  root: ShadowRoot,
  values: Record<'district' | 'detailAddress' | 'contact' | 'phone', string>,
) {
  for (const [field, value] of Object.entries(values)) {
    typeInto(controlLabelled(root, text.field[field as keyof typeof values])!, value);
  }
}

describe('<yp-warehouses view="list">', () => {
  it('lists warehouses with masked phones and the default badge, pages and filters by province', async () => {
    start();
    const root = mountTag('yp-warehouses', 'view="list"');
    await waitFor(() => dataRows(root).length === 10, 'a first page');
    const first = rowWith(root, '上海嘉定仓')!;
    assert(first.textContent?.includes('138****5678'), 'phone masked');
    assert(!first.textContent?.includes('13812345678'), 'the full phone not shown');
    assert(isDefault(root, '上海嘉定仓'), 'default badge');
    assertEqual(isDefault(root, '苏州工业园区仓'), false, 'only on the default');

    root.querySelector<HTMLButtonElement>('button[aria-label="下一页"]')?.click();
    await waitFor(() => dataRows(root).length === 3, 'page 2 of 13');

    await choose(root, text.field.province, '江苏省');
    clickButton(root, '查询');
    await waitFor(() => dataRows(root).length === 2, 'the two in 江苏省');
    assertDeepEqual(lastBody('searchList'), { pageNum: 1, pageSize: 10, province: '江苏省' }, 'query');
  });

  it('shows 新增, 编辑 and 导出 only with their codes', async () => {
    start({ permissions: ['yelopack-address-manage-new'] });
    const root = mountTag('yp-warehouses', 'view="list"');
    await waitFor(() => buttonsNamed(root, text.add).length === 1, '新增');
    assertEqual(buttonsNamed(root, text.edit).length, 0, 'no 编辑 without yelopack-address-manage-edit');
    assertEqual(buttonsNamed(root, text.remove).length, 0, 'no 删除 either');
    assertEqual(exportMenuButtons(root).length, 0, 'no 导出');
    clickButton(root, text.add);
    assertDeepEqual(navigations.at(-1), { path: '/yelopack/address/newaddress' }, 'to the new page');
  });

  it('deletes after confirmation, and shows the server refusing a warehouse that holds stock', async () => {
    start();
    const root = mountTag('yp-warehouses', 'view="list"');
    await waitFor(() => dataRows(root).length === 10, 'rows');
    clickButton(root, `${text.remove} 上海嘉定仓`);
    const dialog = await waitFor(() => root.querySelector<HTMLElement>('[role="alertdialog"]'), 'confirm');
    assert(dialog.textContent?.includes('上海嘉定仓'), 'names the warehouse');
    clickButton(dialog, text.remove);
    await waitFor(() => root.textContent?.includes('该仓库仍有库存，无法删除'), 'the server message shown');
    assert(rowWith(root, '上海嘉定仓'), 'still listed');

    clickButton(root, `${text.remove} 苏州工业园区仓`);
    clickButton(
      await waitFor(() => root.querySelector<HTMLElement>('[role="alertdialog"]'), 'confirm'),
      text.remove,
    );
    await waitFor(() => !rowWith(root, '苏州工业园区仓'), 'removed from the list');
    assertDeepEqual(lastBody('delete'), { id: 'wh-suzhou' }, 'delete called');
  });

  it('sets another warehouse as default', async () => {
    start();
    const root = mountTag('yp-warehouses', 'view="list"');
    await waitFor(() => dataRows(root).length === 10, 'rows');
    clickButton(root, `${text.setDefault} 昆山周市仓`);
    await waitFor(() => isDefault(root, '昆山周市仓'), 'badge moved');
    assertEqual(isDefault(root, '上海嘉定仓'), false, 'old default cleared');
  });
});

describe('<yp-warehouses view="new|edit">', () => {
  it('validates the form, saves a new warehouse and goes back to the list', async () => {
    start();
    const root = mountTag('yp-warehouses', 'view="new"');
    await waitFor(() => controlLabelled(root, text.field.name), 'the form');
    clickButton(root, text.save);
    await waitFor(() => fieldError(root, text.field.name) === text.errors.required, 'name required');
    assertEqual(fieldError(root, text.field.province), text.errors.choose, 'province required');
    assertEqual(fieldError(root, text.field.phone), text.errors.required, 'phone required');

    typeInto(controlLabelled(root, text.field.name)!, '无锡新吴仓');
    await choose(root, text.field.province, '江苏省');
    await choose(root, text.field.city, '无锡市');
    typeAddress(root, {
      district: '新吴区',
      detailAddress: '菱湖大道 200 号',
      contact: '吴磊',
      phone: '1391234',
    });
    typeInto(controlLabelled(root, text.field.longitude)!, '200');
    typeInto(controlLabelled(root, text.field.latitude)!, '31.49');
    clickButton(root, text.save);
    await waitFor(() => fieldError(root, text.field.phone) === text.errors.phone, 'bad phone');
    assertEqual(fieldError(root, text.field.longitude), text.errors.longitude, 'longitude out of range');
    assertEqual(fake.backend.callsTo('add').length, 0, 'nothing saved');

    typeInto(controlLabelled(root, text.field.phone)!, '13912345678');
    typeInto(controlLabelled(root, text.field.longitude)!, '120.35');
    clickButton(root, text.save);
    await waitFor(() => navigations.length === 1, 'back to the list');
    assertDeepEqual(navigations[0], { path: '/yelopack/address/addressmanage' }, 'the list path');
    assertDeepEqual(
      lastBody('add'),
      {
        name: '无锡新吴仓',
        province: '江苏省',
        city: '无锡市',
        district: '新吴区',
        detailAddress: '菱湖大道 200 号',
        contact: '吴磊',
        phone: '13912345678',
        longitude: 120.35,
        latitude: 31.49,
        isDefault: false,
      },
      'the add request',
    );
  });

  it('fills province and city from the coordinates', async () => {
    start();
    const root = mountTag('yp-warehouses', 'view="new"');
    await waitFor(() => controlLabelled(root, text.field.name), 'the form');
    const fill = buttonsNamed(root, text.fillRegion)[0];
    assert(fill?.disabled, 'disabled without coordinates');
    typeInto(controlLabelled(root, text.field.longitude)!, '200');
    typeInto(controlLabelled(root, text.field.latitude)!, '31.49');
    clickButton(root, text.fillRegion);
    await waitFor(
      () => fieldError(root, text.field.longitude) === text.errors.longitude,
      'range checked first',
    );
    assertEqual(fake.backend.callsTo('getMapByLonLat').length, 0, 'not asked with a bad longitude');
    typeInto(controlLabelled(root, text.field.longitude)!, '120.35');
    clickButton(root, text.fillRegion);
    // The city select shows it (the toast's own text also names the city, so the widget's text would not tell).
    await waitFor(
      () => controlLabelled(root, text.field.city)?.textContent?.includes('无锡市'),
      'the city chosen',
    );
    assert(toasts.includes(text.regionFilled('江苏省无锡市')), 'filled');
    assertDeepEqual(lastBody('getMapByLonLat'), { longitude: 120.35, latitude: 31.49 }, 'the request');
  });

  it('loads the warehouse to edit with its full phone and saves it with its id', async () => {
    start();
    const root = mountTag('yp-warehouses', 'view="edit" warehouse-id="wh-kunshan"');
    const contact = await waitFor(() => controlLabelled(root, text.field.contact), 'the form');
    assertEqual(controlLabelled(root, text.field.phone)?.value, '13812345678', 'full phone in the form');
    assertEqual(
      controlLabelled<HTMLButtonElement>(root, text.field.city)?.textContent,
      '苏州市',
      'city shown',
    );
    typeInto(contact, '钱芳');
    clickButton(root, text.save);
    await waitFor(() => navigations.length === 1, 'back to the list');
    assertEqual(lastBody('update')?.id, 'wh-kunshan', 'updated by id');
    assertEqual(
      fake.backend.warehouses.find((warehouse) => warehouse.id === 'wh-kunshan')?.contact,
      '钱芳',
      'saved',
    );
  });
});

describe('<yp-warehouses> in English', () => {
  const en = textsIn(text, 'en-US');
  afterEach(() => setLocale('zh-CN'));

  it('names provinces and cities in English, types ahead by them, and saves their Chinese names', async () => {
    start();
    const root = mountTag('yp-warehouses', 'view="new" locale="en-US"');
    const province = await waitFor(
      () => controlLabelled<HTMLButtonElement>(root, en.field.province),
      'the form in English',
    );
    // Typing picks by the name shown: G is Guangdong, the first province whose English name starts so.
    await waitFor(() => !province.disabled && Boolean(controlLabelled(root, en.field.city)), 'the picker');
    province.dispatchEvent(new KeyboardEvent('keydown', { key: 'g', bubbles: true, cancelable: true }));
    await waitFor(() => province.textContent === 'Guangdong', 'Guangdong typed ahead');
    await choose(root, en.field.city, 'Guangzhou');
    assertEqual(controlLabelled(root, en.field.city)?.textContent, 'Guangzhou', 'the city shown in English');

    typeInto(controlLabelled(root, en.field.name)!, '广州白云仓');
    typeAddress(root, {
      district: '白云区',
      detailAddress: '机场路 88 号',
      contact: '陈晨',
      phone: '13912345678',
    });
    clickButton(root, en.save);
    await waitFor(() => navigations.length === 1, 'saved');
    const saved = lastBody('add');
    assertDeepEqual([saved?.province, saved?.city], ['广东省', '广州市'], 'the Chinese names saved');
  });

  it('filters the list by a province named in English and asks for its Chinese name', async () => {
    start();
    const root = mountTag('yp-warehouses', 'view="list" locale="en-US"');
    await waitFor(() => dataRows(root).length === 10, 'a first page');
    await choose(root, en.field.province, 'Jiangsu');
    clickButton(root, textsIn(uiLabels, 'en-US').common.search);
    await waitFor(() => dataRows(root).length === 2, 'the two in Jiangsu');
    assertDeepEqual(lastBody('searchList'), { pageNum: 1, pageSize: 10, province: '江苏省' }, 'query');
  });
});

// The shared data and form layers on the reference area: a 2003 answer marks the fields it names, writes
// refresh every widget's cached reads, a company switch refetches at once, and the shell's pages keep a
// list's state in the URL.

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
  typeAddress(root, {
    district: '新吴区',
    detailAddress: '菱湖大道 200 号',
    contact: '吴磊',
    phone: '13912345678',
  });
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
