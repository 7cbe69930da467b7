import {
  buttonsNamed,
  chooseExport,
  clickButton,
  confirmDialogOf,
  controlLabelled,
  dataRows,
  dialogOf,
  fieldError,
  mountTag,
  rowWith,
  tabNamed,
  typeInto,
} from '../test-support/shadow-dom';
import { assert, assertDeepEqual, assertEqual, waitFor } from '../../ui/test-support/assert';
import { fakeBackendPerTest, recordNavigations, recordOpenedWindows } from '../test-support/browser-session';
import { afterEach, beforeEach, describe, it } from '../../ui/test-support/browser-test';
import { resetConfig, sessionStore } from '../../core';
import { FREIGHT_CODES } from '../../contract/freight';
import {
  installFakeCarrierOrdersBackend,
  type FakeCarrierOrdersOptions,
} from './fake-carrier-orders-backend';
import { ALL_CARRIER_CODES } from './carrier-orders.fixtures';
import { ACTION_LABELS, actionLabels, auditLabels, common, detailLabels, settleLabels } from './labels';
import './index';

const fake = fakeBackendPerTest(
  (options?: FakeCarrierOrdersOptions) => installFakeCarrierOrdersBackend(options),
  'carrier-orders-token',
);
const { start, lastBody } = fake;
const navigations = recordNavigations();
const opened = recordOpenedWindows();

const statusOf = (root: ShadowRoot) => root.querySelector('[data-testid="order-status"]')?.textContent;
const stepTexts = (root: ShadowRoot) =>
  [...root.querySelectorAll('[data-testid="order-steps"] li')].map((step) => step.textContent ?? '');
const currentStep = (root: ShadowRoot) =>
  root.querySelector('[data-testid="order-steps"] [aria-current="step"]')?.textContent;
const actionButtons = (root: ShadowRoot) =>
  [...root.querySelectorAll(`[role="group"][aria-label="${detailLabels.yourActions}"] button`)].map(
    (button) => button.textContent,
  );
const detailValue = (root: ShadowRoot, label: string) =>
  [...root.querySelectorAll('dt')].find((term) => term.textContent === label)?.nextElementSibling
    ?.textContent;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const openDetail = async (id: string) => {
  const root = mountTag('yp-carrier-orders', `view="carrierDetail" order-id="${id}"`);
  await waitFor(() => statusOf(root), 'the order detail');
  await waitFor(
    () => actionButtons(root).length > 0 || root.textContent?.includes(detailLabels.noActions),
    'the actions, once the codes arrived',
  );
  return root;
};

