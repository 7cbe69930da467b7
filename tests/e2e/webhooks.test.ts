/**
 * Webhooks (issue 17 item 3) in Debian chromium against the real server, its delivery worker running:
 * demo_center registers an endpoint on this machine (a local HTTP server the test starts; loopback is
 * allowed for this server) for 调拨已签收 on 消息推送 and keeps the secret the page shows once. 广州白云物流
 * signs for the demo transfer from 上海乐橙 through the API; the worker delivers the event, signed with
 * that secret. 投递记录 lists the delivery with the endpoint's answer, and 重新投递 sends the same delivery
 * again, freshly signed.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import type { LoginResult } from '../../src/contract/auth';
import { API } from '../../src/contract/api-paths';
import { PAGES } from '../../src/contract/pages';
import { WEBHOOK_HEADERS, type WebhookBody } from '../../src/contract/webhooks';
import { stockDb } from '../../server/modules/stock';
import { signatureHeader } from '../../server/modules/webhooks/signature';
import { startReceiver, type Received, type TestReceiver } from '../../server/modules/webhooks/test-receiver';
import { stockFixtures } from '../../server/testing/stock-fixtures';
import { apiPost } from './support/api';
import { login } from './support/api-login';
import { serverAndBrowser } from './support/harness';
import { loginThroughForm, newPage } from './support/portal';
import { toastShown } from './support/toasts';

const e2e = serverAndBrowser({ WEBHOOK_ALLOW_LOOPBACK: '1' });

/** Whether a request carries a valid signature of its raw body with `secret` (README, "Webhooks"). */
function signedWith(secret: string, { headers, body }: Received): boolean {
  const timestamp = Number(headers[WEBHOOK_HEADERS.timestamp.toLowerCase()]);
  return (
    Math.abs(Date.now() / 1000 - timestamp) < 300 &&
    headers[WEBHOOK_HEADERS.signature.toLowerCase()] === signatureHeader(secret, timestamp, body)
  );
}

/** Waits (the worker looks every 2 s) until the receiver has had `count` requests. */
async function received(receiver: TestReceiver, count: number): Promise<Received[]> {
  const deadline = Date.now() + 15_000;
  while (receiver.received.length < count) {
    if (Date.now() > deadline) throw new Error(`${receiver.received.length} of ${count} deliveries arrived`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return receiver.received;
}

/** 广州白云物流 (demo_multi switched to it) signs for the demo transfer of 50 from 上海乐橙 into 太和仓. */
async function signDemoTransferAsBaiYun(): Promise<string> {
  const { baseUrl } = e2e.server;
  const db = e2e.server.app.deps.db;
  const { leCheng, baiYun } = await stockFixtures(db).companyIds('leCheng', 'baiYun');
  const transfer = await stockDb(db)
    .selectFrom('transfers')
    .select(['id', 'document_no'])
    .where('from_company_id', '=', leCheng)
    .where('to_company_id', '=', baiYun)
    .where('status', '=', 'pending')
    .where('quantity', '=', 50)
    .executeTakeFirstOrThrow();
  const warehouse = await stockDb(db)
    .selectFrom('warehouses')
    .select('id')
    .where('company_id', '=', baiYun)
    .where('name', '=', '白云物流太和仓')
    .executeTakeFirstOrThrow();
  const switched = await apiPost<LoginResult>(
    baseUrl,
    '/api/api/login/switchCompanyLogin',
    { companyId: baiYun },
    await login(baseUrl, 'demo_multi'),
  );
  await apiPost(
    baseUrl,
    API.customerWarehousingManagement.sign,
    { sourceType: 'transfer', id: transfer.id, warehouseId: warehouse.id },
    switched.token,
  );
  return transfer.document_no;
}

/** Registers the endpoint on 消息推送 and answers the secret its dialog shows once. */
async function registerEndpoint(page: Page, url: string): Promise<string> {
  await page.goto(`${e2e.server.baseUrl}${PAGES.centerWebhook.endpoints}`);
  await page.getByRole('button', { name: '新增接口' }).click();
  const form = page.getByRole('dialog', { name: '新增推送接口' });
  await form.getByRole('textbox', { name: '接口地址' }).fill(url);
  await form.getByRole('checkbox', { name: '调拨已签收' }).check();
  assert.equal(
    await form.getByRole('checkbox', { name: '启用' }).isChecked(),
    true,
    'enabled from the start',
  );
  await form.getByRole('button', { name: '保存' }).click();
  const secretDialog = page.getByRole('dialog', { name: '签名密钥' });
  const secret = (await secretDialog.getByLabel('密钥', { exact: true }).textContent())?.trim() ?? '';
  assert.match(secret, /^whsec_/);
  await secretDialog.getByRole('button', { name: '我已保存' }).click();
  await page.getByRole('row').filter({ hasText: url }).waitFor();
  return secret;
}

test('an endpoint registered on the page gets a signed transfer.signed, listed with its answer and replayed by hand', async () => {
  const receiver = await startReceiver();
  try {
    const page = await newPage(e2e.browser);
    await loginThroughForm(page, e2e.server.baseUrl, 'demo_center');
    const secret = await registerEndpoint(page, receiver.url);

    const documentNo = await signDemoTransferAsBaiYun();
    const [first] = await received(receiver, 1);
    const body = JSON.parse(first!.body) as WebhookBody<{ documentNo: string; quantity: number }>;
    assert.equal(body.type, 'transfer.signed');
    assert.equal(body.data.documentNo, documentNo);
    assert.equal(body.data.quantity, 50);
    assert.equal(first!.headers[WEBHOOK_HEADERS.delivery.toLowerCase()], body.id);
    assert.ok(signedWith(secret, first!), 'signed with the secret the page showed');

    // 投递记录 of this endpoint: the delivery, succeeded, with the endpoint's answer.
    await page
      .getByRole('row')
      .filter({ hasText: receiver.url })
      .getByRole('button', { name: `投递记录 ${receiver.url}` })
      .click();
    const row = page.getByRole('row').filter({ has: page.getByRole('button', { name: `查看 ${body.id}` }) });
    await row.getByText('HTTP 200').waitFor();
    await row.getByRole('cell', { name: '成功', exact: true }).waitFor();
    await row.getByRole('button', { name: `查看 ${body.id}` }).click();
    const details = page.getByRole('dialog', { name: '投递详情' });
    await details.getByText('{"answered":200}').waitFor();
    await details.getByText('关闭', { exact: true }).click();
    await details.waitFor({ state: 'detached' });

    // 重新投递: the same delivery again, at once, signed afresh.
    await row.getByRole('button', { name: `重新投递 ${body.id}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: '重新投递' }).click();
    await toastShown(page, '已重新投递：成功');
    const [, again] = await received(receiver, 2);
    assert.equal(again!.body, first!.body, 'the same body');
    assert.equal(again!.headers[WEBHOOK_HEADERS.delivery.toLowerCase()], body.id, 'the same delivery id');
    assert.ok(signedWith(secret, again!), 'signed again');
    await row.getByRole('cell', { name: '2', exact: true }).waitFor(); // two attempts
  } finally {
    await receiver.close();
  }
});
