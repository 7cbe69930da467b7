import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DIALECTS, startTestServer, type TestServer } from '../../testing/test-server';
import { stockDb } from '../stock';
import { ledgerViolations } from '../../testing/ledger-invariants';

describe.each(TEST_DIALECTS)('each balance counts its ledger entries on %s', (dialect) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ dialect });
  });
  afterAll(() => server.close());

  it('keeps entry_count equal to the entries of the seeded balances, and the checker notices a drift', async () => {
    expect(await ledgerViolations(server.db)).toEqual([]);
    const busiest = await stockDb(server.db)
      .selectFrom('stock_balances')
      .selectAll()
      .orderBy('entry_count', 'desc')
      .executeTakeFirstOrThrow();
    expect(busiest.entry_count).toBeGreaterThan(20);

    await sql`update stock_balances set entry_count = entry_count + 1
      where holder_company_id = ${busiest.holder_company_id} and warehouse_id = ${busiest.warehouse_id}
        and tray_type_code = ${busiest.tray_type_code} and owner_company_id = ${busiest.owner_company_id}`.execute(
      server.db,
    );
    const violations = await ledgerViolations(server.db);
    expect(violations).toHaveLength(1);
    expect(violations[0]).toMatch(/^entryCount .*: balance \d+, expected \d+$/);
  });

  it('notices a balance with less on hand than reserved for its returns', async () => {
    const balance = await stockDb(server.db)
      .selectFrom('stock_balances')
      .selectAll()
      .where('on_hand', '>', 0)
      .whereRef('holder_company_id', '=', 'owner_company_id')
      .executeTakeFirstOrThrow();
    await sql`update stock_balances set reserved = on_hand + 1
      where holder_company_id = ${balance.holder_company_id} and warehouse_id = ${balance.warehouse_id}
        and tray_type_code = ${balance.tray_type_code} and owner_company_id = ${balance.owner_company_id}`.execute(
      server.db,
    );
    expect(await ledgerViolations(server.db)).toContainEqual(
      expect.stringMatching(
        new RegExp(`^reserved .*: on hand ${balance.on_hand} below reserved ${balance.on_hand + 1}$`),
      ),
    );
  });
});
