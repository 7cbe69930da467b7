import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Errcode } from '../../../src/contract/errcodes';
import { CLERK_ROLE } from '../../db/seed/demo-accounts';
import { TEST_DIALECTS, startTestServer, type TestServer } from '../../testing/test-server';
import { L, R, requestId, returnsContext, type ReturnsContext } from './testing/context';

/** Every customer call of the module that needs a permission code, with a body it would otherwise accept. */
const GUARDED: readonly [path: string, code: string, body: (ctx: ReturnsContext) => object][] = [
  [`${R}/getDoorPickupDetail`, 'yelopack-return-toDoor-check', () => ({ id: 'x' })],
  [`${R}/getSelfReturnDetail`, 'yelopack-return-self-check', () => ({ id: 'x' })],
  [`${R}/getFactoryReturnDetail`, 'yelopack-returntray-record-check', () => ({ id: 'x' })],
  ['/api/api/recycle/getDetail', 'yelopack-returntray-record-check', () => ({ id: 'x' })],
  [`${L}/transportRecordConfirmSourceDetail`, 'yelopack-return-toDoor-check', () => ({ id: 'x' })],
  [`${R}/cancelDoorPickup`, 'yelopack-return-toDoor-goReturn', () => ({ id: 'x' })],
  [`${L}/transportationRecordConfirmation`, 'yelopack-return-toDoor-goReturn', () => ({ id: 'x' })],
  [
    `${R}/createSelfReturn`,
    'yelopack-return-toDoor-goReturn',
    (ctx) => ({
      requestId: requestId(),
      warehouseId: ctx.ids.suZhou,
      depotId: ctx.ids.depot,
      trayTypeCode: '1311',
      quantity: 1,
      plateNumber: '沪A12345',
      expectedDate: '2099-01-01',
    }),
  ],
];

/** The paged lists: a permission-free POST and an export that needs the page's export code. */
const LISTS = [
  `${R}/searchDoorPickupList`,
  `${R}/searchSelfReturnList`,
  `${R}/searchFactoryReturnList`,
  `${R}/searchCustomerReturnList`,
  `${L}/searchTransportRecordList`,
  '/api/api/recycle/searchList',
  '/api/api/recycling/searchPickupList',
];

describe.each(TEST_DIALECTS)('return permissions and validation on %s', (dialect) => {
  let server: TestServer;
  let ctx: ReturnsContext;
  let bare: string;

  beforeAll(async () => {
    server = await startTestServer({ dialect });
    ctx = await returnsContext(server);
    // The clerk's role without any code of the return pages.
    const role = await server.db
      .selectFrom('company_roles')
      .select('id')
      .where('name', '=', CLERK_ROLE)
      .executeTakeFirstOrThrow();
    await server.db
      .deleteFrom('role_permissions')
      .where('role_id', '=', role.id)
      .where((eb) =>
        eb.or([eb('code', 'like', 'yelopack-return-%'), eb('code', 'like', 'yelopack-returntray-%')]),
      )
      .execute();
    bare = await server.login('demo_clerk');
  });
  afterAll(() => server.close());

  it('answers 4030 to a session without the code, and goes past the guard with it', async () => {
    for (const [path, code, body] of GUARDED) {
      const denied = await server.post(path, body(ctx), bare);
      expect(denied.body.errcode, `${path} without ${code}`).toBe(Errcode.NO_PERMISSION);
      const allowed = await server.post(path, body(ctx), ctx.tokens.pallet);
      expect(allowed.body.errcode, `${path} with ${code}`).not.toBe(Errcode.NO_PERMISSION);
    }
  });

  it('lists for the clerk but exports only with the export code', async () => {
    for (const path of LISTS) {
      const page = await server.post(path, { pageNum: 1, pageSize: 5 }, bare);
      expect(page.body.errcode, path).toBe(Errcode.SUCCESS);
      const query = new URLSearchParams({ format: 'csv', token: bare });
      const denied = (await (await fetch(`${server.baseUrl}${path}Export?${query}`)).json()) as {
        errcode: number;
      };
      expect(denied.errcode, `${path}Export`).toBe(Errcode.NO_PERMISSION);
      const file = await fetch(
        `${server.baseUrl}${path}Export?${new URLSearchParams({ format: 'csv', token: ctx.tokens.pallet })}`,
      );
      expect(file.headers.get('content-type'), `${path}Export`).toContain('text/csv');
    }
  });

  it('answers 2003 naming an unknown field on every list and call', async () => {
    for (const path of [
      ...LISTS,
      ...GUARDED.map(([p]) => p),
      `${L}/checkReturnNumber`,
      `${R}/getReturnableStock`,
    ]) {
      const { body } = await server.post(
        path,
        { pageNum: 1, pageSize: 5, unknownField: 1 },
        ctx.tokens.pallet,
      );
      expect(body.errcode, path).toBe(Errcode.VALIDATION_FAILED);
      const fields = (body.data as { fields: { field: string }[] }).fields.map((f) => f.field);
      expect(fields, path).toContain('unknownField');
    }
  });

  it("answers another company's warehouse as not found in the lookups", async () => {
    const stock = await server.post(
      `${R}/getReturnableStock`,
      { warehouseId: ctx.ids.baiYunWarehouse },
      ctx.tokens.pallet,
    );
    expect(stock.body).toMatchObject({ errcode: Errcode.BUSINESS_FAILURE, errmsg: '仓库不存在' });
  });
});