describe('<yp-carrier-orders view="carrierDetail">', () => {
  it('shows the nine statuses as steps, the current one marked, and the shipper’s actions', async () => {
    start();
    const root = await openDetail('co-2');
    assertEqual(statusOf(root), '待审核车辆', 'status');
    assertEqual(stepTexts(root).length, 8, 'eight steps of a live order');
    assert(currentStep(root)?.includes('待审核车辆'), 'the current step');
    assertDeepEqual(actionButtons(root), ['审核通过', '驳回车辆', '取消订单'], 'the shipper’s actions');
    assertEqual(detailValue(root, detailLabels.driverPhone), '138****8000', 'the driver’s phone masked');
  });

  it('refreshes the status, steps and actions when the stream pushes a transition, without a reload', async () => {
    const backend = start();
    const root = await openDetail('co-2');
    await waitFor(() => backend.streams.openUrls().length === 1, 'the stream opened');
    assert(backend.streams.openUrls()[0]!.includes('carrierOrderManagement/stream?token='), 'with the token');
    // The other party's move reaches the server; the page does not know until it is announced.
    backend.move('co-2', 'approveVehicle', false);
    await pause(300);
    assertEqual(statusOf(root), '待审核车辆', 'unchanged before the event');
    backend.announce('co-2');
    await waitFor(() => statusOf(root) === '待装货', 'the pushed status shown');
    await waitFor(() => actionButtons(root).length === 1, 'the actions of the new status');
    await waitFor(() => currentStep(root)?.includes('待装货'), 'the step bar moved');
    assertDeepEqual(actionButtons(root), ['取消订单'], 'only cancel is left to the shipper');
    await waitFor(
      () => root.textContent?.includes('待审核车辆 → 待装货'),
      'the new log line in the timeline',
    );
  });

  it('shows a cancelled order as such: 已取消 after the step it stopped at, with the reason', async () => {
    start();
    const root = await openDetail('co-9');
    assertEqual(stepTexts(root).length, 9, 'nine steps');
    // Where it stopped comes from the logs, read beside the order.
    await waitFor(() => stepTexts(root)[1]?.includes('已取消'), '已取消 right after the step it stopped at');
    assert(stepTexts(root)[0]!.includes('待派车'), 'it was waiting for dispatch');
    assert(currentStep(root)?.includes('已取消'), 'marked current');
    assert(root.textContent?.includes('客户订单取消，暂不发货'), 'the reason');
    assertEqual(root.textContent?.includes(detailLabels.noActions), true, 'no actions left');
  });

  it('offers only the actions the user’s codes allow', async () => {
    start({ permissions: ALL_CARRIER_CODES.filter((code) => code !== FREIGHT_CODES.vehicleReject) });
    const root = await openDetail('co-2');
    assertDeepEqual(actionButtons(root), ['审核通过', '取消订单'], 'no 驳回车辆 without the code');
  });

  it('rejects the vehicle only with a reason', async () => {
    start();
    const root = await openDetail('co-2');
    clickButton(root, ACTION_LABELS.rejectVehicle);
    const dialog = await dialogOf(root);
    clickButton(dialog, ACTION_LABELS.rejectVehicle);
    await waitFor(() => fieldError(root, actionLabels.rejectReason), 'the reason asked for');
    typeInto(controlLabelled(root, actionLabels.rejectReason), '  车型不符  ');
    clickButton(dialog, ACTION_LABELS.rejectVehicle);
    await waitFor(() => statusOf(root) === '待派车', 'back to 待派车');
    assertDeepEqual(
      lastBody('carrierOrderManagement/vehicleAudit'),
      { id: 'co-2', approve: false, reason: '车型不符' },
      'the reject sent',
    );
    assertEqual(detailValue(root, detailLabels.rejectReason), '车型不符', 'the reason shown');
  });

  it('asks before approving the vehicle', async () => {
    start();
    const root = await openDetail('co-2');
    clickButton(root, ACTION_LABELS.approveVehicle);
    const confirm = await confirmDialogOf(root);
    assert(confirm.textContent?.includes('粤A12345'), 'the plate named');
    clickButton(confirm, ACTION_LABELS.approveVehicle);
    await waitFor(() => statusOf(root) === '待装货', 'approved');
  });

  it('moves the carrier to the loading place after asking', async () => {
    start({ party: 'carrier' });
    const root = await openDetail('co-3');
    clickButton(root, ACTION_LABELS.reachLoad);
    const confirm = await confirmDialogOf(root);
    assert(confirm.textContent?.includes(actionLabels.reachLoadConfirm), 'the question');
    clickButton(confirm, ACTION_LABELS.reachLoad);
    await waitFor(() => statusOf(root) === '到达装货地', 'arrived');
    assertDeepEqual(lastBody('carrierOrderManagement/reachLoad'), { id: 'co-3' }, 'the call');
    await waitFor(() => actionButtons(root).join() === '装货,取消订单', 'next: 装货');
  });

  it('lets the carrier assign a vehicle, refusing a bad plate', async () => {
    start({ party: 'carrier' });
    const root = await openDetail('co-1');
    clickButton(root, ACTION_LABELS.assignVehicle);
    const dialog = await dialogOf(root);
    typeInto(controlLabelled(root, actionLabels.plateNumber), '粤A1234');
    typeInto(controlLabelled(root, actionLabels.driverName), '王建国');
    typeInto(controlLabelled(root, actionLabels.driverPhone), '13800138000');
    clickButton(dialog, ACTION_LABELS.assignVehicle);
    await waitFor(
      () => fieldError(root, actionLabels.plateNumber) === actionLabels.plateInvalid,
      'plate refused',
    );
    typeInto(controlLabelled(root, actionLabels.plateNumber), ' 川a 88888 ');
    clickButton(dialog, ACTION_LABELS.assignVehicle);
    await waitFor(() => statusOf(root) === '待审核车辆', 'waiting for the audit');
    assertDeepEqual(
      lastBody('carrierOrderManagement/modifyVehicle'),
      { id: 'co-1', plateNumber: '川A88888', driverName: '王建国', driverPhone: '13800138000' },
      'the assignment sent',
    );
    assertEqual(
      detailValue(root, detailLabels.driverPhone),
      '13800138000',
      'the carrier sees its driver’s phone',
    );
    assertDeepEqual(
      actionButtons(root),
      [actionLabels.modifyVehicle, '取消订单'],
      'it may change the vehicle',
    );
  });

  it('loads with ticket photos: refuses a PDF, uploads the photos, then shows them as thumbnails', async () => {
    start({ party: 'carrier' });
    const root = await openDetail('co-4');
    clickButton(root, ACTION_LABELS.load);
    const dialog = await dialogOf(root);
    clickButton(dialog, ACTION_LABELS.load);
    await waitFor(() => dialog.textContent?.includes(actionLabels.photosRequired), 'a photo asked for');
    const input = dialog.querySelector<HTMLInputElement>('input[type="file"]');
    assert(input, 'the file input');
    const files = new DataTransfer();
    files.items.add(new File([new Uint8Array(8)], '磅单.png', { type: 'image/png' }));
    files.items.add(new File([new Uint8Array(8)], '合同.pdf', { type: 'application/pdf' }));
    input.files = files.files;
    input.dispatchEvent(new Event('change', { bubbles: true }));
    await waitFor(() => dialog.querySelectorAll('img').length === 1, 'one photo kept');
    assert(dialog.textContent?.includes('合同.pdf 不是 PNG 或 JPEG 图片'), 'the PDF refused by name');
    clickButton(dialog, ACTION_LABELS.load);
    await waitFor(() => statusOf(root) === '已装货', 'loaded');
    assertEqual(lastBody('carrierOrderManagement/load')?.ticketFileIds instanceof Array, true, 'ids sent');
    const thumbs = buttonsNamed(root, detailLabels.openTicket('装货磅单', 1));
    assertEqual(thumbs.length, 1, 'the loading ticket thumbnail');
    thumbs[0]!.click();
    const full = await dialogOf(root);
    assert(full.querySelector('img[alt="装货磅单照片 1"]'), 'the photo at full size');
  });

  it('signs for the delivery with an adjustment; the settlement line appears', async () => {
    start();
    const root = await openDetail('co-7');
    clickButton(root, ACTION_LABELS.sign);
    const dialog = await dialogOf(root);
    clickButton(dialog, actionLabels.addAdjustment);
    await waitFor(() => controlLabelled(root, actionLabels.adjustmentReason(1)), 'an adjustment row');
    typeInto(controlLabelled(root, actionLabels.adjustmentReason(1)), '外箱破损');
    typeInto(controlLabelled(root, actionLabels.adjustmentAmount(1)), '-50.5');
    await waitFor(() => dialog.textContent?.includes('结算金额 4,449.50 元'), 'the total as typed');
    clickButton(dialog, ACTION_LABELS.sign);
    await waitFor(() => statusOf(root) === '已完成', 'completed');
    assertDeepEqual(
      lastBody('carrierOrderManagement/sign'),
      { id: 'co-7', adjustments: [{ reason: '外箱破损', amountFen: -5050 }] },
      'the adjustment in fen',
    );
    await waitFor(
      () => root.querySelector('[data-testid="settlement-total"]')?.textContent === '4,449.50 元',
      'the settlement total',
    );
  });

  it('cancels only after the reason is given', async () => {
    start();
    const root = await openDetail('co-3');
    clickButton(root, ACTION_LABELS.cancel);
    const dialog = await dialogOf(root);
    typeInto(controlLabelled(root, actionLabels.cancelReason), '计划变更');
    clickButton(dialog, ACTION_LABELS.cancel);
    await waitFor(() => statusOf(root) === '已取消', 'cancelled');
    await waitFor(() => currentStep(root)?.includes('已取消'), 'the step bar says so');
  });
});

