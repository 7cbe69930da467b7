import {
  bodyRows,
  buttonsNamed,
  cellTexts,
  chooseExport,
  clickButton,
  exportChoices,
  exportMenuButtons,
  mountTag,
} from '../test-support/shadow-dom';
import { assert, assertDeepEqual, assertEqual, waitFor } from '../../ui/test-support/assert';
import { fakeBackendPerTest, recordNavigations, recordOpenedWindows } from '../test-support/browser-session';
import { describe, it } from '../../ui/test-support/browser-test';
import { formatFen } from '../../core';
import { BILL_FIXTURES, installFakeBillsBackend } from './fake-bills-backend';
import { billLabels as text } from './labels';
import './index';

const fake = fakeBackendPerTest(installFakeBillsBackend, 'bills-token');
const { start } = fake;
const navigations = recordNavigations();
const opened = recordOpenedWindows();

/** The sum row of the table with this caption. */
function footerTexts(root: ShadowRoot, caption: string): string[] {
  const table = [...root.querySelectorAll('table')].find((t) => t.caption?.textContent === caption);
  return [...(table?.querySelectorAll('tfoot td') ?? [])].map((cell) => cell.textContent ?? '');
}

/** Fen back from a shown amount: ¥5,319.36 → 531936; -¥150.00 → -15000. */
const fenOf = (shown: string) => Math.round(Number(shown.replace(/[¥,]/g, '')) * 100);

const [shuwei, jiading, quiet] = BILL_FIXTURES;

describe('<yp-bills view="clientBills">', () => {
  it('lists every client with its period, amount and state, and the total of all bills', async () => {
    start();
    const root = mountTag('yp-bills', 'view="clientBills"');
    await waitFor(() => bodyRows(root, text.caption).length === 3, 'a row per client');
    assertDeepEqual(
      cellTexts(bodyRows(root, text.caption)[0]!),
      [
        '成都蜀味餐饮供应链有限公司',
        '2026-10-26 至 2026-11-25',
        '2026-11-20',
        '¥5,319.36',
        '实时账单',
        text.viewDetail,
      ],
      'client, period, computed to, total in 元, state',
    );
    assertEqual(cellTexts(bodyRows(root, text.caption)[2]!)[3], '¥0.00', 'a client with nothing to pay');
    const allFen = shuwei!.totalFen + jiading!.totalFen + quiet!.totalFen;
    assertDeepEqual(
      footerTexts(root, text.caption),
      [text.sum, '', '', formatFen(allFen), '', ''],
      'the sum row',
    );
    assert(root.textContent?.includes(`${text.grandTotal(3)}${formatFen(allFen)}`), 'the header figure');
  });

  it('opens a client bill with 查看明细', async () => {
    start();
    const root = mountTag('yp-bills', 'view="clientBills"');
    await waitFor(() => bodyRows(root, text.caption).length === 3, 'rows');
    clickButton(root, `${text.viewDetail} 上海嘉定鲜果批发有限公司`);
    assertDeepEqual(
      navigations.at(-1),
      { path: '/center/settle/checkc1detail', query: { clientCompanyId: 'co-jiading' } },
      'to the detail',
    );
  });

  it('hides 查看明细 without center-settle-checkC1-detail', async () => {
    start({ permissions: [] });
    const root = mountTag('yp-bills', 'view="clientBills"');
    await waitFor(() => bodyRows(root, text.caption).length === 3, 'rows');
    assertEqual(buttonsNamed(root, `${text.viewDetail} 成都蜀味餐饮供应链有限公司`).length, 0, 'no 查看明细');
    assertEqual(cellTexts(bodyRows(root, text.caption)[0]!).length, 5, 'no 操作 column');
  });

  it('says 暂无账单 without clients, and shows a refused load with 重试', async () => {
    start({ bills: [] });
    const empty = mountTag('yp-bills', 'view="clientBills"');
    await waitFor(() => empty.textContent?.includes(text.empty), '暂无账单');
    assertEqual(footerTexts(empty, text.caption).length, 0, 'no sum row without rows');

    fake.backend.restore();
    start({ failList: '系统繁忙，请稍后再试' });
    const failed = mountTag('yp-bills', 'view="clientBills"');
    await waitFor(
      () => failed.querySelector('[role="alert"]')?.textContent?.includes('系统繁忙，请稍后再试'),
      'the error',
    );
    assertEqual(buttonsNamed(failed, '重试').length, 1, '重试');
  });
});

