import {
  buttonsNamed,
  choose,
  chooseExport,
  clickButton,
  confirmDialogOf,
  controlLabelled,
  dataRows,
  exportMenuButtons,
  fieldError,
  mountTag,
  rowWith,
  typeInto,
} from '../test-support/shadow-dom';
import { PAGES } from '../../contract/pages';
import { assert, assertDeepEqual, assertEqual, waitFor } from '../../ui/test-support/assert';
import { listActionLabels } from '../list-action-labels';
import { fakeBackendPerTest, recordNavigations, recordOpenedWindows } from '../test-support/browser-session';
import { describe, it } from '../../ui/test-support/browser-test';
import { installFakeTransportBackend, type FakeTransportOptions } from './fake-transport-backend';
import { ALL_TRANSPORT_CODES } from './transport.fixtures';
import { common, detailLabels, importLabels, orderLabels, outLabels, validationLabels } from './labels';
import './index';

const fake = fakeBackendPerTest(
  (permissions?: readonly string[], options?: FakeTransportOptions) =>
    installFakeTransportBackend({ ...options, permissions }),
  'transport-token',
);
const { start, lastBody } = fake;

const navigations = recordNavigations();
const opened = recordOpenedWindows();

const checkbox = (root: ShadowRoot, label: string) =>
  root.querySelector<HTMLInputElement>(`input[type="checkbox"][aria-label="${label}"]`);

/** The value a detail page shows beside `label`. */
const detailValue = (root: ShadowRoot, label: string) =>
  [...root.querySelectorAll('dt')].find((term) => term.textContent === label)?.nextElementSibling
    ?.textContent;

describe('<yp-transport view="out">', () => {
  it('lists my waybills, filters by status tab, and opens a detail', async () => {
    start();
    const root = mountTag('yp-transport', 'view="out"');
    await waitFor(() => dataRows(root).length === 9, 'all nine listed waybills');
    assertDeepEqual(
      lastBody('transportationManagement/searchList'),
      { pageNum: 1, pageSize: 10 },
      'first query',
    );
    const tab = [...root.querySelectorAll<HTMLElement>('[role="tab"]')].find(
      (t) => t.textContent === '已到达',
    );
    assert(tab, 'the 已到达 tab');
    tab.click();
    await waitFor(() => dataRows(root).length === 3, 'the three arrived waybills');
    assertEqual(lastBody('transportationManagement/searchList')?.status, 'arrived', 'status sent');
    clickButton(root, `${common.viewDetail} YD20261120-000005`);
    assertDeepEqual(
      navigations.at(-1),
      { path: '/yelopack/transport/outDetail', query: { id: 'wb-5' } },
      'navigation',
    );
    await chooseExport(root, '导出 CSV');
    await waitFor(() => opened.at(-1), 'the export opened');
    assert(opened.at(-1)!.includes('transportationManagement/searchListExport'), 'the export twin');
    assert(opened.at(-1)!.includes('status=arrived'), 'with the applied filter');
  });

  it('confirms only the ticked arrived waybills, after a dialog naming the count', async () => {
    start();
    const root = mountTag('yp-transport', 'view="out"');
    await waitFor(() => dataRows(root).length === 9, 'listed');
    assert(
      checkbox(root, outLabels.selectRow('YD20261120-000001'))?.disabled,
      'a waiting waybill cannot be ticked',
    );
    assert(
      checkbox(root, outLabels.selectRow('YD20261120-000003'))?.disabled,
      'one on the road cannot be ticked',
    );
    assert(buttonsNamed(root, outLabels.batchConfirm)[0]?.disabled, 'disabled until a waybill is ticked');
    checkbox(root, outLabels.selectRow('YD20261120-000005'))!.click();
    checkbox(root, outLabels.selectRow('YD20261120-000006'))!.click();
    const button = await waitFor(
      () => [...root.querySelectorAll('button')].find((b) => b.textContent?.includes(outLabels.selected(2))),
      'the button counts two',
    );
    button.click();
    const dialog = await confirmDialogOf(root);
    assert(dialog.textContent?.includes(outLabels.confirmBatch(2)), 'the dialog names the count');
    assertEqual(fake.backend.callsTo('batchConfirmArrive').length, 0, 'nothing sent before the answer');
    clickButton(dialog, outLabels.batchConfirm);
    await waitFor(() => fake.backend.callsTo('batchConfirmArrive').length === 1, 'confirmed');
    assertDeepEqual(lastBody('batchConfirmArrive'), { ids: ['wb-5', 'wb-6'] }, 'the ticked ids');
    await waitFor(() => rowWith(root, 'YD20261120-000005')?.textContent?.includes('已确认到货'), 'reloaded');
    assertEqual(
      fake.backend.waybills.find((w) => w.id === 'wb-7')?.status,
      'arrived',
      'the unticked one stays',
    );
  });

  it('deletes a waybill waiting to leave after confirmation; none for the others', async () => {
    start();
    const root = mountTag('yp-transport', 'view="out"');
    await waitFor(() => dataRows(root).length === 9, 'listed');
    assertEqual(buttonsNamed(root, `${outLabels.delete} YD20261120-000003`).length, 0, 'no delete once left');
    clickButton(root, `${outLabels.delete} YD20261120-000002`);
    clickButton(await confirmDialogOf(root), outLabels.delete);
    await waitFor(() => fake.backend.callsTo('deleteWaitStockOut').length === 1, 'deleted');
    assertDeepEqual(lastBody('deleteWaitStockOut'), { id: 'wb-2' }, 'the waybill');
    await waitFor(() => dataRows(root).length === 8, 'gone from the list');
  });

  it('hides the buttons the session holds no code for', async () => {
    start(['yelopack-transport-out-checkDetail']);
    const root = mountTag('yp-transport', 'view="out"');
    await waitFor(() => dataRows(root).length === 9, 'listed');
    assertEqual(buttonsNamed(root, outLabels.batchConfirm).length, 0, 'no batch confirm');
    assertEqual(root.querySelectorAll('input[type="checkbox"]').length, 0, 'no checkboxes');
    assertEqual(buttonsNamed(root, `${outLabels.delete} YD20261120-000001`).length, 0, 'no delete');
    assertEqual(exportMenuButtons(root).length, 0, 'no export');
    assertEqual(buttonsNamed(root, listActionLabels.bulkImport).length, 0, 'no bulk import without 销售出库');
  });

  it('opens the bulk import of waybills with the 销售出库 code', async () => {
    start([...ALL_TRANSPORT_CODES, 'yelopack-stock-own-saleOut']);
    const root = mountTag('yp-transport', 'view="out"');
    await waitFor(() => dataRows(root).length === 9, 'listed');
    clickButton(root, listActionLabels.bulkImport);
    assertDeepEqual(navigations.at(-1), { path: PAGES.transport.outImport }, 'to the import page');
  });
});

