import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Errcode } from '../../../../src/contract/errcodes';
import type { PalletCode } from '../../../../src/contract/stock';
import { DEMO_COMPANIES } from '../../../db/seed/demo-accounts';
import { TEST_DIALECTS, startTestServer, type TestServer } from '../../../testing/test-server';
import { referenceDb } from './tables';
import { exportCsv, listPage, warehousesOf } from './test-fixtures';

const C = '/api/api/code';

describe.each(TEST_DIALECTS)('pallet codes (code/*) on %s', (dialect) => {
  let server: TestServer;
  let admin: string;
  let clerk: string;
  let leChengCodes: { trace_id: string; warehouse_id: string; tray_type_code: string; status: string }[];
  let otherCompanyTraceId: string;

  const search = (token: string, filters: Record<string, unknown> = {}) =>
    listPage<PalletCode>(server, `${C}/searchCodeList`, token, 100, filters);

  beforeAll(async () => {
    server = await startTestServer({ dialect });
    admin = await server.login('demo_pallet');
    clerk = await server.login('demo_clerk');
    const codesOf = (company: string) =>
      referenceDb(server.db)
        .selectFrom('pallet_codes as p')
        .innerJoin('companies as c', 'c.id', 'p.company_id')
        .select(['p.trace_id', 'p.warehouse_id', 'p.tray_type_code', 'p.status'])
        .where('c.name', '=', company)
        .execute();
    leChengCodes = await codesOf(DEMO_COMPANIES.leCheng);
    otherCompanyTraceId = (await codesOf(DEMO_COMPANIES.baiYun))[0]!.trace_id;
  });
  afterAll(() => server.close());

  it('lists the company’s codes, newest movement first, with names, paged', async () => {
    const first = await search(admin, { pageSize: 20 });
    expect(first.total).toBe(leChengCodes.length);
    expect(first.pages).toBe(Math.ceil(leChengCodes.length / 20));
    const moved = first.list.map((code) => code.lastMovedAt);
    expect([...moved].sort().reverse()).toEqual(moved);
    expect(first.list[0]!.traceId).toMatch(/^[0-9a-f]{32}$/);
    expect(first.list[0]!.trayTypeName).toMatch(/托盘$/);
    const ownIds = new Set(leChengCodes.map((code) => code.trace_id));
    const all: PalletCode[] = [];
    for (let pageNum = 1; pageNum <= Math.ceil(leChengCodes.length / 100); pageNum += 1)
      all.push(...(await search(admin, { pageNum })).list);
    expect(new Set(all.map((code) => code.traceId))).toEqual(ownIds);
  });

  it('includes its pallets lying at a downstream client’s warehouse', async () => {
    const atDownstream = await search(admin, { status: 'atDownstream' });
    expect(atDownstream.total).toBe(leChengCodes.filter((code) => code.status === 'atDownstream').length);
    expect(new Set(atDownstream.list.map((code) => code.warehouseName))).toEqual(
      new Set(['蜀味双流配送中心', '嘉定鲜果江桥仓']),
    );
  });

  it('filters by warehouse, tray type, status and exact trace id (any letter case)', async () => {
    const [warehouse] = await warehousesOf(server, DEMO_COMPANIES.leCheng);
    const expected = leChengCodes.filter(
      (code) =>
        code.warehouse_id === warehouse!.id && code.tray_type_code === '1311' && code.status === 'inStock',
    );
    const found = await search(admin, {
      warehouseId: warehouse!.id,
      trayTypeCode: '1311',
      status: 'inStock',
    });
    expect(found.list.map((code) => code.traceId).sort()).toEqual(
      expected.map((code) => code.trace_id).sort(),
    );
    expect(found.total).toBeGreaterThan(0);
    const one = leChengCodes[7]!.trace_id;
    expect((await search(admin, { traceId: one.toUpperCase() })).list.map((code) => code.traceId)).toEqual([
      one,
    ]);
  });

  it('never shows another company’s codes', async () => {
    expect((await search(admin, { traceId: otherCompanyTraceId })).total).toBe(0);
    const [baiYunWarehouse] = await warehousesOf(server, DEMO_COMPANIES.baiYun);
    expect((await search(admin, { warehouseId: baiYunWarehouse!.id })).total).toBe(0);
    const { body } = await server.post(`${C}/getCodeDetail`, { traceId: otherCompanyTraceId }, admin);
    expect(body).toMatchObject({ errcode: Errcode.BUSINESS_FAILURE, errmsg: '托盘编码不存在', data: null });
  });

  it('shows one code’s detail', async () => {
    const code = leChengCodes[3]!;
    const { body } = await server.post<PalletCode>(`${C}/getCodeDetail`, { traceId: code.trace_id }, clerk);
    expect(body.errcode).toBe(0);
    expect(body.data).toMatchObject({
      traceId: code.trace_id,
      warehouseId: code.warehouse_id,
      status: code.status,
    });
    expect(Date.parse(body.data.boundAt)).toBeLessThanOrEqual(Date.parse(body.data.lastMovedAt));
  });

  it('answers 2003 naming the bad fields, and 4030 outside the pallet area', async () => {
    const bad = await server.post(
      `${C}/searchCodeList`,
      { pageNum: 0, pageSize: 20, traceId: 'abc', status: 'gone' },
      admin,
    );
    expect(bad.body.errcode).toBe(Errcode.VALIDATION_FAILED);
    const fields = (bad.body.data as { fields: { field: string }[] }).fields
      .map((field) => field.field)
      .sort();
    expect(fields).toEqual(['pageNum', 'status', 'traceId']);
    const detail = await server.post(`${C}/getCodeDetail`, { traceId: 'z'.repeat(32) }, admin);
    expect((detail.body.data as { fields: { field: string }[] }).fields.map((field) => field.field)).toEqual([
      'traceId',
    ]);
    const home = await server.login('demo_home');
    expect((await server.post(`${C}/searchCodeList`, { pageNum: 1, pageSize: 20 }, home)).body.errcode).toBe(
      Errcode.NO_PERMISSION,
    );
  });

  it('exports every matching code as CSV and XLSX, only with the export code', async () => {
    const { lines } = await exportCsv(server, `${C}/searchCodeListExport`, admin);
    expect(lines[0]).toBe('托盘编码,托盘类型编码,托盘类型,所在仓库,状态,绑定时间,最近流转时间');
    expect(lines).toHaveLength(leChengCodes.length + 1);
    const lost = await exportCsv(server, `${C}/searchCodeListExport`, admin, { status: 'lost' });
    expect(lost.lines.slice(1)).toHaveLength(leChengCodes.filter((code) => code.status === 'lost').length);
    expect(lost.lines.slice(1).every((line) => line.split(',')[4] === '已丢失')).toBe(true);

    const response = await fetch(
      `${server.baseUrl}${C}/searchCodeListExport?trayTypeCode=1208&token=${admin}`,
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    const sheet = workbook.worksheets[0]!;
    expect(sheet.rowCount).toBe(leChengCodes.filter((code) => code.tray_type_code === '1208').length + 1);
    expect(sheet.getRow(2).getCell(3).value).toBe('九脚注塑托盘');

    expect((await exportCsv(server, `${C}/searchCodeListExport`, clerk)).envelope?.errcode).toBe(
      Errcode.NO_PERMISSION,
    );
    const bad = await exportCsv(server, `${C}/searchCodeListExport`, admin, { traceId: 'nothex' });
    expect(bad.envelope?.errcode).toBe(Errcode.VALIDATION_FAILED);
  });

  it('exports past one keyset page without losing or repeating a code, ties on time included', async () => {
    const [warehouse] = await warehousesOf(server, DEMO_COMPANIES.leCheng);
    const sameInstant = Date.now();
    const extra = Array.from({ length: 4_100 }, (_, n) => ({
      trace_id: `${n.toString(16).padStart(8, '0')}${'ab'.repeat(12)}`,
      tray_type_code: '1210',
      company_id: warehouse!.company_id,
      warehouse_id: warehouse!.id,
      status: 'inStock',
      bound_at: sameInstant,
      // Many codes share one instant, so the cursor must fall back on the trace id.
      last_moved_at: sameInstant - (n % 3),
    }));
    for (let start = 0; start < extra.length; start += 500)
      await referenceDb(server.db)
        .insertInto('pallet_codes')
        .values(extra.slice(start, start + 500))
        .execute();
    const { lines } = await exportCsv(server, `${C}/searchCodeListExport`, admin);
    const traceIds = lines.slice(1).map((line) => line.split(',')[0]);
    expect(traceIds).toHaveLength(leChengCodes.length + extra.length);
    expect(new Set(traceIds).size).toBe(traceIds.length);
  });
});
