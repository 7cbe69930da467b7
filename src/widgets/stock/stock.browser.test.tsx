import { textsIn } from '../../contract/localized';
import { PERMISSIONS } from '../../contract/permissions';
import { setLocale } from '../../core';
import { uiLabels } from '../../ui';
import { assert, assertDeepEqual, assertEqual, waitFor } from '../../ui/test-support/assert';
import {
  fakeBackendPerTest,
  recordNavigations,
  recordOpenedWindows,
  recordToasts,
} from '../test-support/browser-session';
import { describe, it } from '../../ui/test-support/browser-test';
import { installFakeStockBackend, type FakeStockOptions } from './fake-stock-backend';
import { KIND_LABELS, stockLabels } from './labels';
import { actionLabels, balanceLabels, OWN_CODES } from '../balances';
import { stockFixtures } from './stock.fixtures';
import {
  bodyRows,
  buttonNamed,
  buttonsNamed,
  cellTexts,
  choose,
  chooseExport,
  controlLabelled,
  exportChoices,
  exportMenuButtons,
  fieldError,
  mountTag,
  typeInto,
} from '../test-support/shadow-dom';
import './board';
import './index';

const fake = fakeBackendPerTest(
  (options: FakeStockOptions = {}) => installFakeStockBackend(stockFixtures(), options),
  'test-token',
);
const { start, lastBody } = fake;

const navigations = recordNavigations();
const opened = recordOpenedWindows();
const toasts = recordToasts();

const ownRows = (root: ShadowRoot) => bodyRows(root, stockLabels.captions.ownStock);

describe('<yp-stock-board>', () => {
  it('shows the totals, the balances per warehouse and tray type, and the recent movements', async () => {
    start();
    const root = mountTag('yp-stock-board');
    const onHand = await waitFor(() => root.querySelector('[data-total="onHand"] dd'), 'on-hand total');
    const own = fake.backend.data.own;
    assertEqual(
      onHand.textContent,
      own.reduce((sum, row) => sum + row.onHand, 0).toLocaleString('zh-CN'),
      '在库',
    );
    const available = own.reduce((sum, row) => sum + row.available, 0);
    assert(available < own.reduce((sum, row) => sum + row.onHand, 0), 'some pallets are reserved');
    assertEqual(
      root.querySelector('[data-total="available"] dd')?.textContent,
      available.toLocaleString('zh-CN'),
      '可用',
    );
    const overdue = fake.backend.data.downstream.reduce((sum, row) => sum + row.overdue, 0);
    assertEqual(
      root.querySelector('[data-total="overdueRisk"] dd')?.textContent,
      String(overdue),
      '超期风险',
    );
    assert(root.textContent?.includes(stockLabels.board.overdueWarning(overdue)), 'overdue warning');

    const warehouses = bodyRows(root, stockLabels.captions.byWarehouse).map((row) => cellTexts(row)[0]);
    assertDeepEqual(
      warehouses,
      ['上海嘉定仓', '昆山仓', '苏州工业园区仓', '无锡新吴仓'],
      'a row per warehouse',
    );
    const jiading = own
      .filter((row) => row.warehouseId === 'wh-jiading')
      .reduce((sum, row) => sum + row.onHand, 0);
    assertEqual(
      cellTexts(bodyRows(root, stockLabels.captions.byWarehouse)[0]!)[1],
      String(jiading),
      '嘉定 on hand',
    );
    assertEqual(bodyRows(root, stockLabels.captions.byTrayType).length, 3, 'a row per tray type');

    const movements = bodyRows(root, stockLabels.captions.movements);
    assertEqual(movements.length, 10, 'ten newest movements');
    assert(
      Object.values(KIND_LABELS).includes(cellTexts(movements[0]!)[1] as never),
      'the kind is shown in Chinese',
    );
  });

  it('speaks English with locale="en-US": captions, column titles and movement kinds', async () => {
    start();
    try {
      const root = mountTag('yp-stock-board', 'locale="en-US"');
      await waitFor(
        () => bodyRows(root, 'Stock by warehouse').length === 4,
        'a row per warehouse, captioned in English',
      );
      const table = bodyRows(root, 'Stock by warehouse')[0]!.closest('table');
      const titles = [...(table?.querySelectorAll('thead th') ?? [])].map((cell) => cell.textContent);
      assertEqual(titles[0], 'Warehouse', 'the column titles follow the language');
      await waitFor(() => bodyRows(root, 'Recent stock movements').length > 0, 'movements');
      const movements = bodyRows(root, 'Recent stock movements');
      const englishKinds: string[] = Object.values(textsIn(KIND_LABELS, 'en-US'));
      assert(englishKinds.includes(cellTexts(movements[0]!)[1]!), 'the kind is shown in English');
    } finally {
      setLocale('zh-CN');
    }
  });

  it('honours the warehouse-id and tray-type-code attributes', async () => {
    start();
    const root = mountTag('yp-stock-board', 'warehouse-id="wh-kunshan"');
    await waitFor(() => bodyRows(root, stockLabels.captions.byWarehouse).length === 1, 'one warehouse row');
    assertDeepEqual(lastBody('getStockSummary'), { warehouseId: 'wh-kunshan' }, 'filter sent');
    assertEqual(cellTexts(bodyRows(root, stockLabels.captions.byWarehouse)[0]!)[0], '昆山仓', 'only 昆山仓');

    (root.host as HTMLElement).setAttribute('tray-type-code', '1311');
    await waitFor(() => bodyRows(root, stockLabels.captions.byTrayType).length === 1, 'one tray type row');
    assertDeepEqual(
      lastBody('getStockSummary'),
      { warehouseId: 'wh-kunshan', trayTypeCode: '1311' },
      'both sent',
    );
    const balance = fake.backend.data.own.find(
      (row) => row.warehouseId === 'wh-kunshan' && row.trayTypeCode === '1311',
    );
    assertEqual(
      root.querySelector('[data-total="onHand"] dd')?.textContent,
      String(balance?.onHand),
      'that balance',
    );
  });

  it('emits yp-navigate to the stock detail of a movement', async () => {
    start();
    const root = mountTag('yp-stock-board');
    await waitFor(() => bodyRows(root, stockLabels.captions.movements).length > 0, 'movements');
    const first = bodyRows(root, stockLabels.captions.movements)[0]!;
    (await buttonNamed(first, stockLabels.buttons.checkDetail)).click();
    const newest = fake.backend.data.ledger.toSorted((a, b) => b.createdAt.localeCompare(a.createdAt))[0]!;
    assertDeepEqual(
      navigations,
      [
        {
          path: '/yelopack/stock/ownStockDetail',
          query: { warehouseId: newest.warehouseId, trayTypeCode: newest.trayTypeCode },
        },
      ],
      'navigation',
    );
  });

  it('offers only the quick actions the permissions allow', async () => {
    start({ permissions: [OWN_CODES.saleOut] });
    const root = mountTag('yp-stock-board');
    await buttonNamed(root, stockLabels.buttons.saleOut);
    assertEqual(buttonsNamed(root, stockLabels.buttons.transferOut).length, 0, 'no 调拨出库');
    assertEqual(buttonsNamed(root, stockLabels.buttons.applyRecycling).length, 0, 'no 申请回收');
    await waitFor(() => bodyRows(root, stockLabels.captions.movements).length > 0, 'movements');
    assertEqual(buttonsNamed(root, stockLabels.buttons.checkDetail).length, 0, 'no 查看明细');
  });
});

