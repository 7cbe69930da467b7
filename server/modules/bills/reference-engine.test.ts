import { describe, expect, it } from 'vitest';
import type { LedgerKind } from '../../../src/contract/stock';
import { PLATFORM_TERMS, type BillBalance, type BillPrice, type BillTerms } from './model';
import { referenceBillLines, type LedgerMove } from './reference-engine';

/**
 * Hand-computed bills, one per line kind and rule of the money model (src/contract/bills.ts). Days are
 * counted from day 0 (any Shanghai day number works); each expectation shows its arithmetic.
 */

const OWNER = 'owner';
const balance = (warehouseId = 'W1'): BillBalance => ({
  holderCompanyId: OWNER,
  warehouseId,
  trayTypeCode: 'T',
  ownerCompanyId: OWNER,
});
/** The platform's row: rent 0.35 元, overdue 0.50 元 a pallet-day, deposit 150 元, late return 20 元. */
const PLATFORM: BillPrice = {
  id: 'P',
  companyId: null,
  trayTypeCode: 'T',
  effectiveFrom: -1000,
  rentRate: 3500,
  overdueRate: 5000,
  depositFen: 15000,
  lateReturnFen: 2000,
};
/** Short terms keep the walks small: free 2 days, overdue after 5. */
const SHORT: BillTerms = { ...PLATFORM_TERMS, freeDays: 2, overdueDays: 5 };

let seq = 0;
const move = (id: string, day: number, delta: number, kind: LedgerKind): LedgerMove => ({
  id,
  day,
  at: ++seq,
  delta,
  kind,
});
const lineSummary = (lines: ReturnType<typeof referenceBillLines>) =>
  lines.map(({ warehouseId, kind, priceId, firstDay, lastDay, quantity, rate, amountFen, entryIds }) => ({
    warehouseId,
    kind,
    priceId,
    firstDay,
    lastDay,
    quantity,
    rate,
    amountFen,
    entryIds,
  }));

