import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DIALECTS, startTestServer, type TestServer } from '../../testing/test-server';
import { ledgerViolations } from '../../testing/ledger-invariants';
import { stockDb } from '../../modules/stock';
import { stockFixtures } from '../../testing/stock-fixtures';
import { transportDb } from '../../modules/transport';
import { moveSaleOutbounds } from './0008-waybills';

describe.each(TEST_DIALECTS)('0008 moves the sale outbounds of shipments into waybills on %s', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ dialect });
  });
  afterAll(() => server.close());

  it('keeps ids, numbers and times; in transit stays, arrived becomes confirmed; the ledger still adds up', async () => {
    const sdb = stockDb(server.db);
    // Two sale outbounds as issue 3 wrote them, made from 成都蜀味's seeded circulations (one arrived, one in
    // transit; the demo's year of history has more arrived ones).
    const shuWei = await stockFixtures(server.db).companyId('shuWei');
    const seeded = await sdb
      .selectFrom('shipments')
      .selectAll()
      .where('from_company_id', '=', shuWei)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    const circulations = (['arrived', 'inTransit'] as const).map((status) =>
      seeded.find((row) => row.status === status),
    );
    expect(circulations.map((row) => row?.status)).toEqual(['arrived', 'inTransit']);
    const old = circulations.map((row, n) => ({
      ...row!,
      id: `old-sale-${n}`,
      document_no: `XS20260101-00000${n}`,
      request_id: `old-request-${n}`,
      group_id: `old-sale-${n}`,
      type: 'saleOutbound' as const,
    }));
    await sdb.insertInto('shipments').values(old).execute();
    await sdb
      .deleteFrom('shipments')
      .where(
        'id',
        'in',
        circulations.map((row) => row!.id),
      )
      .execute();
    // (The circulations' ledger and counters now belong to the two "sale outbounds": same balances.)

    await moveSaleOutbounds(server.db as unknown as Kysely<unknown>);

    expect(
      await sdb.selectFrom('shipments').select('id').where('type', '=', 'saleOutbound').execute(),
    ).toEqual([]);
    const moved = await transportDb(server.db)
      .selectFrom('waybills')
      .selectAll()
      .where('id', 'in', ['old-sale-0', 'old-sale-1'])
      .orderBy('id')
      .execute();
    expect(moved.map((w) => [w.id, w.document_no, w.status])).toEqual([
      ['old-sale-0', 'XS20260101-000000', 'confirmed'],
      ['old-sale-1', 'XS20260101-000001', 'inTransit'],
    ]);
    const [arrived, inTransit] = moved;
    expect(arrived).toMatchObject({
      quantity: old[0]!.quantity,
      departed_at: old[0]!.created_at,
      arrived_at: old[0]!.arrived_at,
      confirmed_at: old[0]!.arrived_at,
      deleted_at: null,
      driver_name: '',
    });
    expect(Number(inTransit!.departed_at)).toBe(Number(old[1]!.created_at));
    expect(inTransit!.confirmed_at).toBeNull();
    expect(await ledgerViolations(server.db)).toEqual([]);
  });
});
