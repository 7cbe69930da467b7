/**
 * Where navigation may go (SPEC §2, §4, §6), as one pure decision the shell's router asks before each page.
 * A redirect names the final target, so the router never has to ask twice.
 */
import type { RoleValue } from '../contract/auth';
import {
  AUTH_TOP_ROUTES,
  LOGIN_PATH,
  MODULE_ROUTES,
  SHELL_PATH,
  UNKNOWN_PATH_TARGET,
  VISITOR_ROUTES,
  areaOfRole,
  roleOfPath,
} from '../contract/routes';

export interface NavigationRequest {
  path: string;
  session: { token: string; uuid: string; role: RoleValue; defaultClick: string };
}

export type NavigationDecision = { action: 'proceed' } | { action: 'redirect'; to: string };

const SSO_PATH = '/sso';
const MODULE_PATHS = new Set<string>(MODULE_ROUTES.map((route) => route.path));
const VISITOR_PATHS = new Set<string>(VISITOR_ROUTES.map((route) => route.path));
const AUTH_TOP_PATHS = new Set<string>(AUTH_TOP_ROUTES);

const PROCEED: NavigationDecision = { action: 'proceed' };

/** The path alone: no query, no hash, no trailing slash. */
function pathnameOf(path: string): string {
  const pathname = path.split(/[?#]/, 1)[0] ?? '';
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname || '/';
}

/**
 * The role's landing: defaultClick when it is a module page the role may open (a stale or foreign
 * defaultClick would otherwise bounce between guards), else the area's own landing.
 */
export function landingOf(session: NavigationRequest['session']): string {
  const target = pathnameOf(session.defaultClick);
  const area = roleOfPath(target);
  if (MODULE_PATHS.has(target) && (area === null || area === session.role)) return session.defaultClick;
  return areaOfRole(session.role).landing;
}

function decide(path: string, session: NavigationRequest['session']): NavigationDecision {
  const loggedIn = session.token !== '';
  const redirect = (to: string): NavigationDecision => ({ action: 'redirect', to });

  // A ticket from a partner system replaces whatever session there is.
  if (path === SSO_PATH) return PROCEED;
  if (VISITOR_PATHS.has(path)) return loggedIn ? redirect(landingOf(session)) : PROCEED;
  if (path === '/' || path === SHELL_PATH) return redirect(loggedIn ? landingOf(session) : LOGIN_PATH);

  // SPEC §4 says "with no token and uuid, a route that requires auth proceeds; otherwise the user goes
  // to /login". Read literally it lets visitors in and sends logged-in users out; we take the intent:
  // a protected route needs a token, without one the user goes to /login. The uuid is not required.
  const known = MODULE_PATHS.has(path) || AUTH_TOP_PATHS.has(path);
  if (!loggedIn) return redirect(LOGIN_PATH);
  if (!known) {
    // Unknown paths go to the charts page, which itself sends non-system roles to their landing.
    const onward = decide(UNKNOWN_PATH_TARGET, session);
    return onward.action === 'proceed' ? redirect(UNKNOWN_PATH_TARGET) : onward;
  }

  const area = roleOfPath(path);
  // Messages pages belong to no area (null): every role may open them.
  if (area !== null && area !== session.role) return redirect(landingOf(session));
  return PROCEED;
}

export function decideNavigation(request: NavigationRequest): NavigationDecision {
  return decide(pathnameOf(request.path), request.session);
}