describe('<yp-transport view="outDetail">', () => {
  it('shows the waybill, its progress and the way to the vehicle’s position', async () => {
    start();
    const root = mountTag('yp-transport', 'view="outDetail" document-id="wb-3"');
    await waitFor(
      () => root.querySelector('[data-testid="waybill-status"]')?.textContent === '运输中',
      'loaded',
    );
    assert(root.textContent?.includes('139****0011'), 'the driver’s phone masked');
    assert(root.textContent?.includes(detailLabels.notYet), 'arrival not yet');
    clickButton(root, detailLabels.gps);
    assertDeepEqual(
      navigations.at(-1),
      { path: '/yelopack/transport/gps', query: { waybillNo: 'YD20261120-000003' } },
      'to the GPS page',
    );
  });

  it('says so when the waybill is not mine', async () => {
    start();
    const root = mountTag('yp-transport', 'view="outDetail" document-id="nope"');
    await waitFor(() => root.textContent?.includes('运单不存在'), 'the server’s message');
  });
});

describe('<yp-transport view="import">', () => {
  it('lists inbound orders, confirms a signed one finished, and opens 生成入库单', async () => {
    start();
    const root = mountTag('yp-transport', 'view="import"');
    await waitFor(() => dataRows(root).length === 4, 'four orders');
    assertEqual(
      buttonsNamed(root, `${importLabels.confirmFinish} RK20261120-000001`).length,
      0,
      'not in transit',
    );
    clickButton(root, `${importLabels.confirmFinish} RK20261120-000002`);
    clickButton(await confirmDialogOf(root), importLabels.confirmFinish);
    await waitFor(() => fake.backend.callsTo('confirmCustomerStockInFinish').length === 1, 'finished');
    assertDeepEqual(lastBody('confirmCustomerStockInFinish'), { id: 'in-2' }, 'the order');
    await waitFor(() => rowWith(root, 'RK20261120-000002')?.textContent?.includes('已完成'), 'reloaded');
    clickButton(root, importLabels.buildInbound);
    assertDeepEqual(navigations.at(-1), { path: '/yelopack/transport/importOrder' }, 'to the form');
  });
});

