import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LoginResult } from '../../contract/auth';
import { browserStorage, memoryStorage } from '../storage';
import { createSessionStore, SESSION_STORAGE_KEY } from './session-store';

const login: LoginResult = {
  token: 'tok-1',
  userAccount: 'zhangsan',
  username: '张三',
  uuid: 'u-1',
  role: 2,
  roles: [2, 5],
  defaultClick: '/yelopack/stock/ownStock',
  companyType: '',
  companyId: 'c-1',
  companyName: '上海乐橙食品有限公司',
  groupCompany: false,
  companies: [{ companyId: 'c-1', companyName: '上海乐橙食品有限公司' }],
};

afterEach(() => vi.unstubAllGlobals());

describe('session store (SPEC §3)', () => {
  it('starts logged out with role 1 and company type "4"', () => {
    const state = createSessionStore(memoryStorage()).get();
    expect(state).toMatchObject({
      token: '',
      role: 1,
      companyType: '4',
      roles: [],
      messageCount: 0,
      groupCompany: false,
    });
  });

  it('applies a login result (an empty company type falls back to "4")', () => {
    const session = createSessionStore(memoryStorage());
    session.applyLogin(login);
    expect(session.get()).toMatchObject({
      token: 'tok-1',
      userAccount: 'zhangsan',
      username: '张三',
      role: 2,
      roles: [2, 5],
      defaultClick: '/yelopack/stock/ownStock',
      companyType: '4',
      companyName: '上海乐橙食品有限公司',
    });
  });

  it('persists under yp-session and restores in a new page', () => {
    const storage = memoryStorage();
    createSessionStore(storage).applyLogin(login);
    expect(JSON.parse(storage.getItem(SESSION_STORAGE_KEY)!)).toMatchObject({ token: 'tok-1' });
    expect(createSessionStore(storage).get()).toMatchObject({ token: 'tok-1', role: 2 });
  });

  it('clearLogin empties token and user fields, resets role to 1 and keeps the deployed version', () => {
    const session = createSessionStore(memoryStorage());
    session.applyLogin(login);
    session.set({ currentVersion: '2.4.0', messageCount: 3 });
    session.clearLogin();
    expect(session.get()).toMatchObject({
      token: '',
      userAccount: '',
      username: '',
      uuid: '',
      role: 1,
      roles: [],
      defaultClick: '',
      companyType: '4',
      companyName: '',
      messageCount: 0,
      currentVersion: '2.4.0',
    });
  });

  it('notifies subscribers until they unsubscribe', () => {
    const session = createSessionStore(memoryStorage());
    const seen: string[] = [];
    const stop = session.subscribe((state) => seen.push(state.token));
    session.set({ token: 'a' });
    stop();
    session.set({ token: 'b' });
    expect(seen).toEqual(['a']);
  });

  it('ignores stored fields of the wrong type and an unknown role', () => {
    const storage = memoryStorage();
    storage.setItem(
      SESSION_STORAGE_KEY,
      JSON.stringify({ token: 42, role: 3, roles: [2, 9], username: '李四' }),
    );
    expect(createSessionStore(storage).get()).toMatchObject({
      token: '',
      role: 1,
      roles: [2],
      username: '李四',
    });
    storage.setItem(SESSION_STORAGE_KEY, '{not json');
    expect(createSessionStore(storage).get().role).toBe(1);
  });

  it('works in memory when localStorage throws (sandboxed frames, blocked storage)', () => {
    vi.stubGlobal('localStorage', {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      removeItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    });
    const session = createSessionStore(browserStorage());
    session.applyLogin(login);
    expect(session.get().token).toBe('tok-1');
  });

  it('uses localStorage when it works', () => {
    const values = new Map<string, string>();
    vi.stubGlobal('localStorage', {
      getItem: (key: string) => values.get(key) ?? null,
      setItem: (key: string, value: string) => values.set(key, value),
      removeItem: (key: string) => values.delete(key),
    });
    createSessionStore(browserStorage()).applyLogin(login);
    expect(JSON.parse(values.get(SESSION_STORAGE_KEY)!).token).toBe('tok-1');
  });
});
