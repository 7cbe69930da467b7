/**
 * 企业会员认证 (issue 12) in Debian chromium against the real server: the demo company shows its certified
 * summary; then, its certification cleared, demo_center walks every step through the page — 企业信息, the
 * two images uploaded, the amount read from remittance_outbox as a tester does, the SMS code from
 * sms_outbox — with a reload in the middle resuming at the same step.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { PAGES } from '../../src/contract/pages';
import { describeViolations, seriousViolations } from './support/axe';
import { serverAndBrowser } from './support/harness';
import { loginThroughForm, newPage } from './support/portal';
import { readSmsCode } from './support/server';
import { screenshot } from './support/shots';
import { toastShown } from './support/toasts';

const e2e = serverAndBrowser();
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);

/** The certification module's tables, as a tester reads them. */
const certificationTables = () =>
  e2e.server.app.deps.db.withTables<{
    company_certifications: { company_id: string };
    remittance_outbox: { amount: number; created_at: number };
  }>();

const currentStep = (page: Page) => page.locator('[aria-current="step"]');
const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

async function noSeriousViolations(page: Page, what: string): Promise<void> {
  const violations = await seriousViolations(page);
  assert.deepEqual(violations, [], `${what}: ${describeViolations(violations)}`);
}

async function centerOnVip(): Promise<Page> {
  const page = await newPage(e2e.browser, { bypassCSP: true });
  await loginThroughForm(page, e2e.server.baseUrl, 'demo_center');
  await page.goto(`${e2e.server.baseUrl}${PAGES.centerAccount.vip}`);
  return page;
}

test('the demo company shows its certified summary, no 建设中', async () => {
  const page = await centerOnVip();
  await page.getByText('贵企业已完成企业会员认证。').waitFor();
  await page.getByText('3101**********1238').waitFor();
  assert.equal(await currentStep(page).textContent(), '认证完成');
  assert.equal(await page.getByText('建设中').count(), 0);
  await screenshot(page, 'membership-certified');
  await noSeriousViolations(page, '已认证');
});

test('a company walks every step in the page; a reload resumes where it is', async () => {
  await certificationTables().deleteFrom('company_certifications').execute();
  const page = await centerOnVip();
  await currentStep(page).filter({ hasText: '企业信息' }).waitFor();
  for (const [label, value] of [
    ['统一社会信用代码', '91310115MA1H7K2X56'],
    ['企业地址', '上海市浦东新区张江路 1999 号'],
    ['联系人', '王芳'],
    ['联系人手机号', '13800000003'],
    ['开户银行', '招商银行上海张江支行'],
    ['银行账号', '6214830212345678'],
  ] as const)
    await field(page, label).fill(value);
  await screenshot(page, 'membership-company-info');
  await noSeriousViolations(page, '企业信息');
  await page.getByRole('button', { name: '提交', exact: true }).click();
  await currentStep(page).filter({ hasText: '资质上传' }).waitFor();

  await page.reload();
  await currentStep(page).filter({ hasText: '资质上传' }).waitFor();
  for (const label of ['营业执照', '法定代表人身份证（人像面）'])
    await page.locator(`input[type="file"][aria-label="${label}"]`).setInputFiles({
      name: `${label}.png`,
      mimeType: 'image/png',
      buffer: PNG,
    });
  await page.getByRole('img', { name: '法定代表人身份证（人像面）预览' }).waitFor();
  await field(page, '法定代表人姓名').fill('陈建国');
  await field(page, '法定代表人身份证号').fill('310115198001011238');
  await screenshot(page, 'membership-credentials');
  await noSeriousViolations(page, '资质上传');
  await page.getByRole('button', { name: '提交资质并发起打款' }).click();
  await currentStep(page).filter({ hasText: '打款验证' }).waitFor();
  await page.getByText('**** 5678').waitFor();

  const { amount } = await certificationTables()
    .selectFrom('remittance_outbox')
    .select('amount')
    .orderBy('created_at', 'desc')
    .executeTakeFirstOrThrow();
  await page.reload();
  await screenshot(page, 'membership-remittance');
  await field(page, '收到的打款金额（元）').fill(`0.${String(amount).padStart(2, '0')}`);
  await page.getByRole('button', { name: '验证金额' }).click();
  await currentStep(page).filter({ hasText: '签约' }).waitFor();

  await page.getByText('《共享托盘使用协议》').waitFor();
  await page.getByRole('button', { name: '获取验证码' }).click();
  await page.getByRole('button', { name: /秒后重新获取/ }).waitFor();
  await field(page, '短信验证码').fill(await readSmsCode(e2e.server, '13800000003'));
  await screenshot(page, 'membership-signing');
  await page.getByRole('button', { name: '同意协议并签署' }).click();
  await toastShown(page, '签约成功，企业会员认证完成');
  await page.getByText('贵企业已完成企业会员认证。').waitFor();
});
