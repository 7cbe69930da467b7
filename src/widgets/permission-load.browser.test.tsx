/**
 * The permission set is one load per page (issue 16): every widget on it shares the core store's request,
 * a view change inside a widget asks nothing again, and a new login (after the server's 4007) loads the
 * changed set.
 */
import type { LoginResult } from '../contract/auth';
import { Errcode } from '../contract/errcodes';
import { PERMISSIONS } from '../contract/permissions';
import { configure, resetConfig, sessionStore } from '../core';
import { assertEqual, waitFor } from '../ui/test-support/assert';
import { afterEach, describe, it } from '../ui/test-support/browser-test';
import { installFakeStockBackend } from './stock/fake-stock-backend';
import { stockLabels } from './stock/labels';
import { stockFixtures } from './stock/stock.fixtures';
import { installFakeMovesBackend } from './stock-moves/fake-moves-backend';
import { signLabels, transferLabels } from './stock-moves/labels';
import { installFakeFetch, ok, type FakeFetch } from './test-support/fake-fetch';
import { bodyRows, buttonNamed, buttonsNamed, dataRows, mountTag } from './test-support/shadow-dom';
import './stock/index';
import './stock-moves/index';

const ALL_CODES = PERMISSIONS.map((permission) => permission.code);
const LOAD = 'loadMenuAndPermission';

let backends: FakeFetch[] = [];

const stockRows = (root: ShadowRoot) => bodyRows(root, stockLabels.captions.ownStock);

/**
 * The stock and movement backends, and in front of them the permission call with the codes `granted`
 * holds at the time of asking; `loginChangedOn` answers that list call once with 4007.
 */
function installBackends(granted: { codes: string[]; loginChangedOn?: string }) {
  backends = [installFakeStockBackend(stockFixtures()), installFakeMovesBackend()];
  const front = installFakeFetch(({ path }) => {
    if (path.endsWith(`/${LOAD}`)) return ok({ menus: [], permissions: granted.codes });
    if (granted.loginChangedOn && path.endsWith(`/${granted.loginChangedOn}`)) {
      granted.loginChangedOn = undefined;
      return { errcode: Errcode.COMPANY_CHANGED, errmsg: '登录信息已变更', data: null };
    }
    return undefined;
  });
  backends.push(front);
  return front;
}

let serial = 0;
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
  // Newest first: each fake hands unanswered calls to the fetch it replaced.
  for (const backend of backends.reverse()) backend.restore();
  backends = [];
  sessionStore.clearLogin();
  resetConfig();
});

describe('the permission set of a page', () => {
  it('is loaded once for two different widgets and a view change without a reload', async () => {
    const front = installBackends({ codes: ALL_CODES });
    configure({ getToken: () => 'host-token-one-load' });
    const stock = mountTag('yp-stock', 'view="ownStock"');
    const moves = mountTag('yp-stock-moves', 'view="sign"');
    await waitFor(() => stockRows(stock).length > 0, 'the stock list');
    await buttonNamed(stockRows(stock)[0]!, stockLabels.buttons.saleOut);
    await waitFor(() => buttonsNamed(moves, signLabels.sign).length > 0, '签收 in <yp-stock-moves>');

    (moves.host as HTMLElement).setAttribute('view', 'transfer');
    await waitFor(
      () => buttonsNamed(moves, transferLabels.cancel).length > 0,
      '取消调拨 in the transfer view',
    );
    mountTag('yp-stock', 'view="customer"');
    await new Promise((resolve) => setTimeout(resolve, 300));

    assertEqual(front.callsTo(LOAD).length, 1, 'one loadMenuAndPermission for the whole page');
    assertEqual(front.callsTo(LOAD)[0]?.headers.get('token'), 'host-token-one-load', 'with the host token');
  });

  it('asks once even when the server refuses the set, and every widget shows no gated button', async () => {
    backends = [installFakeStockBackend(stockFixtures()), installFakeMovesBackend()];
    const front = installFakeFetch(({ path }) =>
      path.endsWith(`/${LOAD}`)
        ? { errcode: Errcode.NO_PERMISSION, errmsg: '暂无权限执行此操作', data: null }
        : undefined,
    );
    backends.push(front);
    configure({ getToken: () => 'host-token-refused' });
    const stock = mountTag('yp-stock', 'view="ownStock"');
    const moves = mountTag('yp-stock-moves', 'view="sign"');
    await waitFor(() => stockRows(stock).length > 0 && dataRows(moves).length > 0, 'both lists');
    await new Promise((resolve) => setTimeout(resolve, 300));

    assertEqual(front.callsTo(LOAD).length, 1, 'the refusal is shared, not asked again by each widget');
    assertEqual(buttonsNamed(stock, stockLabels.buttons.saleOut).length, 0, 'no 销售出库');
    assertEqual(buttonsNamed(moves, signLabels.sign).length, 0, 'no 签收');
  });

  it('picks up a changed set at the next login after the server answers 4007', async () => {
    const granted = { codes: ['yelopack-stock-sign-check'], loginChangedOn: undefined as string | undefined };
    const front = installBackends(granted);
    signIn();
    const moves = mountTag('yp-stock-moves', 'view="sign"');
    await waitFor(() => buttonsNamed(moves, signLabels.check).length > 0, '查看 with its code');
    assertEqual(buttonsNamed(moves, signLabels.sign).length, 0, 'no 签收 without its code');

    // An administrator grants 签收; the server ends the session on the next call.
    granted.codes = [...granted.codes, 'yelopack-stock-sign-sign'];
    granted.loginChangedOn = 'searchSignList';
    [...moves.querySelectorAll<HTMLElement>('[role="tab"]')]
      .find((tab) => tab.textContent === '已签收')
      ?.click();
    await waitFor(() => sessionStore.get().token === '', 'the login cleared by 4007');

    signIn();
    await waitFor(() => buttonsNamed(moves, signLabels.sign).length > 0, '签收 after the new login');
    assertEqual(front.callsTo(LOAD).length, 2, 'one load per login');
  });
});
