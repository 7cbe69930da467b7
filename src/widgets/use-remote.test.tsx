// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, useCallback } from 'react';
import { sessionStore } from '../core';
import { cleanup, render } from '../ui/test-support/render';
import { useRemote, type RemoteState } from './use-remote';

afterEach(() => {
  cleanup();
  sessionStore.clearLogin();
});

describe('useRemote across a company switch', () => {
  it('drops the old company answer at once and loads again for the new company', async () => {
    sessionStore.set({ token: 't-a', userAccount: 'demo_multi', companyId: 'co-a' });
    const pending: ((rows: string[]) => void)[] = [];
    let state!: RemoteState<string[]>;
    function Probe() {
      const load = useCallback(() => new Promise<string[]>((resolve) => pending.push(resolve)), []);
      state = useRemote(load);
      return null;
    }
    render(<Probe />);
    await act(async () => pending.shift()!(['上海乐橙的行']));
    expect(state.data).toEqual(['上海乐橙的行']);

    act(() => sessionStore.set({ token: 't-b', companyId: 'co-b' }));
    expect(state.data).toBeNull();
    expect(state.loading).toBe(true);
    await act(async () => pending.shift()!(['广州白云的行']));
    expect(state.data).toEqual(['广州白云的行']);
  });
});
