/**
 * The permission set is one load per page (issue 16): every widget on it shares the core store's request
 * (a refusal too), a view change inside a widget asks nothing again, and a new login (after the server's
 * 4007) loads the changed set.
 */
import type { LoginResult } from '../contract/auth';
import { Errcode } from '../contract/errcodes';
import { configure, createHttpClient, resetConfig, sessionStore } from '../core';
import { assertEqual, waitFor } from '../ui/test-support/assert';
import { afterEach, describe, it } from '../ui/test-support/browser-test';
import { OWN_CODES } from './balances';
import { installFakeStockBackend } from './stock/fake-stock-backend';
import { stockLabels } from './stock/labels';
import { stockFixtures } from './stock/stock.fixtures';
import { installFakeFetch, ok, type FakeFetch } from './test-support/fake-fetch';
import { bodyRows, buttonNamed, buttonsNamed, mountTag } from './test-support/shadow-dom';
import './stock/board';
import './stock/index';

const LOAD = 'loadMenuAndPermission';
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));
const ownRows = (root: ShadowRoot) => bodyRows(root, stockLabels.captions.ownStock);

let backend: FakeFetch | undefined;

let serial = 0;
/** What the shell does with a login answer: the session (and so the token widgets send) changes. */
const signIn = () =>
  sessionStore.applyLogin({
    token: `permission-load-${++serial}`,
    userAccount: 'demo_pallet',
    username: '演示',
    uuid: `uuid-${serial}`,
    role: 2,
    roles: [2],
    defaultClick: '',
    companyType: '',
    companyId: 'c1',
    companyName: '上海乐橙食品有限公司',
    groupCompany: false,
    companies: [],
  } satisfies LoginResult);

afterEach(() => {
  document.body.replaceChildren();
  backend?.restore();
  backend = undefined;
  sessionStore.clearLogin();
  resetConfig();
});

describe('the permission set of a page', () => {
  it('is loaded once for two different widgets and a view change without a reload', async () => {
    backend = installFakeStockBackend(stockFixtures());
    configure({ getToken: () => 'host-token-one-load' });
    const board = mountTag('yp-stock-board');
    const stock = mountTag('yp-stock', 'view="ownStock"');
    await buttonNamed(board, stockLabels.buttons.saleOut);
    await waitFor(() => ownRows(stock).length > 0, 'the own stock list');
    await buttonNamed(ownRows(stock)[0]!, stockLabels.buttons.saleOut);

    (stock.host as HTMLElement).setAttribute('view', 'customer');
    await waitFor(() => ownRows(stock).length === 0, 'the customer view');
    mountTag('yp-stock', 'view="ownStock"');
    await settle();

    assertEqual(backend.callsTo(LOAD).length, 1, 'one loadMenuAndPermission for the whole page');
    assertEqual(backend.callsTo(LOAD)[0]?.headers.get('token'), 'host-token-one-load', 'with the host token');
  });

  it('asks once when the server refuses the set, for a widget added later too', async () => {
    // Every other call is answered with an empty page: only the permission call is counted here.
    backend = installFakeFetch(({ path }) =>
      path.endsWith(`/${LOAD}`)
        ? { errcode: Errcode.NO_PERMISSION, errmsg: '暂无权限执行此操作', data: null }
        : ok({ list: [], total: 0, pageNum: 1, pageSize: 10 }),
    );
    configure({ getToken: () => 'host-token-refused' });
    mountTag('yp-stock', 'view="ownStock"');
    await waitFor(() => backend!.callsTo(LOAD).length > 0, 'the permission call');
    await settle();
    // The host page shows another widget without a reload.
    mountTag('yp-stock', 'view="customer"');
    await settle();

    assertEqual(backend.callsTo(LOAD).length, 1, 'the refusal is shared, not asked again by each widget');
  });

  it('picks up a changed set at the next login after the server answers 4007', async () => {
    const granted: string[] = [OWN_CODES.saleOut];
    const stockBackend = installFakeStockBackend(stockFixtures(), { permissions: granted });
    backend = stockBackend;
    signIn();
    const board = mountTag('yp-stock-board');
    await buttonNamed(board, stockLabels.buttons.saleOut);
    assertEqual(
      buttonsNamed(board, stockLabels.buttons.transferOut).length,
      0,
      'no 调拨出库 without its code',
    );

    // An administrator grants 调拨出库, and the server ends the session at the next call (4007).
    granted.push(OWN_CODES.transferOut);
    const companyChanged = Response.json({
      errcode: Errcode.COMPANY_CHANGED,
      errmsg: '登录信息已变更',
      data: null,
    });
    const client = createHttpClient({ fetch: async () => companyChanged });
    await client.post('/api/api/customerStock/getStockSummary').catch(() => undefined);
    assertEqual(sessionStore.get().token, '', 'the login cleared by 4007');

    signIn();
    await buttonNamed(board, stockLabels.buttons.transferOut);
    assertEqual(stockBackend.callsTo(LOAD).length, 2, 'one load per login');
  });
});
