import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stockFixtures } from '../../testing/stock-fixtures';
import { ledgerViolations } from '../../testing/ledger-invariants';
import { TEST_DIALECTS, startTestServer, type TestServer } from '../../testing/test-server';
import { applyMovements, type BalanceKey, type Movement } from './apply-movements';
import { shanghaiDay } from './business-day';
import { ledgerDb } from './tables';

const DAY_MS = 86_400_000;
/** 10:00 Asia/Shanghai on 2026-01-10, long before the demo's history on this balance (it has none). */
const DAY0 = Date.UTC(2026, 0, 10, 2);

describe.each(TEST_DIALECTS)('movements booked in the past on %s', (dialect) => {
  let server: TestServer;
  let key: BalanceKey;

  beforeAll(async () => {
    server = await startTestServer({ dialect });
    const fx = stockFixtures(server.db);
    // A balance no seed writes: 广州白云物流 holding 上海嘉定鲜果's pallets.
    key = {
      holder: await fx.companyId('baiYun'),
      warehouse: (await fx.warehouses('baiYun'))[1] as string,
      trayType: '1208',
      owner: await fx.companyId('jiaDing'),
    };
  });
  afterAll(() => server.close());

  const move = (delta: number): Movement => ({
    ...key,
    delta,
    kind: 'transferCorrection',
    documentType: 'transfer',
    documentId: 'doc-past',
    documentNo: 'DB-PAST',
  });
  const book = (now: number, delta: number, bookedAt = now) =>
    server.db
      .transaction()
      .execute((trx) => applyMovements(trx, now, { movements: [move(delta)] }, bookedAt));
  const balance = () =>
    ledgerDb(server.db)
      .selectFrom('stock_balances')
      .select(['on_hand', 'updated_at'])
      .where('holder_company_id', '=', key.holder)
      .where('warehouse_id', '=', key.warehouse)
      .where('tray_type_code', '=', key.trayType)
      .where('owner_company_id', '=', key.owner)
      .executeTakeFirstOrThrow();

  it('dates the entries and the daily roll-ups at bookedAt, the balance at now, and refuses a past gap', async () => {
    // Held 10 from day 0, none from day 5, 10 again from day 10.
    await book(DAY0, 10);
    await book(DAY0 + 5 * DAY_MS, -10);
    await book(DAY0 + 10 * DAY_MS, 10);
    const now = DAY0 + 20 * DAY_MS;

    // Taking 3 as of day 1 would leave day 5 at −3: refused, nothing written.
    await expect(book(now, -3, DAY0 + DAY_MS)).rejects.toThrow('库存不足：1208');
    expect(Number((await balance()).on_hand)).toBe(10);

    // Giving 4 as of day 1 is always sound; then taking 3 as of day 6 is (4 held from day 5 on).
    await book(now, 4, DAY0 + DAY_MS);
    await book(now, -3, DAY0 + 6 * DAY_MS);
    expect(await balance()).toMatchObject({ on_hand: 11 });
    expect(Number((await balance()).updated_at)).toBe(now);

    const entries = await ledgerDb(server.db)
      .selectFrom('ledger_entries')
      .select(['delta', 'created_at'])
      .where('document_id', '=', 'doc-past')
      .orderBy('created_at')
      .execute();
    expect(entries.map((e) => [e.delta, Number(e.created_at) - DAY0])).toEqual([
      [10, 0],
      [4, DAY_MS],
      [-10, 5 * DAY_MS],
      [-3, 6 * DAY_MS],
      [10, 10 * DAY_MS],
    ]);
    const moves = await ledgerDb(server.db)
      .selectFrom('ledger_daily_moves')
      .select(['day', 'quantity'])
      .where('holder_company_id', '=', key.holder)
      .where('owner_company_id', '=', key.owner)
      .where('tray_type_code', '=', key.trayType)
      .orderBy('day')
      .execute();
    expect(moves.map((m) => [Number(m.day) - shanghaiDay(DAY0), Number(m.quantity)])).toEqual([
      [0, 10],
      [1, 4],
      [5, -10],
      [6, -3],
      [10, 10],
    ]);
    expect(await ledgerViolations(server.db)).toEqual([]);
  });
});
