import {
  bodyRows,
  buttonsNamed,
  cellTexts,
  clickButton,
  confirmDialogOf,
  controlLabelled,
  mountTag,
  tabNamed,
  typeInto,
} from '../test-support/shadow-dom';
import { assert, assertDeepEqual, assertEqual, waitFor } from '../../ui/test-support/assert';
import { fakeBackendPerTest, recordNavigations, recordToasts } from '../test-support/browser-session';
import { describe, it } from '../../ui/test-support/browser-test';
import { BILL_FIXTURES, installFakeBillsBackend } from './fake-bills-backend';
import { itemLabels as text } from './item-labels';
import { billLabels } from './labels';
import { fenOf } from './test-helpers';
import './index';

const fake = fakeBackendPerTest(installFakeBillsBackend, 'bill-items-token');
const { start } = fake;
const navigations = recordNavigations();
const toasts = recordToasts();
const [shuwei] = BILL_FIXTURES;

const LIVE = 'client-company-id="co-shuwei"';

describe("<yp-bills> a bill's detail lists", () => {
  it('links each line to its warehouse’s sub-bill and to the entries of its kind', async () => {
    start();
    const root = mountTag('yp-bills', `view="clientBillDetail" ${LIVE}`);
    await waitFor(() => bodyRows(root, billLabels.linesCaption).length === 7, 'the lines');
    const [hire, , overdueInStock, overdueReturn] = bodyRows(root, billLabels.linesCaption);
    assertEqual(
      buttonsNamed(hire!, `${text.viewEntries} 双流配送中心 川字塑料托盘`).length,
      0,
      'hire: no entries page',
    );
    clickButton(overdueInStock!, `${text.viewEntries} 龙泉驿仓 川字塑料托盘`);
    assertDeepEqual(
      navigations.at(-1),
      { path: '/center/settle/overdueInventoryDetail', query: { clientCompanyId: 'co-shuwei' } },
      '超期在库 opens its entries',
    );
    clickButton(overdueReturn!, `${text.viewEntries} 双流配送中心 川字塑料托盘`);
    assertDeepEqual(
      navigations.at(-1),
      { path: '/center/settle/outBoundDetail', query: { clientCompanyId: 'co-shuwei' } },
      '超期归还 opens its returns',
    );
    const correctionRow = bodyRows(root, billLabels.linesCaption)[6]!;
    clickButton(correctionRow, `${text.viewCorrected} ZD20261026-000001`);
    assertDeepEqual(
      navigations.at(-1),
      { path: '/center/settle/checkc1detail', query: { clientCompanyId: 'co-shuwei', id: 'bill-000001' } },
      'a correction opens the frozen bill it corrects',
    );
    const offsetRow = bodyRows(root, billLabels.linesCaption)[4]!;
    clickButton(offsetRow, `${text.viewEntries} 双流配送中心 川字塑料托盘`);
    assertDeepEqual(
      navigations.at(-1),
      { path: '/center/settle/counterOfferDetail', query: { clientCompanyId: 'co-shuwei' } },
      'an offset line opens 可冲抵明细',
    );
    clickButton(offsetRow, `${text.viewWarehouse} 双流配送中心 川字塑料托盘`);
    assertDeepEqual(
      navigations.at(-1),
      {
        path: '/center/settle/checkc1addressDetail',
        query: { clientCompanyId: 'co-shuwei', warehouseId: 'wh-双流配送中心' },
      },
      'its warehouse’s sub-bill',
    );
  });

  it('splits the bill per warehouse, adding up to its total, and shows the 明细 tabs', async () => {
    start();
    const root = mountTag('yp-bills', `view="clientBillDetail" ${LIVE}`);
    await waitFor(() => bodyRows(root, text.warehouses.caption).length === 2, 'a row per warehouse');
    const totals = bodyRows(root, text.warehouses.caption).map((row) => fenOf(cellTexts(row)[1]!));
    assertEqual(
      totals.reduce((sum, fen) => sum + fen, 0),
      shuwei!.totalFen,
      'the warehouses add up to the bill',
    );
    await waitFor(() => bodyRows(root, text.items.captions.stockIn).length === 2, 'the stock-in entries');
    assertDeepEqual(
      cellTexts(bodyRows(root, text.items.captions.stockIn)[0]!),
      ['2026-08-02', '销售入库', 'DJ-in-1', '双流配送中心', '1210 川字塑料托盘', '300'],
      'an entry: day, kind, document, warehouse, tray type, pallets',
    );
    tabNamed(root, text.items.tabs.stock)!.click();
    await waitFor(() => bodyRows(root, text.items.captions.stock).length === 1, 'the stock by age');
    assertDeepEqual(
      cellTexts(bodyRows(root, text.items.captions.stock)[0]!).slice(2, 6),
      ['283', '40', '200', '43'],
      'held, ≤ F, (F, A], > A',
    );
    tabNamed(root, text.items.tabs.amendment)!.click();
    await waitFor(() => root.textContent?.includes(text.empty), 'no corrections yet');
  });

  it('shows one warehouse’s sub-bill: its lines and total', async () => {
    start();
    const root = mountTag('yp-bills', `view="warehouseBill" ${LIVE} warehouse-id="wh-龙泉驿仓"`);
    await waitFor(() => bodyRows(root, text.warehouseBill.caption).length === 2, 'its lines');
    assertDeepEqual(
      bodyRows(root, text.warehouseBill.caption).map((row) => cellTexts(row)[0]),
      ['超期在库', '超期扣减'],
      'only that warehouse’s lines',
    );
    assert(root.textContent?.includes(`${billLabels.facts.total}¥772.50`), '322.50 + 450.00');
    clickButton(root, text.back);
    assertDeepEqual(
      navigations.at(-1),
      { path: '/center/settle/checkc1detail', query: { clientCompanyId: 'co-shuwei' } },
      'back to the bill',
    );
  });

  for (const [view, kind, cells] of [
    ['overdueInventory', 'overdueInStock', ['645 托盘天', '13 天', '0.50 元/片·天', '¥322.50']],
    ['overdueReturns', 'overdueReturn', ['12 片', '21 天', '30.00 元/片', '¥360.00']],
    ['offsets', 'offset', ['5 片', '30.00 元/片', '-¥150.00']],
    ['deductions', 'deduction', ['3 片', '150.00 元/片', '¥450.00']],
  ] as const) {
    it(`lists the entries of the ${kind} lines (view="${view}") with their share of the line`, async () => {
      start();
      const root = mountTag('yp-bills', `view="${view}" ${LIVE}`);
      const caption = text.views[kind].caption;
      await waitFor(() => bodyRows(root, caption).length === 1, 'the entries');
      assertDeepEqual(cellTexts(bodyRows(root, caption)[0]!).slice(6), [...cells], 'counted, rate, fen');
    });
  }
});

