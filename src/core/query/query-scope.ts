/**
 * Whose data a cached answer is: every query key of the widgets' data layer starts with this scope, so
 * rows cached for one company (or one embedding host's caller) can never be shown for another.
 *
 * - The portal session speaks for the caller (the token sent is the session's token): the scope is the
 *   user and company of that session. A rotated token keeps the scope, so the cache survives rotation.
 * - A host page that configured its own `getToken` may have no portal session at all, or one that is not
 *   the caller's: the server binds every token to one user and company, so the token itself is the scope.
 *   It is hashed so that query keys (visible in dev tools and error reports) never carry a credential.
 * - No token: the anonymous scope (login, register and other public calls).
 */
import type { Locale } from '../../contract/locale';
import { currentToken } from '../config';
import { currentLocale } from '../locale';
import { sessionStore, type SessionStore } from '../session/session-store';

export const ANONYMOUS_SCOPE = 'anonymous';

/** cyrb53: a fast 53-bit string hash; enough to tell tokens apart, not meant to be a secret. */
export function hashToken(token: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let index = 0; index < token.length; index++) {
    const code = token.charCodeAt(index);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

/** The scope of the caller right now (see the module comment). */
export function queryScope(token = currentToken(), session: SessionStore = sessionStore): string {
  if (!token) return ANONYMOUS_SCOPE;
  const { token: sessionToken, userAccount, companyId } = session.get();
  if (token === sessionToken && companyId) return `company:${companyId}:${userAccount}`;
  return `token:${hashToken(token)}`;
}

/**
 * Calls `listener(scope)` whenever the portal session changes the scope (login, company switch,
 * logout). A host's own token is read at each render instead: core cannot observe `getToken`.
 */
export function subscribeQueryScope(
  listener: (scope: string) => void,
  session: SessionStore = sessionStore,
  token: () => string = currentToken,
): () => void {
  let last = queryScope(token(), session);
  return session.subscribe(() => {
    const next = queryScope(token(), session);
    if (next === last) return;
    last = next;
    listener(next);
  });
}

/**
 * The key of one API read: scope first (cleared as a whole), then the path (invalidated as a whole), then
 * the language the server words the answer in (names of levels, states and kinds): a page that switches
 * language reads afresh instead of showing, for a moment, an answer in the language it left.
 */
export type ApiQueryKey = readonly [scope: string, path: string, locale: Locale, body?: unknown];

export function apiQueryKey(
  scope: string,
  path: string,
  body?: object,
  locale: Locale = currentLocale(),
): ApiQueryKey {
  return body === undefined ? [scope, path, locale] : [scope, path, locale, body];
}
