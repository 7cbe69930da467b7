import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CustomerRole,
  CustomerRoleDetail,
  PermissionTreeArea,
  RoleUseNumber,
  SavedId,
} from '../../../src/contract/company-accounts';
import type { Page } from '../../../src/contract/envelope';
import { Errcode } from '../../../src/contract/errcodes';
import { PERMISSIONS } from '../../../src/contract/permissions';
import { CLERK_ROLE, DEMO_COMPANIES, SUPERVISOR_ROLE } from '../../db/seed/demo-accounts';
import { TEST_DIALECTS, startTestServer, type TestServer } from '../../testing/test-server';
import { P, addAccount, companyIdOf, lastSms, ok, passwordIn, roleIdOf } from './testing';

const PAGE = { pageNum: 1, pageSize: 20 };

describe.each(TEST_DIALECTS)('custom roles (customerCompany) on %s', (dialect) => {
  let server: TestServer;
  let center: string;
  beforeAll(async () => {
    server = await startTestServer({ dialect });
    center = await server.login('demo_center');
  });
  afterAll(() => server.close());

  const search = (filters: object = {}) =>
    ok<Page<CustomerRole>>(server, P.searchCustomerCompanyRole, { ...PAGE, ...filters }, center);
  const save = (body: object) => server.post<SavedId>(P.addOrModifyCustomerCompanyRole, body, center);

  it('gives the catalogue as a tree: area, page, codes, every code once', async () => {
    const tree = await ok<PermissionTreeArea[]>(server, P.getCustomerPermission, {}, center);
    expect(tree.map((area) => [area.area, area.name])).toEqual([
      ['yelopack', '托盘共享'],
      ['center', '企业中心'],
      ['logistics', '物流'],
      ['group', '集团数据'],
      ['downstream', '下游客户数据'],
    ]);
    const inbound = tree[0]?.pages[0];
    expect(inbound).toEqual({
      name: '入库管理',
      permissions: [
        { code: 'yelopack-transport-import-checkDetail', name: '入库管理-查看详情' },
        { code: 'yelopack-transport-import-confirmFinish', name: '入库管理-确认入库完成' },
        { code: 'yelopack-transport-import-buildInbound', name: '入库管理-生成入库单' },
        { code: 'yelopack-transport-import-export', name: '入库管理-导出' },
      ],
    });
    const codes = tree.flatMap((area) => area.pages.flatMap((page) => page.permissions.map((p) => p.code)));
    expect(codes.sort()).toEqual(PERMISSIONS.map((permission) => permission.code).sort());
    expect(tree[1]?.pages.map((page) => page.name)).toContain('角色管理');
  });

  it('names the tree in English for a page in English, grouped the same (the role form’s checkboxes)', async () => {
    const { body } = await server.post<PermissionTreeArea[]>(P.getCustomerPermission, {}, center, {
      'x-yp-locale': 'en-US',
    });
    const tree = body.data;
    expect(tree.map((area) => area.name)).toEqual([
      'Pallet sharing',
      'Company center',
      'Logistics',
      'Group data',
      'Downstream customer data',
    ]);
    expect(tree[0]?.pages[0]).toEqual({
      name: 'Inbound',
      permissions: [
        { code: 'yelopack-transport-import-checkDetail', name: 'Inbound-View details' },
        { code: 'yelopack-transport-import-confirmFinish', name: 'Inbound-Confirm inbound complete' },
        { code: 'yelopack-transport-import-buildInbound', name: 'Inbound-Create inbound order' },
        { code: 'yelopack-transport-import-export', name: 'Inbound-Export' },
      ],
    });
    const chinese = await ok<PermissionTreeArea[]>(server, P.getCustomerPermission, {}, center);
    const shape = (areas: PermissionTreeArea[]) =>
      areas.map((area) => area.pages.map((page) => page.permissions.length));
    expect(shape(tree)).toEqual(shape(chinese));
  });

  it('lists the roles with their code count and use number', async () => {
    const page = await search();
    const byName = new Map(page.list.map((role) => [role.name, role]));
    // Seed: 业务主管 for demo_home, demo_center and demo_multi; 仓库文员 for demo_clerk.
    expect(byName.get(SUPERVISOR_ROLE)).toMatchObject({
      useNumber: 3,
      status: 'enabled',
      permissionCount: PERMISSIONS.length,
    });
    expect(byName.get(CLERK_ROLE)?.useNumber).toBe(1);
    const use = await ok<RoleUseNumber>(
      server,
      P.getCustomerCompanyRoleUseNumber,
      { id: await roleIdOf(server, SUPERVISOR_ROLE) },
      center,
    );
    expect(use).toEqual({ useNumber: 3 });
    expect((await search({ keyword: '文员' })).list.map((role) => role.name)).toEqual([CLERK_ROLE]);
  });

  it('adds a role with catalogue codes only, once for a repeated request, unique by name', async () => {
    const codes = ['yelopack-stock-own-export', 'yelopack-stock-own-checkDetail'];
    const first = await save({ name: '只读库存', codes });
    expect(first.body.errcode).toBe(Errcode.SUCCESS);
    const { id } = first.body.data;
    expect((await save({ name: '只读库存', codes: [...codes].reverse() })).body.data.id).toBe(id);
    const detail = await ok<CustomerRoleDetail>(server, P.getCustomerRoleDetail, { id }, center);
    expect(detail).toEqual({ id, name: '只读库存', status: 'enabled', codes: [...codes].sort() });

    const taken = await save({ name: '只读库存', codes: ['yelopack-stock-own-export'] });
    expect(taken.body.errcode).toBe(Errcode.VALIDATION_FAILED);
    expect(JSON.stringify(taken.body.data)).toContain('"name"');
    const unknown = await save({ name: '乱码', codes: ['yelopack-stock-own-export', 'root-everything'] });
    expect(unknown.body.errcode).toBe(Errcode.VALIDATION_FAILED);
    expect(unknown.body.data).toEqual({ fields: [{ field: 'codes[1]', message: '权限编码不存在' }] });
    const blank = await save({ name: '   ', codes: [] });
    expect(blank.body.data).toEqual({ fields: [{ field: 'name', message: '请填写角色名称' }] });
    const malformed = await save({ name: '', codes: 'all' });
    expect(malformed.body.errcode).toBe(Errcode.VALIDATION_FAILED);
    const named = JSON.stringify(malformed.body.data);
    expect(named).toContain('name');
    expect(named).toContain('codes');
  });

  it('changes a role: new name and codes replace the old', async () => {
    const { id } = (await save({ name: '临时角色', codes: ['logistics-waybill-sign'] })).body.data;
    await ok(
      server,
      P.addOrModifyCustomerCompanyRole,
      { id, name: '运单专员', codes: ['logistics-waybill-export'] },
      center,
    );
    expect(await ok<CustomerRoleDetail>(server, P.getCustomerRoleDetail, { id }, center)).toMatchObject({
      name: '运单专员',
      codes: ['logistics-waybill-export'],
    });
    const clash = await save({ id, name: CLERK_ROLE, codes: [] });
    expect(clash.body.errcode).toBe(Errcode.VALIDATION_FAILED);
  });

  it('enables and disables a role, a repeat being a no-op', async () => {
    const { id } = (await save({ name: '停用测试', codes: [] })).body.data;
    await ok(server, P.enableOrDisableCustomerCompanyRole, { id, enabled: false }, center);
    await ok(server, P.enableOrDisableCustomerCompanyRole, { id, enabled: false }, center);
    expect((await search({ status: 'disabled' })).list.map((role) => role.name)).toEqual(['停用测试']);
    await ok(server, P.enableOrDisableCustomerCompanyRole, { id, enabled: true }, center);
    expect((await search({ status: 'disabled' })).total).toBe(0);
  });

  it('deletes only a role no account holds', async () => {
    const inUse = await server.post(
      P.deleteCustomerCompanyRole,
      { id: await roleIdOf(server, CLERK_ROLE) },
      center,
    );
    expect(inUse.body).toMatchObject({
      errcode: Errcode.BUSINESS_FAILURE,
      errmsg: '该角色正在被 1 个账号使用，不能删除',
    });
    const { id } = (await save({ name: '待删除', codes: ['logistics-waybill-sign'] })).body.data;
    await ok(server, P.deleteCustomerCompanyRole, { id }, center);
    expect((await search({ keyword: '待删除' })).total).toBe(0);
    const again = await server.post(P.deleteCustomerCompanyRole, { id }, center);
    expect(again.body).toMatchObject({ errcode: Errcode.BUSINESS_FAILURE, errmsg: '角色不存在' });
  });

  it("answers another company's role as not found and never lists it", async () => {
    const baiYun = await companyIdOf(server, DEMO_COMPANIES.baiYun);
    await server.db
      .insertInto('company_roles')
      .values({ id: 'baiyun-only', company_id: baiYun, name: '白云专属', enabled: 1, created_at: 0 })
      .execute();
    for (const [path, body] of [
      [P.getCustomerRoleDetail, { id: 'baiyun-only' }],
      [P.getCustomerCompanyRoleUseNumber, { id: 'baiyun-only' }],
      [P.enableOrDisableCustomerCompanyRole, { id: 'baiyun-only', enabled: false }],
      [P.deleteCustomerCompanyRole, { id: 'baiyun-only' }],
      [P.addOrModifyCustomerCompanyRole, { id: 'baiyun-only', name: '夺取', codes: [] }],
    ] as const) {
      const { body: answer } = await server.post(path, body, center);
      expect(answer).toMatchObject({ errcode: Errcode.BUSINESS_FAILURE, errmsg: '角色不存在', data: null });
    }
    expect((await search({ keyword: '白云' })).total).toBe(0);
  });

  it('refuses the role calls without a center session holding the code', async () => {
    const clerk = await server.login('demo_clerk');
    expect((await server.post(P.searchCustomerCompanyRole, PAGE, clerk)).body.errcode).toBe(
      Errcode.NO_PERMISSION,
    );
    const mobile = '13900000201';
    await addAccount(server, center, {
      userAccount: 'no_role_codes',
      username: '冯一',
      mobile,
      area: 5,
      roleId: null,
    });
    const token = await server.login('no_role_codes', passwordIn(await lastSms(server, mobile)));
    expect((await server.post(P.searchCustomerCompanyRole, PAGE, token)).body.errcode).toBe(Errcode.SUCCESS);
    for (const path of [
      P.getCustomerPermission,
      P.getCustomerRoleDetail,
      P.addOrModifyCustomerCompanyRole,
      P.enableOrDisableCustomerCompanyRole,
      P.deleteCustomerCompanyRole,
    ]) {
      expect((await server.post(path, {}, token)).body.errcode, path).toBe(Errcode.NO_PERMISSION);
    }
  });
});
