import { assert, assertDeepEqual, assertEqual, waitFor } from '../../ui/test-support/assert';
import { fakeBackendPerTest, recordNavigations, recordOpenedWindows } from '../test-support/browser-session';
import { describe, it } from '../../ui/test-support/browser-test';
import {
  bodyRows,
  buttonNamed,
  buttonsNamed,
  cellTexts,
  choose,
  chooseExport,
  clickButton,
  controlLabelled,
  dialogOf,
  exportMenuButtons,
  fieldError,
  mountTag,
  tabNamed,
  typeInto,
} from '../test-support/shadow-dom';
import { installFakeReturnsBackend } from './fake-returns-backend';
import {
  common,
  customerReturnLabels,
  factoryLabels,
  formLabels,
  selfLabels,
  toDoorLabels,
  transportLabels,
} from './labels';
import { RETURN_NUMBERS } from './returns.fixtures';
import './index';

const fake = fakeBackendPerTest(installFakeReturnsBackend, 'returns-token');
const { start, lastBody } = fake;

const navigations = recordNavigations();
const opened = recordOpenedWindows();

/** Fills a valid door pickup in the open 去归还 dialog, with `quantity` of the 280 returnable 1210. */
async function fillDoorPickup(root: ShadowRoot, quantity: string) {
  await choose(root, formLabels.warehouse, '上海嘉定仓');
  await choose(root, formLabels.trayType, '1210 川字塑料托盘（可归还 280 个）');
  typeInto(controlLabelled(root, formLabels.quantity), quantity);
  typeInto(controlLabelled(root, formLabels.contact), '王建国');
  typeInto(controlLabelled(root, formLabels.phone), '13812345678');
}