describe('<yp-stock view="ownStock">', () => {
  it('pages and sorts on the server', async () => {
    start();
    const root = mountTag('yp-stock', 'view="ownStock"');
    await waitFor(() => ownRows(root).length === 10, 'first page');
    assertDeepEqual(lastBody('searchCustomerStock'), { pageNum: 1, pageSize: 10 }, 'first query');

    root.querySelector<HTMLButtonElement>(`button[aria-label="${uiLabels.pagination.next}"]`)?.click();
    await waitFor(() => ownRows(root).length === 2, 'the two rows of page 2');
    assertEqual(lastBody('searchCustomerStock')?.pageNum, 2, 'pageNum sent');

    const onHandHeader = [...root.querySelectorAll('th button')].find((button) =>
      button.textContent?.includes(stockLabels.columns.onHand),
    ) as HTMLButtonElement;
    onHandHeader.click();
    await waitFor(() => lastBody('searchCustomerStock')?.sortBy === 'onHand', 'sortBy sent');
    assertDeepEqual(
      lastBody('searchCustomerStock'),
      { pageNum: 1, pageSize: 10, sortBy: 'onHand', sortOrder: 'asc' },
      'sorting starts again at page 1',
    );
    const smallest = Math.min(...fake.backend.data.own.map((row) => row.onHand));
    await waitFor(() => cellTexts(ownRows(root)[0]!)[2] === String(smallest), 'smallest first');
    onHandHeader.click();
    await waitFor(() => lastBody('searchCustomerStock')?.sortOrder === 'desc', 'then descending');
  });

  it('filters by warehouse and tray type', async () => {
    start();
    const root = mountTag('yp-stock', 'view="ownStock"');
    await waitFor(() => ownRows(root).length === 10, 'rows');
    await choose(root, stockLabels.filters.warehouse, '昆山仓');
    await choose(root, stockLabels.filters.trayType, '1208 九脚注塑托盘');
    (await buttonNamed(root, uiLabels.common.search)).click();
    await waitFor(() => ownRows(root).length === 1, 'one balance');
    assertDeepEqual(
      lastBody('searchCustomerStock'),
      { pageNum: 1, pageSize: 10, warehouseId: 'wh-kunshan', trayTypeCode: '1208' },
      'filters sent',
    );
  });

  it('offers 导出 and 导出库存明细 in one 导出 menu, with the list filters and the server check first', async () => {
    start();
    const root = mountTag('yp-stock', 'view="ownStock"');
    await waitFor(() => ownRows(root).length === 10, 'rows');
    assertEqual(exportMenuButtons(root).length, 1, 'one 导出 button');
    const { export: rows, exportDetail: ledger } = stockLabels.buttons;
    assertDeepEqual(
      await exportChoices(root),
      [`${rows} CSV`, `${rows} Excel`, `${ledger} CSV`, `${ledger} Excel`],
      'both exports, both formats',
    );
    await chooseExport(root, `${ledger} Excel`);
    const url = new URL(await waitFor(() => opened[0], 'the export opened'));
    assertEqual(url.pathname, '/api/api/customerStock/detailExport', 'the detail export');
    assertEqual(url.searchParams.get('warehouseId'), null, '全部 warehouses');
  });

  it('hides every button whose permission code the user lacks', async () => {
    const granted = PERMISSIONS.map((p) => p.code).filter(
      (code) =>
        code !== OWN_CODES.transferOut && code !== OWN_CODES.export && code !== OWN_CODES.exportDetail,
    );
    start({ permissions: granted });
    const root = mountTag('yp-stock', 'view="ownStock"');
    await waitFor(() => ownRows(root).length === 10, 'rows');
    await buttonNamed(ownRows(root)[0]!, stockLabels.buttons.saleOut);
    assertEqual(buttonsNamed(root, stockLabels.buttons.transferOut).length, 0, 'no 调拨出库');
    assertEqual(exportMenuButtons(root).length, 0, 'no 导出 and no 导出库存明细');
    assertEqual(buttonsNamed(root, stockLabels.buttons.applyRecycling).length, 10, '申请回收 on every row');
  });

  it('emits yp-navigate for 查看明细, 确认入库 and 生成入库单', async () => {
    start();
    const root = mountTag('yp-stock', 'view="ownStock"');
    await waitFor(() => ownRows(root).length === 10, 'rows');
    (await buttonNamed(ownRows(root)[1]!, stockLabels.buttons.checkDetail)).click();
    (await buttonNamed(root, stockLabels.buttons.confirmInbound)).click();
    (await buttonNamed(root, stockLabels.buttons.buildInbound)).click();
    assertDeepEqual(
      navigations,
      [
        {
          path: '/yelopack/stock/ownStockDetail',
          query: { warehouseId: 'wh-jiading', trayTypeCode: '1311' },
        },
        { path: '/yelopack/stock/sign' },
        { path: '/yelopack/transport/importOrder' },
      ],
      'navigations',
    );
  });

  it('validates a transfer, confirms it, sends it once with a requestId and refreshes the list', async () => {
    start();
    const root = mountTag('yp-stock', 'view="ownStock"');
    await waitFor(() => ownRows(root).length === 10, 'rows');
    const onHandBefore = fake.backend.data.own[0]!.onHand;
    (await buttonNamed(ownRows(root)[0]!, stockLabels.buttons.transferOut)).click();
    const dialog = await waitFor(() => root.querySelector<HTMLElement>('[role="dialog"]'), 'the dialog');

    // Nothing of this balance is reserved: all it has on hand is available.
    typeInto(controlLabelled(dialog, actionLabels.dialog.quantity), String(onHandBefore + 1));
    await choose(root, actionLabels.dialog.toCompany, '广州白云物流有限公司');
    (await buttonNamed(root, actionLabels.buttons.submit)).click();
    await waitFor(
      () => dialog.textContent?.includes(actionLabels.errors.quantityOverAvailable(onHandBefore)),
      'quantity over available refused',
    );
    assertEqual(fake.backend.callsTo('updateAllocationStockOut').length, 0, 'nothing sent');

    typeInto(controlLabelled(dialog, actionLabels.dialog.quantity), '30');
    (await buttonNamed(root, actionLabels.buttons.submit)).click();
    const question = actionLabels.confirm.transferOut(30, '1210 川字塑料托盘', '广州白云物流有限公司');
    await waitFor(
      () => root.querySelector('[role="alertdialog"]')?.textContent?.includes(question),
      'the question',
    );
    const confirmButton = await buttonNamed(root, actionLabels.dialog.confirmSubmit);
    confirmButton.click();
    confirmButton.click();

    await waitFor(() => !root.querySelector('[role="alertdialog"], [role="dialog"]'), 'dialog closed');
    const sent = fake.backend.callsTo('updateAllocationStockOut');
    assertEqual(sent.length, 1, 'one request');
    const { requestId, ...request } = sent[0]!.body;
    assert(typeof requestId === 'string' && /^[0-9a-f]{32}$/.test(requestId), 'a 32-hex requestId');
    assertDeepEqual(
      request,
      { fromWarehouseId: 'wh-jiading', toCompanyId: 'co-baiyun', trayTypeCode: '1210', quantity: 30 },
      'the transfer',
    );
    await waitFor(() => cellTexts(ownRows(root)[0]!)[2] === String(onHandBefore - 30), 'list refreshed');
    assert(toasts.includes(actionLabels.done.transferOut), 'success toast');
  });

  it('shows 可用数量 beside 在库 and holds a transfer to it when returns reserved part of the balance', async () => {
    start();
    const root = mountTag('yp-stock', 'view="ownStock"');
    await waitFor(() => ownRows(root).length === 10, 'rows');
    const headers = [...root.querySelectorAll('th')].map((th) => th.textContent?.trim());
    const onHandColumn = headers.indexOf(stockLabels.columns.onHand);
    assertEqual(headers[onHandColumn + 1], stockLabels.columns.available, '可用数量 right after 在库数量');
    // 昆山仓 × 1210 has 30 pallets booked for a door pickup (stock.fixtures.ts).
    const reserved = fake.backend.data.own.findIndex((row) => row.available < row.onHand);
    const balance = fake.backend.data.own[reserved]!;
    const cells = cellTexts(ownRows(root)[reserved]!);
    assertDeepEqual(
      [cells[onHandColumn], cells[onHandColumn + 1]],
      [String(balance.onHand), String(balance.available)],
      'on hand and available of the reserved balance',
    );

    (await buttonNamed(ownRows(root)[reserved]!, stockLabels.buttons.transferOut)).click();
    const dialog = await waitFor(() => root.querySelector<HTMLElement>('[role="dialog"]'), 'the dialog');
    assert(dialog.textContent?.includes(actionLabels.dialog.available(balance.available)), 'the hint');
    typeInto(controlLabelled(dialog, actionLabels.dialog.quantity), String(balance.available + 1));
    await choose(root, actionLabels.dialog.toCompany, '广州白云物流有限公司');
    (await buttonNamed(root, actionLabels.buttons.submit)).click();
    await waitFor(
      () =>
        fieldError(root, actionLabels.dialog.quantity) ===
        actionLabels.errors.quantityOverAvailable(balance.available),
      'more than available refused, though it is on hand',
    );
    assertEqual(fake.backend.callsTo('updateAllocationStockOut').length, 0, 'nothing sent');
  });

  it('gives every opening of a dialog a new requestId', async () => {
    start();
    const root = mountTag('yp-stock', 'view="ownStock"');
    await waitFor(() => ownRows(root).length === 10, 'rows');
    for (const quantity of ['5', '6']) {
      (await buttonNamed(ownRows(root)[0]!, stockLabels.buttons.applyRecycling)).click();
      const dialog = await waitFor(() => root.querySelector<HTMLElement>('[role="dialog"]'), 'the dialog');
      typeInto(controlLabelled(dialog, actionLabels.dialog.quantity), quantity);
      typeInto(controlLabelled(dialog, actionLabels.dialog.pickupDate), '2099-01-01');
      typeInto(controlLabelled(dialog, actionLabels.dialog.contact), '王建国');
      typeInto(controlLabelled(dialog, actionLabels.dialog.phone), '13812345678');
      (await buttonNamed(root, actionLabels.buttons.submit)).click();
      await waitFor(() => !root.querySelector('[role="dialog"]'), 'dialog closed');
    }
    const ids = fake.backend.callsTo('applyRecycling').map((call) => call.body.requestId);
    assertEqual(ids.length, 2, 'two applications');
    assert(ids[0] !== ids[1], 'different requestIds');
  });
});

