import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BillLineRow, ClientBillDetail, ClientBillRow } from '../../../src/contract/bills';
import type { Page } from '../../../src/contract/envelope';
import { newId } from '../../db/ids';
import { stockFixtures } from '../../testing/stock-fixtures';
import { TEST_DIALECTS, startTestServer, type TestServer } from '../../testing/test-server';
import { shanghaiDay } from '../ledger';
import { referenceDb } from '../stock';
import { atHour, billFixtures } from './bill-fixtures';
import { correctionLines } from './corrections';
import { freezeClientBills, lastClosedPeriod } from './freeze';
import type { DayRange } from './model';
import { dayText, periodOf } from './period';
import { billsDb } from './tables';

const DETAIL = '/api/clientCustomerBill/billDetail';
const AUDIT = '/api/clientCustomerBill/auditOrRejectBill';
const AMENDMENTS = '/api/clientCustomerBill/searchAmendmentItemList';
const DAY_MS = 86_400_000;
/** 上海乐橙's terms (seed.ts): free 30 days, overdue after 60, cut-off on the 20th. */
const LECHENG_CUT_OFF = 20;
const TRAY = 'CT1';
/** The platform's CT1 row: 0.10 元 a pallet-day; 上海乐橙's own, back-dated after freezing: 0.15 元. */
const PLATFORM_RENT = 1000;
const LECHENG_RENT = 1500;

/**
 * Corrections (money model, CORRECTIONS): a price back-dated into a frozen period is
 * not an edit of its bill but a correction line on the next one, carried once.
 *
 * The scenario, for a new C1 client of 上海乐橙 with a warehouse of its own (no demo stock):
 * - 10 CT1 pallets arrive 20 days before the `older` period starts and go back on the first day of
 *   `latest`, so only `older` (n days long) charges for them: ages 20 … 19 + n there, free up to 30
 *   (11 days), hire after: 10 × (n − 11) pallet-days × 0.10 元 = 100 × (n − 11) fen.
 * - Both periods are frozen; then a row of 上海乐橙's own at 0.15 元 takes effect 15 days into
 *   `older`. Recomputed: days 0–14 at 0.10 元, of them hire on days 11–14: 40 pallet-days = 400 fen;
 *   days 15 … n − 1 at 0.15 元: 10 × (n − 15) × 0.15 元 = 150 × (n − 15) fen.
 *   Difference: 400 + 150(n − 15) − 100(n − 11) = 50n − 750 fen.
 */