describe('<yp-bills view="clientBillDetail">', () => {
  it('shows the bill, its lines by kind in 元, and a sum row equal to the bill total', async () => {
    start();
    const root = mountTag('yp-bills', 'view="clientBillDetail" client-company-id="co-shuwei"');
    await waitFor(() => bodyRows(root, text.linesCaption).length === 6, 'the lines');
    assert(root.textContent?.includes('成都蜀味餐饮供应链有限公司'), 'the client');
    assert(root.textContent?.includes(`${text.facts.total}¥5,319.36`), 'the bill total');
    const rows = bodyRows(root, text.linesCaption).map(cellTexts);
    assertDeepEqual(
      rows.map((cells) => cells[0]),
      ['租金', '租金', '超期在库', '超期归还', '可冲抵', '超期扣减'],
      'ordered by kind',
    );
    assertDeepEqual(
      rows[1],
      [
        '租金',
        '双流配送中心',
        '1210 川字塑料托盘',
        '2026-11-01 至 2026-11-20',
        '8,123 托盘天',
        '0.3525 元/片·天',
        '¥2,863.36',
      ],
      'a hire line: pallet-days at a per-day rate',
    );
    assertDeepEqual(rows[4]!.slice(4), ['5 片', '30.00 元/片', '-¥150.00'], 'an offset: a credit per pallet');

    const linesFen = rows.reduce((sum, cells) => sum + fenOf(cells[6]!), 0);
    const footer = footerTexts(root, text.linesCaption);
    assertEqual(footer[0], text.sum, '合计');
    assertEqual(fenOf(footer[6]!), linesFen, 'the sum row adds the lines shown');
    assertEqual(linesFen, shuwei!.totalFen, 'and is the bill total');
    assertEqual(root.querySelector('[role="alert"]'), null, 'no mismatch warning');

    clickButton(root, text.back);
    assertDeepEqual(navigations.at(-1), { path: '/center/settle/check_c1' }, 'back to the list');
  });

  it("offers the bill's lines in the 导出 menu and its PDF, each opened after the server's check", async () => {
    start();
    const root = mountTag('yp-bills', 'view="clientBillDetail" client-company-id="co-shuwei"');
    await waitFor(() => bodyRows(root, text.linesCaption).length === 6, 'the lines');
    assertDeepEqual(
      await exportChoices(root),
      [`${text.exportLines} CSV`, `${text.exportLines} Excel`],
      'the lines, both formats',
    );
    await chooseExport(root, `${text.exportLines} Excel`);
    const lines = new URL(await waitFor(() => opened[0], 'the export opened'));
    assertEqual(lines.pathname, '/api/clientCustomerBill/billDetailExport', 'the bill detail export');
    assertEqual(lines.searchParams.get('clientCompanyId'), 'co-shuwei', 'of this bill');
    assertEqual(lines.searchParams.get('format'), 'xlsx', 'as Excel');

    clickButton(root, text.downloadPdf);
    const pdf = new URL(await waitFor(() => opened[1], 'the PDF opened'));
    assertEqual(pdf.pathname, '/api/clientCustomerBill/billDownload', 'the bill PDF');
    assertEqual(pdf.searchParams.get('clientCompanyId'), 'co-shuwei', 'of this bill');
    const checks = fake.backend.calls.filter((call) => call.path === '/api/clientCustomerBill/billDownload');
    assertEqual(checks.length, 1, 'the server was asked first (check=1)');
  });

  it('offers no download without center-settle-checkC1-exportDetail', async () => {
    start({ permissions: ['center-settle-checkC1-detail'] });
    const root = mountTag('yp-bills', 'view="clientBillDetail" client-company-id="co-shuwei"');
    await waitFor(() => bodyRows(root, text.linesCaption).length === 6, 'the lines');
    assertEqual(exportMenuButtons(root).length, 0, 'no 导出');
    assertEqual(buttonsNamed(root, text.downloadPdf).length, 0, 'no 下载 PDF');
    assertEqual(buttonsNamed(root, text.back).length, 1, '返回 stays');
  });

  it('warns when the lines do not add up to the bill total', async () => {
    start({ bills: [{ ...jiading!, totalFen: jiading!.totalFen + 1 }] });
    const root = mountTag('yp-bills', 'view="clientBillDetail" client-company-id="co-jiading"');
    await waitFor(() => root.querySelector('[role="alert"]'), 'the warning');
    assert(root.textContent?.includes(text.totalMismatch('¥525.00')), 'names the lines total');
  });

  it('shows a refused bill as an error with the way back', async () => {
    start();
    const root = mountTag('yp-bills', 'view="clientBillDetail" client-company-id="co-other"');
    await waitFor(() => root.querySelector('[role="alert"]')?.textContent?.includes('客户不存在'), 'refused');
    assert(buttonsNamed(root, text.back).length > 0, '返回');
  });
});