describe('<yp-stock> action forms and the server', () => {
  it('marks the field a 2003 answer names with the server message, focused, back on the form', async () => {
    start({ refuseFields: [{ field: 'quantity', message: '超过本月调拨额度' }] });
    const root = mountTag('yp-stock', 'view="ownStock"');
    await waitFor(() => ownRows(root).length === 10, 'rows');
    (await buttonNamed(ownRows(root)[0]!, stockLabels.buttons.transferOut)).click();
    const dialog = await waitFor(() => root.querySelector<HTMLElement>('[role="dialog"]'), 'the dialog');
    typeInto(controlLabelled(dialog, actionLabels.dialog.quantity), '30');
    await choose(root, actionLabels.dialog.toCompany, '广州白云物流有限公司');
    (await buttonNamed(root, actionLabels.buttons.submit)).click();
    (await buttonNamed(root, actionLabels.dialog.confirmSubmit)).click();

    await waitFor(
      () => fieldError(root, actionLabels.dialog.quantity) === '超过本月调拨额度',
      'the server message under the field',
    );
    const quantity = controlLabelled(root, actionLabels.dialog.quantity)!;
    assertEqual(quantity.getAttribute('aria-invalid'), 'true', 'aria-invalid on the named field');
    await waitFor(() => root.activeElement === quantity, 'the named field has the focus');
    assertEqual(
      fieldError(root, actionLabels.dialog.toCompany),
      '',
      'fields the server did not name stay clean',
    );
    assertEqual(fake.backend.callsTo('updateAllocationStockOut').length, 1, 'sent once');
  });
});