describe('<yp-returns view="toDoor">', () => {
  it('lists door pickups, filters by status tab, opens the detail and exports with the filters', async () => {
    start();
    const root = mountTag('yp-returns', 'view="toDoor"');
    await waitFor(() => bodyRows(root, toDoorLabels.caption).length === 4, 'four door pickups');
    const first = cellTexts(bodyRows(root, toDoorLabels.caption)[0]!);
    assert(first.includes('王建国 138****5678'), 'contact with a masked phone');
    tabNamed(root, '已签收')!.click();
    await waitFor(() => bodyRows(root, toDoorLabels.caption).length === 1, 'the received one');
    assertDeepEqual(
      lastBody('searchDoorPickupList'),
      { pageNum: 1, pageSize: 10, status: 'received' },
      'query',
    );
    const row = bodyRows(root, toDoorLabels.caption)[0]!;
    assert(row.textContent?.includes('17 / 2 / 1'), 'good / damaged / lost');
    clickButton(row, `${common.view} GH20261010-000010`);
    assertDeepEqual(
      navigations.at(-1),
      { path: '/yelopack/return/toDoorDetail', query: { id: 'ret-10' } },
      'to the detail',
    );
    await chooseExport(root, '导出 CSV');
    const url = new URL(await waitFor(() => opened[0], 'the export opened'));
    assertEqual(url.pathname, '/api/api/trayReturn/searchDoorPickupListExport', 'export path');
    assertEqual(url.searchParams.get('status'), 'received', 'the filters go along');
  });

  it('hides 去归还, 取消, 查看 and 导出 without their codes', async () => {
    start({ permissions: ['yelopack-return-toDoor-check'] });
    const root = mountTag('yp-returns', 'view="toDoor"');
    await waitFor(() => bodyRows(root, toDoorLabels.caption).length === 4, 'rows');
    assertEqual(buttonsNamed(root, toDoorLabels.goReturn).length, 0, 'no 去归还');
    assertEqual(buttonsNamed(root, `${common.cancel} GH20261012-000012`).length, 0, 'no 取消');
    assertEqual(exportMenuButtons(root).length, 0, 'no 导出');
    assertEqual(buttonsNamed(root, `${common.view} GH20261012-000012`).length, 1, '查看 with the check code');
  });

  it('cancels a booked pickup only after confirmation', async () => {
    start();
    const root = mountTag('yp-returns', 'view="toDoor"');
    await waitFor(() => bodyRows(root, toDoorLabels.caption).length === 4, 'rows');
    assertEqual(
      buttonsNamed(root, `${common.cancel} GH20261011-000011`).length,
      0,
      'a picked-up one has no 取消',
    );
    clickButton(root, `${common.cancel} GH20261012-000012`);
    let confirm = await waitFor(() => root.querySelector<HTMLElement>('[role="alertdialog"]'), 'confirm');
    assert(confirm.textContent?.includes('GH20261012-000012'), 'names the pickup');
    clickButton(confirm, common.cancel);
    await waitFor(() => !root.querySelector('[role="alertdialog"]'), 'dismissed');
    assertEqual(fake.backend.callsTo('cancelDoorPickup').length, 0, 'nothing cancelled');
    clickButton(root, `${common.cancel} GH20261012-000012`);
    confirm = await waitFor(() => root.querySelector<HTMLElement>('[role="alertdialog"]'), 'confirm again');
    clickButton(confirm, toDoorLabels.confirmCancelLabel);
    await waitFor(() => fake.backend.callsTo('cancelDoorPickup').length === 1, 'cancelled');
    await waitFor(
      () => bodyRows(root, toDoorLabels.caption)[0]?.textContent?.includes('已取消'),
      'shown 已取消',
    );
  });

  it('books a door pickup through 去归还, checking the fields and the available quantity', async () => {
    start({ pendingRecycle: 30 });
    const root = mountTag('yp-returns', 'view="toDoor"');
    (await buttonNamed(root, toDoorLabels.goReturn)).click();
    const form = await dialogOf(root);
    await waitFor(() => form.textContent?.includes('30 个托盘已申请回收'), 'the recycle warning');
    clickButton(form, formLabels.submit);
    await waitFor(
      () => fieldError(root, formLabels.warehouse) === formLabels.chooseOne,
      'warehouse required',
    );
    assertEqual(fieldError(root, formLabels.phone), formLabels.phoneInvalid, 'phone checked');
    await fillDoorPickup(root, '400');
    clickButton(form, formLabels.submit);
    await waitFor(
      () => fieldError(root, formLabels.quantity) === formLabels.quantityTooMany(280),
      'too many',
    );
    typeInto(controlLabelled(root, formLabels.quantity), '20');
    clickButton(form, formLabels.submit);
    await waitFor(() => fake.backend.callsTo('bookDoorPickup').length === 1, 'booked');
    const body = lastBody('bookDoorPickup')!;
    assertEqual(body.quantity, 20, 'quantity');
    assertEqual(body.warehouseId, 'wh-jiading', 'warehouse');
    assertEqual(String(body.requestId).length, 32, 'a requestId');
    await waitFor(() => !root.querySelector('[role="dialog"]'), 'the dialog closes');
    await waitFor(() => bodyRows(root, toDoorLabels.caption).length === 5, 'the new pickup listed');
  });
});

describe('<yp-returns> forms and the server', () => {
  it('marks the date a 2003 answer names (pickupDate) with the server message and keeps the dialog', async () => {
    start({ refuseFields: [{ field: 'pickupDate', message: '该日期承运商不上门取件' }] });
    const root = mountTag('yp-returns', 'view="toDoor"');
    (await buttonNamed(root, toDoorLabels.goReturn)).click();
    const form = await dialogOf(root);
    await fillDoorPickup(root, '20');
    clickButton(form, formLabels.submit);
    await waitFor(() => fieldError(root, formLabels.pickupDate) === '该日期承运商不上门取件', 'marked');
    const date = controlLabelled(root, formLabels.pickupDate)!;
    assertEqual(date.getAttribute('aria-invalid'), 'true', 'aria-invalid on the named field');
    assertEqual(fieldError(root, formLabels.phone), '', 'fields the server did not name stay clean');
    assert(root.querySelector('[role="dialog"]'), 'the dialog stays open');
  });

  it('marks the return number a 2003 answer names when confirming a transport record', async () => {
    start({ refuseFields: [{ field: 'returnNumber', message: '归还单号已作废' }] });
    const root = mountTag('yp-returns', 'view="transport"');
    (await buttonNamed(root, `${transportLabels.confirm} YS20261015-000002`)).click();
    const form = await dialogOf(root);
    typeInto(
      await waitFor(() => controlLabelled(root, transportLabels.returnNumber), 'the number field'),
      RETURN_NUMBERS.free,
    );
    await waitFor(() => form.textContent?.includes(transportLabels.valid), 'valid');
    clickButton(form, transportLabels.confirm);
    await waitFor(() => fieldError(root, transportLabels.returnNumber) === '归还单号已作废', 'marked');
    const number = controlLabelled(root, transportLabels.returnNumber)!;
    assertEqual(number.getAttribute('aria-invalid'), 'true', 'aria-invalid on the number');
  });
});

