import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MenuAndPermission } from '../../../src/contract/platform';
import { Errcode } from '../../../src/contract/errcodes';
import { PERMISSIONS } from '../../../src/contract/permissions';
import { MODULE_ROUTES } from '../../../src/contract/routes';
import { TEST_DIALECTS, startTestServer, type TestServer } from '../../testing/test-server';

const LOAD = '/api/api/permission/loadMenuAndPermission';

describe.each(TEST_DIALECTS)('permission/loadMenuAndPermission on %s', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ dialect });
  });
  afterAll(() => server.close());

  const load = async (userAccount: string, type: number, permissionCode = '') =>
    server.post<MenuAndPermission>(
      LOAD,
      { applicationId: 'portal', type, permissionCode },
      await server.login(userAccount),
    );

  it('gives the company administrator every code of the catalogue', async () => {
    const { body } = await load('demo_center', 5);
    expect([...body.data.permissions].sort()).toEqual(PERMISSIONS.map((p) => p.code).sort());
  });

  it('gives the clerk its custom role: no transfer, cancel, delete or export codes', async () => {
    const { body } = await load('demo_clerk', 2);
    const codes = body.data.permissions;
    expect(codes).toContain('yelopack-stock-own-checkDetail');
    expect(codes).toContain('yelopack-stock-sign-sign');
    for (const denied of [
      'yelopack-stock-own-transferOut',
      'yelopack-stock-transfer-cancel',
      'yelopack-transport-out-delete',
    ]) {
      expect(codes).not.toContain(denied);
    }
    expect(codes.filter((code) => code.includes('-export'))).toEqual([]);
  });

  it('stops granting codes when the custom role is disabled', async () => {
    const token = await server.login('demo_clerk');
    await server.db.updateTable('company_roles').set({ enabled: 0 }).where('name', '=', '仓库文员').execute();
    const { body } = await server.post<MenuAndPermission>(
      LOAD,
      { applicationId: 'portal', type: 2, permissionCode: '' },
      token,
    );
    expect(body.data.permissions).toEqual([]);
    await server.db.updateTable('company_roles').set({ enabled: 1 }).where('name', '=', '仓库文员').execute();
  });

  it('filters the codes by the requested root code', async () => {
    const { body } = await load('demo_pallet', 2, 'yelopack-stock-sign');
    expect(body.data.permissions.sort()).toEqual([
      'yelopack-stock-sign-check',
      'yelopack-stock-sign-export',
      'yelopack-stock-sign-sign',
    ]);
  });

  it('builds the area menu from the route registry, without detail pages', async () => {
    const { body } = await load('demo_pallet', 2);
    const pages = body.data.menus.flatMap((group) => group.children.map((child) => child.path));
    const expected = MODULE_ROUTES.filter((r) => r.path.startsWith('/yelopack/') && !r.detail).map(
      (r) => r.path,
    );
    expect(pages).toEqual(expected);
    expect(body.data.menus.map((group) => group.name)).toEqual([
      '库存管理',
      '运输管理',
      '物流托运',
      '归还管理',
      '归还记录',
      '客户管理',
      '仓库管理',
    ]);
    expect(body.data.menus[0]!.children[0]).toEqual({
      code: 'yelopack-stock-ownStock',
      name: '自有库存',
      path: '/yelopack/stock/ownStock',
      children: [],
    });
  });

  it('gives each role area its own menu', async () => {
    const group = await load('demo_group', 6);
    expect(group.body.data.menus.flatMap((g) => g.children.map((c) => c.path))).toContain(
      '/groupCompany/groupCompanyManage/dataReport',
    );
    const home = await load('demo_home', 1);
    expect(home.body.data.menus).toEqual([
      {
        code: 'system-group-1',
        name: '系统首页',
        path: '/system/board',
        children: [
          { code: 'system-board', name: '首页看板', path: '/system/board', children: [] },
          { code: 'system-chart', name: '数据图表', path: '/system/chart', children: [] },
        ],
      },
    ]);
  });

  it('refuses another area than the session role with 4030', async () => {
    const { body } = await load('demo_clerk', 5);
    expect(body).toMatchObject({ errcode: Errcode.NO_PERMISSION, errmsg: '暂无权限执行此操作' });
  });

  it('refuses an unknown role value with 2003', async () => {
    const { body } = await load('demo_pallet', 3);
    expect(body).toMatchObject({
      errcode: Errcode.VALIDATION_FAILED,
      data: { fields: [{ field: 'type', message: '取值无效' }] },
    });
  });
});