describe('the reference bill engine', () => {
  it('charges nothing for day F (age 30) and hire from day F+1 (age 31)', () => {
    const entries = [move('in', 0, 10, 'inbound')];
    // Platform terms F = 30: the 10 pallets are aged 30 on day 30 (free) and 31 on day 31 (hire).
    expect(referenceBillLines(balance(), entries, PLATFORM_TERMS, [PLATFORM], { from: 0, to: 30 })).toEqual(
      [],
    );
    expect(
      lineSummary(referenceBillLines(balance(), entries, PLATFORM_TERMS, [PLATFORM], { from: 0, to: 31 })),
    ).toEqual([
      // 10 pallets × 1 day (day 31) = 10 pallet-days; 10 × 3500 / 100 = 350 fen
      {
        warehouseId: 'W1',
        kind: 'hire',
        priceId: 'P',
        firstDay: 0,
        lastDay: 31,
        quantity: 10,
        rate: 3500,
        amountFen: 350,
        entryIds: ['in'],
      },
    ]);
  });

  it('charges hire up to age A and overdue in stock from age A+1', () => {
    const entries = [move('in', 0, 1, 'inbound')];
    const lines = referenceBillLines(balance(), entries, SHORT, [PLATFORM], { from: 5, to: 6 });
    expect(lines.map((line) => [line.kind, line.quantity, line.amountFen])).toEqual([
      ['hire', 1, 35], // day 5, age 5 ≤ A: 1 × 3500 / 100 = 35
      ['overdueInStock', 1, 50], // day 6, age 6 > A: 1 × 5000 / 100 = 50
    ]);
  });

  it('splits a line where a price change takes effect mid-period', () => {
    // The owner's own row from day 5 wins over the platform's: rent 0.3333 元 a pallet-day.
    const own: BillPrice = { ...PLATFORM, id: 'C', companyId: OWNER, effectiveFrom: 5, rentRate: 3333 };
    const terms = { ...SHORT, overdueDays: 100 };
    const entries = [move('in', 0, 4, 'inbound')];
    expect(
      lineSummary(referenceBillLines(balance(), entries, terms, [PLATFORM, own], { from: 0, to: 9 })),
    ).toEqual([
      // platform row, days 0–4: aged > 2 on days 3 and 4 → 4 × 2 = 8 pallet-days; 8 × 3500 / 100 = 280
      {
        warehouseId: 'W1',
        kind: 'hire',
        priceId: 'P',
        firstDay: 0,
        lastDay: 4,
        quantity: 8,
        rate: 3500,
        amountFen: 280,
        entryIds: ['in'],
      },
      // own row, days 5–9: 4 × 5 = 20 pallet-days; 20 × 3333 / 100 = 666.6 → 667
      {
        warehouseId: 'W1',
        kind: 'hire',
        priceId: 'C',
        firstDay: 5,
        lastDay: 9,
        quantity: 20,
        rate: 3333,
        amountFen: 667,
        entryIds: ['in'],
      },
    ]);
  });

  it('rounds half up once per line, not per day', () => {
    const price = { ...PLATFORM, rentRate: 3350 };
    const terms = { ...SHORT, freeDays: 0, overdueDays: 100 };
    const lines = referenceBillLines(balance(), [move('in', 0, 1, 'inbound')], terms, [price], {
      from: 1,
      to: 3,
    });
    // 1 pallet × days 1–3 = 3 pallet-days; 3 × 3350 / 100 = 100.5 → 101 (per day: 33.5 → 34, × 3 = 102)
    expect(lines.map((line) => [line.kind, line.quantity, line.amountFen])).toEqual([['hire', 3, 101]]);
  });

  it('restarts the age of pallets moved to another warehouse', () => {
    const lines = [
      ...referenceBillLines(
        balance('W1'),
        [move('in', 0, 6, 'inbound'), move('out', 4, -6, 'transferOut')],
        SHORT,
        [PLATFORM],
        { from: 0, to: 9 },
      ),
      ...referenceBillLines(balance('W2'), [move('arrive', 4, 6, 'transferIn')], SHORT, [PLATFORM], {
        from: 0,
        to: 9,
      }),
    ];
    expect(
      lines.map((line) => [line.warehouseId, line.kind, line.quantity, line.amountFen, line.entryIds]),
    ).toEqual([
      // W1: aged 3 on day 3, gone on day 4 → 6 pallet-days; 6 × 3500 / 100 = 210
      ['W1', 'hire', 6, 210, ['in']],
      // W2: age 0 on day 4, so aged 3–5 on days 7–9 → 18 pallet-days; 18 × 3500 / 100 = 630
      // (without the restart they would be aged 4–9: hire on days 4–5, overdue from day 6)
      ['W2', 'hire', 18, 630, ['arrive']],
    ]);
  });

  it('charges an overdue return and offsets it with an early return', () => {
    const entries = [
      move('old', 0, 5, 'inbound'),
      move('new', 10, 3, 'inbound'),
      move('late', 11, -5, 'trayReturn'), // takes the 5 oldest: aged 11 > A
      move('early', 12, -2, 'trayReturn'), // takes 2 of 'new': aged 2 ≤ F
    ];
    const lines = referenceBillLines(balance(), entries, SHORT, [PLATFORM], { from: 10, to: 12 });
    expect(lines.map((line) => [line.kind, line.quantity, line.rate, line.amountFen, line.entryIds])).toEqual(
      [
        // day 10: 'old' 5 pallets aged 10 > 5 (day 11 they are gone; 'new' stays ≤ F): 5 × 5000 / 100 = 250
        ['overdueInStock', 5, 5000, 250, ['old']],
        // 5 pallets returned aged 11: 5 × 2000 = 10000
        ['overdueReturn', 5, 2000, 10000, ['late']],
        // 2 early pallets offset 2 of the 5 late ones: −2 × 2000 = −4000
        ['offset', 2, 2000, -4000, ['early']],
      ],
    );
  });

  it('offsets at most as many pallets as were returned late', () => {
    const entries = [
      move('old', 0, 1, 'inbound'),
      move('new', 9, 4, 'inbound'),
      move('both', 10, -5, 'customerReturnOut'), // 1 aged 10 > A, 4 aged 1 ≤ F
    ];
    const lines = referenceBillLines(balance(), entries, SHORT, [PLATFORM], { from: 10, to: 10 });
    expect(lines.map((line) => [line.kind, line.quantity, line.amountFen])).toEqual([
      ['overdueReturn', 1, 2000], // 1 × 2000
      ['offset', 1, -2000], // min(4 early, 1 late) = 1; −1 × 2000
    ]);
  });

  it('charges deducted pallets at the deposit and no rent after they leave', () => {
    const entries = [move('in', 0, 4, 'inbound'), move('deducted', 8, -3, 'deduction')];
    const lines = referenceBillLines(balance(), entries, SHORT, [PLATFORM], { from: 6, to: 9 });
    expect(lines.map((line) => [line.kind, line.quantity, line.amountFen, line.entryIds])).toEqual([
      // aged > 5 all period: 4 (day 6) + 4 (day 7) + 1 (day 8) + 1 (day 9) = 10 pallet-days; 10 × 5000 / 100 = 500
      ['overdueInStock', 10, 500, ['in']],
      // 3 × 15000 = 45000
      ['deduction', 3, 45000, ['deducted']],
    ]);
  });

  it('bills no day on which no price row is in force', () => {
    const later = { ...PLATFORM, effectiveFrom: 8 };
    const lines = referenceBillLines(balance(), [move('in', 0, 2, 'inbound')], SHORT, [later], {
      from: 3,
      to: 9,
    });
    // days 3–7 have no price; days 8–9 aged 8–9 > 5: 2 × 2 = 4 pallet-days; 4 × 5000 / 100 = 200
    expect(lines.map((line) => [line.kind, line.firstDay, line.quantity, line.amountFen])).toEqual([
      ['overdueInStock', 8, 4, 200],
    ]);
  });
});