describe('<yp-returns view="self">', () => {
  it('lists self returns and submits one with a checked plate number', async () => {
    start();
    const root = mountTag('yp-returns', 'view="self"');
    await waitFor(() => bodyRows(root, selfLabels.caption).length === 2, 'two self returns');
    clickButton(root, toDoorLabels.goReturn);
    const form = await dialogOf(root);
    await choose(root, formLabels.warehouse, '苏州工业园区仓');
    await choose(root, formLabels.trayType, '1311 田字网格托盘（可归还 85 个）');
    typeInto(controlLabelled(root, formLabels.quantity), '10');
    await choose(root, formLabels.depot, '苏州工业园区回收站（苏州市）');
    typeInto(controlLabelled(root, formLabels.plateNumber), '沪AI2345');
    clickButton(form, formLabels.submit);
    await waitFor(
      () => fieldError(root, formLabels.plateNumber) === formLabels.plateInvalid,
      'plate refused',
    );
    typeInto(controlLabelled(root, formLabels.plateNumber), '苏e3m907');
    clickButton(form, formLabels.submit);
    await waitFor(() => fake.backend.callsTo('createSelfReturn').length === 1, 'submitted');
    assertEqual(lastBody('createSelfReturn')!.plateNumber, '苏E3M907', 'upper-cased');
    await waitFor(() => bodyRows(root, selfLabels.caption).length === 3, 'listed');
  });
});

describe('<yp-returns view="toDoorDetail">', () => {
  it('shows the state timeline and good / damaged / lost', async () => {
    start();
    const root = mountTag('yp-returns', 'view="toDoorDetail" return-id="ret-10"');
    await waitFor(
      () => root.querySelector('[data-testid="return-status"]')?.textContent === '已签收',
      'status',
    );
    const steps = bodyRows(root, '状态记录').map((row) => cellTexts(row)[0]);
    assertDeepEqual(steps, ['待取件', '已取件', '已签收'], 'timeline');
    assertDeepEqual(cellTexts(bodyRows(root, '签收数量')[0]!), ['20', '17', '2', '1'], 'quantities');
    clickButton(root, common.back);
    assertDeepEqual(navigations.at(-1), { path: '/yelopack/return/toDoor' }, 'back to the list');
  });

  it('shows the server refusing an unknown id', async () => {
    start();
    const root = mountTag('yp-returns', 'view="selfDetail" return-id="nope"');
    await waitFor(() => root.textContent?.includes('归还单不存在'), 'the message');
  });
});

