/**
 * Client bills (issue 11) in Debian chromium against the real server: demo_center opens 客户账单, audits
 * one 待审核 bill, rejects another with a reason (its regenerated successor appears as 待审核), opens a
 * bill's detail, whose 合计 is the bill's total, and downloads its PDF, which names the client and the
 * total as formatYuan shows it.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { ClientBillDetail, ClientBillRow } from '../../src/contract/bills';
import type { Page as ListPage } from '../../src/contract/envelope';
import { formatYuan } from '../../src/contract/money';
import { formatFen } from '../../src/core/format/money';
import { pdfText } from '../../server/testing/pdf-text';
import { apiPost } from './support/api';
import { login } from './support/api-login';
import { describeViolations, seriousViolations } from './support/axe';
import { loginThroughForm, newPage } from './support/portal';
import { serverAndBrowser } from './support/harness';
import { choose, dataRows } from './support/stock';

const LIST = '/api/clientCustomerBill/billList';
const DETAIL = '/api/clientCustomerBill/billDetail';

const e2e = serverAndBrowser();

const post = <T>(path: string, body: object, token: string) =>
  apiPost<T>(e2e.server.baseUrl, path, body, token);

/** The frozen bill with this number, read through the API. */
async function billNumbered(billNo: string, token: string): Promise<ClientBillRow> {
  const page = await post<ListPage<ClientBillRow>>(LIST, { pageNum: 1, pageSize: 100 }, token);
  const found = page.list.find((row) => row.billNo === billNo);
  assert.ok(found, `the bill ${billNo}`);
  return found;
}

test('客户账单: audit one pending bill, reject another with a reason, open a bill and download its PDF', async () => {
  const token = await login(e2e.server.baseUrl, 'demo_center');
  const page = await newPage(e2e.browser);
  await loginThroughForm(page, e2e.server.baseUrl, 'demo_center');
  await page.goto(`${e2e.server.baseUrl}/center/settle/check_c1`);

  const table = page.getByRole('table', { name: '客户账单列表' });
  await dataRows(table).first().waitFor();
  await choose(page, '状态', '待审核');
  await page.getByRole('button', { name: '查询', exact: true }).click();
  const pending = dataRows(table).filter({ hasText: '待审核' });
  await dataRows(table).filter({ hasNotText: '待审核' }).first().waitFor({ state: 'detached' });
  assert.ok((await pending.count()) >= 2, 'the demo has pending bills');
  const [audited, rejected] = await Promise.all(
    [0, 1].map(async (n) => (await pending.nth(n).locator('td').first().innerText()).trim()),
  );

  // 审核: asked first, then gone from the pending list
  await page.getByRole('button', { name: `审核 ${audited}`, exact: true }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '审核', exact: true }).click();
  await dataRows(table).filter({ hasText: audited! }).waitFor({ state: 'detached' });
  assert.equal((await billNumbered(audited!, token)).state, 'audited');

  // 驳回: a reason is asked; the bill is regenerated as a new pending bill of the same period
  await page.getByRole('button', { name: `驳回 ${rejected}`, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: '驳回账单' });
  await dialog.getByRole('textbox', { name: '驳回原因' }).fill('托盘数量与实际不符');
  await dialog.getByRole('button', { name: '驳回', exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
  const before = await billNumbered(rejected!, token);
  assert.equal(before.state, 'rejected');
  assert.equal(before.rejectReason, '托盘数量与实际不符');
  assert.ok(before.supersededBy, 'superseded');
  const successor = await post<ClientBillDetail>(DETAIL, { id: before.supersededBy }, token);
  assert.equal(successor.state, 'pending');
  const successorRow = dataRows(table).filter({ hasText: successor.billNo! });
  await successorRow.filter({ hasText: '待审核' }).waitFor();

  // the successor's detail: its 合计 is the bill's total
  await page.getByRole('button', { name: `查看明细 ${successor.billNo}`, exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/center/settle/checkc1detail');
  assert.equal(new URL(page.url()).searchParams.get('id'), successor.id);
  const total = page.getByRole('group', { name: '账单合计' }).locator('strong');
  await total.waitFor();
  assert.equal(await total.innerText(), formatFen(successor.totalFen));

  // 下载 PDF opens the file in a new tab: fetch the URL it opened
  const opened = page
    .context()
    .waitForEvent(
      'request',
      (request) => request.url().includes('/billDownload?') && !request.url().includes('check='),
    );
  await page.getByRole('button', { name: '下载 PDF', exact: true }).click();
  const url = new URL((await opened).url());
  assert.equal(url.searchParams.get('id'), successor.id, 'the PDF of this bill');
  const response = await fetch(url);
  assert.equal(response.headers.get('content-type'), 'application/pdf');
  const text = await pdfText(await response.arrayBuffer());
  assert.ok(text.includes(successor.clientName), 'names the client');
  assert.ok(text.includes(formatYuan(successor.totalFen)), 'the total as formatYuan shows it');
  await page.context().close();
});

test('no serious or critical accessibility violation on 客户账单, a frozen bill and the 驳回 dialog', async () => {
  const page = await newPage(e2e.browser, { bypassCSP: true });
  await loginThroughForm(page, e2e.server.baseUrl, 'demo_center');
  const check = async (what: string) => {
    const violations = await seriousViolations(page);
    assert.deepEqual(violations, [], `${what}: ${describeViolations(violations)}`);
  };
  await page.goto(`${e2e.server.baseUrl}/center/settle/check_c1`);
  const table = page.getByRole('table', { name: '客户账单列表' });
  const pending = dataRows(table).filter({ hasText: '待审核' }).first();
  await pending.waitFor();
  await check('客户账单');
  const billNo = (await pending.locator('td').first().innerText()).trim();
  await page.getByRole('button', { name: `驳回 ${billNo}`, exact: true }).click();
  await page.getByRole('dialog', { name: '驳回账单' }).waitFor();
  await check('驳回账单');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: `查看明细 ${billNo}`, exact: true }).click();
  await page.getByRole('group', { name: '账单合计' }).waitFor();
  await check('客户账单明细');
  await page.context().close();
});
