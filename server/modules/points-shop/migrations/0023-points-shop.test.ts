import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DIALECTS, startTestServer, type TestServer } from '../../../testing/test-server';
import { rebuildPointsChanges } from './0023-points-shop';

describe.each(TEST_DIALECTS)('0023 rebuilds points_changes with the shop’s sources on %s', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ dialect });
  });
  afterAll(() => server.close());

  const rows = async () =>
    (
      await sql<Record<string, unknown>>`select * from points_changes order by id`.execute(server.db)
    ).rows.map((row) => Object.fromEntries(Object.entries(row).map(([key, value]) => [key, String(value)])));
  const insert = (source: string) =>
    sql`insert into points_changes (id, company_id, account_id, source, source_id, source_no, delta,
        balance_before, balance_after, created_at)
      select ${`test-${source}`}, company_id, account_id, ${source}, source_id, source_no, 0, 0, 0, 0
      from points_changes where account_id is not null limit 1`.execute(server.db);

  it('keeps every row of the change record, and its CHECK admits statement, allot, grant, shop and shopRefund only', async () => {
    const before = await rows();
    // The demo data has rows of every source.
    expect(new Set(before.map((row) => row.source))).toEqual(
      new Set(['statement', 'allot', 'grant', 'shop', 'shopRefund']),
    );
    await rebuildPointsChanges(server.db as unknown as Kysely<unknown>);
    expect(await rows()).toEqual(before);
    await expect(insert('refund')).rejects.toThrow();
    await insert('shop');
    expect((await rows()).length).toBe(before.length + 1);
  });
});