describe('<yp-returns view="transport">', () => {
  it('confirms a record with a return number checked live', async () => {
    start();
    const root = mountTag('yp-returns', 'view="transport"');
    await waitFor(() => bodyRows(root, transportLabels.caption).length === 1, 'one record');
    clickButton(root, `${transportLabels.confirm} YS20261015-000002`);
    const form = await dialogOf(root);
    await waitFor(
      () => fake.backend.callsTo('transportRecordConfirmSourceDetail').length === 1,
      'the source read',
    );
    assert(form.textContent?.includes('YD202610150015'), 'the source shown');
    await waitFor(() => controlLabelled(root, transportLabels.returnNumber), 'the number field');
    clickButton(form, transportLabels.confirm);
    await waitFor(
      () => fieldError(root, transportLabels.returnNumber) === transportLabels.required,
      'required',
    );
    typeInto(controlLabelled(root, transportLabels.returnNumber), RETURN_NUMBERS.used);
    await waitFor(() => fieldError(root, transportLabels.returnNumber) === '归还单号已被使用', 'used');
    // A refused submit ends by focusing the refused field: wait for that instead of for a while.
    const numberField = controlLabelled(root, transportLabels.returnNumber)!;
    numberField.blur();
    clickButton(form, transportLabels.confirm);
    await waitFor(() => root.activeElement === numberField, 'the refused field focused');
    assertEqual(
      fieldError(root, transportLabels.returnNumber),
      '归还单号已被使用',
      'still refused after 确认',
    );
    assertEqual(fake.backend.callsTo('transportationRecordConfirmation').length, 0, 'not confirmed');
    typeInto(controlLabelled(root, transportLabels.returnNumber), RETURN_NUMBERS.other);
    await waitFor(
      () => fieldError(root, transportLabels.returnNumber) === '归还单号不属于本企业',
      'other company',
    );
    typeInto(controlLabelled(root, transportLabels.returnNumber), RETURN_NUMBERS.free);
    await waitFor(() => form.textContent?.includes(transportLabels.valid), 'valid');
    clickButton(form, transportLabels.confirm);
    await waitFor(() => fake.backend.callsTo('transportationRecordConfirmation').length === 1, 'confirmed');
    assertDeepEqual(
      lastBody('transportationRecordConfirmation'),
      { id: 'rec-2', returnNumber: RETURN_NUMBERS.free },
      'body',
    );
    await waitFor(
      () => bodyRows(root, transportLabels.caption)[0]?.textContent?.includes('已确认归还'),
      'confirmed shown',
    );
    assertEqual(
      buttonsNamed(root, `${transportLabels.confirm} YS20261015-000002`).length,
      0,
      'no second 确认归还',
    );
  });

  it('asks no number when the platform does not require one', async () => {
    start({ returnNumberRequired: false });
    const root = mountTag('yp-returns', 'view="transport"');
    (await buttonNamed(root, `${transportLabels.confirm} YS20261015-000002`)).click();
    const form = await dialogOf(root);
    const button = await waitFor(
      () => buttonsNamed(form, transportLabels.confirm).find((b) => !b.disabled),
      'the switch read',
    );
    assertEqual(controlLabelled(root, transportLabels.returnNumber), null, 'no number field');
    button.click();
    await waitFor(() => fake.backend.callsTo('transportationRecordConfirmation').length === 1, 'confirmed');
    assertDeepEqual(lastBody('transportationRecordConfirmation'), { id: 'rec-2' }, 'no number sent');
  });
});

describe('<yp-returns> return records', () => {
  it('lists the received returns of every channel (工厂归还)', async () => {
    start();
    const root = mountTag('yp-returns', 'view="factoryReturn"');
    await waitFor(() => bodyRows(root, factoryLabels.caption).length === 3, 'three received');
    const channels = bodyRows(root, factoryLabels.caption).map((row) => row.textContent ?? '');
    assert(
      channels.some((t) => t.includes('运输记录')) && channels.some((t) => t.includes('自行归还')),
      'channels',
    );
    await choose(root, common.channel, '自行归还');
    clickButton(root, '查询');
    await waitFor(() => bodyRows(root, factoryLabels.caption).length === 1, 'filtered by channel');
  });

  it('lists customer returns, and shows the empty state', async () => {
    start();
    const root = mountTag('yp-returns', 'view="customerReturn"');
    await waitFor(() => bodyRows(root, customerReturnLabels.caption).length === 1, 'one');
    assert(root.textContent?.includes('上海蜀味餐饮管理有限公司'), 'the client');
    document.body.replaceChildren();
    fake.backend.restore();
    start({ empty: true });
    const empty = mountTag('yp-returns', 'view="customerReturn"');
    await waitFor(() => empty.textContent?.includes(common.empty), 'empty');
  });
});
