import {
  bodyRows,
  buttonsNamed,
  cellTexts,
  clickButton,
  confirmDialogOf,
  controlLabelled,
  fieldError,
  footerTexts,
  mountTag,
  rowWith,
  typeInto,
} from '../test-support/shadow-dom';
import { assert, assertDeepEqual, assertEqual, waitFor } from '../../ui/test-support/assert';
import { fakeBackendPerTest, recordNavigations, recordToasts } from '../test-support/browser-session';
import { describe, it } from '../../ui/test-support/browser-test';
import { formatFen } from '../../core';
import {
  installFakeStatementsBackend,
  PAYMENT_FIXTURES,
  STATEMENT_FIXTURES,
} from './fake-statements-backend';
import { statementLabels as text } from './statement-labels';
import { fenOf } from './test-helpers';
import './index';

const fake = fakeBackendPerTest(installFakeStatementsBackend, 'statements-token');
const { start } = fake;
const navigations = recordNavigations();
const toasts = recordToasts();

const [pending, confirmed] = STATEMENT_FIXTURES;
const PENDING = pending!.statementNo;
const [payment] = PAYMENT_FIXTURES;
const PAYMENT = payment!.paymentNo;
const P = text.payments;

describe('<yp-bills view="statements">', () => {
  it('lists the statements with period, total, state and payment state; 确认 only on the pending one', async () => {
    start();
    const root = mountTag('yp-bills', 'view="statements"');
    await waitFor(() => bodyRows(root, text.listCaption).length === 2, 'a row per statement');
    const rows = bodyRows(root, text.listCaption).map(cellTexts);
    assertDeepEqual(
      rows[0],
      [
        PENDING,
        '2026-10-21 至 2026-11-20',
        formatFen(pending!.totalFen),
        '待确认',
        '—',
        `${text.viewDetail}${text.confirm.label}`,
      ],
      'the pending statement',
    );
    assertDeepEqual(
      rows[1]!.slice(3),
      ['已确认', '待付款', text.viewDetail],
      'the confirmed statement: its payment, nothing to confirm',
    );
    clickButton(root, `${text.viewDetail} ${PENDING}`);
    assertDeepEqual(
      navigations.at(-1),
      { path: '/center/settle/settleDetail', query: { id: pending!.id } },
      '查看明细 opens 结算单明细',
    );
  });

  it('confirms a pending statement after the confirm dialog; its payment appears as 待付款', async () => {
    start();
    const root = mountTag('yp-bills', 'view="statements"');
    await waitFor(() => bodyRows(root, text.listCaption).length === 2, 'rows');
    clickButton(root, `${text.confirm.label} ${PENDING}`);
    const dialog = await confirmDialogOf(root);
    assert(dialog.textContent?.includes(PENDING), 'names the statement');
    assert(dialog.textContent?.includes(formatFen(pending!.totalFen)), 'and its total');
    clickButton(dialog, text.confirm.label);
    await waitFor(
      () => cellTexts(rowWith(root, PENDING) as HTMLTableRowElement)[3] === '已确认',
      'confirmed',
    );
    assertEqual(cellTexts(rowWith(root, PENDING) as HTMLTableRowElement)[4], '待付款', 'its payment');
    assertDeepEqual(
      fake.backend.callsTo('confirmSettleStatement').map((call) => call.body),
      [{ id: pending!.id }],
      'one confirm call',
    );
    assertDeepEqual(toasts, [text.confirm.done(PENDING)], 'the toast');
    assertEqual(buttonsNamed(root, `${text.confirm.label} ${PENDING}`).length, 0, 'nothing more to confirm');
  });

  it('hides 确认 without center-settle-check-confirmBill, and 查看明细 without -detail', async () => {
    start({ permissions: ['center-settle-check-detail'] });
    const root = mountTag('yp-bills', 'view="statements"');
    await waitFor(() => bodyRows(root, text.listCaption).length === 2, 'rows');
    assertEqual(buttonsNamed(root, `${text.confirm.label} ${PENDING}`).length, 0, 'no 确认');
    assertEqual(buttonsNamed(root, `${text.viewDetail} ${PENDING}`).length, 1, '查看明细 stays');

    fake.backend.restore();
    start({ permissions: [] });
    const bare = mountTag('yp-bills', 'view="statements"');
    await waitFor(() => bodyRows(bare, text.listCaption).length === 2, 'rows');
    assertEqual(cellTexts(bodyRows(bare, text.listCaption)[0]!).length, 5, 'no 操作 column');
  });

  it('says 暂无结算单 without statements', async () => {
    start({ statements: [], payments: [] });
    const root = mountTag('yp-bills', 'view="statements"');
    await waitFor(() => root.textContent?.includes(text.empty), '暂无结算单');
  });
});

