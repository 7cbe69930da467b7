import type { RoleValue } from '../../src/contract/auth';
import { DEMO_ACCOUNTS } from '../db/seed/demo-accounts';
import { PLATFORM_KEY_HEADER, type RegisteredRoute } from '../http/route';
import type { TestServer } from './test-server';

interface Caller {
  userAccount: string;
  role: RoleValue;
  permissions: readonly string[];
  token: string;
}

export interface RouteCallers {
  /** Headers of a caller the route's guard admits: none (public), the platform key, or a demo account's token. */
  headersFor(route: RegisteredRoute): Promise<Record<string, string>>;
  /** Logs the route's caller in again (after a call that ended its session, e.g. logout). */
  renew(route: RegisteredRoute): Promise<void>;
  /** Whether an account was logged in since the last time this was asked (a login writes to the database). */
  loggedInJustNow(): boolean;
}

/**
 * Callers for tests that walk the route table (`app.apiRoutes`): for each session route the first demo
 * account whose role and permission codes its guard admits (logged in when first needed), so the
 * request reaches validation and the handler instead of stopping at 4030.
 */
export function routeCallers(server: TestServer): RouteCallers {
  const logIn = async (userAccount: string): Promise<Caller> => {
    const { token, role } = await server.loginAs(userAccount);
    const menu = await server.post<{ permissions: string[] }>(
      '/api/api/permission/loadMenuAndPermission',
      { applicationId: '', type: role, permissionCode: '' },
      token,
    );
    return { userAccount, role, permissions: menu.body.data.permissions, token };
  };
  const loggedIn = new Map<string, Promise<Caller>>();
  let logins = 0;
  let loginsSeen = 0;
  const callerOf = (userAccount: string) => {
    if (!loggedIn.has(userAccount)) {
      logins += 1;
      loggedIn.set(userAccount, logIn(userAccount));
    }
    return loggedIn.get(userAccount) as Promise<Caller>;
  };
  const admits = (route: RegisteredRoute, caller: Caller) =>
    (!route.roles || route.roles.includes(caller.role)) &&
    (!route.permission || route.permission.some((code) => caller.permissions.includes(code)));
  const accountFor = async (route: RegisteredRoute) => {
    for (const { userAccount } of DEMO_ACCOUNTS)
      if (admits(route, await callerOf(userAccount))) return userAccount;
    throw new Error(`no demo account may call ${route.url}`);
  };
  return {
    async headersFor(route): Promise<Record<string, string>> {
      if (route.access === 'public') return {};
      if (route.access === 'platform') return { [PLATFORM_KEY_HEADER]: server.app.deps.platformKey };
      return { token: (await callerOf(await accountFor(route))).token };
    },
    async renew(route) {
      if (route.access !== 'session') return;
      const userAccount = await accountFor(route);
      logins += 1;
      loggedIn.set(userAccount, logIn(userAccount));
      await callerOf(userAccount);
    },
    loggedInJustNow() {
      const changed = logins !== loginsSeen;
      loginsSeen = logins;
      return changed;
    },
  };
}
