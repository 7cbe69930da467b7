import { CORRECTION_LOOKBACK, type ComputedLineKind } from '../../../src/contract/bills';
import type { DbOrTrx } from '../../db/schema';
import { billLinesOf } from './engine';
import type { BillLine, DayRange } from './model';
import { periodOf } from './period';
import { billsDb } from './tables';
import { termsOf } from './terms';

/**
 * Correction lines (money model, CORRECTIONS: src/contract/bills.ts): what the frozen bills of the
 * periods before a bill would charge today, less what they charged and the corrections already carried
 * for them, as credit or debit lines of that bill.
 */

/** The first day of the CORRECTION_LOOKBACK periods before `period`. */
function lookbackStart(period: DayRange, cutOffDay: number): number {
  let from = period.from;
  for (let step = 0; step < CORRECTION_LOOKBACK; step++) from = periodOf(from - 1, cutOffDay).from;
  return from;
}

/** Money per corrected bill, kind, warehouse and tray type: the unit a correction line corrects. */
interface Difference {
  billId: string;
  holder: string;
  kind: ComputedLineKind;
  warehouseId: string;
  trayTypeCode: string;
  /** The price row of the last span recomputed (the one in force latest), else the charged line's. */
  priceId: string;
  priceFirstDay: number;
  period: DayRange;
  fen: number;
  entryIds: Set<string>;
}

const keyOf = (billId: string, kind: string, warehouseId: string, trayTypeCode: string) =>
  [billId, kind, warehouseId, trayTypeCode].join('\u0000');

/**
 * The correction lines of the owner's bills of `period` to its clients: one per corrected bill, kind,
 * warehouse and tray type whose money differs, for the clients given. One engine pass per earlier
 * period that has a frozen bill of these clients; `traced: false` (totals only, as billList needs) skips
 * the passes' trace statements and leaves every entryIds empty.
 */
export async function correctionLines(
  db: DbOrTrx,
  owner: string,
  clients: readonly string[],
  period: DayRange,
  { traced = true }: { traced?: boolean } = {},
): Promise<BillLine[]> {
  if (clients.length === 0) return [];
  const bdb = billsDb(db);
  const firstDay = lookbackStart(period, (await termsOf(db, owner)).cutOffDay);
  const frozen = await bdb
    .selectFrom('bills')
    .select(['id', 'billed_company_id', 'period_start', 'period_end'])
    .where('biller_company_id', '=', owner)
    .where('billed_company_id', 'in', clients)
    .where('superseded_by', 'is', null)
    .where('period_end', '<', period.from)
    .where('period_start', '>=', firstDay)
    .execute();
  if (frozen.length === 0) return [];
  const [charged, carried] = await Promise.all([
    bdb
      .selectFrom('bill_lines')
      .select(['bill_id', 'kind', 'warehouse_id', 'tray_type_code', 'price_id', 'amount_fen'])
      .where(
        'bill_id',
        'in',
        frozen.map((bill) => bill.id),
      )
      .where('kind', '!=', 'correction')
      .execute(),
    // A correction counts for the period it corrects, also when the bill it named was since rejected
    // and regenerated: the successor charges the period in full, so what was carried is still owed back.
    bdb
      .selectFrom('bill_lines as l')
      .innerJoin('bills as b', 'b.id', 'l.bill_id')
      .innerJoin('bills as c', 'c.id', 'l.corrects_bill_id')
      .select([
        'c.billed_company_id',
        'c.period_start',
        'l.corrected_kind',
        'l.warehouse_id',
        'l.tray_type_code',
        'l.price_id',
        'l.amount_fen',
      ])
      .where('b.superseded_by', 'is', null)
      .where('c.biller_company_id', '=', owner)
      .where('c.billed_company_id', 'in', clients)
      .where('c.period_end', '<', period.from)
      .where('c.period_start', '>=', firstDay)
      .execute(),
  ]);

  const differences = new Map<string, Difference>();
  const byId = new Map(frozen.map((bill) => [bill.id, bill]));
  const billOf = new Map(frozen.map((bill) => [`${bill.billed_company_id}|${bill.period_start}`, bill]));
  const differenceOf = (
    bill: (typeof frozen)[number],
    line: { kind: ComputedLineKind; warehouseId: string; trayTypeCode: string; priceId: string },
  ) => {
    const key = keyOf(bill.id, line.kind, line.warehouseId, line.trayTypeCode);
    return (
      differences.get(key) ??
      differences
        .set(key, {
          billId: bill.id,
          holder: bill.billed_company_id,
          kind: line.kind,
          warehouseId: line.warehouseId,
          trayTypeCode: line.trayTypeCode,
          priceId: line.priceId,
          priceFirstDay: -Infinity,
          period: { from: Number(bill.period_start), to: Number(bill.period_end) },
          fen: 0,
          entryIds: new Set(),
        })
        .get(key)!
    );
  };

  // What each bill's period would charge today: one engine pass per period, every client at once.
  const periods = new Map(frozen.map((bill) => [Number(bill.period_start), Number(bill.period_end)]));
  for (const [from, to] of periods) {
    const lines = await billLinesOf(
      db,
      { owners: [owner], ...(clients.length === 1 ? { holder: clients[0] } : {}), from, to },
      { traced },
    );
    for (const line of lines) {
      const bill = billOf.get(`${line.holderCompanyId}|${from}`);
      if (!bill || line.kind === 'correction') continue;
      const difference = differenceOf(bill, { ...line, kind: line.kind });
      if (line.firstDay > difference.priceFirstDay) {
        difference.priceId = line.priceId;
        difference.priceFirstDay = line.firstDay;
      }
      difference.fen += line.amountFen;
      for (const entry of line.entryIds) difference.entryIds.add(entry);
    }
  }
  for (const line of charged) {
    differenceOf(byId.get(line.bill_id)!, {
      // Corrections were left out of the query: the rest are computed kinds.
      kind: line.kind as ComputedLineKind,
      warehouseId: line.warehouse_id,
      trayTypeCode: line.tray_type_code,
      priceId: line.price_id,
    }).fen -= Number(line.amount_fen);
  }
  for (const line of carried) {
    const bill = billOf.get(`${line.billed_company_id}|${line.period_start}`);
    if (!bill) continue;
    differenceOf(bill, {
      kind: line.corrected_kind!,
      warehouseId: line.warehouse_id,
      trayTypeCode: line.tray_type_code,
      priceId: line.price_id,
    }).fen -= Number(line.amount_fen);
  }

  return [...differences.values()]
    .filter((difference) => difference.fen !== 0)
    .map((difference) => ({
      holderCompanyId: difference.holder,
      ownerCompanyId: owner,
      warehouseId: difference.warehouseId,
      trayTypeCode: difference.trayTypeCode,
      kind: 'correction' as const,
      priceId: difference.priceId,
      firstDay: difference.period.from,
      lastDay: difference.period.to,
      quantity: 1,
      rate: difference.fen,
      amountFen: difference.fen,
      entryIds: [...difference.entryIds].sort(),
      corrects: { billId: difference.billId, kind: difference.kind },
    }));
}
