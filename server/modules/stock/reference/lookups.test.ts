import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Errcode } from '../../../../src/contract/errcodes';
import type { Equipment, TrayType } from '../../../../src/contract/stock';
import { DEMO_COMPANIES } from '../../../db/seed/demo-accounts';
import { TEST_DIALECTS, startTestServer, type TestServer } from '../../../testing/test-server';
import { warehousesOf } from './test-fixtures';

const EQUIPMENT = '/api/api/equipment/getEquipmentByWarehouseId';

describe.each(TEST_DIALECTS)('tray types and equipment on %s', (dialect) => {
  let server: TestServer;
  let admin: string;
  beforeAll(async () => {
    server = await startTestServer({ dialect });
    admin = await server.login('demo_pallet');
  });
  afterAll(() => server.close());

  it('lists the tray types with rent and deposit in fen, to any logged-in session', async () => {
    for (const account of ['demo_pallet', 'demo_c1']) {
      const { body } = await server.post<TrayType[]>(
        '/api/api/getTrayTypeCodes',
        {},
        await server.login(account),
      );
      expect(body.errcode).toBe(0);
      expect(body.data.map((type) => [type.code, type.name, type.size])).toEqual([
        ['1210', '川字塑料托盘', '1200×1000 mm'],
        ['1311', '田字网格托盘', '1300×1100 mm'],
        ['1208', '九脚注塑托盘', '1200×800 mm'],
      ]);
      expect(
        body.data.every((type) => Number.isInteger(type.dailyRentFen) && type.depositFen > type.dailyRentFen),
      ).toBe(true);
    }
    expect((await server.post('/api/api/getTrayTypeCodes', {})).body.errcode).toBe(Errcode.NOT_LOGGED_IN);
    const extra = await server.post('/api/api/getTrayTypeCodes', { code: '1210' }, admin);
    expect(extra.body.errcode).toBe(Errcode.VALIDATION_FAILED);
  });

  it('lists the door readers of an own warehouse', async () => {
    const [warehouse] = (await warehousesOf(server, DEMO_COMPANIES.leCheng)).filter(
      (w) => w.name === '乐橙嘉定中心仓',
    );
    const { body } = await server.post<Equipment[]>(EQUIPMENT, { warehouseId: warehouse!.id }, admin);
    expect(body.errcode).toBe(0);
    expect(body.data).toHaveLength(2);
    expect(
      body.data.every((reader) => reader.warehouseId === warehouse!.id && reader.type === 'doorReader'),
    ).toBe(true);
    expect(
      body.data.map((reader) => reader.status).every((status) => ['online', 'offline'].includes(status)),
    ).toBe(true);
  });

  it('lets a downstream C1 see its own warehouse’s readers, and nobody another company’s', async () => {
    const c1 = await server.login('demo_c1');
    const [own] = await warehousesOf(server, DEMO_COMPANIES.shuWei);
    expect((await server.post<Equipment[]>(EQUIPMENT, { warehouseId: own!.id }, c1)).body.data).toHaveLength(
      1,
    );
    const [other] = await warehousesOf(server, DEMO_COMPANIES.baiYun);
    for (const token of [admin, c1]) {
      const { body } = await server.post(EQUIPMENT, { warehouseId: other!.id }, token);
      expect(body).toMatchObject({ errcode: Errcode.BUSINESS_FAILURE, errmsg: '仓库不存在', data: null });
    }
  });

  it('answers 2003 naming the field', async () => {
    const { body } = await server.post(EQUIPMENT, { warehouseId: '' }, admin);
    expect(body.errcode).toBe(Errcode.VALIDATION_FAILED);
    expect((body.data as { fields: { field: string }[] }).fields.map((field) => field.field)).toEqual([
      'warehouseId',
    ]);
  });
});
