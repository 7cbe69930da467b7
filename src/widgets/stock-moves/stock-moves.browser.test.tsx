import {
  buttonsNamed,
  choose,
  chooseExport,
  clickButton,
  confirmDialogOf,
  controlLabelled,
  dataRows,
  dialogOf,
  exportMenuButtons,
  fieldError,
  mountTag,
  rowWith,
  typeInto,
} from '../test-support/shadow-dom';
import { assert, assertDeepEqual, assertEqual, waitFor } from '../../ui/test-support/assert';
import { fakeBackendPerTest, recordNavigations, recordOpenedWindows } from '../test-support/browser-session';
import { describe, it } from '../../ui/test-support/browser-test';
import { installFakeMovesBackend, type FakeMovesOptions } from './fake-moves-backend';
import {
  circulationLabels,
  common,
  disputeLabels,
  outEntryLabels,
  signDetailLabels,
  signLabels,
  transferLabels,
  validationLabels,
} from './labels';
import './index';
import type { Transfer } from '../../contract/stock';

const fake = fakeBackendPerTest(
  (permissions?: readonly string[], refuseFields?: FakeMovesOptions['refuseFields']) =>
    installFakeMovesBackend({ permissions, refuseFields }),
  'moves-token',
);
const { start, lastBody } = fake;

/** Changes tr-4, the fake backend's transfer to my company, before a page reads it. */
const changeIncomingTransfer = (changes: Partial<Transfer>) =>
  Object.assign(
    fake.backend.transfers.find((transfer) => transfer.id === 'tr-4')!,
    changes,
  );

const navigations = recordNavigations();
const opened = recordOpenedWindows();

describe('<yp-stock-moves view="sign">', () => {
  it('lists the documents awaiting my signature and filters by source type and tab', async () => {
    start();
    const root = mountTag('yp-stock-moves', 'view="sign"');
    await waitFor(() => dataRows(root).length === 2, 'the two pending documents');
    assertDeepEqual(
      lastBody('searchSignList'),
      { pageNum: 1, pageSize: 10, status: 'pending' },
      'first query',
    );

    await choose(root, signLabels.sourceType, '调拨');
    clickButton(root, '查询');
    await waitFor(() => dataRows(root).length === 1, 'only the transfer');
    assert(rowWith(root, 'DB20250311004'), 'the transfer to me is listed');
    assertDeepEqual(
      lastBody('searchSignList'),
      { pageNum: 1, pageSize: 10, status: 'pending', sourceType: 'transfer' },
      'filtered query',
    );

    [...root.querySelectorAll<HTMLElement>('[role="tab"]')]
      .find((tab) => tab.textContent === '已签收')
      ?.click();
    await waitFor(() => lastBody('searchSignList')?.status === 'signed', 'the signed tab queried');
  });

  it('says on the 已签收 tab how each row ended: a rejected transfer reads 已拒收, not a signing of 0', async () => {
    start();
    changeIncomingTransfer({
      status: 'rejected',
      disputeReason: '托盘破损严重',
      disputedAt: '2025-03-12T02:00:00.000Z',
    });
    const root = mountTag('yp-stock-moves', 'view="sign"');
    await waitFor(() => dataRows(root).length === 1, 'the one inbound order still pending');
    [...root.querySelectorAll<HTMLElement>('[role="tab"]')]
      .find((tab) => tab.textContent === '已签收')
      ?.click();
    const rejected = await waitFor(
      () => rowWith(root, 'DB20250311004'),
      'the rejected transfer listed as signed',
    );
    const cells = [...rejected.querySelectorAll('td')].map((cell) => cell.textContent);
    assert(cells.includes('已拒收'), `签收结果 names the rejection (${cells.join(' | ')})`);
    assert(cells.includes('0'), 'with nothing taken in');
  });

  it('shows 查看, 签收 and 导出 only with their codes, and opens the detail page', async () => {
    start(['yelopack-stock-sign-check']);
    const root = mountTag('yp-stock-moves', 'view="sign"');
    await waitFor(() => buttonsNamed(root, signLabels.check).length === 2, '查看 on both rows');
    assertEqual(buttonsNamed(root, signLabels.sign).length, 0, 'no 签收 without yelopack-stock-sign-sign');
    assertEqual(exportMenuButtons(root).length, 0, 'no export without yelopack-stock-sign-export');

    document.body.replaceChildren();
    fake.backend.restore();
    start();
    const full = mountTag('yp-stock-moves', 'view="sign"');
    await waitFor(() => buttonsNamed(full, signLabels.sign).length === 2, '签收 on both pending rows');
    clickButton(rowWith(full, 'RK20250310001')!, signLabels.sign);
    assertDeepEqual(
      navigations.at(-1),
      { path: '/yelopack/stock/signDetail', query: { sourceType: 'inbound', id: 'in-1' } },
      'navigation',
    );
    await chooseExport(full, '导出 Excel');
    const url = new URL(await waitFor(() => opened[0], 'the export opened'));
    assertEqual(url.pathname, '/api/api/customerWarehousingManagement/searchSignListExport', 'export path');
    assertEqual(url.searchParams.get('format'), 'xlsx', 'format');
    assertEqual(url.searchParams.get('status'), 'pending', 'the list filters go along');
    assert(url.searchParams.get('token')?.startsWith('moves-token-'), 'the token in the query');
  });
});

