import { describe, expect, it } from 'vitest';
import { readListUrlState, writeListUrlState, type ListUrlState } from './list-url-state';

interface Filters {
  keyword: string;
  type: string | null;
  dateRange: readonly [string, string] | null;
  warehouseIds: string[];
}

const defaults: ListUrlState<Filters> = {
  filters: { keyword: '', type: null, dateRange: null, warehouseIds: [] },
  pageNum: 1,
  pageSize: 10,
  sort: null,
};

describe('list state in the query string', () => {
  it('round-trips paging, sort and filters of every shape', () => {
    const state: ListUrlState<Filters> = {
      filters: { keyword: '上海 仓', type: 'transport', dateRange: ['2026-01-01', ''], warehouseIds: ['w1'] },
      pageNum: 3,
      pageSize: 20,
      sort: { key: 'quantity', order: 'desc' },
    };
    const search = writeListUrlState('', state, defaults);
    expect(readListUrlState(search, defaults)).toEqual(state);
  });

  it('leaves an untouched list out of the URL and keeps parameters it does not own', () => {
    expect(writeListUrlState('?id=42&pageNum=4', defaults, defaults)).toBe('?id=42');
  });

  it('takes the defaults for missing or malformed parts', () => {
    const read = readListUrlState(
      '?pageNum=-2&pageSize=abc&sort=name.sideways&warehouseIds=%7B&keyword=x',
      defaults,
    );
    expect(read).toEqual({ ...defaults, filters: { ...defaults.filters, keyword: 'x' } });
  });

  it('keeps a filter whose URL value has another shape than its initial value at the initial value', () => {
    expect(readListUrlState('?warehouseIds=5', defaults).filters.warehouseIds).toEqual([]);
  });
});