describe('<yp-carrier-orders view="carrier">', () => {
  it('lists both parties’ orders, filters by status tab and party, exports, opens a detail', async () => {
    start();
    const root = mountTag('yp-carrier-orders', 'view="carrier"');
    await waitFor(() => dataRows(root).length === 10, 'ten orders');
    tabNamed(root, '待审核车辆')!.click();
    await waitFor(() => dataRows(root).length === 1, 'the one waiting for its audit');
    assertEqual(lastBody('carrierOrderManagement/list')?.status, 'waitVehicleAudit', 'status sent');
    clickButton(root, `${common.viewDetail} CY20261120-000002`);
    assertDeepEqual(
      navigations.at(-1),
      { path: '/yelopack/logistics/carrierDetail', query: { id: 'co-2' } },
      'navigation',
    );
    await chooseExport(root, '导出 CSV');
    await waitFor(() => opened.at(-1), 'the export opened');
    assert(opened.at(-1)!.includes('carrierOrderManagement/listExport'), 'the export twin');
    assert(opened.at(-1)!.includes('status=waitVehicleAudit'), 'with the applied filter');
  });

  it('starts on the tab and party the attributes name, and a pushed event refreshes the list', async () => {
    const backend = start();
    const root = mountTag('yp-carrier-orders', 'view="carrier" status="waitDispatch" party="shipper"');
    await waitFor(() => dataRows(root).length === 1, 'the shipper’s order waiting for dispatch');
    assertEqual(lastBody('carrierOrderManagement/list')?.party, 'shipper', 'party sent');
    backend.move('co-1', 'assignVehicle');
    await waitFor(() => dataRows(root).length === 0, 'it left the tab when it moved');
  });
});