describe('<yp-stock> and <yp-stock-board> on one page with the shared cache', () => {
  it('shows an action taken in the list in the board totals without a reload', async () => {
    start();
    const board = mountTag('yp-stock-board');
    const onHandTotal = () => board.querySelector('[data-total="onHand"] dd')?.textContent;
    const before = fake.backend.data.own.reduce((sum, row) => sum + row.onHand, 0);
    await waitFor(() => onHandTotal() === before.toLocaleString('zh-CN'), 'the board totals');
    const root = mountTag('yp-stock', 'view="ownStock"');
    await waitFor(() => ownRows(root).length === 10, 'rows');
    (await buttonNamed(ownRows(root)[0]!, stockLabels.buttons.applyRecycling)).click();
    const dialog = await waitFor(() => root.querySelector<HTMLElement>('[role="dialog"]'), 'the dialog');
    typeInto(controlLabelled(dialog, actionLabels.dialog.quantity), '5');
    typeInto(controlLabelled(dialog, actionLabels.dialog.pickupDate), '2099-01-01');
    typeInto(controlLabelled(dialog, actionLabels.dialog.contact), '王建国');
    typeInto(controlLabelled(dialog, actionLabels.dialog.phone), '13812345678');
    (await buttonNamed(root, actionLabels.buttons.submit)).click();
    await waitFor(() => onHandTotal() === (before - 5).toLocaleString('zh-CN'), 'the board refreshed');
  });
});