describe('<yp-stock-moves view="signDetail">', () => {
  it('refuses more than was shipped, needs a reason for a difference, confirms, then shows the signed state', async () => {
    start();
    const root = mountTag('yp-stock-moves', 'view="signDetail" source-type="inbound" document-id="in-1"');
    const received = await waitFor(
      () => controlLabelled(root, signDetailLabels.receivedQuantity),
      'the received quantity field',
    );
    assertEqual(received.value, '120', 'prefilled with the shipped quantity');

    typeInto(received, '121');
    clickButton(root, signDetailLabels.sign);
    await waitFor(
      () => fieldError(root, signDetailLabels.receivedQuantity) === validationLabels.notAboveQuantity(120),
      'too many refused',
    );

    typeInto(received, '118');
    clickButton(root, signDetailLabels.sign);
    await waitFor(
      () => fieldError(root, signDetailLabels.differenceReason) === validationLabels.differenceReason,
      'reason required',
    );
    assertEqual(root.querySelector('[role="alertdialog"]'), null, 'no confirmation while the form is wrong');

    typeInto(controlLabelled(root, signDetailLabels.differenceReason)!, '两片破损');
    clickButton(root, signDetailLabels.sign);
    const dialog = await confirmDialogOf(root);
    assert(dialog.textContent?.includes('RK20250310001'), 'the confirmation names the document');
    assertEqual(fake.backend.callsTo('sign').length, 0, 'nothing signed before the answer');
    clickButton(dialog, signDetailLabels.sign);

    await waitFor(
      () => root.querySelector('[data-testid="sign-status"]')?.textContent === '已签收',
      'the signed state',
    );
    assertDeepEqual(
      lastBody('sign'),
      { sourceType: 'inbound', id: 'in-1', receivedQuantity: 118, differenceReason: '两片破损' },
      'the sign request',
    );
    assertEqual(controlLabelled(root, signDetailLabels.receivedQuantity), null, 'the form is gone');
    assert(root.textContent?.includes('两片破损'), 'the recorded difference reason is shown');
  });

  it('a transfer is signed into a warehouse I choose', async () => {
    start();
    const root = mountTag('yp-stock-moves', 'view="signDetail" source-type="transfer" document-id="tr-4"');
    await waitFor(() => controlLabelled(root, signDetailLabels.receivingWarehouse), 'the warehouse field');
    clickButton(root, signDetailLabels.sign);
    await waitFor(
      () => fieldError(root, signDetailLabels.receivingWarehouse) === validationLabels.choose,
      'warehouse required',
    );
    await choose(root, signDetailLabels.receivingWarehouse, '苏州工业园区仓');
    clickButton(root, signDetailLabels.sign);
    clickButton(await confirmDialogOf(root), signDetailLabels.sign);
    await waitFor(
      () => root.querySelector('[data-testid="sign-status"]')?.textContent === '已签收',
      'accepted',
    );
    assertDeepEqual(
      lastBody('sign'),
      { sourceType: 'transfer', id: 'tr-4', warehouseId: 'wh-suzhou' },
      'the sign request',
    );
  });

  it('shows no sign form without yelopack-stock-sign-sign', async () => {
    start(['yelopack-stock-sign-check']);
    const root = mountTag('yp-stock-moves', 'view="signDetail" source-type="inbound" document-id="in-1"');
    // The detail looks the same before and after the permission set arrives, so a sign list beside it shows
    // when it has: its 查看 needs a granted code, and both widgets re-render from the one permission store
    // in the same React pass. Then the detail has rendered with the set, and the form must not be there.
    const list = mountTag('yp-stock-moves', 'view="sign"');
    await waitFor(() => root.querySelector('[data-testid="sign-status"]'), 'the document');
    await waitFor(() => buttonsNamed(list, signLabels.check).length > 0, 'the permission set applied');
    assertEqual(controlLabelled(root, signDetailLabels.receivedQuantity), null, 'no form');
  });
});