describe('<yp-carrier-orders view="vehicleAudit">', () => {
  it('lists the pending assignments and approves one after asking', async () => {
    start();
    const root = mountTag('yp-carrier-orders', 'view="vehicleAudit"');
    await waitFor(() => dataRows(root).length === 1, 'one pending');
    clickButton(root, `${auditLabels.approve} 粤A12345`);
    clickButton(await confirmDialogOf(root), auditLabels.approve);
    await waitFor(() => dataRows(root).length === 0, 'no longer pending');
    assertDeepEqual(
      lastBody('carrierOrderVehicleHistory/auditOrReject'),
      { historyId: 'vh-co-2-1', approve: true },
      'the audit sent',
    );
    tabNamed(root, '已驳回')!.click();
    await waitFor(() => rowWith(root, '粤B7788K'), 'the rejected one');
    clickButton(root, `${auditLabels.viewLogs} 粤B7788K`);
    const dialog = await dialogOf(root);
    await waitFor(() => dialog.querySelectorAll('li').length > 0, 'its logs');
    clickButton(dialog, common.close);
    clickButton(root, `${auditLabels.viewOrder} CY20261120-000002`);
    assertDeepEqual(
      navigations.at(-1),
      { path: '/yelopack/logistics/carrierDetail', query: { id: 'co-2' } },
      'to the order',
    );
  });

  it('hides 通过 and 驳回 without their codes', async () => {
    start({ permissions: [FREIGHT_CODES.vehicleCheck] });
    const root = mountTag('yp-carrier-orders', 'view="vehicleAudit"');
    await waitFor(() => dataRows(root).length === 1, `one pending, not ${root.textContent}`);
    assertEqual(buttonsNamed(root, `${auditLabels.approve} 粤A12345`).length, 0, 'no 通过');
    assertEqual(buttonsNamed(root, `${auditLabels.reject} 粤A12345`).length, 0, 'no 驳回');
    assertEqual(buttonsNamed(root, `${auditLabels.viewLogs} 粤A12345`).length, 1, '查看记录');
  });
});

describe('<yp-carrier-orders view="settle">', () => {
  it('lists the settlement lines, shows one, and offers both exports', async () => {
    start();
    const root = mountTag('yp-carrier-orders', 'view="settle"');
    await waitFor(() => dataRows(root).length === 1, 'one line');
    assert(rowWith(root, '4,750.00'), 'the total in 元');
    clickButton(root, `${common.viewDetail} CY20261120-000008`);
    const dialog = await dialogOf(root);
    await waitFor(() => dialog.textContent?.includes('卸货等待费'), 'the adjustments');
    clickButton(dialog, common.close);
    await chooseExport(root, `${settleLabels.exportLines} Excel`);
    await waitFor(() => opened.at(-1), 'the export opened');
    assert(opened.at(-1)!.includes('entrustSettle/exportSettlementDetail'), 'the per-adjustment export');
    assert(opened.at(-1)!.includes('format=xlsx'), 'as XLSX');
  });
});

