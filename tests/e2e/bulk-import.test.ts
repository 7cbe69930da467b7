/**
 * Bulk import (issue 17 item 1) in Debian chromium against the real server: from 调拨记录 the clerk opens
 * 批量导入, uploads a small CSV of transfers with one bad row, sees the preview name it, confirms, watches
 * the progress bar reach the end and downloads the result: each good row's document number, the bad row's
 * reason; the transfers exist once.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { API } from '../../src/contract/api-paths';
import { PAGES } from '../../src/contract/pages';
import { loginThroughForm, newPage } from './support/portal';
import { serverAndBrowser } from './support/harness';
import { screenshot } from './support/shots';

const e2e = serverAndBrowser();

const FILE = [
  '\uFEFF出库仓库,调入企业,托盘类型,数量,备注',
  '乐橙嘉定中心仓,广州白云物流有限公司,1210,2,e2e-import-1',
  '乐橙嘉定中心仓,广州白云物流有限公司,川字塑料托盘,3,e2e-import-2',
  '不存在的仓库,广州白云物流有限公司,1210,1,e2e-import-3',
].join('\r\n');

test('a CSV of transfers is previewed, confirmed, written with a progress bar, and its result downloaded', async () => {
  const page = await newPage(e2e.browser);
  await loginThroughForm(page, e2e.server.baseUrl, 'demo_pallet');

  await page.goto(`${e2e.server.baseUrl}${PAGES.stock.transfer}`);
  await page.getByRole('button', { name: '批量导入' }).click();
  await page.waitForURL((url) => url.pathname === PAGES.stock.transferImport);
  await page.getByRole('heading', { name: '批量导入调拨出库' }).waitFor();

  const previewed = page.waitForResponse((response) => response.url().includes(API.bulkImport.preview));
  await page.getByLabel('导入文件').setInputFiles({
    name: 'transfers.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(FILE, 'utf8'),
  });
  const preview = (await (await previewed).json()) as {
    errcode: number;
    data: { batch: { batchId: string } };
  };
  assert.equal(preview.errcode, 0);
  await page.getByText('共 3 行：可导入 2 行，校验未通过 1 行（校验未通过的行不会导入）').waitFor();
  await page
    .getByRole('table', { name: '校验未通过的行' })
    .getByRole('row', { name: /4\s*出库仓库\s*仓库不存在/ })
    .waitFor();

  await screenshot(page, 'bulk-import-preview');
  await page.getByRole('button', { name: '确认导入' }).click();
  const dialog = page.getByRole('alertdialog');
  await dialog.getByText('确定导入 2 行吗？校验未通过的 1 行不会导入。').waitFor();
  await dialog.getByRole('button', { name: '确认导入' }).click();

  await page.getByText('导入完成：成功 2 行，失败 0 行').waitFor({ timeout: 20_000 });
  assert.equal(
    await page.getByRole('progressbar', { name: '导入进度' }).getAttribute('aria-valuenow'),
    '100',
  );
  await screenshot(page, 'bulk-import-done');

  // 下载结果 opens the file in a new tab: fetch the URL it opened.
  const opened = page
    .context()
    .waitForEvent(
      'request',
      (request) => request.url().includes(`${API.bulkImport.result}?`) && !request.url().includes('check='),
    );
  await page.getByRole('button', { name: '下载结果 CSV' }).click();
  const resultUrl = new URL((await opened).url());
  assert.equal(resultUrl.searchParams.get('batchId'), preview.data.batch.batchId, 'the result of this batch');
  const lines = (await (await fetch(resultUrl)).text())
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  assert.equal(lines.length, 4);
  assert.match(
    lines[1] ?? '',
    /^2,乐橙嘉定中心仓,广州白云物流有限公司,1210,2,e2e-import-1,成功,DB\d{8}-\d{6},$/,
  );
  assert.equal(
    lines[3],
    '4,不存在的仓库,广州白云物流有限公司,1210,1,e2e-import-3,校验未通过,,出库仓库：仓库不存在',
  );

  const transfers = await e2e.server.app.deps.db
    .selectFrom('transfers' as never)
    .select('remark' as never)
    .where('remark' as never, 'like', 'e2e-import-%' as never)
    .execute();
  assert.equal(transfers.length, 2, 'each good row written once');
  await page.context().close();
});
