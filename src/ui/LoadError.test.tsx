// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { setLocale } from '../core/locale';
import { LoadError } from './LoadError';
import { cleanup, getOne, render } from './test-support/render';

afterEach(() => {
  cleanup();
  setLocale('zh-CN');
});

describe('LoadError', () => {
  it('names what failed and why with the language’s colon: full-width in Chinese, “: ” in English', () => {
    render(<LoadError message="网络请求失败" onRetry={() => {}} />);
    expect(getOne('[role="alert"]').textContent).toContain('加载失败：网络请求失败');
    cleanup();
    setLocale('en-US');
    render(<LoadError message="Network request failed" onRetry={() => {}} />);
    expect(getOne('[role="alert"]').textContent).toContain('Failed to load: Network request failed');
  });
});
