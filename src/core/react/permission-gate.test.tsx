// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, resetConfig } from '../config';
import { sessionStore } from '../session/session-store';
import { PermissionGate } from './permission-gate';
import { usePermissions } from './use-permissions';
import { useSession } from './use-session';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLElement;
let root: Root;
let granted: string[];
let fetchCalls: { path: string; body: unknown }[];

beforeEach(() => {
  granted = ['yelopack-stock-own-export'];
  fetchCalls = [];
  configure({ apiBase: 'http://platform.test' });
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    fetchCalls.push({ path: new URL(request.url).pathname, body: await request.json() });
    return Response.json({ errcode: 0, errmsg: '', data: { menus: [], permissions: granted } });
  });
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
  vi.unstubAllGlobals();
  resetConfig();
  sessionStore.clearLogin();
});

async function render(ui: React.ReactNode) {
  await act(async () => root.render(ui));
  // let the permission call settle
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

function Toolbar() {
  return (
    <>
      <PermissionGate code="yelopack-stock-own-export">
        <button>导出</button>
      </PermissionGate>
      <PermissionGate code="yelopack-stock-own-saleOut" fallback={<span>无权限</span>}>
        <button>销售出库</button>
      </PermissionGate>
    </>
  );
}

describe('PermissionGate and usePermissions', () => {
  it('shows only the buttons whose code the session holds, loading the set once for all gates', async () => {
    sessionStore.set({ token: 'tok-gate-1', role: 2 });
    await render(<Toolbar />);
    expect(container.textContent).toBe('导出无权限');
    expect(fetchCalls).toEqual([
      {
        path: '/api/api/permission/loadMenuAndPermission',
        body: { applicationId: 'yelopack-portal', type: 2, permissionCode: '' },
      },
    ]);
  });

  it('shows nothing gated while logged out, and asks the server nothing', async () => {
    await render(<Toolbar />);
    expect(container.textContent).toBe('无权限');
    expect(fetchCalls).toEqual([]);
  });

  it('reports ready and reloads for a new token', async () => {
    function Probe() {
      const { ready, can } = usePermissions();
      return <span>{`${ready}:${can('yelopack-stock-own-export')}`}</span>;
    }
    sessionStore.set({ token: 'tok-gate-2', role: 2 });
    await render(<Probe />);
    expect(container.textContent).toBe('true:true');
    granted = [];
    await act(async () => sessionStore.set({ token: 'tok-gate-3' }));
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(fetchCalls).toHaveLength(2);
    expect(container.textContent).toBe('true:false');
  });
});

describe('useSession', () => {
  it('re-renders on session changes', async () => {
    function Name() {
      return <span>{useSession().username || '未登录'}</span>;
    }
    await render(<Name />);
    expect(container.textContent).toBe('未登录');
    await act(async () => sessionStore.set({ username: '张三' }));
    expect(container.textContent).toBe('张三');
  });
});
