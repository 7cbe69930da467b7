/**
 * The whole portal in English (issue 17 item 5): each role area's demo account switches to English and
 * opens every module page of its area, then a detail page of each kind of demo document it has (a
 * waybill and a transfer; a bill, a statement and a contract). No text a user reads holds Chinese
 * once the database's own values (names, addresses, remarks: data) are taken out (support/untranslated.ts).
 * A failure names each page with the texts left.
 *
 * The pages are opened as the side menu opens them (the portal's router, no reload: a reload would hide
 * labels that stay in the language the page was loaded in). One browser, one page per area.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Page, Request } from 'playwright-core';
import type { RoleValue } from '../../src/contract/auth';
import type { ClientBillRow } from '../../src/contract/bills';
import type { ContractListItem } from '../../src/contract/contracts';
import type { Page as ListPage } from '../../src/contract/envelope';
import { API } from '../../src/contract/api-paths';
import { PAGES } from '../../src/contract/pages';
import { MODULE_ROUTES, ROLE_AREAS } from '../../src/contract/routes';
import type { StatementRow } from '../../src/contract/statements';
import type { SignRow } from '../../src/contract/stock';
import type { Waybill } from '../../src/contract/transport';
import { apiPost } from './support/api';
import { login } from './support/api-login';
import { serverAndBrowser } from './support/harness';
import { loginThroughForm, newPage } from './support/portal';
import { chineseDataOf, untranslatedOn } from './support/untranslated';

const e2e = serverAndBrowser();

/** A demo account of each role area (README, Demo accounts). */
const ACCOUNTS: Readonly<Record<RoleValue, string>> = {
  1: 'demo_home',
  2: 'demo_pallet',
  5: 'demo_center',
  6: 'demo_group',
  7: 'demo_c1',
};

/** The first row of a list call, read through the API as the account. */
async function firstRow<T>(token: string, path: string, body: object = {}): Promise<T> {
  const page = await apiPost<ListPage<T>>(
    e2e.server.baseUrl,
    path,
    { pageNum: 1, pageSize: 1, ...body },
    token,
  );
  assert.ok(page.list[0], `${path}: the demo has a row`);
  return page.list[0];
}

/** A page to open; a detail page names its document's number, which it must show (not "not found"). */
interface Stop {
  path: string;
  number?: string;
}

/** The detail pages of the account's demo documents (their ids read through the API). */
const DETAIL_PAGES: Partial<Record<string, (token: string) => Promise<Stop[]>>> = {
  demo_pallet: async (token) => {
    const waybill = await firstRow<Waybill>(token, API.transportationManagement.searchList);
    const transfer = await firstRow<SignRow>(token, API.customerWarehousingManagement.searchSignList, {
      sourceType: 'transfer',
    });
    return [
      { path: `${PAGES.transport.outDetail}?id=${waybill.id}`, number: waybill.documentNo },
      {
        path: `${PAGES.stock.signDetail}?sourceType=transfer&id=${transfer.id}`,
        number: transfer.documentNo,
      },
    ];
  },
  demo_center: async (token) => {
    const bill = await firstRow<ClientBillRow>(token, API.clientCustomerBill.billList, { state: 'pending' });
    assert.ok(bill.id && bill.billNo, 'a frozen bill');
    const statement = await firstRow<StatementRow>(token, API.settlementManagement.getSettleStatementList);
    const contract = await firstRow<ContractListItem>(token, API.contract.searchOnlineSigningContract, {
      kind: 'standard',
    });
    return [
      {
        path: `${PAGES.centerSettle.checkc1detail}?clientCompanyId=${bill.clientCompanyId}&id=${bill.id}`,
        number: bill.billNo,
      },
      { path: `${PAGES.centerSettle.settleDetail}?id=${statement.id}`, number: statement.statementNo },
      { path: `${PAGES.centerContract.detail}?id=${contract.id}`, number: contract.contractNo },
    ];
  },
};

/** Quiet for this long (no request started or in flight): the page has its data and has drawn it. */
const QUIET_MS = 300;

/** Resolves once the page's requests have been quiet for QUIET_MS (long-lived streams aside). */
function networkQuiet(page: Page): Promise<void> {
  return new Promise((resolve) => {
    const inFlight = new Set<Request>();
    let timer: NodeJS.Timeout | undefined;
    const settle = () => {
      clearTimeout(timer);
      if (inFlight.size === 0) timer = setTimeout(done, QUIET_MS);
    };
    const started = (request: Request) => {
      if (request.resourceType() === 'eventsource') return;
      inFlight.add(request);
      clearTimeout(timer);
    };
    const ended = (request: Request) => {
      if (inFlight.delete(request)) settle();
    };
    function done() {
      page.off('request', started).off('requestfinished', ended).off('requestfailed', ended);
      resolve();
    }
    page.on('request', started).on('requestfinished', ended).on('requestfailed', ended);
    settle();
  });
}

/**
 * Opens each page in turn as the menu does (the portal's router, no reload) and answers the Chinese it
 * shows beyond the data, per page path (pages with none are left out).
 */
async function walk(page: Page, stops: readonly Stop[], data: readonly string[]) {
  const left: Record<string, string[]> = {};
  for (const { path, number } of stops) {
    const quiet = networkQuiet(page);
    await page.evaluate((to) => {
      history.pushState(null, '', to);
      dispatchEvent(new PopStateEvent('popstate'));
    }, path);
    await quiet;
    if (number) await page.getByText(number).first().waitFor();
    const texts = await untranslatedOn(page, data);
    if (texts.length > 0) left[path] = texts;
  }
  return left;
}

/** The database's Chinese values, read once (by the first area to ask: the server starts before the tests). */
let data: Promise<string[]> | undefined;
const chineseData = () => (data ??= chineseDataOf(e2e.server.app.deps.db as never));

describe('every page of every role area in English', () => {
  for (const area of ROLE_AREAS) {
    const account = ACCOUNTS[area.role];
    it(`${account}: no Chinese outside data`, async () => {
      const routes = MODULE_ROUTES.filter((route) => route.path.startsWith(area.prefix) && !route.detail);
      assert.ok(routes.length > 0, `${area.prefix} has module pages`);
      const details = (await DETAIL_PAGES[account]?.(await login(e2e.server.baseUrl, account))) ?? [];
      const page = await newPage(e2e.browser);
      await loginThroughForm(page, e2e.server.baseUrl, account);
      await page.getByTestId('language-en-US').click();
      await page.locator('html[lang="en-US"]').waitFor();
      const stops = [...routes.map(({ path }) => ({ path })), ...details];
      const left = await walk(page, stops, await chineseData());
      await page.context().close();
      assert.deepEqual(left, {}, `Chinese outside data on ${Object.keys(left).length} pages`);
    });
  }
});
