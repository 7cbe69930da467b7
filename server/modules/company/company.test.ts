import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Errcode } from '../../../src/contract/errcodes';
import type { AllocationTarget, Warehouse } from '../../../src/contract/stock';
import { DEMO_COMPANIES } from '../../db/seed/demo-accounts';
import { TEST_DIALECTS, startTestServer, type TestServer } from '../../testing/test-server';

const P = '/api/api/customerCompany';

describe.each(TEST_DIALECTS)('customerCompany downstream calls on %s', (dialect) => {
  let server: TestServer;
  let pallet: string;
  beforeAll(async () => {
    server = await startTestServer({ dialect });
    pallet = await server.login('demo_pallet');
  });
  afterAll(() => server.close());

  const companyId = async (name: string) =>
    (await server.db.selectFrom('companies').select('id').where('name', '=', name).executeTakeFirstOrThrow())
      .id;

  it('lists the downstream C1 clients of the session company only', async () => {
    const { body } = await server.post<AllocationTarget[]>(`${P}/getDownstreamC1Company`, {}, pallet);
    expect(body.errcode).toBe(Errcode.SUCCESS);
    expect(body.data.map((client) => client.companyName).sort()).toEqual(
      [DEMO_COMPANIES.shuWei, DEMO_COMPANIES.jiaDing].sort(),
    );
  });

  it("gives a downstream client's receiving addresses and the company's own", async () => {
    const shuWei = await companyId(DEMO_COMPANIES.shuWei);
    const { body } = await server.post<Warehouse[]>(
      `${P}/getReceivingAddressByCompanyId`,
      { companyId: shuWei },
      pallet,
    );
    expect(body.errcode).toBe(Errcode.SUCCESS);
    expect(body.data.length).toBeGreaterThan(0);
    expect(body.data.every((warehouse) => warehouse.companyId === shuWei)).toBe(true);

    const own = await companyId(DEMO_COMPANIES.leCheng);
    const mine = await server.post<Warehouse[]>(
      `${P}/getReceivingAddressByCompanyId`,
      { companyId: own },
      pallet,
    );
    expect(mine.body.data[0]?.isDefault).toBe(true);
  });

  it("refuses another company's addresses without revealing them", async () => {
    const baiYun = await companyId(DEMO_COMPANIES.baiYun);
    const { body } = await server.post(`${P}/getReceivingAddressByCompanyId`, { companyId: baiYun }, pallet);
    expect(body.errcode).toBe(Errcode.BUSINESS_FAILURE);
    expect(body.data).toBeNull();
  });

  it('names the bad field and wants a session and the right role area', async () => {
    const bad = await server.post(`${P}/getReceivingAddressByCompanyId`, { companyId: 42 }, pallet);
    expect(bad.body.errcode).toBe(Errcode.VALIDATION_FAILED);
    expect(JSON.stringify(bad.body.data)).toContain('companyId');
    expect((await server.post(`${P}/getDownstreamC1Company`, {})).body.errcode).toBe(Errcode.NOT_LOGGED_IN);
    const center = await server.login('demo_center');
    expect((await server.post(`${P}/getDownstreamC1Company`, {}, center)).body.errcode).toBe(
      Errcode.NO_PERMISSION,
    );
  });
});
