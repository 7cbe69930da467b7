// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { toastBus } from '../core/notify';
import { ToastHost } from './ToastHost';
import { cleanup, getOne, render } from './test-support/render';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const region = () => getOne('[role="status"][aria-live="polite"]');

describe('ToastHost', () => {
  it('shows a toast from the bus and removes it after the default 2 s', () => {
    render(<ToastHost />);
    act(() => {
      toastBus.show({ message: '系统繁忙，请稍后再试', tone: 'error' });
    });
    expect(region().textContent).toBe('系统繁忙，请稍后再试');
    act(() => vi.advanceTimersByTime(1999));
    expect(region().textContent).toBe('系统繁忙，请稍后再试');
    act(() => vi.advanceTimersByTime(1));
    expect(region().textContent).toBe('');
  });

  it('keeps each toast for its own duration (10 s for must-read notices)', () => {
    render(<ToastHost />);
    act(() => {
      toastBus.show({ message: '请阅读平台公告', durationMs: 10_000 });
      toastBus.show({ message: '导出成功', tone: 'success' });
    });
    expect(region().textContent).toBe('请阅读平台公告导出成功');
    act(() => vi.advanceTimersByTime(2000));
    expect(region().textContent).toBe('请阅读平台公告');
    act(() => vi.advanceTimersByTime(8000));
    expect(region().textContent).toBe('');
  });

  it('shows a toast once when several widgets each mount a host, and hands over on unmount', () => {
    const first = render(<ToastHost />);
    render(<ToastHost />);
    act(() => {
      toastBus.show({ message: '请求失败' });
    });
    const shown = () => [...document.querySelectorAll('[role="status"]')].map((region) => region.textContent);
    expect(shown()).toEqual(['请求失败', '']);
    act(() => first.unmount());
    act(() => {
      toastBus.show({ message: '网络请求异常' });
    });
    expect(shown()).toEqual(['请求失败网络请求异常']);
  });

  it('keeps a live toast for its whole duration when the host that drew it unmounts', () => {
    // A session ends: the widget whose host drew 连接超时 goes away as the shell routes to /login.
    const widget = render(<ToastHost />);
    render(<ToastHost />);
    act(() => {
      toastBus.show({ message: '连接超时，请重新登录', tone: 'error' });
    });
    act(() => widget.unmount());
    expect(region().textContent).toBe('连接超时，请重新登录');
    act(() => vi.advanceTimersByTime(2000));
    expect(region().textContent).toBe('');
  });

  it('stops listening when unmounted', () => {
    const { unmount } = render(<ToastHost />);
    unmount();
    act(() => {
      toastBus.show({ message: '没有人看见' });
    });
    expect(document.body.textContent).not.toContain('没有人看见');
  });
});
