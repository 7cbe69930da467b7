/**
 * Returns (issue 4) in Debian chromium against the real server: demo_pallet books a door pickup through
 * 去归还, the platform's depot reports it picked up (twice) and received with damaged and lost pallets,
 * the list shows it 已签收 with the split, and the company's own stock fell exactly once.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import type { TrayReturnDetail } from '../../src/contract/returns';
import { login } from './support/api-login';
import { describeViolations, seriousViolations } from './support/axe';
import { loginThroughForm, newPage } from './support/portal';
import { serverAndBrowser } from './support/harness';
import { choose, dataRows } from './support/stock';

const WAREHOUSE = '乐橙嘉定中心仓';
const TRAY_TYPE = '1210';

const e2e = serverAndBrowser();

async function post<T>(path: string, body: object, headers: Record<string, string>): Promise<T> {
  const response = await fetch(`${e2e.server.baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const envelope = (await response.json()) as { errcode: number; errmsg: string; data: T };
  assert.equal(envelope.errcode, 0, `${path}: ${envelope.errmsg}`);
  return envelope.data;
}

/** On hand of the company's own 1210 pallets at 乐橙嘉定中心仓, read through the API. */
async function onHand(token: string): Promise<number> {
  const page = await post<{ list: { warehouseName: string; trayTypeCode: string; onHand: number }[] }>(
    '/api/api/customerStock/searchCustomerStock',
    { pageNum: 1, pageSize: 100, trayTypeCode: TRAY_TYPE },
    { token },
  );
  const row = page.list.find((r) => r.warehouseName === WAREHOUSE && r.trayTypeCode === TRAY_TYPE);
  assert.ok(row, 'the demo balance');
  return row.onHand;
}

async function signedIn(userAccount: string, options: { bypassCSP?: boolean } = {}): Promise<Page> {
  const page = await newPage(e2e.browser, options);
  await loginThroughForm(page, e2e.server.baseUrl, userAccount);
  return page;
}

test('a door pickup: booked in the browser, picked up and received by the depot, 已签收 with damaged and lost, stock falls once', async () => {
  const token = await login(e2e.server.baseUrl, 'demo_pallet');
  const before = await onHand(token);
  const page = await signedIn('demo_pallet');
  await page.goto(`${e2e.server.baseUrl}/yelopack/return/toDoor`);

  await page.getByRole('button', { name: '去归还' }).click();
  const form = page.getByRole('dialog', { name: '去归还' });
  await choose(form, '归还仓库', WAREHOUSE);
  await form.getByRole('combobox', { name: '托盘类型', exact: true }).click();
  await page
    .getByRole('listbox')
    .getByRole('option', { name: new RegExp(`^${TRAY_TYPE} `) })
    .click();
  await form.getByRole('textbox', { name: '归还数量' }).fill('9');
  await form.getByRole('textbox', { name: '联系人' }).fill('王建国');
  await form.getByRole('textbox', { name: '联系电话' }).fill('13812345678');
  const booked = page.waitForResponse((response) => response.url().endsWith('/bookDoorPickup'));
  await form.getByRole('button', { name: '提交' }).click();
  const { errcode, data } = (await (await booked).json()) as { errcode: number; data: TrayReturnDetail };
  assert.equal(errcode, 0);
  assert.equal(data.status, 'booked');
  await form.waitFor({ state: 'detached' });
  assert.equal(await onHand(token), before, 'nothing moves at booking');

  const platform = { 'x-platform-key': e2e.server.app.deps.platformKey as string };
  for (let n = 0; n < 2; n += 1)
    await post('/api/platform/return/doorPickup/pickedUp', { id: data.id, pickedQuantity: 9 }, platform);
  assert.equal(await onHand(token), before - 9, 'the stock fell by the picked quantity, once');
  for (let n = 0; n < 2; n += 1)
    await post(
      '/api/platform/return/doorPickup/received',
      { id: data.id, goodQuantity: 6, damagedQuantity: 2, lostQuantity: 1 },
      platform,
    );
  assert.equal(await onHand(token), before - 9, 'receiving moves nothing more');

  await page.getByRole('tab', { name: '已签收' }).click();
  const table = page.getByRole('table', { name: '上门取件列表' });
  const row = dataRows(table).filter({ hasText: data.documentNo });
  await row.filter({ hasText: '已签收' }).waitFor();
  assert.match(await row.innerText(), /6 \/ 2 \/ 1/);

  await row.getByRole('button', { name: `查看 ${data.documentNo}` }).click();
  await page.waitForURL((url) => url.pathname === '/yelopack/return/toDoorDetail');
  await page.getByTestId('return-status').filter({ hasText: '已签收' }).waitFor();
  const timeline = page.getByRole('table', { name: '状态记录' });
  assert.equal(await dataRows(timeline).count(), 3);
});

test('no serious or critical accessibility violation on the return pages and the 去归还 form', async () => {
  const page = await signedIn('demo_pallet', { bypassCSP: true });
  const check = async (what: string) => {
    const violations = await seriousViolations(page);
    assert.deepEqual(violations, [], `${what}: ${describeViolations(violations)}`);
  };
  for (const [path, table] of [
    ['/yelopack/return/toDoor', '上门取件列表'],
    ['/yelopack/return/self', '自行归还列表'],
    ['/yelopack/return/transport', '运输记录列表'],
    ['/yelopack/returntray/factoryReturn', '工厂归还列表'],
  ] as const) {
    await page.goto(`${e2e.server.baseUrl}${path}`);
    await dataRows(page.getByRole('table', { name: table }))
      .first()
      .waitFor();
    await check(path);
  }
  await page.goto(`${e2e.server.baseUrl}/yelopack/return/toDoor`);
  await page.getByRole('button', { name: '去归还' }).click();
  await page.getByRole('dialog', { name: '去归还' }).waitFor();
  await check('去归还');
  await page.context().close();
});