describe('<yp-bills view="statementDetail">', () => {
  it('shows the rent lines with a 合计 equal to the total, and 按单据 adding up to the same total', async () => {
    start();
    const root = mountTag('yp-bills', `view="statementDetail" statement-id="${pending!.id}"`);
    await waitFor(() => bodyRows(root, text.linesCaption).length === 4, 'the lines');
    assert(root.textContent?.includes(`${text.facts.total}${formatFen(pending!.totalFen)}`), 'the total');
    const lines = bodyRows(root, text.linesCaption).map(cellTexts);
    const footer = footerTexts(root, text.linesCaption);
    assertEqual(footer[0], text.sum, '合计');
    assertEqual(fenOf(footer[6]!), pending!.totalFen, 'the sum row is the statement total');
    assertEqual(
      lines.reduce((sum, cells) => sum + fenOf(cells[6]!), 0),
      pending!.totalFen,
      'the lines add up to it',
    );
    assert(
      lines.some(
        (cells) =>
          cells.includes('调整（租金）') && cells.some((cell) => cell.startsWith(confirmed!.statementNo)),
      ),
      'the correction line names its kind and the statement it corrects',
    );

    clickButton(root, text.tabs.documents);
    await waitFor(
      () => bodyRows(root, text.documentsCaption).length === 4,
      'a row per document and one for the earlier statement corrected',
    );
    const documents = bodyRows(root, text.documentsCaption).map(cellTexts);
    assertDeepEqual(
      documents[0],
      ['入库单', 'RK20260930-000001', '2026-09-30', '120', '¥987.65'],
      'a document: type, number, date, pallets, its share',
    );
    assertDeepEqual(
      documents[3],
      ['前期调整', confirmed!.statementNo, '2026-09-21 至 2026-10-20', '0', '¥22.50'],
      'the correction of the earlier statement: its number and period, not shared out over documents',
    );
    assertEqual(
      documents.reduce((sum, cells) => sum + fenOf(cells[4]!), 0),
      pending!.totalFen,
      'the documents add up to the total',
    );
    assertEqual(fenOf(footerTexts(root, text.documentsCaption)[4]!), pending!.totalFen, 'their 合计');
    assertEqual(fake.lastBody('getOrderSettleStatementDetail')?.id, pending!.id, 'of this statement');

    clickButton(root, text.back);
    assertDeepEqual(
      navigations.at(-1),
      { path: '/center/settle/check_c1', query: { tab: 'statements' } },
      'back to 对账管理, its 结算单 tab',
    );
  });

  it('confirms from the page; a confirmed statement shows its payment state and no 确认', async () => {
    start();
    const root = mountTag('yp-bills', `view="statementDetail" statement-id="${pending!.id}"`);
    (await waitFor(() => buttonsNamed(root, text.confirm.label)[0], '确认 (with the permissions)')).click();
    clickButton(await confirmDialogOf(root), text.confirm.label);
    await waitFor(() => root.textContent?.includes(`${text.facts.state}已确认`), 'confirmed, shown at once');
    assert(root.textContent?.includes(`${text.facts.paymentState}待付款`), 'its payment');
    assertEqual(buttonsNamed(root, text.confirm.label).length, 0, 'no 确认');

    const other = mountTag('yp-bills', `view="statementDetail" statement-id="${confirmed!.id}"`);
    await waitFor(() => other.textContent?.includes(`${text.facts.state}已确认`), 'a confirmed statement');
    assertEqual(buttonsNamed(other, text.confirm.label).length, 0, 'nothing to confirm');
  });

  it('shows a refused statement as an error with the way back', async () => {
    start();
    const root = mountTag('yp-bills', 'view="statementDetail" statement-id="stmt-other"');
    await waitFor(
      () => root.querySelector('[role="alert"]')?.textContent?.includes('结算单不存在'),
      'refused',
    );
    assert(buttonsNamed(root, text.back).length > 0, '返回');
  });
});

