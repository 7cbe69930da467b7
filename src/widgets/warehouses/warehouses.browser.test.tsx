import {
  buttonsNamed,
  choose,
  clickButton,
  controlLabelled,
  dataRows,
  fieldError,
  mountTag,
  typeInto,
} from '../test-support/shadow-dom';
import { assert, assertDeepEqual, assertEqual, waitFor } from '../test-support/assert';
import { fakeBackendPerTest, recordNavigations, recordToasts } from '../test-support/browser-session';
import { describe, it } from '../test-support/browser-test';
import { installFakeWarehouseBackend } from './fake-warehouse-backend';
import { warehouseLabels as text } from './labels';
import './index';

const fake = fakeBackendPerTest(
  (permissions?: readonly string[]) => installFakeWarehouseBackend({ permissions }),
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
    start(['yelopack-address-manage-new']);
    const root = mountTag('yp-warehouses', 'view="list"');
    await waitFor(() => buttonsNamed(root, text.add).length === 1, '新增');
    assertEqual(buttonsNamed(root, text.edit).length, 0, 'no 编辑 without yelopack-address-manage-edit');
    assertEqual(buttonsNamed(root, text.remove).length, 0, 'no 删除 either');
    assertEqual(buttonsNamed(root, `${text.export} CSV`).length, 0, 'no 导出');
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
    typeInto(controlLabelled(root, text.field.district)!, '新吴区');
    typeInto(controlLabelled(root, text.field.detailAddress)!, '菱湖大道 200 号');
    typeInto(controlLabelled(root, text.field.contact)!, '吴磊');
    typeInto(controlLabelled(root, text.field.phone)!, '1391234');
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