describe('<yp-stock-moves view="signDetail"> disputes of a transfer', () => {
  const openTransfer = async (id = 'tr-4') => {
    const root = mountTag('yp-stock-moves', `view="signDetail" source-type="transfer" document-id="${id}"`);
    await waitFor(() => root.querySelector('[data-testid="sign-status"]'), 'the transfer');
    return root;
  };

  it('corrects 50 to 45 into a warehouse I choose, with a reason, after asking', async () => {
    start();
    const root = await openTransfer();
    clickButton(root, disputeLabels.correct);
    const dialog = await dialogOf(root);
    typeInto(controlLabelled(root, disputeLabels.correctedQuantity), '50');
    clickButton(dialog, disputeLabels.correct);
    await waitFor(
      () => fieldError(root, disputeLabels.correctedQuantity) === validationLabels.sameAsSent,
      'the sent quantity is no correction',
    );
    assertEqual(fieldError(root, disputeLabels.reason), validationLabels.required, 'a reason is required');
    assertEqual(fieldError(root, disputeLabels.warehouse), validationLabels.choose, 'and a warehouse');
    assertEqual(fake.backend.callsTo('correct').length, 0, 'nothing sent');

    await choose(root, disputeLabels.warehouse, '苏州工业园区仓');
    typeInto(controlLabelled(root, disputeLabels.correctedQuantity), '45');
    typeInto(controlLabelled(root, disputeLabels.reason), ' 清点少 5 片 ');
    clickButton(dialog, disputeLabels.correct);
    const confirm = await confirmDialogOf(root);
    assert(confirm.textContent?.includes('由 50 更正为 45'), 'the confirmation names both quantities');
    clickButton(confirm, disputeLabels.correct);
    await waitFor(
      () => root.querySelector('[data-testid="sign-status"]')?.textContent === '已更正',
      'corrected',
    );
    const body = lastBody('correct');
    assert(/^[0-9a-f]{32}$/.test(String(body?.requestId)), 'a 32-hex requestId');
    assertDeepEqual(
      { ...body, requestId: 'r' },
      { requestId: 'r', id: 'tr-4', warehouseId: 'wh-suzhou', correctedQuantity: 45, reason: '清点少 5 片' },
      'the correction sent',
    );
    assert(
      root.textContent?.includes(disputeLabels.correctedBanner(50, 45)),
      'the page says what became of it',
    );
    assertEqual(root.querySelector('[role="dialog"]'), null, 'the dialog closed');
    assertEqual(buttonsNamed(root, disputeLabels.correct).length, 0, 'no second correction');
  });

  it('rejects with a reason; a 2003 answer marks the field it names and keeps the dialog', async () => {
    start(undefined, [{ field: 'reason', message: '原因不能超过 200 个字符' }]);
    const root = await openTransfer();
    clickButton(root, disputeLabels.reject);
    const dialog = await dialogOf(root);
    typeInto(controlLabelled(root, disputeLabels.reason), '货不对板');
    clickButton(dialog, disputeLabels.reject);
    clickButton(await confirmDialogOf(root), disputeLabels.reject);
    await waitFor(() => fieldError(root, disputeLabels.reason) === '原因不能超过 200 个字符', 'marked');
    const reason = controlLabelled(root, disputeLabels.reason)!;
    assertEqual(reason.getAttribute('aria-invalid'), 'true', 'aria-invalid on the named field');
    assertEqual(reason.value, '货不对板', 'the typed reason stays');
    assert(root.querySelector('[role="dialog"]'), 'the dialog stays open');
  });

  it('offers nothing on a rejected transfer, and says what became of it', async () => {
    start();
    changeIncomingTransfer({
      status: 'rejected',
      disputeReason: '托盘破损严重',
    });
    const rejected = await openTransfer('tr-4');
    assert(rejected.textContent?.includes(disputeLabels.rejectedBanner), 'the rejection shows');
    assertEqual(buttonsNamed(rejected, disputeLabels.correct).length, 0, 'no 更正数量 once rejected');
    assertEqual(buttonsNamed(rejected, disputeLabels.reject).length, 0, 'no 拒收 once rejected');
  });

  it('offers only 更正数量 on a signed transfer, into the warehouse it was signed into', async () => {
    start();
    changeIncomingTransfer({ status: 'accepted' });
    const signed = await openTransfer('tr-4');
    await waitFor(() => buttonsNamed(signed, disputeLabels.correct).length === 1, '更正数量 after signing');
    assertEqual(buttonsNamed(signed, disputeLabels.reject).length, 0, 'no 拒收 after signing');
    clickButton(signed, disputeLabels.correct);
    await dialogOf(signed);
    assertEqual(controlLabelled(signed, disputeLabels.warehouse), null, 'the signed warehouse is kept');
  });

  it('offers no dispute once the window has closed, and shows when it closed', async () => {
    start();
    changeIncomingTransfer({
      status: 'accepted',
      disputableUntil: '2025-05-10T02:00:00.000Z',
    });
    const late = await openTransfer('tr-4');
    await waitFor(() => late.textContent?.includes(disputeLabels.disputableUntil), 'the window end shows');
    assert(late.textContent?.includes('2025-05-10 10:00'), 'in Shanghai time');
    assertEqual(buttonsNamed(late, disputeLabels.correct).length, 0, 'no 更正数量 after the window');
  });
});

