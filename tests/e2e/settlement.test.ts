/**
 * 对账管理 (issue 11) in Debian chromium against the real server, after the client bills (bills.test.ts):
 * demo_center confirms the demo's 待确认 statement, reads its detail (合计 = its total, 按单据 adds up to
 * it), pays its new payment in two pays through the form (an amount above what remains refused with the
 * field marked, by the form and by the server's 2003), confirms one pending points statement and rejects
 * another with a reason. An account whose role lacks the settlement codes sees no 确认 / 付款 and the API
 * refuses it (4030), as it refuses demo_pallet (托盘共享); every tab passes axe.
 *
 * The tests share one server and run in order: the payment is the one the first test's confirmation made.
 */
import { randomUUID } from 'node:crypto';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';
import { API } from '../../src/contract/api-paths';
import type { Page as ListPage } from '../../src/contract/envelope';
import { Errcode } from '../../src/contract/errcodes';
import { formatYuan } from '../../src/contract/money';
import { POINTS_CODES, type PointsStatementRow } from '../../src/contract/points';
import type {
  PayInfoDetail,
  PaymentRow,
  StatementDetail,
  StatementDocumentRow,
  StatementRow,
} from '../../src/contract/statements';
import { formatFen } from '../../src/core/format/money';
import { CLIENT_BILL_CODES, STATEMENT_CODES } from '../../src/widgets/bills/navigation';
import { fenToYuanText } from '../../src/widgets/bills/pay-amount';
import { seedOlderPendingPointsStatement } from './support/settlement';
import { apiPost, apiRefusal } from './support/api';
import { login } from './support/api-login';
import { describeViolations, seriousViolations } from './support/axe';
import { loginThroughForm, newPage } from './support/portal';
import { serverAndBrowser } from './support/harness';
import { screenshot } from './support/shots';
import { dataRows } from './support/stock';
import { toastShown } from './support/toasts';

const e2e = serverAndBrowser();
const RECONCILIATION = '/center/settle/check_c1';
const POINTS_REJECT_REASON = '回收托盘数与签收记录不符';
const VIEW_ROLE = '对账查看';
const VIEW_ACCOUNT = 'e2e_settle_view';
const VIEW_MOBILE = '13900000777';

let centerToken = '';
/** An idempotency key as the portal makes one (32 hex digits). */
const requestId = () => randomUUID().replaceAll('-', '');
/** The statement the first test confirms; its payment is the one the second test pays. */
let confirmed: StatementRow | undefined;

const post = <T>(path: string, body: object, token = centerToken) =>
  apiPost<T>(e2e.server.baseUrl, path, body, token);
const refusal = (path: string, body: object, token: string) =>
  apiRefusal(e2e.server.baseUrl, path, body, token);
const openTab = (page: Page, tab: string) => page.goto(`${e2e.server.baseUrl}${RECONCILIATION}?tab=${tab}`);

/** Every row of a paged list, read through the API. */
async function allRows<T>(path: string, body: object = {}): Promise<T[]> {
  const rows: T[] = [];
  for (let pageNum = 1; ; pageNum++) {
    const page = await post<ListPage<T>>(path, { ...body, pageNum, pageSize: 100 });
    rows.push(...page.list);
    if (rows.length >= page.total || page.list.length === 0) return rows;
  }
}

const statementNumbered = async (no: string) =>
  (await allRows<StatementRow>(API.settlementManagement.getSettleStatementList)).find(
    (row) => row.statementNo === no,
  );

/** The text of a row's first cell (the lists' number column). */
const firstCell = async (row: Locator) => (await row.locator('td').first().innerText()).trim();

