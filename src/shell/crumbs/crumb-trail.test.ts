import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE, setLocaleSource, type Locale } from '../../contract/locale';
import { MODULE_ROUTES, ROLE_AREAS } from '../../contract/routes';
import { buildCrumbTrail, pageEntriesFor } from './crumb-trail';

const route = (path: string) => {
  const found = MODULE_ROUTES.find((candidate) => candidate.path === path);
  if (!found) throw new Error(`no route ${path}`);
  return found;
};
const pallet = ROLE_AREAS.find((area) => area.role === 2) ?? null;

let locale: Locale = DEFAULT_LOCALE;
setLocaleSource(() => locale);
afterEach(() => (locale = DEFAULT_LOCALE));

describe('buildCrumbTrail', () => {
  it('shows area › group › page for a list page, the area linking to its landing', () => {
    expect(buildCrumbTrail(route('/yelopack/transport/out'), pallet, [])).toEqual([
      { label: '托盘共享', path: '/yelopack/stock/ownStock' },
      { label: '运输管理' },
      { label: '出库管理' },
    ]);
  });

  it('shows the list page a detail page was opened from as a link, keeping its query', () => {
    const stored = [
      { path: '/yelopack/transport/out?status=1', label: '出库管理' },
      { path: '/yelopack/transport/outDetail?id=W1', label: '运单详情', detail: true },
    ];
    expect(buildCrumbTrail(route('/yelopack/transport/outDetail'), pallet, stored)).toEqual([
      { label: '托盘共享', path: '/yelopack/stock/ownStock' },
      { label: '运输管理' },
      { label: '出库管理', path: '/yelopack/transport/out?status=1' },
      { label: '运单详情' },
    ]);
  });

  it('does not borrow a list page of another group for a detail page', () => {
    const stored = [
      { path: '/yelopack/stock/ownStock', label: '自有库存' },
      { path: '/yelopack/transport/outDetail?id=W1', label: '运单详情', detail: true },
    ];
    expect(
      pageEntriesFor(route('/yelopack/transport/outDetail'), stored).map((entry) => entry.label),
    ).toEqual(['运单详情']);
  });

  it('shows a detail page opened directly (nothing stored) as the only page', () => {
    expect(
      buildCrumbTrail(
        route('/center/settle/settleDetail'),
        ROLE_AREAS.find((area) => area.role === 5) ?? null,
        [],
      ),
    ).toEqual([
      { label: '企业中心', path: '/center/account/my' },
      { label: '结算管理' },
      { label: '结算单明细' },
    ]);
  });

  it('uses the latest visit when a detail page was opened more than once', () => {
    const stored = [
      { path: '/yelopack/stock/sign', label: '入库管理' },
      { path: '/yelopack/stock/signDetail?id=1', label: '在途待签收', detail: true },
      { path: '/yelopack/stock/ownStock', label: '自有库存' },
      { path: '/yelopack/stock/signDetail?id=2', label: '在途待签收', detail: true },
    ];
    expect(pageEntriesFor(route('/yelopack/stock/signDetail'), stored).map((entry) => entry.path)).toEqual([
      '/yelopack/stock/ownStock',
      '/yelopack/stock/signDetail?id=2',
    ]);
  });
});

describe('in English (issue 17 item 5)', () => {
  it('names the area, group and pages in the language in force, stored pages too', () => {
    const stored = [
      { path: '/yelopack/transport/out?status=1', label: '出库管理' },
      { path: '/yelopack/transport/outDetail?id=W1', label: '运单详情', detail: true },
    ];
    locale = 'en-US';
    expect(buildCrumbTrail(route('/yelopack/transport/outDetail'), pallet, stored)).toEqual([
      { label: 'Pallet sharing', path: '/yelopack/stock/ownStock' },
      { label: 'Transport' },
      { label: 'Outbound', path: '/yelopack/transport/out?status=1' },
      { label: 'Waybill details' },
    ]);
    locale = 'zh-CN';
    expect(route('/yelopack/transport/out').label).toBe('出库管理');
  });
});