describe('<yp-stock-moves view="transfer">', () => {
  it('pages my outgoing transfers and cancels a pending one only after asking', async () => {
    start();
    const root = mountTag('yp-stock-moves', 'view="transfer"');
    await waitFor(() => dataRows(root).length === 10, 'a full first page');
    assertEqual(
      buttonsNamed(root, `${transferLabels.cancel} DB20250312001`).length,
      1,
      '取消 on the pending transfer',
    );
    assertEqual(buttonsNamed(root, transferLabels.cancel).length, 1, 'and on no other row');

    clickButton(root, `${transferLabels.cancel} DB20250312001`);
    clickButton(await confirmDialogOf(root), common.cancel);
    await waitFor(() => !root.querySelector('[role="alertdialog"]'), 'dialog closed');
    assertEqual(
      fake.backend.callsTo('cancelAllocationStockOut').length,
      0,
      'not cancelled when the user says no',
    );

    clickButton(root, `${transferLabels.cancel} DB20250312001`);
    clickButton(await confirmDialogOf(root), transferLabels.cancel);
    await waitFor(() => fake.backend.callsTo('cancelAllocationStockOut').length === 1, 'cancel called');
    assertDeepEqual(lastBody('cancelAllocationStockOut'), { id: 'tr-1' }, 'the transfer cancelled');
    await waitFor(() => rowWith(root, 'DB20250312001')?.textContent?.includes('已取消'), 'shown cancelled');

    root.querySelector<HTMLButtonElement>('button[aria-label="下一页"]')?.click();
    await waitFor(() => lastBody('searchAllocationList')?.pageNum === 2, 'page 2 asked for');
    await waitFor(() => dataRows(root).length === 3, 'the rest of the 13 outgoing transfers');
  });

  it('shows neither 取消 nor 导出 without their codes; the 调入 tab lists transfers to me', async () => {
    start([]);
    const root = mountTag('yp-stock-moves', 'view="transfer"');
    await waitFor(() => dataRows(root).length === 10, 'rows');
    await waitFor(() => fake.backend.callsTo('loadMenuAndPermission').length === 1, 'permissions loaded');
    assertEqual(buttonsNamed(root, transferLabels.cancel).length, 0, 'no 取消');
    assertEqual(exportMenuButtons(root).length, 0, 'no 导出');
    [...root.querySelectorAll<HTMLElement>('[role="tab"]')]
      .find((tab) => tab.textContent === '调入')
      ?.click();
    await waitFor(() => dataRows(root).length === 1 && rowWith(root, 'DB20250311004'), 'the transfer to me');
    assertEqual(lastBody('searchAllocationList')?.direction, 'in', 'direction sent');
  });
});

