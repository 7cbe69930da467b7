/**
 * English beside Chinese (issue 17 item 5): the header's language switch, the account's choice
 * remembered over a reload and the next login, the language of server answers. english-walk.test.ts
 * walks every route in English.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { PLATFORM_NAME } from '../../src/contract/platform';
import { loadTranslations, textsIn } from '../../src/contract/localized';
import { authLabels } from '../../src/shell/pages/auth/labels';
import { platformLabels } from '../../src/shell/platform-labels';
import { loginThroughForm, newPage } from './support/portal';
import { serverAndBrowser } from './support/harness';

const e2e = serverAndBrowser();

test('the header switches to English, the choice stays over a reload and a new login, and 中文 switches back', async () => {
  const page = await newPage(e2e.browser);
  await loginThroughForm(page, e2e.server.baseUrl, 'demo_center');
  const logout = page.getByTestId('logout');
  assert.equal(await logout.textContent(), '退出登录');

  const answers: string[] = [];
  page.on('request', (request) => {
    const locale = request.headers()['x-yp-locale'];
    if (locale) answers.push(locale);
  });
  await page.getByTestId('language-en-US').click();
  await page.getByRole('button', { name: 'Log out' }).waitFor();
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'en-US');
  assert.equal(
    await page.title(),
    textsIn(platformLabels, 'en-US').name,
    'the tab names the platform in English',
  );
  assert.equal(await page.getByRole('group', { name: 'Language' }).count(), 1);

  await page.reload();
  await page.getByRole('button', { name: 'Log out' }).waitFor();
  assert.ok(answers.includes('en-US'), 'calls name the page language');

  await page.getByRole('button', { name: 'Log out' }).click();
  const confirm = page.getByRole('alertdialog');
  await confirm.getByText('Do you want to log out?').waitFor();
  await confirm.getByRole('button', { name: 'Log out', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/login');
  await loginThroughForm(page, e2e.server.baseUrl, 'demo_center');
  await page.getByRole('button', { name: 'Log out' }).waitFor();

  await page.getByTestId('language-zh-CN').click();
  await page.getByRole('button', { name: '退出登录' }).waitFor();
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'zh-CN');
  assert.equal(await page.title(), PLATFORM_NAME);
});

/** The file of the visitor pages' English labels in the portal build, which loads only for a page in English. */
function englishAuthLabelsFile(): string {
  const manifest = JSON.parse(
    readFileSync(new URL('../../dist/portal/.vite/manifest.json', import.meta.url), 'utf8'),
  ) as Record<string, { file: string }>;
  const chunk = manifest['src/shell/pages/auth/labels.en-US.ts'];
  assert.ok(chunk, 'the portal build has the English visitor labels as a chunk of their own');
  return chunk.file;
}

test('the login page is in English from its first paint when the browser chose English, and only then loads the English; so is the next visitor page', async () => {
  await loadTranslations('en-US');
  const english = textsIn(authLabels, 'en-US').auth;
  const englishFile = englishAuthLabelsFile();
  const page = await newPage(e2e.browser);
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await page.goto(`${e2e.server.baseUrl}/login`);
  assert.equal(await page.getByTestId('login-submit').textContent(), textsIn(authLabels, 'zh-CN').auth.login);
  assert.ok(!requested.some((url) => url.endsWith(englishFile)), 'a Chinese page does not load the English');

  // Every state the page renders, from the first: the texts and attributes (placeholders) of #root.
  await page.addInitScript(() => {
    const renders: string[] = [];
    Object.assign(window, { renders });
    new MutationObserver(() => {
      const root = document.getElementById('root');
      if (root?.childElementCount) renders.push(root.innerHTML);
    }).observe(document, { childList: true, subtree: true, characterData: true, attributes: true });
  });
  await page.evaluate(() => localStorage.setItem('yp-locale', 'en-US'));
  await page.reload();
  await page.getByRole('heading', { name: english.loginTitle }).waitFor();
  assert.equal(await page.getByTestId('login-submit').textContent(), english.login);
  assert.equal(
    await page.getByTestId('login-account').getAttribute('placeholder'),
    english.accountPlaceholder,
  );
  assert.ok(
    requested.some((url) => url.endsWith(englishFile)),
    'an English page loads the English',
  );
  // The portal's visitor pages too (its router loads each page with its labels).
  await page.getByRole('link', { name: english.toRegister }).click();
  await page.getByRole('heading', { name: english.registerTitle }).waitFor();
  const renders = await page.evaluate(() => (window as unknown as { renders: string[] }).renders);
  assert.ok(renders.length > 0, 'the page was watched from its first render');
  assert.deepEqual(
    renders.filter((html) => /\p{Script=Han}/u.test(html)),
    [],
    'no render of the English visitor pages shows a Chinese text',
  );
});