describe('<yp-bills view="payments"> and view="paymentDetail"', () => {
  it('lists the payments with due, paid and remaining, and opens one in place', async () => {
    start();
    const root = mountTag('yp-bills', 'view="payments"');
    await waitFor(() => bodyRows(root, P.caption).length === 1, 'the payment');
    assertDeepEqual(
      cellTexts(bodyRows(root, P.caption)[0]!),
      [
        PAYMENT,
        payment!.statementNo,
        '2026-09-21 至 2026-10-20',
        '¥900.00',
        '¥300.00',
        '¥600.00',
        '待付款',
        `${P.viewDetail}${P.pay}`,
      ],
      'due, paid, remaining and state',
    );
    clickButton(root, `${P.pay} ${PAYMENT}`);
    await waitFor(() => root.textContent?.includes(P.bankTitle), 'the payment detail');
    clickButton(root, text.back);
    await waitFor(() => bodyRows(root, P.caption).length === 1, 'back to the list');
  });

  it('shows the bank account and pay records; pays part, then the rest, by default what remains', async () => {
    start();
    const root = mountTag('yp-bills', `view="paymentDetail" payment-id="${payment!.id}"`);
    await waitFor(() => bodyRows(root, P.recordsCaption).length === 1, 'the pay record');
    assert(root.textContent?.includes(`${P.bank.accountNo}121908571010601`), 'the account no');
    assert(root.textContent?.includes(`${P.bank.bankName}招商银行上海分行营业部`), 'the bank');
    const amount = await waitFor(() => controlLabelled(root, text.payForm.amount), 'the pay form');
    assertEqual(amount.value, '600.00', 'what remains, by default');

    typeInto(amount, '100.5');
    clickButton(root, text.payForm.submit);
    await waitFor(() => bodyRows(root, P.recordsCaption).length === 2, 'a second pay record');
    assertDeepEqual(
      fake.backend.callsTo('confirmPay').map((call) => call.body.amountFen),
      [10_050],
      '100.5 元 sent as 10,050 fen',
    );
    assert(root.textContent?.includes(`${P.facts.paid}¥400.50`), 'paid so far');
    await waitFor(
      () => controlLabelled(root, text.payForm.amount)?.value === '499.50',
      'the rest by default',
    );

    clickButton(root, text.payForm.submit);
    await waitFor(() => root.textContent?.includes(`${P.facts.state}已付款`), 'paid');
    assertEqual(controlLabelled(root, text.payForm.amount), null, 'no pay form once paid');
    const [first, second] = fake.backend.callsTo('confirmPay').map((call) => call.body.requestId);
    assert(first !== second && /^[0-9a-f]{32}$/.test(String(first)), 'a new request id per pay');
  });

  it('checks the amount before sending, and marks the server 2003 on amountFen on the field', async () => {
    start({ refusePay: '付款金额不能超过待付金额 12.00 元' });
    const root = mountTag('yp-bills', `view="paymentDetail" payment-id="${payment!.id}"`);
    const amount = await waitFor(() => controlLabelled(root, text.payForm.amount), 'the form');
    for (const [typed, message] of [
      ['', text.payForm.amountRequired],
      ['1.234', text.payForm.amountFormat],
      ['0', text.payForm.amountPositive],
      ['600.01', text.payForm.amountTooLarge('600.00')],
    ] as const) {
      typeInto(amount, typed);
      clickButton(root, text.payForm.submit);
      await waitFor(() => fieldError(root, text.payForm.amount) === message, message);
    }
    assertEqual(fake.backend.callsTo('confirmPay').length, 0, 'nothing sent');

    const reads = fake.backend.callsTo('getPayInfoDetail').length;
    typeInto(amount, '20');
    clickButton(root, text.payForm.submit);
    await waitFor(
      () => fieldError(root, text.payForm.amount) === '付款金额不能超过待付金额 12.00 元',
      "the server's refusal on the field",
    );
    // The figures may be stale (another pay came first): read again, the field still marked.
    await waitFor(() => fake.backend.callsTo('getPayInfoDetail').length > reads, 'the payment read again');
    assertEqual(fieldError(root, text.payForm.amount), '付款金额不能超过待付金额 12.00 元', 'still marked');
    assertEqual(controlLabelled(root, text.payForm.amount)?.value, '20', 'what was typed stays');
    assertEqual(amount.getAttribute('aria-invalid'), 'true', 'aria-invalid');
  });

  it('offers no 付款 without center-settle-payment-pay', async () => {
    start({ permissions: ['center-settle-payment-detail'] });
    const list = mountTag('yp-bills', 'view="payments"');
    await waitFor(() => bodyRows(list, P.caption).length === 1, 'the payment');
    await waitFor(
      () => buttonsNamed(list, `${P.viewDetail} ${PAYMENT}`).length === 1,
      '查看明细 (the permissions came)',
    );
    assertEqual(buttonsNamed(list, `${P.pay} ${PAYMENT}`).length, 0, 'no 付款 in the row');
    const detail = mountTag('yp-bills', `view="paymentDetail" payment-id="${payment!.id}"`);
    await waitFor(() => bodyRows(detail, P.recordsCaption).length === 1, 'the detail');
    // The permissions have come: the list's row above was drawn with them.
    assertEqual(controlLabelled(detail, text.payForm.amount), null, 'no pay form');
  });
});
