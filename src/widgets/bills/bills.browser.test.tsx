import {
  bodyRows,
  buttonsNamed,
  cellTexts,
  choose,
  chooseExport,
  clickButton,
  confirmDialogOf,
  controlLabelled,
  dialogOf,
  exportChoices,
  exportMenuButtons,
  fieldError,
  footerTexts,
  mountTag,
  rowWith,
  typeInto,
} from '../test-support/shadow-dom';
import { assert, assertDeepEqual, assertEqual, waitFor } from '../../ui/test-support/assert';
import {
  fakeBackendPerTest,
  recordNavigations,
  recordOpenedWindows,
  recordToasts,
} from '../test-support/browser-session';
import { describe, it } from '../../ui/test-support/browser-test';
import { formatFen } from '../../core';
import { BILL_FIXTURES, installFakeBillsBackend } from './fake-bills-backend';
import { billLabels as text } from './labels';
import { fenOf } from './test-helpers';
import { widgetLabels } from './widget-labels';
import './index';

const fake = fakeBackendPerTest(installFakeBillsBackend, 'bills-token');
const { start } = fake;
const navigations = recordNavigations();
const opened = recordOpenedWindows();

const [shuwei, jiading, , pending] = BILL_FIXTURES;
const PENDING = pending!.billNo!;
const decide = text.decide;
const toasts = recordToasts();

/** The bodies of the auditOrRejectBill calls of the test. */
const decisions = () =>
  fake.backend.calls
    .filter((call) => call.path === '/api/clientCustomerBill/auditOrRejectBill')
    .map((call) => call.body);

