import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '../../../src/contract/envelope';
import type { LedgerKind, StockRow } from '../../../src/contract/stock';
import { stockFixtures } from '../../testing/stock-fixtures';
import { prng } from '../../testing/prng';
import { TEST_DIALECTS, startTestServer, type TestServer } from '../../testing/test-server';
import { shanghaiDay, type BalanceKey } from '../ledger';
import { atHour as at, billFixtures, type TestMove } from './bill-fixtures';
import { billLines, billLinesOf, byBillOrder } from './engine';
import {
  billPriceOf,
  PLATFORM_TERMS,
  type BillLine,
  type BillPrice,
  type BillTerms,
  type DayRange,
} from './model';
import { referenceBillLines, type LedgerMove } from './reference-engine';
import { billsDb } from './tables';

/** Tray types of the tests' own, so no demo balance shares their ledger. */
const TRAY_TYPES = ['BT1', 'BT2'];

/** What a bill line is, without the order the engines happen to emit lines in. */
const sorted = (lines: readonly BillLine[]) => [...lines].sort(byBillOrder);
const byText = (rows: readonly unknown[]) => rows.map((row) => JSON.stringify(row)).sort();

describe.each(TEST_DIALECTS)('the SQL rent engine on %s', (dialect) => {
  let server: TestServer;
  let today: number;
  const companies: Record<'leCheng' | 'baiYun' | 'shuWei' | 'jiaDing', { id: string; warehouses: string[] }> =
    {} as never;

  beforeAll(async () => {
    server = await startTestServer({ dialect });
    today = shanghaiDay(Date.now());
    const fx = stockFixtures(server.db);
    for (const name of ['leCheng', 'baiYun', 'shuWei', 'jiaDing'] as const)
      companies[name] = { id: await fx.companyId(name), warehouses: await fx.warehouses(name) };
    await billFixtures(server.db).addTrayTypes(TRAY_TYPES);
  });
  afterAll(() => server.close());

  const setTerms = (companyId: string, terms: Partial<BillTerms>) =>
    billsDb(server.db)
      .insertInto('bill_terms')
      .values({
        company_id: companyId,
        free_days: terms.freeDays ?? PLATFORM_TERMS.freeDays,
        overdue_days: terms.overdueDays ?? PLATFORM_TERMS.overdueDays,
        deduct_days: PLATFORM_TERMS.deductDays,
        cut_off_day: PLATFORM_TERMS.cutOffDay,
        updated_at: Date.now(),
      })
      .onConflict((c) =>
        c.column('company_id').doUpdateSet({
          free_days: terms.freeDays ?? PLATFORM_TERMS.freeDays,
          overdue_days: terms.overdueDays ?? PLATFORM_TERMS.overdueDays,
        }),
      )
      .execute();
  const addPrice = (price: Omit<BillPrice, 'id'>) => billFixtures(server.db).addPrice(price);
  const book = (instant: number, moves: readonly TestMove[]) => billFixtures(server.db).book(instant, moves);

  /** The reference engine's lines for every balance of the owners, read from the same database. */
  async function referenceLines(owners: readonly string[], period: DayRange, holder?: string) {
    const bdb = billsDb(server.db);
    const entries = await bdb
      .selectFrom('ledger_entries')
      .selectAll()
      .where('owner_company_id', 'in', owners)
      .$if(holder !== undefined, (qb) => qb.where('holder_company_id', '=', holder!))
      .execute();
    const terms = await bdb.selectFrom('bill_terms').selectAll().execute();
    const prices: BillPrice[] = (await bdb.selectFrom('bill_prices').selectAll().execute()).map(billPriceOf);
    const balances = new Map<string, { key: BillLine; moves: LedgerMove[] }>();
    for (const entry of entries) {
      const text = [
        entry.holder_company_id,
        entry.warehouse_id,
        entry.tray_type_code,
        entry.owner_company_id,
      ];
      const balance =
        balances.get(text.join('|')) ??
        balances
          .set(text.join('|'), {
            key: {
              holderCompanyId: entry.holder_company_id,
              warehouseId: entry.warehouse_id,
              trayTypeCode: entry.tray_type_code,
              ownerCompanyId: entry.owner_company_id,
            } as BillLine,
            moves: [],
          })
          .get(text.join('|'))!;
      const createdAt = Number(entry.created_at);
      balance.moves.push({
        id: entry.id,
        day: shanghaiDay(createdAt),
        at: createdAt,
        delta: entry.delta,
        kind: entry.kind,
      });
    }
    return [...balances.values()].flatMap(({ key, moves }) => {
      const own = terms.find((row) => row.company_id === key.ownerCompanyId);
      const ownerTerms = own
        ? { ...PLATFORM_TERMS, freeDays: own.free_days, overdueDays: own.overdue_days }
        : PLATFORM_TERMS;
      const balance = {
        holderCompanyId: key.holderCompanyId,
        warehouseId: key.warehouseId,
        trayTypeCode: key.trayTypeCode,
        ownerCompanyId: key.ownerCompanyId,
      };
      return referenceBillLines(balance, moves, ownerTerms, prices, period);
    });
  }

  it('charges for the pallets the stock list counts overdue, with k = the free days', async () => {
    // Today, the pallets billed (hire + overdue in stock: aged beyond F = 30) are the stock list's 超期数量.
    const token = await server.login('demo_pallet');
    const { body } = await server.post<Page<StockRow>>(
      '/api/api/customerStock/searchCustomerStock',
      { pageNum: 1, pageSize: 100 },
      token,
    );
    const owner = companies.leCheng.id;
    const lines = await billLines(server.db, { owner, holder: owner, from: today, to: today });
    const billed = (row: StockRow) =>
      lines
        .filter((line) => line.warehouseId === row.warehouseId && line.trayTypeCode === row.trayTypeCode)
        .filter((line) => line.kind === 'hire' || line.kind === 'overdueInStock')
        .reduce((total, line) => total + line.quantity, 0);
    const rows = body.data.list;
    expect(rows.some((row) => row.overdue > 0)).toBe(true);
    expect(rows.map(billed)).toEqual(rows.map((row) => row.overdue));
  });

  it('computes the hand-computed bill of every line kind, as the reference does', async () => {
    // 广州白云物流: free 2 days, overdue after 5; tray type BT1 at the platform's row, and from day B + 5
    // at a rent of its own (3333). Day B is 60 days ago.
    const { id: owner, warehouses } = companies.baiYun;
    const [w1, w2] = warehouses as [string, string];
    await setTerms(owner, { freeDays: 2, overdueDays: 5 });
    const B = today - 60;
    const prices = { trayTypeCode: 'BT1', overdueRate: 5000, depositFen: 15000, lateReturnFen: 2000 };
    await addPrice({ ...prices, companyId: null, effectiveFrom: B - 100, rentRate: 3500 });
    await addPrice({ ...prices, companyId: owner, effectiveFrom: B + 5, rentRate: 3333 });
    const key = (warehouse: string) => ({ holder: owner, warehouse, trayType: 'BT1', owner });
    await book(at(B, 9), [{ ...key(w1), delta: 10, kind: 'inbound' }]);
    await book(at(B + 1, 9), [{ ...key(w2), delta: 4, kind: 'inbound' }]);
    await book(at(B + 3, 10), [
      { ...key(w1), delta: -4, kind: 'transferOut' },
      { ...key(w2), delta: 4, kind: 'transferIn' },
    ]);
    await book(at(B + 8, 9), [{ ...key(w1), delta: 3, kind: 'inbound' }]);
    await book(at(B + 9, 9), [{ ...key(w1), delta: -5, kind: 'trayReturn' }]);
    await book(at(B + 9, 15), [{ ...key(w1), delta: -2, kind: 'trayReturn' }]);
    await book(at(B + 9, 16), [{ ...key(w2), delta: -3, kind: 'deduction' }]);

    const period = { from: B, to: B + 9 };
    // (The demo ledger of 广州白云物流's own tray types bills too: this test looks at BT1.)
    const lines = sorted(await billLines(server.db, { owner, ...period })).filter(
      (l) => l.trayTypeCode === 'BT1',
    );
    const expected = [
      // W1: 10 in on B; 4 leave on B+3 (the oldest), 3 in on B+8, 5 returned B+9 morning, 2 in the afternoon.
      // Platform row B..B+4: aged > 2 on B+3 and B+4: 6 + 6 = 12 pallet-days; 12 × 3500 / 100 = 420
      [w1, 'hire', B, 12, 420],
      // Own row B+5..B+9: 6 pallets aged 5 on B+5 → hire 6; 6 × 3333 / 100 = 199.98 → 200
      [w1, 'hire', B + 5, 6, 200],
      // …aged 6, 7, 8 on B+6..B+8: 6 × 3 = 18; B+9: the 6 old ones went back (5 + 1), 0 → 18 × 5000 / 100 = 900
      [w1, 'overdueInStock', B + 5, 18, 900],
      // B+9: 5 returned aged 9 > 5: 5 × 2000 = 10000; then 2: 1 aged 9 (late) + 1 aged 1 (early, ≤ 2)
      [w1, 'overdueReturn', B + 5, 6, 12000],
      // min(1 early, 6 late) = 1: −1 × 2000
      [w1, 'offset', B + 5, 1, -2000],
      // W2: 4 in on B+1 (aged 2..4 on B+3..B+5: hire from B+4 (age 3)), 4 more on B+3 (age restarts).
      // Platform row: B+4 aged 3: 4 pallets → 4 pallet-days; 4 × 3500 / 100 = 140
      [w2, 'hire', B, 4, 140],
      // Own row: first 4 aged 4, 5 on B+5, B+6 → 8; transferred 4 aged 3, 4, 5 on B+6..B+8 → 12; B+9 the
      // deduction takes 3 of the oldest (aged 8), 1 left aged 8 (overdue), the others aged 6 (overdue).
      // hire = 4 (B+5) + 4 (B+6) + 4 + 4 + 4 (transferred, B+6..B+8) = 20; 20 × 3333 / 100 = 666.6 → 667
      [w2, 'hire', B + 5, 20, 667],
      // overdue: first 4 aged 6, 7 on B+7, B+8 → 8; B+9: 1 aged 8 + 4 aged 6 → 5; 13 × 5000 / 100 = 650
      [w2, 'overdueInStock', B + 5, 13, 650],
      // 3 × 15000 = 45000
      [w2, 'deduction', B + 5, 3, 45000],
    ];
    const summary = lines.map((line) => [
      line.warehouseId,
      line.kind,
      line.firstDay,
      line.quantity,
      line.amountFen,
    ]);
    expect(byText(summary)).toEqual(byText(expected));
    // 420 + 200 + 900 + 12000 − 2000 + 140 + 667 + 650 + 45000
    expect(lines.reduce((total, line) => total + line.amountFen, 0)).toBe(57977);
    expect(lines).toEqual(
      sorted(await referenceLines([owner], period)).filter((line) => line.trayTypeCode === 'BT1'),
    );
    expect(lines.every((line) => line.entryIds.length > 0)).toBe(true);
  });

  it('equals the reference on random ledgers, for every period and scope', async () => {
    const random = prng(Number(process.env.BILLS_SEED ?? 20261211));
    const { leCheng, baiYun, shuWei, jiaDing } = companies;
    await setTerms(baiYun.id, { freeDays: 3, overdueDays: 12 });
    await setTerms(leCheng.id, { freeDays: 30, overdueDays: 60 });
    const start = today - 130;
    // Platform rows with a change mid-ledger; own rows for 上海乐橙 (one type) and 成都蜀味 (the other).
    const price = (trayTypeCode: string, companyId: string | null, effectiveFrom: number) =>
      addPrice({
        trayTypeCode,
        companyId,
        effectiveFrom,
        rentRate: random.int(1000, 4000),
        overdueRate: random.int(3000, 7000),
        depositFen: random.int(8000, 18000),
        lateReturnFen: random.int(500, 3000),
      });
    await price('BT2', null, start - 10);
    await price('BT2', null, start + 55);
    await price('BT1', leCheng.id, start + 40);
    await price('BT2', shuWei.id, start + 70);
    await price('BT2', shuWei.id, start + 100);

    // Balances: own stock and stock held by downstream clients, in several warehouses.
    const balances: BalanceKey[] = [
      ...leCheng.warehouses
        .slice(0, 2)
        .map((warehouse) => ({ holder: leCheng.id, warehouse, trayType: 'BT1', owner: leCheng.id })),
      { holder: leCheng.id, warehouse: leCheng.warehouses[0]!, trayType: 'BT2', owner: leCheng.id },
      { holder: shuWei.id, warehouse: shuWei.warehouses[0]!, trayType: 'BT1', owner: leCheng.id },
      { holder: jiaDing.id, warehouse: jiaDing.warehouses[0]!, trayType: 'BT2', owner: leCheng.id },
      { holder: baiYun.id, warehouse: baiYun.warehouses[1]!, trayType: 'BT1', owner: baiYun.id },
      { holder: shuWei.id, warehouse: shuWei.warehouses[0]!, trayType: 'BT2', owner: shuWei.id },
    ];
    const held = balances.map(() => 0);
    const INCOMING: LedgerKind[] = [
      'inbound',
      'transferIn',
      'saleIn',
      'circulationIn',
      'customerReturnIn',
      'transferCancel',
    ];
    const OUTGOING: LedgerKind[] = [
      'trayReturn',
      'trayReturn',
      'customerReturnOut',
      'deduction',
      'transferOut',
      'saleOut',
      'recycle',
    ];
    let entries = 0;
    for (let day = start; day <= today - 5 && entries < 360; day++) {
      for (let hour = 1; hour <= 20 && entries < 360; hour += random.int(2, 12)) {
        const index = random.int(0, balances.length - 1);
        const balance = balances[index]!;
        const moves: (BalanceKey & { delta: number; kind: LedgerKind })[] = [];
        // Now and then two outgoing entries of one balance at one instant: the id orders them.
        const count = held[index]! > 4 && random.next() < 0.1 ? 2 : 1;
        for (let n = 0; n < count; n++) {
          // (An incoming and an outgoing entry of one balance never share an instant: which came first?)
          const out = count === 2 || (held[index]! > 0 && random.next() < 0.45);
          const delta = out ? -random.int(1, Math.min(held[index]!, 25)) : random.int(1, 30);
          held[index] = held[index]! + delta;
          moves.push({ ...balance, delta, kind: random.pick(out ? OUTGOING : INCOMING) });
        }
        await book(at(day, hour), moves);
        entries += moves.length;
      }
    }
    expect(entries).toBeGreaterThan(250);

    const owners = [leCheng.id, baiYun.id, shuWei.id];
    const periods: DayRange[] = [
      { from: start, to: today },
      { from: start + 25, to: start + 56 },
      { from: start + 95, to: start + 95 },
      { from: start + 60, to: today + 10 },
      // Late periods: most of the ledger lies before the window A + 1 days back, folded into one row
      // per balance (and a price row changes inside the second).
      { from: start + 112, to: start + 118 },
      { from: start + 98, to: start + 104 },
    ];
    let compared = 0;
    for (const period of periods) {
      const lines = sorted(await billLinesOf(server.db, { owners, ...period }));
      expect(lines).toEqual(sorted(await referenceLines(owners, period)));
      compared += lines.length;
    }
    // Every owner at once (the platform's statements of a month): the same lines for these owners.
    const everyOwner = await billLinesOf(server.db, { from: start, to: today });
    expect(sorted(everyOwner.filter((line) => owners.includes(line.ownerCompanyId)))).toEqual(
      sorted(await billLinesOf(server.db, { owners, from: start, to: today })),
    );
    // Untraced (totals): the same lines without their entries.
    const untraced = await billLinesOf(server.db, { owners, from: start, to: today }, { traced: false });
    expect(sorted(untraced)).toEqual(
      sorted(everyOwner.filter((line) => owners.includes(line.ownerCompanyId))).map((line) => ({
        ...line,
        entryIds: [],
      })),
    );
    // The customer's bill to one client: only the client's balances of the customer's pallets.
    const clientPeriod = { from: start + 30, to: today };
    const clientLines = sorted(
      await billLines(server.db, { owner: leCheng.id, holder: shuWei.id, ...clientPeriod }),
    );
    expect(clientLines).toEqual(sorted(await referenceLines([leCheng.id], clientPeriod, shuWei.id)));
    expect(clientLines.length).toBeGreaterThan(0);
    // Every kind came up, so the comparison covered each rule.
    const kinds = new Set(
      (await billLinesOf(server.db, { owners, from: start, to: today })).map((l) => l.kind),
    );
    expect([...kinds].sort()).toEqual(['deduction', 'hire', 'offset', 'overdueInStock', 'overdueReturn']);
    expect(compared).toBeGreaterThan(30);
  });
});
