import { describe, expect, it } from 'vitest';
import type { RoleValue } from '../contract/auth';
import { MODULE_ROUTES } from '../contract/routes';
import { decideNavigation, type NavigationDecision } from './route-guard';

const visitor = { token: '', uuid: '', role: 1 as RoleValue, defaultClick: '' };
const yelopackUser = {
  token: 'tok',
  uuid: 'u-1',
  role: 2 as RoleValue,
  defaultClick: '/yelopack/stock/ownStockC1',
};
const systemUser = { token: 'tok', uuid: 'u-2', role: 1 as RoleValue, defaultClick: '' };
const centerUser = { token: 'tok', uuid: 'u-3', role: 5 as RoleValue, defaultClick: '' };

const go = (path: string, session = yelopackUser): NavigationDecision => decideNavigation({ path, session });
const redirect = (to: string): NavigationDecision => ({ action: 'redirect', to });
const proceed: NavigationDecision = { action: 'proceed' };

describe('decideNavigation', () => {
  describe('the root and the shell', () => {
    it("'/' leads through /main to the role's landing", () => {
      expect(go('/')).toEqual(redirect('/yelopack/stock/ownStockC1'));
      expect(go('/main')).toEqual(redirect('/yelopack/stock/ownStockC1'));
    });

    it('without a defaultClick the area landing is used', () => {
      expect(go('/main', systemUser)).toEqual(redirect('/system/board'));
      expect(go('/main', centerUser)).toEqual(redirect('/center/account/my'));
      expect(go('/main', { ...centerUser, role: 6 })).toEqual(
        redirect('/groupCompany/groupCompanyManage/groupStockManage'),
      );
      expect(go('/main', { ...centerUser, role: 7 })).toEqual(
        redirect('/downstreamCustomer/downstreamCustomerManage/downstreamStockManage'),
      );
    });

    it("a defaultClick outside the role's area is not trusted (it would bounce)", () => {
      expect(go('/main', { ...yelopackUser, defaultClick: '/center/account/my' })).toEqual(
        redirect('/yelopack/stock/ownStock'),
      );
      expect(go('/main', { ...yelopackUser, defaultClick: '/nowhere' })).toEqual(
        redirect('/yelopack/stock/ownStock'),
      );
    });

    it('a visitor at / or /main goes to /login', () => {
      expect(go('/', visitor)).toEqual(redirect('/login'));
      expect(go('/main', visitor)).toEqual(redirect('/login'));
    });
  });

  describe('visitor routes', () => {
    it.each(['/login', '/register', '/findPasswordFirst', '/findPasswordSecond', '/cookiedec', '/sso'])(
      '%s is open to visitors',
      (path) => {
        expect(go(path, visitor)).toEqual(proceed);
      },
    );

    it.each(['/login', '/register', '/findPasswordFirst', '/findPasswordSecond', '/cookiedec'])(
      '%s sends a user with a token onward',
      (path) => {
        expect(go(path)).toEqual(redirect('/yelopack/stock/ownStockC1'));
      },
    );

    it('/sso always proceeds so a ticket can replace the session', () => {
      expect(go('/sso?ticket=abc')).toEqual(proceed);
    });
  });

  describe('protected routes', () => {
    it.each([...MODULE_ROUTES.map((route) => route.path), '/app', '/information', '/transit', '/map'])(
      '%s without a token goes to /login',
      (path) => {
        expect(go(path, visitor)).toEqual(redirect('/login'));
      },
    );

    it('a token without a uuid is still logged in', () => {
      expect(go('/yelopack/stock/ownStock', { ...yelopackUser, uuid: '' })).toEqual(proceed);
    });

    it('a page of the own area proceeds, query and trailing slash aside', () => {
      expect(go('/yelopack/stock/ownStockDetail?id=7')).toEqual(proceed);
      expect(go('/yelopack/transport/out/')).toEqual(proceed);
      expect(go('/system/board', systemUser)).toEqual(proceed);
    });

    it("a page of another area sends the user to their role's landing", () => {
      expect(go('/center/account/my')).toEqual(redirect('/yelopack/stock/ownStockC1'));
      expect(go('/yelopack/stock/ownStock', centerUser)).toEqual(redirect('/center/account/my'));
      expect(go('/system/board', centerUser)).toEqual(redirect('/center/account/my'));
    });

    it('messages pages proceed for every logged-in role', () => {
      for (const session of [yelopackUser, systemUser, centerUser]) {
        expect(go('/message/message', session)).toEqual(proceed);
        expect(go('/message/detail?id=3', session)).toEqual(proceed);
      }
    });

    it.each(['/app', '/information', '/transit', '/map'])('%s proceeds with a token', (path) => {
      expect(go(path)).toEqual(proceed);
    });
  });

  describe('unknown paths', () => {
    it('go to /system/chart for the system role', () => {
      expect(go('/no/such/page', systemUser)).toEqual(redirect('/system/chart'));
    });

    it('end at the landing for every other role (chart is a system page)', () => {
      expect(go('/no/such/page')).toEqual(redirect('/yelopack/stock/ownStockC1'));
      expect(go('/yelopack/nothing', centerUser)).toEqual(redirect('/center/account/my'));
    });

    it('end at /login for a visitor', () => {
      expect(go('/no/such/page', visitor)).toEqual(redirect('/login'));
    });
  });
});
