// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act } from 'react';
import { useListFilters, type ListFilters } from './use-list-filters';
import { cleanup, render } from './test-support/render';

afterEach(cleanup);

interface Filters {
  keyword: string;
  status: string | null;
}
const INITIAL: Filters = { keyword: '', status: null };

function mountHook(): () => ListFilters<Filters> {
  let latest!: ListFilters<Filters>;
  function Probe() {
    latest = useListFilters(INITIAL, 20);
    return null;
  }
  render(<Probe />);
  return () => latest;
}

describe('useListFilters', () => {
  it('applies the draft only on search, and from page 1', () => {
    const state = mountHook();
    act(() => state().setPaging(3, 20));
    act(() => state().setDraft((current) => ({ ...current, keyword: 'DB2025' })));
    expect(state().applied.keyword).toBe('');
    expect(state().paging).toEqual({ pageNum: 3, pageSize: 20 });
    act(() => state().search());
    expect(state().applied).toEqual({ keyword: 'DB2025', status: null });
    expect(state().paging).toEqual({ pageNum: 1, pageSize: 20 });
  });

  it('applyNow changes applied and draft together but keeps other draft edits unsearched', () => {
    const state = mountHook();
    act(() => state().setDraft((current) => ({ ...current, keyword: 'typed' })));
    act(() => state().applyNow((current) => ({ ...current, status: 'pending' })));
    expect(state().applied).toEqual({ keyword: '', status: 'pending' });
    expect(state().draft).toEqual({ keyword: 'typed', status: 'pending' });
  });

  it('reset returns both to the initial filters on page 1', () => {
    const state = mountHook();
    act(() => state().setDraft((current) => ({ ...current, keyword: 'x' })));
    act(() => state().search());
    act(() => state().setPaging(2, 50));
    act(() => state().reset());
    expect(state().draft).toEqual(INITIAL);
    expect(state().applied).toEqual(INITIAL);
    expect(state().paging).toEqual({ pageNum: 1, pageSize: 50 });
  });

  it('resetKeeping returns to the initial filters but keeps the applied tab field', () => {
    const state = mountHook();
    act(() => state().applyNow((current) => ({ ...current, status: 'signed' })));
    act(() => state().editDraft({ keyword: 'typed' }));
    act(() => state().search());
    act(() => state().setPaging(2, 20));
    act(() => state().resetKeeping('status'));
    expect(state().draft).toEqual({ keyword: '', status: 'signed' });
    expect(state().applied).toEqual({ keyword: '', status: 'signed' });
    expect(state().paging).toEqual({ pageNum: 1, pageSize: 20 });
  });

  it('editDraft changes only the given draft fields, leaving applied alone', () => {
    const state = mountHook();
    act(() => state().editDraft({ status: 'signed' }));
    act(() => state().editDraft({ keyword: 'RK01' }));
    expect(state().draft).toEqual({ keyword: 'RK01', status: 'signed' });
    expect(state().applied).toEqual(INITIAL);
  });
});