test('结算单: confirm the pending statement; its detail totals 合计 and 按单据 to the statement total', async () => {
  // (a root-level before() would run ahead of the harness's: log in here, the first test)
  centerToken = await login(e2e.server.baseUrl, 'demo_center');
  const page = await newPage(e2e.browser);
  await loginThroughForm(page, e2e.server.baseUrl, 'demo_center');
  await openTab(page, 'statements');
  await page.getByRole('tab', { name: '结算单', selected: true }).waitFor();
  const table = page.getByRole('table', { name: '结算单列表' });
  const pending = dataRows(table).filter({ hasText: '待确认' });
  await pending.first().waitFor();
  assert.equal(await pending.count(), 1, 'the demo has one pending statement');
  const statementNo = await firstCell(pending);
  const before = await statementNumbered(statementNo);
  assert.ok(before && before.state === 'pending' && before.totalFen > 0, 'a pending statement with money');

  // 确认 asks first (naming the number and the total), then the row is 已确认 with a payment 待付款
  await page.getByRole('button', { name: `确认 ${statementNo}`, exact: true }).click();
  const ask = page.getByRole('alertdialog');
  assert.ok((await ask.innerText()).includes(formatFen(before.totalFen)), 'the dialog names the total');
  await ask.getByRole('button', { name: '确认', exact: true }).click();
  await toastShown(page, `结算单 ${statementNo} 已确认，已生成付款单`);
  const row = dataRows(table).filter({ hasText: statementNo });
  await row.filter({ hasText: '已确认' }).filter({ hasText: '待付款' }).waitFor();
  confirmed = await statementNumbered(statementNo);
  assert.equal(confirmed?.state, 'confirmed');
  assert.ok(confirmed.paymentId, 'the confirmation made a payment');
  assert.equal(confirmed.paymentState, 'unpaid');

  // 查看明细: 结算单合计 and 租金明细's 合计 are the statement's total as the API reads it
  await page.getByRole('button', { name: `查看明细 ${statementNo}`, exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/center/settle/settleDetail');
  assert.equal(new URL(page.url()).searchParams.get('id'), confirmed.id);
  const detail = await post<StatementDetail>(API.settlementManagement.getRentSettleStatementDetail, {
    id: confirmed.id,
  });
  assert.equal(detail.totalFen, before.totalFen);
  assert.equal(
    detail.lines.reduce((sum, line) => sum + line.amountFen, 0),
    detail.totalFen,
    'the lines add up',
  );
  const figure = page.getByRole('group', { name: '结算单合计' }).locator('strong');
  await figure.waitFor();
  assert.equal(await figure.innerText(), formatFen(detail.totalFen));
  const lines = page.getByRole('table', { name: '租金明细' });
  assert.ok((await lines.locator('tfoot').innerText()).includes(formatFen(detail.totalFen)), '租金明细 合计');
  // no 确认 any more on the confirmed statement's page
  assert.equal(await page.getByRole('button', { name: '确认', exact: true }).count(), 0);

  // 按单据: every document's share adds up to the total (the API's rows), and so does the table's footer
  await page.getByRole('tab', { name: '按单据', exact: true }).click();
  const documents = page.getByRole('table', { name: '按单据明细' });
  await dataRows(documents).first().waitFor();
  const shares = await allRows<StatementDocumentRow>(API.settlementManagement.getOrderSettleStatementDetail, {
    id: confirmed.id,
  });
  assert.equal(
    shares.reduce((sum, share) => sum + share.amountFen, 0),
    detail.totalFen,
    'the shares add up to the total',
  );
  assert.ok(
    (await documents.locator('tfoot').innerText()).includes(formatFen(detail.totalFen)),
    '按单据 合计',
  );
  await screenshot(page, 'settle-detail-documents');
  await page.context().close();
});

/** The pay form of the open payment, its amount field and the field's error. */
function payForm(page: Page) {
  const form = page.getByRole('form', { name: '付款' });
  const amount = form.getByRole('textbox', { name: '付款金额（元）' });
  return { form, amount, submit: form.getByRole('button', { name: '确认付款', exact: true }) };
}

/**
 * Waits until the field is marked invalid with this message (its aria-describedby alert). The ids are
 * read again on each try: after a refusal the detail remounts the form for the figures it read again,
 * and the remounted field describes itself with new ids.
 */
async function expectMarked(field: Locator, message: string): Promise<void> {
  const page = field.page();
  const deadline = Date.now() + 15_000;
  for (;;) {
    const invalid = (await field.getAttribute('aria-invalid')) === 'true';
    const ids = (await field.getAttribute('aria-describedby'))?.split(' ') ?? [];
    for (const id of invalid ? ids : []) {
      const alert = page.locator(`[id="${id}"][role="alert"]`).filter({ hasText: message });
      if ((await alert.count()) > 0) return;
    }
    assert.ok(
      Date.now() < deadline,
      `the field is marked «${message}» (aria-invalid ${invalid}, described by ${ids.join(' ')})`,
    );
    await page.waitForTimeout(100);
  }
}

test('付款管理: pay the new payment in two pays in 元; an amount above what remains is refused, the field marked', async () => {
  assert.ok(confirmed?.paymentId, 'the first test confirmed a statement');
  const payment = await post<PayInfoDetail>(API.payManagement.getPayInfoDetail, { id: confirmed.paymentId });
  const due = payment.dueFen;
  assert.ok(due > 300, 'enough to pay in parts');
  const page = await newPage(e2e.browser);
  await loginThroughForm(page, e2e.server.baseUrl, 'demo_center');
  await openTab(page, 'payments');
  const table = page.getByRole('table', { name: '付款单列表' });
  await dataRows(table).filter({ hasText: payment.paymentNo }).filter({ hasText: '待付款' }).waitFor();
  await page.getByRole('button', { name: `付款 ${payment.paymentNo}`, exact: true }).click();
  const { amount, submit } = payForm(page);
  assert.equal(await amount.inputValue(), fenToYuanText(due), 'what remains by default');

  // above what remains: the form refuses it before any call
  await amount.fill(fenToYuanText(due + 1));
  await submit.click();
  await expectMarked(amount, `付款金额不能超过待付金额 ${formatYuan(due)} 元`);

  // a first part
  const first = Math.floor(due / 3);
  await amount.fill(fenToYuanText(first));
  await submit.click();
  await toastShown(page, `已付款 ${formatFen(first)}`);
  const remaining = page.getByRole('group', { name: '待付金额' }).locator('strong');
  await remaining.filter({ hasText: formatFen(due - first) }).waitFor();
  assert.equal(
    await amount.inputValue(),
    fenToYuanText(due - first),
    'the form starts again from what remains',
  );

  // someone else pays 1 元 meanwhile: the page's remaining is stale, the server refuses it (2003 on amountFen)
  await post<PayInfoDetail>(API.payManagement.confirmPay, {
    id: payment.id,
    amountFen: 100,
    requestId: requestId(),
  });
  await submit.click();
  await expectMarked(amount, `付款金额不能超过待付金额 ${formatYuan(due - first - 100)} 元`);
  // The page reads the payment again: 待付金额 agrees with the message, and the field stays marked.
  await remaining.filter({ hasText: formatFen(due - first - 100) }).waitFor();
  await expectMarked(amount, `付款金额不能超过待付金额 ${formatYuan(due - first - 100)} 元`);
  const stale = await refusal(
    API.payManagement.confirmPay,
    { id: payment.id, amountFen: due - first, requestId: requestId() },
    centerToken,
  );
  assert.equal(stale.errcode, Errcode.VALIDATION_FAILED, stale.errmsg);
  await screenshot(page, 'payment-refused');

  // back to the list and in again: the rest, then 已付款
  await page.getByRole('button', { name: '返回', exact: true }).click();
  await page.getByRole('button', { name: `付款 ${payment.paymentNo}`, exact: true }).click();
  const rest = due - first - 100;
  await amount.and(page.locator(`[value="${fenToYuanText(rest)}"]`)).waitFor();
  await submit.click();
  await toastShown(page, `已付款 ${formatFen(rest)}`);
  await page.getByRole('form', { name: '付款' }).waitFor({ state: 'detached' });
  await page.getByRole('table', { name: '付款记录' }).locator('tbody tr').nth(2).waitFor();
  await screenshot(page, 'payment-paid');
  await page.getByRole('button', { name: '返回', exact: true }).click();
  await dataRows(table).filter({ hasText: payment.paymentNo }).filter({ hasText: '已付款' }).waitFor();

  const paid = await post<PayInfoDetail>(API.payManagement.getPayInfoDetail, { id: payment.id });
  assert.equal(paid.state, 'paid');
  assert.equal(paid.paidFen, due);
  assert.deepEqual(
    paid.records.map((record) => record.amountFen).sort((a, b) => a - b),
    [100, first, rest].sort((a, b) => a - b),
  );
  assert.equal((await statementNumbered(confirmed.statementNo))?.paymentState, 'paid');
  await page.context().close();
});

test('积分账单: confirm the latest pending points statement, reject another with a reason', async () => {
  // The demo leaves one points statement pending; an older period's is frozen pending beside it.
  await seedOlderPendingPointsStatement(e2e.server);
  const page = await newPage(e2e.browser);
  await loginThroughForm(page, e2e.server.baseUrl, 'demo_center');
  await openTab(page, 'pointsStatements');
  const table = page.getByRole('table', { name: '上游积分对账单列表' });
  const pending = dataRows(table).filter({ hasText: '待确认' });
  await pending.first().waitFor();
  assert.equal(await pending.count(), 2, 'two pending points statements');
  const [toConfirm, toReject] = [await firstCell(pending.nth(0)), await firstCell(pending.nth(1))];

  await page.getByRole('button', { name: `确认 ${toConfirm}`, exact: true }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '确认', exact: true }).click();
  await toastShown(page, `积分对账单 ${toConfirm} 已确认`);
  await dataRows(table).filter({ hasText: toConfirm! }).filter({ hasText: '已确认' }).waitFor();

  await page.getByRole('button', { name: `驳回 ${toReject}`, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: '驳回积分对账单' });
  await dialog.getByRole('textbox', { name: '驳回原因' }).fill(POINTS_REJECT_REASON);
  await dialog.getByRole('button', { name: '驳回', exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
  await dataRows(table).filter({ hasText: toReject! }).filter({ hasText: '已驳回' }).waitFor();

  const rows = await allRows<PointsStatementRow>(API.incomeRecord.getUpstreamIntegralStatements);
  const byNo = new Map(rows.map((row) => [row.statementNo, row]));
  assert.equal(byNo.get(toConfirm!)?.state, 'confirmed');
  assert.equal(byNo.get(toReject!)?.state, 'rejected');
  assert.equal(byNo.get(toReject!)?.rejectReason, POINTS_REJECT_REASON);
  assert.equal(rows.filter((row) => row.state === 'pending').length, 0);
  await page.context().close();
});

/** A sub-account of 上海乐橙 in 企业中心 whose role may read the settlement tabs but decide and pay nothing. */
async function viewOnlyAccount(): Promise<string> {
  const role = await post<{ id: string }>(API.customerCompany.addOrModifyCustomerCompanyRole, {
    name: VIEW_ROLE,
    codes: [
      CLIENT_BILL_CODES.detail,
      STATEMENT_CODES.detail,
      STATEMENT_CODES.paymentDetail,
      POINTS_CODES.detail,
    ],
  });
  await post(API.customerCompany.addOrModifyCustomerAccount, {
    userAccount: VIEW_ACCOUNT,
    username: '赵查看',
    mobile: VIEW_MOBILE,
    area: 5,
    roleId: role.id,
  });
  const sms = await e2e.server.app.deps.db
    .selectFrom('sms_outbox')
    .select('content')
    .where('mobile', '=', VIEW_MOBILE)
    .orderBy('created_at', 'desc')
    .executeTakeFirstOrThrow();
  const password = /初始密码 (\S+)，/.exec(sms.content)?.[1];
  assert.ok(password, sms.content);
  return password;
}

test('without the settlement codes: no 确认 or 付款 on the page, and the API refuses (4030)', async () => {
  const statements = await allRows<StatementRow>(API.settlementManagement.getSettleStatementList);
  const payments = await allRows<PaymentRow>(API.payManagement.getPayManagementList);
  const unpaid = payments.find((payment) => payment.state === 'unpaid');
  assert.ok(unpaid, 'the demo has a payment paid in part');
  const confirm = { id: statements[0]!.id };
  const pay = { id: unpaid.id, amountFen: 1, requestId: requestId() };

  // demo_pallet (托盘共享, role 业务主管 with every code): not an 企业中心 account
  const pallet = await login(e2e.server.baseUrl, 'demo_pallet');
  for (const [path, body] of [
    [API.settlementManagement.confirmSettleStatement, confirm],
    [API.payManagement.confirmPay, pay],
  ] as const) {
    assert.equal((await refusal(path, body, pallet)).errcode, Errcode.NO_PERMISSION, `demo_pallet ${path}`);
  }

  const password = await viewOnlyAccount();
  const viewer = await login(e2e.server.baseUrl, VIEW_ACCOUNT, password);
  assert.equal((await refusal(API.payManagement.confirmPay, pay, viewer)).errcode, Errcode.NO_PERMISSION);
  assert.equal(
    (await refusal(API.incomeRecord.confirmUpstreamIntegralStatements, { id: 'x' }, viewer)).errcode,
    Errcode.NO_PERMISSION,
  );

  const page = await newPage(e2e.browser);
  await loginThroughForm(page, e2e.server.baseUrl, VIEW_ACCOUNT, password);
  await openTab(page, 'payments');
  const tabs = page.getByRole('tablist', { name: '对账管理' }).getByRole('tab');
  await page.getByRole('tab', { name: '付款管理', selected: true }).waitFor();
  assert.deepEqual(await tabs.allInnerTexts(), [
    '客户账单',
    '结算单',
    '付款管理',
    '积分账单',
    '超期客户',
    '超期扣减',
  ]);
  const row = dataRows(page.getByRole('table', { name: '付款单列表' })).filter({ hasText: unpaid.paymentNo });
  await row.getByRole('button', { name: `查看明细 ${unpaid.paymentNo}`, exact: true }).waitFor();
  assert.equal(await row.getByRole('button', { name: `付款 ${unpaid.paymentNo}` }).count(), 0, 'no 付款');
  await row.getByRole('button', { name: `查看明细 ${unpaid.paymentNo}`, exact: true }).click();
  await page.getByRole('group', { name: '待付金额' }).waitFor();
  assert.equal(await page.getByRole('form', { name: '付款' }).count(), 0, 'no pay form');
  await page.context().close();
});

test('no serious or critical accessibility violation on any 对账管理 tab', async () => {
  const page = await newPage(e2e.browser, { bypassCSP: true });
  await loginThroughForm(page, e2e.server.baseUrl, 'demo_center');
  await openTab(page, 'clientBills');
  const tabs = page.getByRole('tablist', { name: '对账管理' }).getByRole('tab');
  await tabs.first().waitFor();
  const names = await tabs.allInnerTexts();
  assert.equal(names.length, 7, names.join());
  for (const name of names) {
    await page.getByRole('tab', { name, exact: true }).click();
    const panel = page.getByRole('tabpanel');
    await panel.locator('table tbody tr, [role="group"]').first().waitFor();
    await panel.getByText('加载中').waitFor({ state: 'detached' });
    await screenshot(page, `reconciliation-${name}`);
    const violations = await seriousViolations(page);
    assert.deepEqual(violations, [], `${name}: ${describeViolations(violations)}`);
  }
  await page.context().close();
});