describe.each(TEST_DIALECTS)('correction lines on %s', (dialect) => {
  let server: TestServer;
  let center: string;
  let leCheng: string;
  let client: string;
  let arrival: string;
  let older: DayRange;
  let latest: DayRange;
  let current: DayRange;
  let olderBillId: string;
  let difference: number;

  beforeAll(async () => {
    server = await startTestServer({ dialect });
    const now = Date.now();
    leCheng = await stockFixtures(server.db).companyId('leCheng');
    latest = await lastClosedPeriod(server.db, leCheng, now);
    older = periodOf(latest.from - 1, LECHENG_CUT_OFF);
    current = periodOf(shanghaiDay(now), LECHENG_CUT_OFF);
    const n = older.to - older.from + 1;
    difference = 50 * n - 750;
    center = await server.login('demo_center');

    client = newId();
    await server.db
      .insertInto('companies')
      .values({
        id: client,
        name: '测试调整客户',
        type: '4',
        is_group: 0,
        group_company_id: null,
        parent_company_id: leCheng,
        created_at: now,
      })
      .execute();
    const warehouse = newId();
    await referenceDb(server.db)
      .insertInto('warehouses')
      .values({
        id: warehouse,
        company_id: client,
        name: '调整测试仓',
        province: '',
        city: '',
        district: '',
        detail_address: '',
        contact: '',
        phone: '',
        longitude: null,
        latitude: null,
        is_default: 1,
        deleted: 0,
        created_at: now,
        updated_at: now,
      })
      .execute();
    const fx = billFixtures(server.db);
    await fx.addTrayTypes([TRAY]);
    const rates = { overdueRate: 2000, depositFen: 15000, lateReturnFen: 500 };
    await fx.addPrice({
      companyId: null,
      trayTypeCode: TRAY,
      effectiveFrom: older.from - 400,
      rentRate: PLATFORM_RENT,
      ...rates,
    });
    const key = { holder: client, warehouse, trayType: TRAY, owner: leCheng };
    await fx.book(atHour(older.from - 20, 10), [{ ...key, delta: 10, kind: 'inbound' }]);
    await fx.book(atHour(latest.from, 10), [{ ...key, delta: -10, kind: 'trayReturn' }]);
    arrival = (
      await billsDb(server.db)
        .selectFrom('ledger_entries')
        .select('id')
        .where('tray_type_code', '=', TRAY)
        .where('delta', '>', 0)
        .executeTakeFirstOrThrow()
    ).id;

    const [frozen] = await freezeClientBills(server.db, leCheng, older, now);
    olderBillId = frozen!;
    await freezeClientBills(server.db, leCheng, latest, now);
    await fx.addPrice({
      companyId: leCheng,
      trayTypeCode: TRAY,
      effectiveFrom: older.from + 15,
      rentRate: LECHENG_RENT,
      ...rates,
    });
  });
  afterAll(() => server.close());

  const detail = async (body: Record<string, unknown>) => {
    const { body: answer } = await server.post<ClientBillDetail>(DETAIL, body, center);
    expect(answer.errcode, answer.errmsg).toBe(0);
    return answer.data;
  };
  const correctionOf = (lines: readonly BillLineRow[]) => lines.filter((line) => line.kind === 'correction');

  it('froze the older bill at the price of the day: 100 × (n − 11) fen of hire', async () => {
    const bill = await detail({ id: olderBillId });
    const n = older.to - older.from + 1;
    expect(bill.lines.map((line) => [line.kind, line.quantity, line.rate, line.amountFen])).toEqual([
      ['hire', 10 * (n - 11), PLATFORM_RENT, 100 * (n - 11)],
    ]);
  });

  it('shows the back-dated price as one correction line on the live bill, naming the bill it corrects', async () => {
    const bill = await detail({ clientCompanyId: client });
    const olderBill = await detail({ id: olderBillId });
    expect(bill.lines).toEqual([
      expect.objectContaining({
        kind: 'correction',
        warehouseName: '调整测试仓',
        trayTypeCode: TRAY,
        firstDay: dayText(older.from),
        lastDay: dayText(older.to),
        quantity: 1,
        rate: difference,
        rateUnit: 'fenPerCorrection',
        amountFen: difference,
        entryIds: [arrival],
        corrects: {
          billId: olderBillId,
          billNo: olderBill.billNo,
          periodStart: dayText(older.from),
          periodEnd: dayText(older.to),
          kind: 'hire',
        },
      }),
    ]);
    expect(bill.totalFen).toBe(difference);
    // searchAmendmentItemList lists the same correction line.
    const { body: amendments } = await server.post<Page<BillLineRow>>(
      AMENDMENTS,
      { clientCompanyId: client, pageNum: 1, pageSize: 20 },
      center,
    );
    expect(amendments.data.list).toEqual(bill.lines);
    // The frozen bill itself is never edited.
    expect(olderBill.totalFen).toBe(100 * (older.to - older.from + 1 - 11));
  });

  it('stores the correction on the next frozen bill and carries it only once', async () => {
    const afterCurrent = current.to * DAY_MS + 2 * DAY_MS;
    const written = await freezeClientBills(server.db, leCheng, current, afterCurrent);
    const stored = await Promise.all(written.map((id) => detail({ id })));
    const next = stored.find((bill) => bill.clientCompanyId === client)!;
    expect(correctionOf(next.lines).map((line) => [line.amountFen, line.corrects?.billId])).toEqual([
      [difference, olderBillId],
    ]);
    expect(next.totalFen).toBe(difference);
    // The demo clients' bills carry no correction: nothing of theirs changed.
    expect(stored.filter((bill) => bill !== next).flatMap((bill) => correctionOf(bill.lines))).toEqual([]);

    const following = periodOf(current.to + 1, LECHENG_CUT_OFF);
    expect(await correctionLines(server.db, leCheng, [client], following)).toEqual([]);
  });

  it('owes a carried correction back when the corrected bill is rejected and recomputed in full', async () => {
    const { body } = await server.post<ClientBillRow>(
      AUDIT,
      { id: olderBillId, action: 'reject', reason: '价格已调整' },
      center,
    );
    expect(body.errcode, body.errmsg).toBe(0);
    const successor = await detail({ id: body.data.supersededBy! });
    const n = older.to - older.from + 1;
    expect(successor.totalFen).toBe(400 + 150 * (n - 15));

    const following = periodOf(current.to + 1, LECHENG_CUT_OFF);
    const lines = await correctionLines(server.db, leCheng, [client], following);
    expect(lines.map((line) => [line.amountFen, line.corrects])).toEqual([
      [-difference, { billId: successor.id, kind: 'hire' }],
    ]);
  });
});