describe('<yp-carrier-orders> with the server’s answers and the shared cache', () => {
  it('marks the plate the server refuses (2003) and keeps the dialog open', async () => {
    start({ party: 'carrier', busyPlates: ['川A88888'] });
    const root = await openDetail('co-1');
    clickButton(root, ACTION_LABELS.assignVehicle);
    const dialog = await dialogOf(root);
    typeInto(controlLabelled(root, actionLabels.plateNumber), '川A88888');
    typeInto(controlLabelled(root, actionLabels.driverName), '王建国');
    typeInto(controlLabelled(root, actionLabels.driverPhone), '13800138000');
    clickButton(dialog, ACTION_LABELS.assignVehicle);
    await waitFor(
      () => fieldError(root, actionLabels.plateNumber) === '该车辆正在承运其他订单',
      'the server’s message on the plate',
    );
    assert(root.querySelector('[role="dialog"]'), 'the dialog stays open');
    assertEqual(statusOf(root), '待派车', 'nothing changed');
  });

  it('refreshes the list in another widget on the page after an action in the detail', async () => {
    start();
    const list = mountTag('yp-carrier-orders', 'view="carrier" status="waitVehicleAudit"');
    await waitFor(() => dataRows(list).length === 1, 'one order waiting for its audit');
    const detail = await openDetail('co-2');
    assertEqual(fake.backend.streams.openUrls().length, 1, 'the two widgets share one stream');
    clickButton(detail, ACTION_LABELS.approveVehicle);
    clickButton(await confirmDialogOf(detail), ACTION_LABELS.approveVehicle);
    await waitFor(() => dataRows(list).length === 0, 'the list refreshed without a reload');
  });
});

describe('<yp-carrier-orders> across a company switch', () => {
  beforeEach(() => sessionStore.clearLogin());
  afterEach(() => sessionStore.clearLogin());

  it('reopens the stream with the new company’s token and reads its orders', async () => {
    const backend = start();
    resetConfig(); // the portal session is the caller, as in the shell
    sessionStore.set({
      token: 'token-a',
      userAccount: 'demo_multi',
      companyId: 'co-a',
      companyName: '成都蜀味',
    });
    const root = mountTag('yp-carrier-orders', 'view="carrier"');
    await waitFor(() => dataRows(root).length === 10, 'company A orders');
    await waitFor(() => backend.streams.openUrls().join().includes('token=token-a'), 'A’s stream');
    // The server now answers for company B: one order only.
    backend.orders.splice(0, backend.orders.length - 1);
    sessionStore.set({ token: 'token-b', companyId: 'co-b', companyName: '广州白云' });
    await waitFor(() => dataRows(root).length === 1, 'company B orders');
    await waitFor(
      () =>
        backend.streams.openUrls().length === 1 && backend.streams.openUrls()[0]!.includes('token=token-b'),
      'one stream, with B’s token',
    );
    assertEqual(
      backend.callsTo('carrierOrderManagement/list').at(-1)?.headers.get('token'),
      'token-b',
      'read as B',
    );
  });
});

describe('<yp-carrier-orders> list state in the URL', () => {
  let original = '';
  beforeEach(() => {
    original = location.href;
  });
  afterEach(() => history.replaceState(history.state, '', original));

  it('starts from the status tab in the URL and writes the next one back where the element opted in', async () => {
    history.replaceState(history.state, '', `${location.pathname}?status=loaded`);
    start();
    const root = mountTag('yp-carrier-orders', 'view="carrier" data-yp-url-state');
    await waitFor(() => dataRows(root).length === 1, 'the loaded order');
    assertEqual(lastBody('carrierOrderManagement/list')?.status, 'loaded', 'read from the URL');
    tabNamed(root, '已完成')!.click();
    await waitFor(() => new URLSearchParams(location.search).get('status') === 'completed', 'tab in the URL');
  });
});
