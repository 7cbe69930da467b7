/**
 * Online contract signing (issue 13) in Debian chromium against the real server. The demo company's 2.0
 * agreement runs out in about 20 days, so the pallet area first only reminds; with the clock past its end
 * the pallet area is blocked by the protocol notice. demo_center then opens the waiting 2.1 contract in
 * 企业中心 › 合同管理 › 在线签约 (the CA certificate notice once), signs it with the SMS code read from the
 * outbox, downloads the signed PDF (its text names the protocol, the signer and the document's hash) and
 * checks it in 验证合同文件 — and a one-byte change is caught. The pallet area is open again.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { API } from '../../src/contract/api-paths';
import type { ContractDetail, ContractListItem } from '../../src/contract/contracts';
import type { Page as ListPage } from '../../src/contract/envelope';
import { PAGES } from '../../src/contract/pages';
import { pdfPageTexts } from '../../server/testing/pdf-text';
import { apiPost } from './support/api';
import { login } from './support/api-login';
import { describeViolations, seriousViolations } from './support/axe';
import { serverAndBrowser } from './support/harness';
import { loginThroughForm, newPage } from './support/portal';
import { readSmsCode } from './support/server';
import { screenshot } from './support/shots';

const e2e = serverAndBrowser();
const DAY_MS = 24 * 60 * 60 * 1000;
const CENTER_MOBILE = '13800000003';
const PROTOCOL = '共享托盘使用协议';

const post = <T>(apiPath: string, body: object, token: string) =>
  apiPost<T>(e2e.server.baseUrl, apiPath, body, token);

async function noSeriousViolations(page: Page, what: string): Promise<void> {
  const violations = await seriousViolations(page);
  assert.deepEqual(violations, [], `${what}: ${describeViolations(violations)}`);
}

/** The demo company's standard contract waiting to be signed, read through the API. */
async function waitingContract(token: string): Promise<ContractListItem> {
  const list = await post<ListPage<ContractListItem>>(
    API.contract.searchOnlineSigningContract,
    { kind: 'standard', state: 'pending', pageNum: 1, pageSize: 10 },
    token,
  );
  assert.equal(list.list.length, 1, 'the demo has one standard contract waiting');
  return list.list[0]!;
}

async function palletPage(): Promise<Page> {
  const page = await newPage(e2e.browser, { bypassCSP: true });
  await loginThroughForm(page, e2e.server.baseUrl, 'demo_pallet');
  await page.goto(`${e2e.server.baseUrl}${PAGES.stock.ownStock}`);
  return page;
}

const blockingNotice = (page: Page) => page.getByRole('heading', { name: `请先签署《${PROTOCOL}》` });

test('the pallet area reminds while the old agreement is in force, and blocks once it has run out', async () => {
  const reminding = await palletPage();
  await reminding.getByText(/当前协议有效期至 .*新版《共享托盘使用协议》请于 .* 前签署。/).waitFor();
  await reminding.getByRole('table').first().waitFor();
  await screenshot(reminding, 'contracts-pallet-reminder');
  await reminding.context().close();

  e2e.server.advanceClock(21 * DAY_MS); // past the 2.0 agreement's end, before the 2.1 deadline
  const blocked = await palletPage();
  await blockingNotice(blocked).waitFor();
  assert.equal(await blocked.getByRole('table').count(), 0, 'no stock shown behind the notice');
  await screenshot(blocked, 'contracts-pallet-blocked');
  await noSeriousViolations(blocked, 'the protocol notice');
  await blocked.context().close();
});