describe('<yp-transport view="importDetail">', () => {
  it('shows the inbound order as the server sends it, with its difference, and confirms it finished', async () => {
    start();
    const root = mountTag('yp-transport', 'view="importDetail" document-id="in-2"');
    await waitFor(() => detailValue(root, common.status) === '已签收', 'loaded');
    assertDeepEqual(
      lastBody('getCustomerWarehousingDetail'),
      { sourceType: 'inbound', id: 'in-2' },
      'read as an inbound order',
    );
    const shown = [
      common.documentNo,
      common.warehouse,
      common.trayType,
      common.quantity,
      importLabels.receivedQuantity,
      importLabels.differenceReason,
      common.plateNumber,
      importLabels.signedAt,
    ].map((label) => detailValue(root, label));
    assertDeepEqual(
      shown,
      [
        'RK20261120-000002',
        '苏州工业园区仓',
        '1311 田字塑料托盘',
        '60',
        '58',
        '两片破损',
        '苏E88888',
        '2026-11-18 22:00:00',
      ],
      'the order’s fields',
    );
    clickButton(root, importLabels.confirmFinish);
    clickButton(await confirmDialogOf(root), importLabels.confirmFinish);
    await waitFor(() => detailValue(root, common.status) === '已完成', 'read again, completed');
    assertDeepEqual(lastBody('confirmCustomerStockInFinish'), { id: 'in-2' }, 'the order');
    assertEqual(buttonsNamed(root, importLabels.confirmFinish).length, 0, 'no second confirmation');
  });
});

/** 生成入库单 filled with a valid return of 15 pallets (no plate). */
async function fillStockIn(root: ShadowRoot) {
  await waitFor(() => controlLabelled(root, orderLabels.client), 'the form');
  await choose(root, orderLabels.client, '成都蜀味餐饮供应链有限公司');
  await choose(root, orderLabels.clientWarehouse, '成都双流中央厨房仓');
  await choose(root, orderLabels.warehouse, '苏州工业园区仓');
  await choose(root, common.trayType, '1311 田字塑料托盘');
  typeInto(controlLabelled(root, common.quantity)!, '15');
}

describe('<yp-transport view="importOrder">', () => {
  it('checks the plate with the shared rule, then books the return once', async () => {
    start();
    const root = mountTag('yp-transport', 'view="importOrder"');
    await fillStockIn(root);
    typeInto(controlLabelled(root, common.plateNumber)!, '沪A1234I');
    clickButton(root, orderLabels.submit);
    await waitFor(
      () => fieldError(root, common.plateNumber) === validationLabels.plateNumber,
      'plate refused',
    );
    assertEqual(fake.backend.callsTo('createCustomerStockIn').length, 0, 'nothing sent');
    typeInto(controlLabelled(root, common.plateNumber)!, '川a54321');
    clickButton(root, orderLabels.submit);
    await waitFor(() => fake.backend.callsTo('createCustomerStockIn').length === 1, 'sent');
    const body = lastBody('createCustomerStockIn')!;
    assertDeepEqual(
      { ...body, requestId: typeof body.requestId },
      {
        requestId: 'string',
        clientCompanyId: 'co-shuwei',
        clientWarehouseId: 'wh-shuangliu',
        warehouseId: 'wh-suzhou',
        trayTypeCode: '1311',
        quantity: 15,
        plateNumber: '川A54321',
      },
      'the request',
    );
    await waitFor(() => navigations.at(-1)?.path === '/yelopack/transport/import', 'back to the list');
    assertEqual(fake.backend.inbound[0]?.source, 'client', 'booked as a client return');
  });
});

describe('<yp-transport view="importOrder"> and the server', () => {
  it('marks the field a 2003 answer names with the server message, focused, and stays on the form', async () => {
    const message = '成都双流中央厨房仓 只有 10 个 1311 托盘可退';
    start(undefined, { refuseStockInFields: [{ field: 'quantity', message }] });
    const root = mountTag('yp-transport', 'view="importOrder"');
    await fillStockIn(root);
    clickButton(root, orderLabels.submit);
    await waitFor(() => fieldError(root, common.quantity) === message, 'marked');
    const quantity = controlLabelled(root, common.quantity)!;
    assertEqual(quantity.getAttribute('aria-invalid'), 'true', 'aria-invalid on the named field');
    assertEqual(root.activeElement, quantity, 'the named field has the focus');
    assertEqual(fieldError(root, common.plateNumber), '', 'fields the server did not name stay clean');
    assertEqual(navigations.length, 0, 'still on the form');
  });
});