describe('<yp-bills> overdue clients and deductions', () => {
  it('lists overdue clients with the pallets that turn overdue within 7 days', async () => {
    start();
    const root = mountTag('yp-bills', 'view="overdueClients"');
    await waitFor(() => bodyRows(root, text.overdueClients.caption).length === 1, 'the client');
    assertDeepEqual(
      cellTexts(bodyRows(root, text.overdueClients.caption)[0]!),
      ['成都蜀味餐饮供应链有限公司', '1210 川字塑料托盘', '328', '43', '18'],
      'held, overdue by the terms, due within 7 days',
    );
  });

  it('deducts a candidate after confirmation and saves the deduct days', async () => {
    start();
    const root = mountTag('yp-bills', 'view="deductCandidates"');
    await waitFor(() => bodyRows(root, text.deduct.caption).length === 1, 'the candidate');
    clickButton(root, `${text.deduct.action} 成都蜀味餐饮供应链有限公司 龙泉驿仓`);
    const confirm = await confirmDialogOf(root);
    assert(confirm.textContent?.includes('6 个超期托盘'), 'names the pallets');
    clickButton(confirm, text.deduct.action);
    await waitFor(() => toasts.includes(text.deduct.done('KJ20261124000001')), 'deducted');
    assertDeepEqual(
      fake.lastBody('deductDays')?.items,
      [{ clientCompanyId: 'co-shuwei', warehouseId: 'wh-龙泉驿仓', trayTypeCode: '1210', quantity: 6 }],
      'the candidate’s pallets',
    );
    await waitFor(() => root.textContent?.includes(text.deduct.empty), 'nothing left to deduct');

    typeInto(controlLabelled(root, text.deduct.deductDays), '0');
    clickButton(root, text.deduct.save);
    await waitFor(() => root.textContent?.includes(text.deduct.daysInvalid), 'refused before the call');
    typeInto(controlLabelled(root, text.deduct.deductDays), '45');
    clickButton(root, text.deduct.save);
    await waitFor(() => toasts.includes(text.deduct.saved(45)), 'saved');
    assertEqual(fake.lastBody('deductDays')?.deductDays, 45, 'the new N');
  });

  it('offers neither 扣减 nor the setting without 对账管理(C1)-确认账单', async () => {
    start({ permissions: ['center-settle-checkC1-detail'] });
    const root = mountTag('yp-bills', 'view="deductCandidates"');
    await waitFor(() => bodyRows(root, text.deduct.caption).length === 1, 'the candidate');
    assertEqual(buttonsNamed(root, text.deduct.save).length, 0, 'no 保存');
    assertEqual(cellTexts(bodyRows(root, text.deduct.caption)[0]!).length, 5, 'no 操作 column');
  });
});