describe('<yp-stock-moves view="outEntry">', () => {
  async function fillOutbound(root: ShadowRoot, quantity: string, plate: string, available: number) {
    await choose(root, outEntryLabels.fromWarehouse, '上海嘉定仓');
    await choose(root, outEntryLabels.client, '成都蜀味餐饮供应链有限公司');
    await choose(root, outEntryLabels.clientWarehouse, '成都双流中央厨房仓');
    await choose(root, common.trayType, '1210 川字塑料托盘');
    await waitFor(() => root.textContent?.includes(common.available(available)), 'the available stock');
    typeInto(controlLabelled(root, common.quantity)!, quantity);
    typeInto(controlLabelled(root, common.plateNumber)!, plate);
  }

  it('refuses 沪A1234 and more than the stock, accepts 沪A12345 and 京AD12345', async () => {
    start();
    const root = mountTag('yp-stock-moves', 'view="outEntry"');
    await waitFor(() => controlLabelled(root, outEntryLabels.fromWarehouse), 'the form');
    await fillOutbound(root, '31', '沪A1234', 30);
    clickButton(root, outEntryLabels.submit);
    await waitFor(
      () => fieldError(root, common.plateNumber) === validationLabels.plateNumber,
      'plate refused',
    );
    assertEqual(
      fieldError(root, common.quantity),
      validationLabels.notAboveAvailable(30),
      'quantity refused',
    );
    assertEqual(fake.backend.callsTo('createCustomerOutboundOrder').length, 0, 'nothing sent');

    typeInto(controlLabelled(root, common.quantity)!, '10');
    typeInto(controlLabelled(root, common.plateNumber)!, '沪A12345');
    clickButton(root, outEntryLabels.submit);
    await waitFor(() => fake.backend.callsTo('createCustomerOutboundOrder').length === 1, 'created');
    const first = lastBody('createCustomerOutboundOrder')!;
    assertEqual(first.plateNumber, '沪A12345', 'plate sent');
    assert(/^[0-9a-f]{32}$/.test(String(first.requestId)), 'a 32-hex requestId');
    assertDeepEqual(
      { ...first, requestId: 'x' },
      {
        requestId: 'x',
        fromWarehouseId: 'wh-jiading',
        toCompanyId: 'co-shuwei',
        toWarehouseId: 'wh-shuangliu',
        trayTypeCode: '1210',
        quantity: 10,
        plateNumber: '沪A12345',
      },
      'the outbound request',
    );
    await waitFor(() => dataRows(root).length === 3, 'the new shipment in the recent list');

    await fillOutbound(root, '5', '京AD12345', 20);
    clickButton(root, outEntryLabels.submit);
    await waitFor(() => fake.backend.callsTo('createCustomerOutboundOrder').length === 2, 'second created');
    assertEqual(
      lastBody('createCustomerOutboundOrder')?.plateNumber,
      '京AD12345',
      'new-energy plate accepted',
    );
    assert(
      lastBody('createCustomerOutboundOrder')?.requestId !== first.requestId,
      'a new requestId for a new shipment',
    );
  });

  it('checks the quantity against 可用数量 (on hand less reserved), not against 在库', async () => {
    start();
    const root = mountTag('yp-stock-moves', 'view="outEntry"');
    await waitFor(() => controlLabelled(root, outEntryLabels.fromWarehouse), 'the form');
    // 上海嘉定仓 × 1311: 120 on hand, 20 booked for a door pickup (moves.fixtures.ts).
    await choose(root, outEntryLabels.fromWarehouse, '上海嘉定仓');
    await choose(root, common.trayType, '1311 田字网格托盘');
    await waitFor(() => root.textContent?.includes(common.available(100)), '可用数量 100');
    typeInto(controlLabelled(root, common.quantity)!, '101');
    clickButton(root, outEntryLabels.submit);
    await waitFor(
      () => fieldError(root, common.quantity) === validationLabels.notAboveAvailable(100),
      '101 refused though 120 are on hand',
    );
    assertEqual(fake.backend.callsTo('createCustomerOutboundOrder').length, 0, 'nothing sent');
  });

  it('marks the field a 2003 answer names with the server message and keeps the form', async () => {
    start(undefined, [{ field: 'plateNumber', message: '该车辆正在执行其他运单' }]);
    const root = mountTag('yp-stock-moves', 'view="outEntry"');
    await waitFor(() => controlLabelled(root, outEntryLabels.fromWarehouse), 'the form');
    await fillOutbound(root, '10', '沪A12345', 30);
    clickButton(root, outEntryLabels.submit);
    await waitFor(() => fieldError(root, common.plateNumber) === '该车辆正在执行其他运单', 'marked');
    const plate = controlLabelled(root, common.plateNumber)!;
    assertEqual(plate.getAttribute('aria-invalid'), 'true', 'aria-invalid on the named field');
    assertEqual(root.activeElement, plate, 'the named field has the focus');
    assertEqual(fieldError(root, common.quantity), '', 'fields the server did not name stay clean');
    assertEqual(plate.value, '沪A12345', 'the typed values stay');
  });

  it('a double submit moves the pallets once', async () => {
    start();
    const root = mountTag('yp-stock-moves', 'view="outEntry"');
    await waitFor(() => controlLabelled(root, outEntryLabels.fromWarehouse), 'the form');
    await fillOutbound(root, '30', '沪A12345', 30);
    const submit = buttonsNamed(root, outEntryLabels.submit)[0]!;
    submit.click();
    submit.click();
    await waitFor(() => dataRows(root).length === 3, 'the shipment listed');
    const requestIds = new Set(
      fake.backend.callsTo('createCustomerOutboundOrder').map((call) => call.body.requestId),
    );
    assertEqual(requestIds.size, 1, 'every attempt carries the same requestId');
    assertEqual(
      fake.backend.shipments.filter((shipment) => shipment.type === 'saleOutbound').length,
      3,
      'one shipment made',
    );
    assertEqual(fake.backend.ownStock[0]!.onHand, 0, '30 pallets taken once');
  });

  it('shows only the shipments without yelopack-stock-own-saleOut', async () => {
    start([]);
    const root = mountTag('yp-stock-moves', 'view="outEntry"');
    await waitFor(() => dataRows(root).length === 2, 'the recent shipments');
    await waitFor(() => fake.backend.callsTo('loadMenuAndPermission').length === 1, 'permissions loaded');
    assertEqual(controlLabelled(root, outEntryLabels.fromWarehouse), null, 'no outbound form');
  });
});