describe('<yp-stock view="ownStockDetail">', () => {
  it('shows the balance and its ledger, filtered by kind', async () => {
    start();
    const root = mountTag(
      'yp-stock',
      'view="ownStockDetail" warehouse-id="wh-jiading" tray-type-code="1210"',
    );
    const ledger = () => bodyRows(root, balanceLabels.ledger.caption);
    await waitFor(() => ledger().length === 10, 'a page of entries');
    const entries = fake.backend.data.ledger.filter(
      (e) => e.warehouseId === 'wh-jiading' && e.trayTypeCode === '1210',
    );
    assert(root.textContent?.includes(`共 ${entries.length} 条`), 'total of the ledger');
    const newest = entries.toSorted((a, b) => b.createdAt.localeCompare(a.createdAt))[0]!;
    assertEqual(cellTexts(ledger()[0]!)[3], newest.documentNo, 'newest entry first');
    assertEqual(cellTexts(ledger()[0]!)[1], KIND_LABELS[newest.kind], 'kind label');

    await choose(root, balanceLabels.ledger.kind, KIND_LABELS.inbound);
    (await buttonNamed(root, uiLabels.common.search)).click();
    const inbound = entries.filter((e) => e.kind === 'inbound').length;
    await waitFor(() => ledger().length === inbound, 'only inbound entries');
    assertEqual(lastBody('detail')?.kind, 'inbound', 'kind sent');

    (await buttonNamed(root, stockLabels.buttons.back)).click();
    assertDeepEqual(navigations, [{ path: '/yelopack/stock/ownStock' }], 'back to the list');
  });
});
