import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { LoadMenuAndPermissionRequest, MenuAndPermission } from '../../contract/platform';
import { createPermissionStore, PLACEHOLDER_PERMISSIONS, type PermissionStore } from './permission-store';
import { Errcode } from '../../contract/errcodes';
import { ApiError, TRANSPORT_FAILURE_CODE } from '../http/api-error';
import { setLocale } from '../locale';

const menus = [{ code: 'yelopack-stock', name: '库存管理', path: '/yelopack/stock', children: [] }];

let token: string;
let clearLogin: ReturnType<typeof vi.fn<() => void>>;
let answers: ((request: LoadMenuAndPermissionRequest) => Promise<MenuAndPermission>)[];
let fetchMenuAndPermission: ReturnType<
  typeof vi.fn<(request: LoadMenuAndPermissionRequest) => Promise<MenuAndPermission>>
>;
let store: PermissionStore;

const grant = (permissions: string[]) => async () => ({ menus, permissions });

beforeEach(() => {
  token = 'tok-1';
  answers = [];
  clearLogin = vi.fn<() => void>();
  fetchMenuAndPermission = vi.fn((request: LoadMenuAndPermissionRequest) => answers.shift()!(request));
  store = createPermissionStore({ fetchMenuAndPermission, getToken: () => token, clearLogin });
});

describe('permission store (SPEC §4)', () => {
  it('loads once per token and publishes the set', async () => {
    answers.push(grant(['yelopack-stock-own-export']));
    await store.load({ type: 2 });
    await store.load({ type: 2 });
    expect(fetchMenuAndPermission).toHaveBeenCalledTimes(1);
    expect(fetchMenuAndPermission).toHaveBeenCalledWith({
      applicationId: 'yelopack-portal',
      type: 2,
      permissionCode: '',
    });
    expect(store.get()).toEqual({
      token: 'tok-1',
      type: 2,
      menus,
      permissions: new Set(['yelopack-stock-own-export']),
    });
  });

  it('loads again for a new token', async () => {
    answers.push(grant(['a']), grant(['b']));
    await store.load({ type: 2 });
    token = 'tok-2';
    await store.load({ type: 2 });
    expect(fetchMenuAndPermission).toHaveBeenCalledTimes(2);
    expect(store.get()).toMatchObject({ token: 'tok-2', permissions: new Set(['b']) });
  });

  it('loads again when the page language changes: the server names the menus in it', async () => {
    const english = [{ ...menus[0]!, name: 'Stock' }];
    answers.push(grant(['a']), async () => ({ menus: english, permissions: ['a'] }));
    await store.load({ type: 2 });
    setLocale('en-US');
    try {
      expect((await store.load({ type: 2 })).menus).toEqual(english);
    } finally {
      setLocale('zh-CN');
    }
    expect(fetchMenuAndPermission).toHaveBeenCalledTimes(2);
    expect(store.get()?.menus).toEqual(english);
  });

  it('concurrent callers share one request', async () => {
    let release!: () => void;
    answers.push(() => new Promise((resolve) => (release = () => resolve({ menus, permissions: ['x'] }))));
    const first = store.load({ type: 5 });
    const second = store.load({ type: 5 });
    release();
    expect(await first).toBe(await second);
    expect(fetchMenuAndPermission).toHaveBeenCalledTimes(1);
  });

  it('uses the placeholder set when the server grants nothing', async () => {
    answers.push(grant([]));
    const result = await store.load({ type: 1 });
    expect(result.permissions).toEqual([...PLACEHOLDER_PERMISSIONS]);
    expect(store.get()?.permissions).toEqual(new Set(PLACEHOLDER_PERMISSIONS));
  });

  it('clears the stored login when loading fails, rethrows, and tries again for the next token', async () => {
    answers.push(() => Promise.reject(new Error('系统繁忙')), grant(['a']));
    await expect(store.load({ type: 2 })).rejects.toThrow('系统繁忙');
    expect(clearLogin).toHaveBeenCalledTimes(1);
    expect(store.get()).toBeNull();
    token = 'tok-2';
    await store.load({ type: 2 });
    expect(fetchMenuAndPermission).toHaveBeenCalledTimes(2);
    expect(store.get()).toMatchObject({ token: 'tok-2', permissions: new Set(['a']) });
  });

  it('answers every later caller of a refused token and area with the refusal, without asking again', async () => {
    answers.push(() =>
      Promise.reject(new ApiError({ code: Errcode.NO_PERMISSION, message: '暂无权限执行此操作' })),
    );
    await expect(store.load({ type: 1 })).rejects.toThrow('暂无权限执行此操作');
    await expect(store.load({ type: 1 })).rejects.toThrow('暂无权限执行此操作');
    expect(fetchMenuAndPermission).toHaveBeenCalledTimes(1);
    expect(clearLogin).toHaveBeenCalledTimes(1);
  });

  it('keeps the login when the call never reached the server (offline, page unloading)', async () => {
    answers.push(() =>
      Promise.reject(new ApiError({ code: TRANSPORT_FAILURE_CODE, message: '网络请求异常' })),
    );
    await expect(store.load({ type: 2 })).rejects.toThrow('网络请求异常');
    expect(clearLogin).not.toHaveBeenCalled();
    expect(store.get()).toBeNull();
    answers.push(grant(['a']));
    await store.load({ type: 2 });
    expect(fetchMenuAndPermission).toHaveBeenCalledTimes(2);
  });

  it('a late answer for a replaced token neither publishes nor clears the new login', async () => {
    let failOld!: () => void;
    answers.push(
      () => new Promise((_resolve, reject) => (failOld = () => reject(new Error('expired')))),
      grant(['new']),
    );
    const old = store.load({ type: 2 });
    token = 'tok-2';
    await store.load({ type: 2 });
    failOld();
    await expect(old).rejects.toThrow('expired');
    expect(clearLogin).not.toHaveBeenCalled();
    expect(store.get()).toMatchObject({ token: 'tok-2' });
  });

  it('tells subscribers', async () => {
    answers.push(grant(['a']));
    const seen: unknown[] = [];
    store.subscribe((loaded) => seen.push(loaded?.token));
    await store.load({ type: 2, applicationId: 'other-app', permissionCode: 'yelopack' });
    expect(seen).toEqual(['tok-1']);
    expect(fetchMenuAndPermission).toHaveBeenCalledWith({
      applicationId: 'other-app',
      type: 2,
      permissionCode: 'yelopack',
    });
  });
});
