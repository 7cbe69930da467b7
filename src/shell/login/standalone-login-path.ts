import { LOGIN_PATH } from '../../contract/login-path';

/**
 * Whether the page opens as the standalone login page: a visitor (no token) on /login, or on '/', which
 * the portal's guard sends to /login. Every other path starts the portal, whose guard decides.
 */
export function opensStandaloneLogin(pathname: string, token: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return token === '' && (path === LOGIN_PATH || path === '/');
}
