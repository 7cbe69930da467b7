import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../storage';
import { createCrumbStore, CRUMBS_STORAGE_KEY } from './crumbs';

const list = { path: '/yelopack/stock/ownStock', label: '自有库存' };
const detail = { path: '/yelopack/stock/ownStockDetail?id=7', label: '自有库存明细', detail: true };
const deduct = { path: '/yelopack/stock/deductDetail?id=3', label: '扣减明细', detail: true };
const transfer = { path: '/yelopack/stock/transfer', label: '调拨记录' };

describe('crumb trail (per account)', () => {
  it('a detail page is added after the page it was opened from', () => {
    const crumbs = createCrumbStore(memoryStorage());
    crumbs.visit('zhangsan', list);
    crumbs.visit('zhangsan', detail);
    crumbs.visit('zhangsan', deduct);
    expect(crumbs.get('zhangsan').map((crumb) => crumb.label)).toEqual([
      '自有库存',
      '自有库存明细',
      '扣减明细',
    ]);
  });

  it('re-visiting an entry drops everything deeper than it', () => {
    const crumbs = createCrumbStore(memoryStorage());
    [list, detail, deduct].forEach((crumb) => crumbs.visit('zhangsan', crumb));
    crumbs.visit('zhangsan', { ...detail, path: '/yelopack/stock/ownStockDetail?id=8' });
    expect(crumbs.get('zhangsan').map((crumb) => crumb.path)).toEqual([
      list.path,
      '/yelopack/stock/ownStockDetail?id=8',
    ]);
    crumbs.visit('zhangsan', list);
    expect(crumbs.get('zhangsan')).toEqual([list]);
  });

  it('a menu page starts a new trail', () => {
    const crumbs = createCrumbStore(memoryStorage());
    [list, detail].forEach((crumb) => crumbs.visit('zhangsan', crumb));
    crumbs.visit('zhangsan', transfer);
    expect(crumbs.get('zhangsan')).toEqual([transfer]);
  });

  it('keeps one trail per account and clears only the one asked for', () => {
    const storage = memoryStorage();
    const crumbs = createCrumbStore(storage);
    crumbs.visit('zhangsan', list);
    crumbs.visit('lisi', transfer);
    crumbs.clear('zhangsan');
    expect(crumbs.get('zhangsan')).toEqual([]);
    expect(createCrumbStore(storage).get('lisi')).toEqual([transfer]);
    expect(JSON.parse(storage.getItem(CRUMBS_STORAGE_KEY)!)).toEqual({ lisi: [transfer] });
  });

  it('returns the same array until the trail changes, and tells subscribers which account changed', () => {
    const crumbs = createCrumbStore(memoryStorage());
    const changed: string[] = [];
    crumbs.subscribe((account) => changed.push(account));
    crumbs.visit('zhangsan', list);
    expect(crumbs.get('zhangsan')).toBe(crumbs.get('zhangsan'));
    expect(crumbs.get('nobody')).toBe(crumbs.get('nobody'));
    expect(changed).toEqual(['zhangsan']);
  });
});
