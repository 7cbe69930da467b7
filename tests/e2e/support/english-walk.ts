/**
 * Walks every module page of every role area in English and prints the Chinese left outside data, per
 * page (issue 17 item 5: the measure of what is still to translate, until it is nothing and this becomes
 * a test). Needs the portal and embed builds.
 *
 *   npx vite build && npx vite build --mode embed && node --import tsx tests/e2e/support/english-walk.ts
 */
import { MODULE_ROUTES, ROLE_AREAS } from '../../../src/contract/routes';
import type { RoleValue } from '../../../src/contract/auth';
import { launchBrowser } from './browser';
import { loginThroughForm, newPage } from './portal';
import { startE2eServer } from './server';
import { chineseDataOf, untranslatedOn } from './untranslated';

/** A demo account of each role area (README, Demo accounts). */
const ACCOUNTS: Readonly<Record<RoleValue, string>> = {
  1: 'demo_home',
  2: 'demo_pallet',
  5: 'demo_center',
  6: 'demo_group',
  7: 'demo_c1',
} as Record<RoleValue, string>;

const server = await startE2eServer();
const browser = await launchBrowser();
let total = 0;
try {
  const data = await chineseDataOf(server.app.deps.db as never);
  for (const area of ROLE_AREAS) {
    const account = ACCOUNTS[area.role];
    if (!account) continue;
    const page = await newPage(browser);
    await loginThroughForm(page, server.baseUrl, account);
    await page.getByTestId('language-en-US').click();
    const routes = MODULE_ROUTES.filter((route) => route.path.startsWith(area.prefix) && !route.detail);
    for (const route of routes) {
      await page.goto(`${server.baseUrl}${route.path}`);
      await page.waitForLoadState('networkidle');
      const left = await untranslatedOn(page, data);
      total += left.length;
      console.log(
        `${route.path} (${account}): ${left.length}${left.length ? ` — ${left.slice(0, 12).join(' | ')}` : ''}`,
      );
    }
    await page.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
console.log(`\n${total} texts with Chinese outside data`);
