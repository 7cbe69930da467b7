import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DIALECTS, startTestServer, type TestServer } from '../../testing/test-server';

/** The demo's business tables: a row dated after the seed ran would show as a future event on screen. */
const DATED_TABLES = [
  'ledger_entries',
  'inbound_orders',
  'transfers',
  'shipments',
  'recycling_applications',
  'deductions',
  'waybills',
  'tray_returns',
  'transport_records',
  'messages',
] as const;

describe.each(TEST_DIALECTS)('the demo seed on %s', (dialect) => {
  let server: TestServer;
  let seededBy: number;
  beforeAll(async () => {
    server = await startTestServer({ dialect });
    seededBy = Date.now();
  });
  afterAll(() => server.close());

  it.each(DATED_TABLES)('dates every row of %s in the past', async (table) => {
    const { rows } = await sql<{ latest: number | string | null }>`
      select max(created_at) as latest from ${sql.table(table)}`.execute(server.db);
    const latest = Number(rows[0]?.latest);
    expect(latest).toBeGreaterThan(0);
    expect(latest).toBeLessThanOrEqual(seededBy);
  });
});