describe('<yp-bills view="clientBills">', () => {
  it('lists the live bills, then the frozen ones, with number, client, period, total and state', async () => {
    start();
    const root = mountTag('yp-bills', 'view="clientBills"');
    await waitFor(() => bodyRows(root, text.caption).length === 5, 'a row per bill');
    const rows = bodyRows(root, text.caption).map(cellTexts);
    assertDeepEqual(
      rows[0],
      [
        '—',
        '成都蜀味餐饮供应链有限公司',
        '2026-10-26 至 2026-11-25',
        '¥5,304.36',
        '实时账单',
        text.viewDetail,
      ],
      'a live bill: no number yet',
    );
    assertEqual(rows[2]![3], '¥0.00', 'a client with nothing to pay');
    assertDeepEqual(
      rows[3],
      [
        PENDING,
        '成都蜀味餐饮供应链有限公司',
        '2026-09-26 至 2026-10-25',
        formatFen(pending!.totalFen),
        '待审核',
        `${text.viewDetail}${decide.audit}${decide.reject}`,
      ],
      'a pending bill: 审核 and 驳回',
    );
    assertDeepEqual(rows[4]!.slice(4), ['已审核', text.viewDetail], 'an audited bill: nothing to decide');
  });

  it('filters by state and client from 查询', async () => {
    start();
    const root = mountTag('yp-bills', 'view="clientBills"');
    await waitFor(() => bodyRows(root, text.caption).length === 5, 'rows');
    await choose(root, text.filters.state, '待审核');
    clickButton(root, '查询');
    await waitFor(() => bodyRows(root, text.caption).length === 1, 'the pending bill only');
    assertEqual(cellTexts(bodyRows(root, text.caption)[0]!)[0], PENDING, 'the pending bill');

    clickButton(root, '重置');
    await waitFor(() => bodyRows(root, text.caption).length === 5, 'every bill again');
    await choose(root, text.filters.client, '上海嘉定鲜果批发有限公司');
    clickButton(root, '查询');
    await waitFor(() => bodyRows(root, text.caption).length === 2, "嘉定's live and frozen bills");
    assert(
      bodyRows(root, text.caption).every((row) => cellTexts(row)[1] === '上海嘉定鲜果批发有限公司'),
      'of that client only',
    );
  });

  it('opens a live bill by its client and a frozen bill by its id with 查看明细', async () => {
    start();
    const root = mountTag('yp-bills', 'view="clientBills"');
    await waitFor(() => bodyRows(root, text.caption).length === 5, 'rows');
    clickButton(root, `${text.viewDetail} 上海嘉定鲜果批发有限公司`);
    assertDeepEqual(
      navigations.at(-1),
      { path: '/center/settle/checkc1detail', query: { clientCompanyId: 'co-jiading' } },
      'the live bill',
    );
    clickButton(root, `${text.viewDetail} ${PENDING}`);
    assertDeepEqual(
      navigations.at(-1),
      { path: '/center/settle/checkc1detail', query: { id: 'bill-000001' } },
      'the frozen bill',
    );
  });

  it('audits a pending bill from the list after confirmation', async () => {
    start();
    const root = mountTag('yp-bills', 'view="clientBills"');
    await waitFor(() => bodyRows(root, text.caption).length === 5, 'rows');
    clickButton(root, `${decide.audit} ${PENDING}`);
    const confirm = await confirmDialogOf(root);
    assert(confirm.textContent?.includes(PENDING), 'names the bill');
    clickButton(confirm, decide.audit);
    await waitFor(() => cellTexts(rowWith(root, PENDING) as HTMLTableRowElement)[4] === '已审核', 'audited');
    assertDeepEqual(decisions(), [{ id: 'bill-000001', action: 'audit' }], 'one audit call');
    assertDeepEqual(toasts, [decide.audited(PENDING)], 'the toast');
    assertEqual(buttonsNamed(root, `${decide.audit} ${PENDING}`).length, 0, 'nothing more to decide');
  });

  it('rejects a pending bill with a required reason; its successor appears as 待审核', async () => {
    start();
    const root = mountTag('yp-bills', 'view="clientBills"');
    await waitFor(() => bodyRows(root, text.caption).length === 5, 'rows');
    clickButton(root, `${decide.reject} ${PENDING}`);
    const dialog = await dialogOf(root);
    clickButton(dialog, decide.reject);
    await waitFor(() => fieldError(root, decide.reason) === decide.reasonRequired, 'the reason is required');
    assertEqual(decisions().length, 0, 'no call without a reason');

    typeInto(controlLabelled(root, decide.reason), '托盘数量与实际不符');
    clickButton(dialog, decide.reject);
    await waitFor(() => bodyRows(root, text.caption).length === 6, 'the successor listed');
    assertDeepEqual(
      decisions(),
      [{ id: 'bill-000001', action: 'reject', reason: '托盘数量与实际不符' }],
      'one reject call with the reason',
    );
    assertEqual(root.querySelector('[role="dialog"]'), null, 'the dialog closed');
    assertEqual(cellTexts(rowWith(root, `${PENDING}-R`) as HTMLTableRowElement)[4], '待审核', 'the new bill');
    const rejected = bodyRows(root, text.caption).find((row) => cellTexts(row)[0] === PENDING)!;
    assertEqual(cellTexts(rejected)[4], '已驳回', 'the rejected bill');
    assertDeepEqual(toasts, [decide.rejected(PENDING)], 'the toast');
  });

  it('marks a 2003 on reason on the field and keeps the dialog open', async () => {
    start({ refuseReason: '驳回原因不能只含空白字符' });
    const root = mountTag('yp-bills', 'view="clientBills"');
    await waitFor(() => bodyRows(root, text.caption).length === 5, 'rows');
    clickButton(root, `${decide.reject} ${PENDING}`);
    const dialog = await dialogOf(root);
    typeInto(controlLabelled(root, decide.reason), '原因');
    clickButton(dialog, decide.reject);
    await waitFor(
      () => fieldError(root, decide.reason) === '驳回原因不能只含空白字符',
      'marked on the field',
    );
    assertEqual(
      controlLabelled(root, decide.reason)?.getAttribute('aria-invalid'),
      'true',
      'aria-invalid on the reason',
    );
    assert(root.querySelector('[role="dialog"]'), 'the dialog stays');
  });

  it('hides 审核 and 驳回 without center-settle-checkC1-confirmBill, and 查看明细 without -detail', async () => {
    start({ permissions: ['center-settle-checkC1-detail'] });
    const root = mountTag('yp-bills', 'view="clientBills"');
    await waitFor(() => bodyRows(root, text.caption).length === 5, 'rows');
    assertEqual(buttonsNamed(root, `${decide.audit} ${PENDING}`).length, 0, 'no 审核');
    assertEqual(buttonsNamed(root, `${decide.reject} ${PENDING}`).length, 0, 'no 驳回');
    assertEqual(buttonsNamed(root, `${text.viewDetail} ${PENDING}`).length, 1, '查看明细 stays');

    fake.backend.restore();
    start({ permissions: [] });
    const bare = mountTag('yp-bills', 'view="clientBills"');
    await waitFor(() => bodyRows(bare, text.caption).length === 5, 'rows');
    assertEqual(buttonsNamed(bare, `${text.viewDetail} ${PENDING}`).length, 0, 'no 查看明细');
    assertEqual(cellTexts(bodyRows(bare, text.caption)[0]!).length, 5, 'no 操作 column');
  });

  it('says 暂无账单 without bills, and shows a refused load with 重试', async () => {
    start({ bills: [] });
    const empty = mountTag('yp-bills', 'view="clientBills"');
    await waitFor(() => empty.textContent?.includes(text.empty), '暂无账单');

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
    await waitFor(() => bodyRows(root, text.linesCaption).length === 7, 'the lines');
    assert(root.textContent?.includes('成都蜀味餐饮供应链有限公司'), 'the client');
    assert(root.textContent?.includes(`${text.facts.total}¥5,304.36`), 'the bill total');
    const rows = bodyRows(root, text.linesCaption).map(cellTexts);
    assertDeepEqual(
      rows.map((cells) => cells[0]),
      ['租金', '租金', '超期在库', '超期归还', '可冲抵', '超期扣减', '调整（租金）'],
      'ordered by kind, corrections last',
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
        '仓库账单',
      ],
      'a hire line: pallet-days at a per-day rate, and a link to its warehouse’s sub-bill',
    );
    assertDeepEqual(
      rows[4]!.slice(4),
      ['5 片', '30.00 元/片', '-¥150.00', '仓库账单查看明细'],
      'an offset: a credit per pallet, with a link to the early returns it is made of',
    );
    assertDeepEqual(
      rows[6]!.slice(3, 7),
      ['ZD20261026-000001 2026-09-26 至 2026-10-25', '1 笔', '-15.00 元/笔', '-¥15.00'],
      'a correction: the corrected period and the difference, a credit',
    );

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
    await waitFor(() => bodyRows(root, text.linesCaption).length === 7, 'the lines');
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
    await waitFor(() => bodyRows(root, text.linesCaption).length === 7, 'the lines');
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

  it('shows a frozen bill by id: its number and state, 审核 and 驳回, and downloads by id', async () => {
    start();
    const root = mountTag('yp-bills', 'view="clientBillDetail" bill-id="bill-000001"');
    await waitFor(() => bodyRows(root, text.linesCaption).length === 1, 'its stored lines');
    assert(root.textContent?.includes(`${text.facts.billNo}${PENDING}`), 'its number');
    assert(root.textContent?.includes(`${text.columns.state}待审核`), 'its state');
    assert(root.textContent?.includes(`${text.facts.total}${formatFen(pending!.totalFen)}`), 'its total');
    (await waitFor(() => buttonsNamed(root, text.downloadPdf)[0], '下载 PDF')).click();
    const pdf = new URL(await waitFor(() => opened[0], 'the PDF opened'));
    assertEqual(pdf.searchParams.get('id'), 'bill-000001', 'the PDF of this bill');
    assertEqual(pdf.searchParams.get('clientCompanyId'), null, 'not of the live bill');

    clickButton(root, decide.audit);
    clickButton(await confirmDialogOf(root), decide.audit);
    await waitFor(() => root.textContent?.includes(`${text.columns.state}已审核`), 'audited, shown at once');
    assertEqual(buttonsNamed(root, decide.reject).length, 0, 'nothing more to decide');
  });

  it("shows a rejected bill's reason, and no 审核 / 驳回 without center-settle-checkC1-confirmBill", async () => {
    start({
      permissions: ['center-settle-checkC1-detail'],
      bills: [
        { ...pending!, id: 'bill-old', state: 'rejected', rejectReason: '托盘数量与实际不符' },
        pending!,
      ],
    });
    const rejected = mountTag('yp-bills', 'view="clientBillDetail" bill-id="bill-old"');
    await waitFor(
      () => rejected.textContent?.includes(`${text.facts.rejectReason}托盘数量与实际不符`),
      'the reason',
    );
    const open = mountTag('yp-bills', 'view="clientBillDetail" bill-id="bill-000001"');
    await waitFor(() => open.textContent?.includes(`${text.columns.state}待审核`), 'a pending bill');
    assertEqual(buttonsNamed(open, decide.audit).length, 0, 'no 审核');
    assertEqual(buttonsNamed(open, decide.reject).length, 0, 'no 驳回');
  });

  it('shows a refused bill as an error with the way back', async () => {
    start();
    const root = mountTag('yp-bills', 'view="clientBillDetail" client-company-id="co-other"');
    await waitFor(() => root.querySelector('[role="alert"]')?.textContent?.includes('客户不存在'), 'refused');
    assert(buttonsNamed(root, text.back).length > 0, '返回');
  });
});

describe('<yp-bills> views loaded by group', () => {
  it('says a bill is missing once its group is in, and names a view no group shows', async () => {
    start();
    const missing = mountTag('yp-bills', 'view="offsets"');
    await waitFor(() => missing.textContent?.includes(text.notFound), 'the bill page without a bill');
    const unknown = mountTag('yp-bills', 'view="bill"');
    await waitFor(() => unknown.textContent?.includes(widgetLabels.unknownView), 'an unknown view');
  });
});
