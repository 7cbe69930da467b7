import { describe, expect, it } from 'vitest';
import type { MenuNode } from '../../contract/platform';
import { activeMenuPath, buildMenuGroups } from './build-menu';

const node = (code: string, name: string, path: string, children: MenuNode[] = []): MenuNode => ({
  code,
  name,
  path,
  children,
});

const stockGroup = node('yelopack-stock', '库存管理', '', [
  node('yelopack-stock-own', '自有库存', '/yelopack/stock/ownStock'),
  node('yelopack-stock-sign', '入库管理', '/yelopack/stock/sign'),
]);
const transportGroup = node('yelopack-transport', '运输管理', '', [
  node('yelopack-transport-out', '出库管理', '/yelopack/transport/out'),
]);

describe('buildMenuGroups', () => {
  it('turns groups of pages into menu groups in server order', () => {
    expect(buildMenuGroups([stockGroup, transportGroup])).toEqual([
      {
        key: 'yelopack-stock',
        label: '库存管理',
        items: [
          { path: '/yelopack/stock/ownStock', label: '自有库存' },
          { path: '/yelopack/stock/sign', label: '入库管理' },
        ],
      },
      {
        key: 'yelopack-transport',
        label: '运输管理',
        items: [{ path: '/yelopack/transport/out', label: '出库管理' }],
      },
    ]);
  });

  it('descends through an area root above the groups', () => {
    const groups = buildMenuGroups([node('yelopack', '托盘共享', '/yelopack', [stockGroup, transportGroup])]);
    expect(groups.map((group) => group.label)).toEqual(['库存管理', '运输管理']);
  });

  it('gives a top-level page its own group and drops nodes without a path and repeated paths', () => {
    const groups = buildMenuGroups([
      node('message', '消息列表', '/message/message'),
      node('yelopack-stock', '库存管理', '', [
        node('a', '自有库存', '/yelopack/stock/ownStock'),
        node('b', '没有路径', ''),
        node('c', '自有库存', '/yelopack/stock/ownStock'),
      ]),
    ]);
    expect(groups).toEqual([
      { key: 'message', label: '消息列表', items: [{ path: '/message/message', label: '消息列表' }] },
      {
        key: 'yelopack-stock',
        label: '库存管理',
        items: [{ path: '/yelopack/stock/ownStock', label: '自有库存' }],
      },
    ]);
  });

  it('leaves out groups with no navigable page', () => {
    expect(buildMenuGroups([node('empty', '空分组', '', [node('x', '无路径', '')])])).toEqual([]);
  });
});

describe('activeMenuPath', () => {
  const groups = buildMenuGroups([stockGroup, transportGroup]);

  it('highlights the page itself when it is in the menu', () => {
    expect(activeMenuPath('/yelopack/stock/sign', groups, [])).toBe('/yelopack/stock/sign');
  });

  it('highlights the list page a detail page was opened from', () => {
    expect(
      activeMenuPath('/yelopack/stock/signDetail', groups, [
        '/yelopack/stock/ownStock',
        '/yelopack/stock/sign',
        '/yelopack/stock/signDetail',
      ]),
    ).toBe('/yelopack/stock/sign');
  });

  it('highlights nothing for a page outside the menu with no trail', () => {
    expect(activeMenuPath('/message/message', groups, [])).toBeNull();
  });
});
