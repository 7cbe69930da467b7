import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DIALECTS, startTestServer, type TestServer } from '../../testing/test-server';
import { ledgerViolations } from '../../testing/ledger-invariants';
import { backfillReserved } from './0011-available-stock';

describe.each(TEST_DIALECTS)('0011 reserves the pallets of the open returns on %s', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ dialect });
  });
  afterAll(() => server.close());

  it('sets each balance’s reserved to its booked and submitted returns (a database from before the column)', async () => {
    const total = async () =>
      Number(
        (
          await sql<{ n: number }>`select coalesce(sum(reserved), 0) as n from stock_balances`.execute(
            server.db,
          )
        ).rows[0]!.n,
      );
    // The demo seed leaves door pickups booked and self returns submitted.
    const reserved = await total();
    expect(reserved).toBeGreaterThan(0);
    await sql`update stock_balances set reserved = 0`.execute(server.db);
    expect(await ledgerViolations(server.db)).not.toEqual([]);

    await backfillReserved(server.db as unknown as Kysely<unknown>);
    expect(await total()).toBe(reserved);
    expect(await ledgerViolations(server.db)).toEqual([]);
  });
});
