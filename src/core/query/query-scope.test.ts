import { afterEach, describe, expect, it, vi } from 'vitest';
import { configure, resetConfig } from '../config';
import { createSessionStore } from '../session/session-store';
import { memoryStorage } from '../storage';
import { ANONYMOUS_SCOPE, apiQueryKey, hashToken, queryScope, subscribeQueryScope } from './query-scope';

afterEach(resetConfig);

const login = { userAccount: 'demo_multi', companyId: 'c-sh', companyName: '上海乐橙' };

function sessionWith(token: string) {
  const session = createSessionStore(memoryStorage());
  session.set({ ...login, token });
  return session;
}

describe('queryScope', () => {
  it('is the session user and company when the session token is the one sent', () => {
    const session = sessionWith('t1');
    expect(queryScope('t1', session)).toBe('company:c-sh:demo_multi');
    // The server rotates tokens; the company and so the cache stay the same.
    session.set({ token: 't2' });
    expect(queryScope('t2', session)).toBe('company:c-sh:demo_multi');
  });

  it('differs between two companies of one user', () => {
    const session = sessionWith('t1');
    const before = queryScope('t1', session);
    session.set({ token: 't3', companyId: 'c-gz', companyName: '广州白云' });
    expect(queryScope('t3', session)).not.toBe(before);
  });

  it('is a hash of the token when a host token is not the session one, never the token itself', () => {
    const session = sessionWith('session-token');
    const scope = queryScope('host-token-A', session);
    expect(scope).toBe(`token:${hashToken('host-token-A')}`);
    expect(scope).not.toContain('host-token-A');
    expect(queryScope('host-token-B', session)).not.toBe(scope);
  });

  it('reads the configured host token by default', () => {
    configure({ getToken: () => 'host-token-A' });
    expect(queryScope()).toBe(`token:${hashToken('host-token-A')}`);
  });

  it('is anonymous without a token', () => {
    expect(queryScope('', sessionWith(''))).toBe(ANONYMOUS_SCOPE);
  });
});

describe('subscribeQueryScope', () => {
  it('reports company switch and logout once each, not token rotation', () => {
    const session = sessionWith('t1');
    const listener = vi.fn();
    const stop = subscribeQueryScope(listener, session, () => session.get().token);
    session.set({ token: 't2' });
    session.set({ token: 't3', companyId: 'c-gz' });
    session.clearLogin();
    stop();
    session.set({ ...login, token: 't4' });
    expect(listener.mock.calls).toEqual([['company:c-gz:demo_multi'], [ANONYMOUS_SCOPE]]);
  });
});

describe('apiQueryKey', () => {
  it('puts scope first and path second, so both can be cleared or invalidated as a prefix', () => {
    expect(apiQueryKey('s', '/api/x', { pageNum: 1 }, 'zh-CN')).toEqual([
      's',
      '/api/x',
      'zh-CN',
      { pageNum: 1 },
    ]);
    expect(apiQueryKey('s', '/api/x', undefined, 'zh-CN')).toEqual(['s', '/api/x', 'zh-CN']);
  });

  it('keeps the answers of one read in two languages apart, in the page language by default', () => {
    expect(apiQueryKey('s', '/api/x', {}, 'en-US')).not.toEqual(apiQueryKey('s', '/api/x', {}, 'zh-CN'));
    expect(apiQueryKey('s', '/api/x')[2]).toBe('zh-CN');
  });
});
