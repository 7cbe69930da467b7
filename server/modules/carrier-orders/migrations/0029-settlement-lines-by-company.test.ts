import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DIALECTS, startTestServer, type TestServer } from '../../../testing/test-server';

/** The columns of each index of entrust_settlement_lines, in index order, by index name. */
async function settlementIndexes(server: TestServer): Promise<Record<string, string[]>> {
  if (server.dialect === 'sqlite') {
    const names = await sql<{ name: string }>`
      select name from sqlite_master where type = 'index' and tbl_name = 'entrust_settlement_lines'`.execute(
      server.db,
    );
    const entries = await Promise.all(
      names.rows.map(async ({ name }) => {
        const columns = await sql<{
          name: string;
        }>`select name from pragma_index_info(${name}) order by seqno`.execute(server.db);
        return [name, columns.rows.map((column) => column.name)] as const;
      }),
    );
    return Object.fromEntries(entries);
  }
  const rows = await sql<{ name: string; columns: string[] }>`
    select i.relname as name, array_agg(a.attname::text order by k.ord) as columns
    from pg_index x
    join pg_class t on t.oid = x.indrelid
    join pg_class i on i.oid = x.indexrelid
    cross join lateral unnest(x.indkey) with ordinality as k(attnum, ord)
    join pg_attribute a on a.attrelid = t.oid and a.attnum = k.attnum
    where t.relname = 'entrust_settlement_lines' and t.relnamespace = to_regnamespace(current_schema())
    group by i.relname`.execute(server.db);
  return Object.fromEntries(rows.rows.map((row) => [row.name, row.columns]));
}

describe.each(TEST_DIALECTS)('0029 indexes the settlement lines by company on %s', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ dialect });
  }, 60_000);
  afterAll(() => server.close());

  it('has the shipper and the carrier index, each by company then completion (the list order)', async () => {
    const indexes = await settlementIndexes(server);
    expect(indexes['entrust_settlement_lines_shipper']).toEqual(['shipper_company_id', 'completed_at']);
    expect(indexes['entrust_settlement_lines_carrier']).toEqual(['carrier_company_id', 'completed_at']);
  });
});
