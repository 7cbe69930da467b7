// @vitest-environment jsdom
import { act } from 'react';
import { RouterProvider, createMemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LoginResult } from '../../contract/auth';
import { sessionEvents, sessionStore } from '../../core';
import { cleanup, render } from '../../ui/test-support/render';
import { RootFrame } from './RootFrame';

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search}</output>;
}

const pallet: LoginResult = {
  token: 'token-pallet',
  userAccount: 'demo_pallet',
  username: '李娜',
  uuid: 'u-1',
  role: 2,
  roles: [2],
  defaultClick: '/yelopack/stock/ownStock',
  companyType: '4',
  companyId: 'c-1',
  companyName: '上海乐橙食品有限公司',
  groupCompany: false,
  companies: [],
};

function renderAt(path: string) {
  const router = createMemoryRouter(
    [{ element: <RootFrame />, children: [{ path: '*', element: <Where /> }] }],
    { initialEntries: [path] },
  );
  const view = render(<RouterProvider router={router} />);
  const where = () => view.container.querySelector('[data-testid=where]')?.textContent;
  return { view, where };
}

beforeEach(() => {
  // The version check of every route change must not reach a network in tests.
  vi.stubGlobal('fetch', () => Promise.reject(new TypeError('offline')));
  sessionStore.clearLogin();
});

afterEach(() => {
  cleanup();
  sessionStore.clearLogin();
  vi.unstubAllGlobals();
});

describe('RootFrame', () => {
  it('sends a visitor from a module page to /login', () => {
    expect(renderAt('/yelopack/stock/ownStock').where()).toBe('/login');
  });

  it('sends a pallet-area user opening the system charts to their landing', () => {
    sessionStore.applyLogin(pallet);
    expect(renderAt('/system/chart').where()).toBe('/yelopack/stock/ownStock');
  });

  it('goes to /login when the server ends the session', () => {
    sessionStore.applyLogin(pallet);
    const { where } = renderAt('/yelopack/transport/out');
    expect(where()).toBe('/yelopack/transport/out');
    act(() => {
      sessionStore.clearLogin();
      sessionEvents.emit('expired', { reason: 'expired' });
    });
    expect(where()).toBe('/login');
  });

  it('opens the page a widget asks for with yp-navigate, query included', () => {
    sessionStore.applyLogin(pallet);
    const { view, where } = renderAt('/message/message');
    // A widget's event leaves its shadow root (composed) and bubbles to the document.
    const host = view.container.appendChild(document.createElement('yp-messages'));
    const inner = host.attachShadow({ mode: 'open' }).appendChild(document.createElement('button'));
    act(() => {
      inner.dispatchEvent(
        new CustomEvent('yp-navigate', {
          bubbles: true,
          composed: true,
          detail: { path: '/message/detail', query: { id: 'm-42' } },
        }),
      );
    });
    expect(where()).toBe('/message/detail?id=m-42');
  });
});