test('demo_center signs the waiting contract with the SMS code, downloads and verifies the signed PDF', async () => {
  const token = await login(e2e.server.baseUrl, 'demo_center');
  const waiting = await waitingContract(token);
  const page = await newPage(e2e.browser, { bypassCSP: true });
  await loginThroughForm(page, e2e.server.baseUrl, 'demo_center');
  await page.goto(`${e2e.server.baseUrl}${PAGES.centerContract.online}`);

  // The CA certificate notice, once per account.
  const caNotice = page.getByRole('dialog', { name: '数字证书说明' });
  await caNotice.waitFor();
  await caNotice.getByRole('button', { name: '我知道了' }).click();
  await caNotice.waitFor({ state: 'detached' });
  await page.getByRole('table', { name: '合同列表' }).getByText(waiting.contractNo).waitFor();
  await screenshot(page, 'contracts-list');
  await noSeriousViolations(page, '在线签约');

  await page.getByRole('button', { name: `签署 ${waiting.contractNo}`, exact: true }).click();
  await page.waitForURL((url) => url.pathname === PAGES.centerContract.detail);
  // The first page image is the server's PNG, drawn (decode() fails on a broken image).
  const firstPage = page.getByRole('img', { name: '第1页' });
  await firstPage.evaluate((image) => (image as HTMLImageElement).decode());
  assert.ok(
    await firstPage.evaluate((image) => (image as HTMLImageElement).naturalWidth > 500),
    'page 1 drawn',
  );
  await screenshot(page, 'contracts-detail-pending');

  await page.getByRole('button', { name: '签署', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `签署《${PROTOCOL}》` });
  await dialog.getByRole('checkbox', { name: `我已阅读并同意《${PROTOCOL}》` }).check();
  await dialog.getByRole('button', { name: '获取验证码' }).click();
  await dialog.getByRole('button', { name: /重新获取/ }).waitFor();
  await dialog
    .getByRole('textbox', { name: '短信验证码' })
    .fill(await readSmsCode(e2e.server, CENTER_MOBILE));
  await screenshot(page, 'contracts-sign-dialog');
  await noSeriousViolations(page, 'the sign dialog');
  await dialog.getByRole('button', { name: '确认签署' }).click();
  await dialog.waitFor({ state: 'detached' });
  await page.getByText('已签署').first().waitFor();
  await page.getByRole('table', { name: '签署记录' }).getByText('王芳').waitFor();
  await screenshot(page, 'contracts-detail-signed');

  const signed = await post<ContractDetail>(
    API.contract.getBestSignContractDetail,
    { contractId: waiting.id },
    token,
  );
  assert.equal(signed.state, 'signed');
  assert.deepEqual(
    signed.signers.map((signer) => signer.party),
    ['customer', 'platform'],
  );

  // 下载合同 opens the file in a new tab: fetch the URL it opened.
  const opened = page
    .context()
    .waitForEvent(
      'request',
      (request) => request.url().includes(API.contract.download) && !request.url().includes('check='),
    );
  await page.getByRole('button', { name: '下载合同', exact: true }).click();
  const response = await fetch((await opened).url());
  assert.equal(response.headers.get('content-type'), 'application/pdf');
  const pdf = Buffer.from(await response.arrayBuffer());
  const pages = await pdfPageTexts(pdf);
  const whole = pages.join('\n');
  assert.ok(whole.includes(PROTOCOL), 'the protocol name');
  assert.ok(whole.includes('王芳') && whole.includes('demo_center'), 'the signer');
  const auditPage = pages.at(-1)!;
  assert.ok(auditPage.includes(signed.documentHash), 'the audit page carries the unsigned document’s hash');
  assert.ok(auditPage.includes(signed.id), 'and the contract id');

  // 验证合同文件: the file as downloaded is genuine; a one-byte change is not.
  const folder = mkdtempSync(path.join(tmpdir(), 'yp-contract-'));
  const original = path.join(folder, 'signed.pdf');
  const tampered = path.join(folder, 'tampered.pdf');
  writeFileSync(original, pdf);
  const changed = Buffer.from(pdf);
  const middle = Math.floor(changed.length / 2);
  changed[middle] = changed[middle]! ^ 0x01;
  writeFileSync(tampered, changed);
  await page.goto(`${e2e.server.baseUrl}${PAGES.centerContract.online}`);
  const file = page.getByLabel('合同文件', { exact: true });
  await file.setInputFiles(original);
  await page.getByText('文件与平台签署的合同一致').waitFor();
  await file.setInputFiles(tampered);
  await page.getByText('文件与任何已签署合同都不一致（可能已被修改）').waitFor();
  await screenshot(page, 'contracts-verify-tampered');
  await page.context().close();

  // The CA notice is not shown again.
  const again = await newPage(e2e.browser);
  await loginThroughForm(again, e2e.server.baseUrl, 'demo_center');
  await again.goto(`${e2e.server.baseUrl}${PAGES.centerContract.online}`);
  await again.getByRole('table', { name: '合同列表' }).getByText(waiting.contractNo).waitFor();
  assert.equal(await again.getByRole('dialog', { name: '数字证书说明' }).count(), 0);
  await again.context().close();
});

test('with the new agreement signed, the pallet area is open again', async () => {
  const page = await palletPage();
  await page.getByRole('table').first().waitFor();
  assert.equal(await blockingNotice(page).count(), 0);
  await page.context().close();
});
