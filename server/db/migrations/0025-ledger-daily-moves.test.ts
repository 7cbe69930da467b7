import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEDGER_KIND_DOCUMENT } from '../../../src/contract/stock';
import { applyMovements, ledgerDb, shanghaiDay } from '../../modules/ledger';
import { ledgerViolations } from '../../testing/ledger-invariants';
import { stockFixtures } from '../../testing/stock-fixtures';
import { TEST_DIALECTS, startTestServer, type TestServer } from '../../testing/test-server';
import { rebuildDailyMoves } from './0025-ledger-daily-moves';

describe.each(TEST_DIALECTS)('0025 rolls the ledger up per day on %s', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ dialect });
  });
  afterAll(() => server.close());

  const rows = () =>
    ledgerDb(server.db)
      .selectFrom('ledger_daily_moves')
      .selectAll()
      .orderBy(['holder_company_id', 'warehouse_id', 'tray_type_code', 'owner_company_id', 'kind', 'day'])
      .execute();

  it('backfills from the entries the roll-up the ledger writes (Shanghai days: 16:00 UTC starts the next)', async () => {
    const fx = stockFixtures(server.db);
    const leCheng = await fx.companyId('leCheng');
    const [warehouse] = await fx.warehouses('leCheng');
    const key = { holder: leCheng, warehouse: warehouse!, trayType: '1210', owner: leCheng };
    const book = (instant: number, delta: number, kind: 'inbound' | 'saleOut') =>
      server.db.transaction().execute((trx) =>
        applyMovements(trx, instant, {
          movements: [
            {
              ...key,
              delta,
              kind,
              documentType: LEDGER_KIND_DOCUMENT[kind],
              documentId: 'd',
              documentNo: 'T',
            },
          ],
        }),
      );
    // 2000-03-01 15:59:59.999 UTC is 23:59:59.999 in Shanghai (day of 03-01); one millisecond later is 03-02.
    // Years before the demo seed's history, which is dated back from the day the suite runs.
    const lastMoment = Date.UTC(2000, 2, 1, 15, 59, 59, 999);
    await book(lastMoment, 7, 'inbound');
    await book(lastMoment + 1, 5, 'inbound');
    await book(lastMoment + 2, -3, 'saleOut');
    const march1 = shanghaiDay(lastMoment);
    const mine = (await rows()).filter(
      (row) =>
        row.warehouse_id === warehouse &&
        row.tray_type_code === '1210' &&
        row.day >= march1 &&
        row.day <= march1 + 1,
    );
    expect(
      mine.map((row) => [row.kind, row.day - march1, Number(row.quantity), Number(row.entries)]),
    ).toEqual([
      ['inbound', 0, 7, 1],
      ['inbound', 1, 5, 1],
      ['saleOut', 1, -3, 1],
    ]);

    // The demo seed's ledger and these entries, as the ledger wrote them; then as a database from before the table gets them.
    const written = await rows();
    expect(written.length).toBeGreaterThan(10);
    await sql`delete from ledger_daily_moves`.execute(server.db);
    expect(await ledgerViolations(server.db)).not.toEqual([]);
    await rebuildDailyMoves(server.db as unknown as Kysely<unknown>);
    const normalised = (list: typeof written) =>
      list.map((row) => ({
        ...row,
        quantity: Number(row.quantity),
        entries: Number(row.entries),
        day: Number(row.day),
      }));
    expect(normalised(await rows())).toEqual(normalised(written));
    expect(await ledgerViolations(server.db)).toEqual([]);
  });
});
