import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Errcode } from '../../../../src/contract/errcodes';
import { routeCallers } from '../../../testing/route-callers';
import {
  fieldNameOf,
  leavesOf,
  sampleOf,
  withValueAt,
  type SchemaNode,
} from '../../../testing/request-samples';
import { stockFixtures } from '../../../testing/stock-fixtures';
import { TEST_DIALECTS, startTestServer, type TestServer } from '../../../testing/test-server';
import { stockDb } from '../../stock';

const UNKNOWN = 'no-such-company';
const requestId = () => randomBytes(16).toString('hex');

/** A company id a route reads: `companyId`, `toCompanyId`, `lines[0].ownerCompanyId`, … */
const isCompanyId = (name: string | number) => typeof name === 'string' && /companyId$/i.test(name);

describe.each(TEST_DIALECTS)('unknown company ids on %s', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ dialect });
  });
  afterAll(() => server.close());

  /** Rows of every table a refused C1 document could have written. */
  const written = async () => {
    const db = stockDb(server.db);
    const count = async (table: 'recycling_applications' | 'transfers' | 'shipments' | 'ledger_entries') =>
      Number(
        (
          await db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    return Promise.all([
      count('recycling_applications'),
      count('transfers'),
      count('shipments'),
      count('ledger_entries'),
    ]);
  };

  it('answers 企业不存在 to C1 stock of an unknown owner (recycle, transfer, circulation), writing nothing', async () => {
    const fixtures = stockFixtures(server.db);
    const leCheng = await fixtures.companyId('leCheng');
    const kunShan = await fixtures.companyId('kunShan');
    // A balance 上海乐橙 holds of 昆山's pallets: the body is valid but for the owner.
    const c1 = await stockDb(server.db)
      .selectFrom('stock_balances')
      .select(['warehouse_id', 'tray_type_code'])
      .where('holder_company_id', '=', leCheng)
      .where('owner_company_id', '=', kunShan)
      .where('on_hand', '>', 10)
      .executeTakeFirstOrThrow();
    const [jiaDingWarehouse] = await fixtures.warehouses('jiaDing');
    const baiYun = await fixtures.companyId('baiYun');
    const jiaDing = await fixtures.companyId('jiaDing');
    const token = await server.login('demo_pallet');
    const bodies = (owner: string) => ({
      '/api/api/downstreamCustomer/applyDownstreamRecycle': {
        requestId: requestId(),
        warehouseId: c1.warehouse_id,
        trayTypeCode: c1.tray_type_code,
        quantity: 1,
        pickupDate: '2099-01-02',
        contact: '王强',
        phone: '13800000099',
        ownerCompanyId: owner,
      },
      '/api/api/downstreamCustomer/transferStockOut': {
        requestId: requestId(),
        fromWarehouseId: c1.warehouse_id,
        toCompanyId: baiYun,
        trayTypeCode: c1.tray_type_code,
        quantity: 1,
        ownerCompanyId: owner,
      },
      '/api/api/downstreamCustomer/createMultiCirculationOutOrder': {
        requestId: requestId(),
        fromWarehouseId: c1.warehouse_id,
        toCompanyId: jiaDing,
        toWarehouseId: jiaDingWarehouse,
        lines: [{ ownerCompanyId: owner, trayTypeCode: c1.tray_type_code, quantity: 1 }],
      },
    });

    const before = await written();
    for (const [path, body] of Object.entries(bodies(UNKNOWN))) {
      const { body: answer } = await server.post(path, body, token);
      expect(answer, path).toEqual({ errcode: Errcode.BUSINESS_FAILURE, errmsg: '企业不存在', data: null });
    }
    expect(await written()).toEqual(before);
    // The same bodies with the real owner are accepted: the owner alone was wrong.
    for (const [path, body] of Object.entries(bodies(kunShan))) {
      expect((await server.post(path, body, token)).body.errcode, path).toBe(0);
    }
  });

  it('never answers 5000 to an unknown company id, on every route that takes one', async () => {
    const callers = routeCallers(server);
    const checked: string[] = [];
    for (const route of server.app.apiRoutes) {
      const schema = (
        'body' in route.input ? route.input.body : 'query' in route.input ? route.input.query : null
      ) as SchemaNode | null;
      if (!schema) continue;
      for (const leaf of leavesOf(schema).filter((candidate) => isCompanyId(candidate.path.at(-1) ?? ''))) {
        const value = withValueAt(sampleOf(schema), leaf.path, UNKNOWN) as Record<string, unknown>;
        const headers = await callers.headersFor(route);
        const answer =
          'body' in route.input
            ? (await server.post(route.url, value, undefined, headers)).body
            : ((await (
                await fetch(
                  `${server.baseUrl}${route.url}?${new URLSearchParams({ ...(value as Record<string, string>), check: '1' })}`,
                  { headers },
                )
              ).json()) as { errcode: number });
        const where = `${route.url} ${fieldNameOf(leaf.path)}`;
        // Refused as unknown (or not one's own: -1), or a filter that matches nothing (0). A 2003 about
        // another field of the sample (e.g. two fields of which one must be left out) never reached the
        // company id, so it says nothing either way — unless it names the company id itself.
        const fields = (answer as { data?: { fields?: { field: string }[] } }).data?.fields ?? [];
        if (answer.errcode === Errcode.VALIDATION_FAILED) {
          expect(
            fields.map((field) => field.field),
            where,
          ).not.toContain(fieldNameOf(leaf.path));
          continue;
        }
        expect([Errcode.BUSINESS_FAILURE, Errcode.SUCCESS], `${where}: ${answer.errcode}`).toContain(
          answer.errcode,
        );
        checked.push(where);
      }
    }
    // Login, companies, stock lists and documents, transport, returns, customers, platform calls.
    expect(checked.length).toBeGreaterThanOrEqual(19);
  });
});