describe('<yp-stock-moves view="circulationC1">', () => {
  /** 出库, then the head and the first line's owner and tray type (1311 of 苏州华润, 4 in stock). */
  async function openDialogWithOneLine(root: ShadowRoot) {
    clickButton(root, circulationLabels.out);
    await waitFor(() => root.querySelector('[role="dialog"]'), 'the dialog');
    await choose(root, common.warehouse, '上海嘉定仓');
    await choose(root, outEntryLabels.client, '上海嘉定鲜果批发有限公司');
    await choose(root, outEntryLabels.clientWarehouse, '嘉定鲜果批发市场仓');
    await choose(root, circulationLabels.owner, '苏州华润包装集团');
    await choose(root, common.trayType, '1311 田字网格托盘');
  }

  it('creates a circulation of several owner × tray type lines within the C1 stock', async () => {
    start();
    const root = mountTag('yp-stock-moves', 'view="circulationC1"');
    await waitFor(() => dataRows(root).length === 1, 'the circulation record');
    assertEqual(lastBody('searchShipmentList')?.type, 'circulation', 'circulations listed');
    await openDialogWithOneLine(root);
    typeInto(controlLabelled(root, common.quantity)!, '5');
    clickButton(root, circulationLabels.addLine);
    const lines = () => [...root.querySelectorAll('fieldset')];
    await waitFor(() => lines().length === 2, 'a second line');
    clickButton(root, common.submit);
    await waitFor(
      () => root.textContent?.includes(validationLabels.notAboveAvailable(4)),
      'line 1 over the stock',
    );
    assertEqual(fake.backend.callsTo('createMultiCirculationOutOrder').length, 0, 'nothing sent');

    typeInto(controlLabelled(root, common.quantity)!, '4');
    // Line 2: pick through its own fieldset's controls.
    const second = lines()[1]!;
    const [ownerTrigger, trayTrigger] = [...second.querySelectorAll<HTMLButtonElement>('[role="combobox"]')];
    ownerTrigger!.click();
    (
      await waitFor(
        () =>
          [...root.querySelectorAll<HTMLElement>('[role="option"]')].find(
            (o) => o.textContent === '广州白云物流有限公司',
          ),
        'owner option',
      )
    ).click();
    await waitFor(() => !trayTrigger!.disabled, 'tray types of the chosen owner');
    trayTrigger!.click();
    (
      await waitFor(
        () =>
          [...root.querySelectorAll<HTMLElement>('[role="option"]')].find(
            (o) => o.textContent === '1210 川字塑料托盘',
          ),
        'tray option',
      )
    ).click();
    typeInto(second.querySelector('input')!, '25');
    clickButton(root, common.submit);
    await waitFor(() => fake.backend.callsTo('createMultiCirculationOutOrder').length === 1, 'created');
    assertDeepEqual(
      lastBody('createMultiCirculationOutOrder')?.lines,
      [
        { ownerCompanyId: 'co-huarun', trayTypeCode: '1311', quantity: 4 },
        { ownerCompanyId: 'co-baiyun', trayTypeCode: '1210', quantity: 25 },
      ],
      'the lines',
    );
    await waitFor(() => dataRows(root).length === 3, 'the new records listed');
  });

  it('marks the line field a 2003 answer names (lines[0].quantity) with the server message', async () => {
    start(undefined, [{ field: 'lines[0].quantity', message: '该批托盘已被冻结' }]);
    const root = mountTag('yp-stock-moves', 'view="circulationC1"');
    await waitFor(() => dataRows(root).length === 1, 'the circulation record');
    await openDialogWithOneLine(root);
    typeInto(controlLabelled(root, common.quantity)!, '4');
    clickButton(root, common.submit);
    await waitFor(() => fieldError(root, common.quantity) === '该批托盘已被冻结', 'marked');
    const quantity = controlLabelled(root, common.quantity)!;
    assertEqual(quantity.getAttribute('aria-invalid'), 'true', 'aria-invalid on the named field');
    assert(root.querySelector('[role="dialog"]'), 'the dialog stays open');
  });

  it('shows neither 出库 nor 导出 without their codes', async () => {
    start([]);
    const root = mountTag('yp-stock-moves', 'view="circulationC1"');
    await waitFor(() => dataRows(root).length === 1, 'the record');
    await waitFor(() => fake.backend.callsTo('loadMenuAndPermission').length === 1, 'permissions loaded');
    assertEqual(buttonsNamed(root, circulationLabels.out).length, 0, 'no 出库');
    assertEqual(exportMenuButtons(root).length, 0, 'no 导出');
  });
});
