import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Errcode } from '../../../../src/contract/errcodes';
import type { Warehouse, WarehouseInput } from '../../../../src/contract/stock';
import { DEMO_COMPANIES } from '../../../db/seed/demo-accounts';
import { TEST_DIALECTS, startTestServer, type TestServer } from '../../../testing/test-server';
import { referenceDb } from './tables';
import { exportCsv, listPage, putStock, warehousesOf } from './test-fixtures';

const A = '/api/api/recevingaddress';

const input = (overrides: Partial<WarehouseInput> = {}): WarehouseInput => ({
  name: '乐橙昆山周转仓',
  province: '江苏省',
  city: '苏州市',
  district: '昆山市',
  detailAddress: '花桥镇商银路538号',
  contact: '沈佳怡',
  phone: '0512-57691234',
  longitude: 121.1053,
  latitude: 31.2958,
  ...overrides,
});

const fieldsOf = (body: { data: unknown }) =>
  ((body.data as { fields: { field: string }[] }).fields ?? []).map((field) => field.field).sort();

describe.each(TEST_DIALECTS)('warehouses (recevingaddress/*) on %s', (dialect) => {
  let server: TestServer;
  let admin: string;
  let clerk: string;
  let c1: string;
  let otherCompanyWarehouses: Awaited<ReturnType<typeof warehousesOf>>;
  let otherCompanyWarehouseId: string;

  const list = (token: string, filters: Record<string, unknown> = {}) =>
    listPage<Warehouse>(server, `${A}/searchList`, token, 20, filters);

  beforeAll(async () => {
    server = await startTestServer({ dialect });
    admin = await server.login('demo_pallet');
    clerk = await server.login('demo_clerk');
    c1 = await server.login('demo_c1');
    otherCompanyWarehouses = await warehousesOf(server, DEMO_COMPANIES.baiYun);
    otherCompanyWarehouseId = otherCompanyWarehouses.find((w) => w.is_default === 0)!.id;
  });
  afterAll(() => server.close());

  it('lists only the own company’s warehouses, the default first, filtered and paged', async () => {
    const all = await list(admin);
    expect(all.total).toBe(3);
    expect(all.list.map((w) => w.name)).toEqual(['乐橙嘉定中心仓', '乐橙苏州园区分仓', '乐橙浦东冷链仓']);
    expect(all.list[0]).toMatchObject({ isDefault: true, city: '上海市', phone: '13916685201' });
    expect(all.list.filter((w) => w.isDefault)).toHaveLength(1);
    expect((await list(admin, { city: '苏州市' })).list.map((w) => w.name)).toEqual(['乐橙苏州园区分仓']);
    expect((await list(admin, { keyword: '秀浦路' })).list.map((w) => w.name)).toEqual(['乐橙浦东冷链仓']);
    expect((await list(admin, { keyword: '100%' })).total).toBe(0);
    const second = await list(admin, { pageNum: 2, pageSize: 2 });
    expect(second).toMatchObject({ total: 3, pages: 2, pageNum: 2 });
    expect(second.list).toHaveLength(1);
  });

  it('lets a downstream C1 read its own warehouses and nothing else', async () => {
    const own = await list(c1);
    expect(own.list.map((w) => w.name)).toEqual(['蜀味双流配送中心']);
    const { body } = await server.post(`${A}/detail`, { id: own.list[0]!.id }, c1);
    expect(body).toMatchObject({ errcode: 0, data: { name: '蜀味双流配送中心', longitude: 103.9461 } });
    expect((await server.post(`${A}/add`, input(), c1)).body.errcode).toBe(Errcode.NO_PERMISSION);
  });

  it('answers 不存在 for another company’s warehouse on every call that takes an id', async () => {
    for (const [path, body] of [
      ['detail', { id: otherCompanyWarehouseId }],
      ['update', { id: otherCompanyWarehouseId, ...input() }],
      ['setDefault', { id: otherCompanyWarehouseId }],
      ['delete', { id: otherCompanyWarehouseId }],
    ] as const) {
      const response = await server.post(`${A}/${path}`, body, admin);
      expect(response.body, path).toMatchObject({ errcode: Errcode.BUSINESS_FAILURE, errmsg: '仓库不存在' });
    }
    expect(await warehousesOf(server, DEMO_COMPANIES.baiYun)).toEqual(otherCompanyWarehouses);
  });

  it('adds a warehouse, and a new default replaces the old one', async () => {
    const { body } = await server.post<Warehouse>(`${A}/add`, input({ name: ' 乐橙花桥仓 ' }), clerk);
    expect(body).toMatchObject({
      errcode: 0,
      data: { name: '乐橙花桥仓', isDefault: false, latitude: 31.2958 },
    });
    const { body: defaulted } = await server.post<Warehouse>(
      `${A}/add`,
      input({ name: '乐橙新默认仓', isDefault: true, longitude: null, latitude: null }),
      admin,
    );
    expect(defaulted.data).toMatchObject({ isDefault: true, longitude: null });
    const defaults = (await list(admin)).list.filter((w) => w.isDefault);
    expect(defaults.map((w) => w.name)).toEqual(['乐橙新默认仓']);
  });

  it('refuses a name the company already uses, but not one another company uses', async () => {
    const taken = await server.post(`${A}/add`, input({ name: '乐橙嘉定中心仓' }), admin);
    expect(taken.body).toMatchObject({ errcode: Errcode.BUSINESS_FAILURE, errmsg: '该仓库名称已存在' });
    const otherName = (await warehousesOf(server, DEMO_COMPANIES.baiYun))[0]!.name;
    expect((await server.post(`${A}/add`, input({ name: otherName }), admin)).body.errcode).toBe(0);
  });

  it('answers 2003 naming every bad field', async () => {
    const { body } = await server.post(
      `${A}/add`,
      input({
        name: '  ',
        phone: '1380000',
        longitude: 181,
        latitude: -91,
        extra: 1,
      } as Partial<WarehouseInput>),
      admin,
    );
    expect(body.errcode).toBe(Errcode.VALIDATION_FAILED);
    expect(fieldsOf(body)).toEqual(['extra', 'latitude', 'longitude', 'name', 'phone']);
    const missing = await server.post(`${A}/update`, { name: 'x' }, admin);
    expect(fieldsOf(missing.body)).toEqual([
      'city',
      'contact',
      'detailAddress',
      'district',
      'id',
      'phone',
      'province',
    ]);
    for (const phone of ['13916685201', '021-58127730', '02158127730', '0755-8123456'])
      expect(
        (await server.post(`${A}/add`, input({ name: `电话${phone}`, phone }), admin)).body.errcode,
      ).toBe(0);
  });

  it('updates a warehouse and keeps its default flag unless told', async () => {
    const [jiading] = (await list(admin, { keyword: '乐橙嘉定中心仓' })).list;
    const { body } = await server.post<Warehouse>(
      `${A}/update`,
      { ...input({ name: '乐橙嘉定中心仓', contact: '周建军', phone: '13916685299' }), id: jiading!.id },
      admin,
    );
    expect(body.data).toMatchObject({ id: jiading!.id, contact: '周建军', isDefault: jiading!.isDefault });
    const { body: detail } = await server.post<Warehouse>(`${A}/detail`, { id: jiading!.id }, admin);
    expect(detail.data).toMatchObject({ contact: '周建军', phone: '13916685299', district: '昆山市' });
    const clash = await server.post(
      `${A}/update`,
      { ...input({ name: '乐橙浦东冷链仓' }), id: jiading!.id },
      admin,
    );
    expect(clash.body.errmsg).toBe('该仓库名称已存在');
  });

  it('sets one default per company', async () => {
    const [pudong] = (await list(admin, { keyword: '乐橙浦东冷链仓' })).list;
    const { body } = await server.post<Warehouse>(`${A}/setDefault`, { id: pudong!.id }, clerk);
    expect(body.data).toMatchObject({ id: pudong!.id, isDefault: true });
    const all = await list(admin);
    expect(all.list.filter((w) => w.isDefault).map((w) => w.id)).toEqual([pudong!.id]);
    expect(all.list[0]!.id).toBe(pudong!.id);
    const [baiYunDefault] = (await warehousesOf(server, DEMO_COMPANIES.baiYun)).filter((w) => w.is_default);
    expect(baiYunDefault).toBeDefined();
  });

  it('deletes softly, and refuses while the warehouse holds pallets', async () => {
    const { body: added } = await server.post<Warehouse>(`${A}/add`, input({ name: '乐橙待删仓' }), admin);
    const warehouse = added.data;
    await putStock(server, warehouse.id, warehouse.companyId, 40);
    const refused = await server.post(`${A}/delete`, { id: warehouse.id }, admin);
    expect(refused.body).toMatchObject({
      errcode: Errcode.BUSINESS_FAILURE,
      errmsg: '该仓库仍有库存或在途托盘，不能删除',
    });
    expect((await list(admin, { keyword: '乐橙待删仓' })).total).toBe(1);

    await putStock(server, warehouse.id, warehouse.companyId, 0);
    expect((await server.post(`${A}/delete`, { id: warehouse.id }, clerk)).body).toMatchObject({
      errcode: 0,
    });
    expect((await list(admin, { keyword: '乐橙待删仓' })).total).toBe(0);
    expect((await server.post(`${A}/detail`, { id: warehouse.id }, admin)).body.errmsg).toBe('仓库不存在');
    // The row stays for the documents and ledger entries that name it, and its name is free again.
    const kept = await referenceDb(server.db)
      .selectFrom('warehouses')
      .select(['deleted', 'is_default'])
      .where('id', '=', warehouse.id)
      .executeTakeFirst();
    expect(kept).toEqual({ deleted: 1, is_default: 0 });
    expect((await server.post(`${A}/add`, input({ name: '乐橙待删仓' }), admin)).body.errcode).toBe(0);
  });

  it('exports the filtered list with Chinese headers, only with the export code', async () => {
    const { envelope, lines } = await exportCsv(server, `${A}/searchListExport`, admin, { city: '上海市' });
    expect(envelope).toBeNull();
    expect(lines[0]).toBe('仓库名称,省份,城市,区县,详细地址,联系人,联系电话,经度,纬度,默认仓库,创建时间');
    const rows = lines.slice(1);
    const listed = await list(admin, { city: '上海市' });
    expect(rows).toHaveLength(listed.total);
    expect(rows.some((line) => line.startsWith('乐橙浦东冷链仓,上海市,上海市,浦东新区,'))).toBe(true);
    expect(rows.every((line) => !line.includes('白云'))).toBe(true);
    expect((await exportCsv(server, `${A}/searchListExport`, clerk)).envelope?.errcode).toBe(
      Errcode.NO_PERMISSION,
    );
    expect((await exportCsv(server, `${A}/searchListExport`, c1)).envelope?.errcode).toBe(
      Errcode.NO_PERMISSION,
    );
    const bad = await exportCsv(server, `${A}/searchListExport`, admin, { town: 'x' });
    expect(bad.envelope?.errcode).toBe(Errcode.VALIDATION_FAILED);
  });
});
