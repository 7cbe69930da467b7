import { CORRECTION_LOOKBACK, type ComputedLineKind } from '../../../src/contract/bills';
import type { DbOrTrx } from '../../db/schema';
import { billLinesOf } from './engine';
import type { BillLine, DayRange } from './model';
import { periodOf } from './period';
import { chargedLines, CLIENT_BILL_LINES, type LineStore } from './stored-lines';
import { billsDb } from './tables';
import { termsOf } from './terms';

/**
 * Correction lines (money model, CORRECTIONS: src/contract/bills.ts): what the frozen documents of the
 * periods before a new one would charge today, less what they charged and the corrections already
 * carried for them, as credit or debit lines of the new document. The same rule for an owner's bills to
 * its clients (one holder each) and the platform's statements to a customer (every holder): a
 * CorrectionSource says where each keeps its documents.
 */

/** A frozen document a correction can name: a client bill or a platform statement. */
export interface FrozenDocument {
  id: string;
  /** The client a bill charges; null on a statement, which charges every holder of the owner's pallets. */
  holder: string | null;
  from: number;
  to: number;
}

/** Money stored for a frozen period: a line a document charged, or a correction carried for it. */
export interface StoredMoney {
  /** Whose pallets, and the first day of the period the money is for. */
  holder: string;
  periodStart: number;
  kind: ComputedLineKind;
  warehouseId: string;
  trayTypeCode: string;
  priceId: string;
  fen: number;
}

/** One owner's frozen documents: which they are and the corrections already carried for them. */
export interface CorrectionSource {
  owner: string;
  /** The holders the documents charge (each a bill of its own); undefined: every holder, one statement. */
  holders?: readonly string[];
  store: LineStore;
  /** The documents, not superseded, of the periods that start on `firstDay` or later and end before `before`. */
  frozen(db: DbOrTrx, firstDay: number, before: number): Promise<FrozenDocument[]>;
  /** The correction lines, of documents not superseded, that correct those periods' documents. */
  carried(db: DbOrTrx, firstDay: number, before: number): Promise<StoredMoney[]>;
}

/** The columns of a carried correction line besides its holder and corrected period (carriedMoney). */
export const CARRIED_COLUMNS = [
  'l.corrected_kind',
  'l.warehouse_id',
  'l.tray_type_code',
  'l.price_id',
  'l.amount_fen',
] as const;

/** A correction line read back as money for the period of the document it corrects. */
export const carriedMoney = (line: {
  holder: string;
  period_start: number;
  corrected_kind: ComputedLineKind | null;
  warehouse_id: string;
  tray_type_code: string;
  price_id: string;
  amount_fen: number;
}): StoredMoney => ({
  holder: line.holder,
  periodStart: Number(line.period_start),
  kind: line.corrected_kind!,
  warehouseId: line.warehouse_id,
  trayTypeCode: line.tray_type_code,
  priceId: line.price_id,
  fen: Number(line.amount_fen),
});

/** The first day of the CORRECTION_LOOKBACK periods before `period`. */
function lookbackStart(period: DayRange, cutOffDay: number): number {
  let from = period.from;
  for (let step = 0; step < CORRECTION_LOOKBACK; step++) from = periodOf(from - 1, cutOffDay).from;
  return from;
}

/** Money per corrected document, holder, kind, warehouse and tray type: the unit a correction line corrects. */
interface Difference {
  document: FrozenDocument;
  holder: string;
  kind: ComputedLineKind;
  warehouseId: string;
  trayTypeCode: string;
  /** The price row of the last span recomputed (the one in force latest), else the charged line's. */
  priceId: string;
  priceFirstDay: number;
  fen: number;
  entryIds: Set<string>;
}

type Charge = Pick<StoredMoney, 'kind' | 'warehouseId' | 'trayTypeCode' | 'priceId'>;

/**
 * The correction lines of the source's new documents of `period`: one per corrected document, holder,
 * kind, warehouse and tray type whose money differs. One engine pass per earlier period that has a
 * frozen document; `traced: false` (totals only, as billList needs) skips the passes' trace statements
 * and leaves every entryIds empty.
 */
export async function correctionsOf(
  db: DbOrTrx,
  source: CorrectionSource,
  period: DayRange,
  { traced = true }: { traced?: boolean } = {},
): Promise<BillLine[]> {
  if (source.holders?.length === 0) return [];
  const firstDay = lookbackStart(period, (await termsOf(db, source.owner)).cutOffDay);
  const frozen = await source.frozen(db, firstDay, period.from);
  if (frozen.length === 0) return [];
  const [charged, carried] = await Promise.all([
    chargedLines(db, source.store, frozen),
    source.carried(db, firstDay, period.from),
  ]);

  // A bill is found by its client and period, a statement by its period alone (its holder is null).
  const byPeriod = new Map(frozen.map((document) => [`${document.holder ?? ''}|${document.from}`, document]));
  const documentOf = (holder: string, periodStart: number) =>
    byPeriod.get(`${holder}|${periodStart}`) ?? byPeriod.get(`|${periodStart}`);
  const differences = new Map<string, Difference>();
  const differenceOf = (document: FrozenDocument, holder: string, charge: Charge) => {
    const key = [document.id, holder, charge.kind, charge.warehouseId, charge.trayTypeCode].join('\u0000');
    return (
      differences.get(key) ??
      differences
        .set(key, { document, holder, ...charge, priceFirstDay: -Infinity, fen: 0, entryIds: new Set() })
        .get(key)!
    );
  };

  // What each document's period would charge today: one engine pass per period, every holder at once.
  const periods = new Map(frozen.map((document) => [document.from, document.to]));
  const onlyHolder = source.holders?.length === 1 ? { holder: source.holders[0] } : {};
  for (const [from, to] of periods) {
    const lines = await billLinesOf(db, { owners: [source.owner], ...onlyHolder, from, to }, { traced });
    for (const line of lines) {
      const document = documentOf(line.holderCompanyId, from);
      if (!document || line.kind === 'correction') continue;
      const difference = differenceOf(document, line.holderCompanyId, { ...line, kind: line.kind });
      if (line.firstDay > difference.priceFirstDay) {
        difference.priceId = line.priceId;
        difference.priceFirstDay = line.firstDay;
      }
      difference.fen += line.amountFen;
      for (const entry of line.entryIds) difference.entryIds.add(entry);
    }
  }
  for (const money of [...charged, ...carried]) {
    const document = documentOf(money.holder, money.periodStart);
    if (document) differenceOf(document, money.holder, money).fen -= money.fen;
  }

  return [...differences.values()]
    .filter((difference) => difference.fen !== 0)
    .map((difference) => ({
      holderCompanyId: difference.holder,
      ownerCompanyId: source.owner,
      warehouseId: difference.warehouseId,
      trayTypeCode: difference.trayTypeCode,
      kind: 'correction' as const,
      priceId: difference.priceId,
      firstDay: difference.document.from,
      lastDay: difference.document.to,
      quantity: 1,
      rate: difference.fen,
      amountFen: difference.fen,
      entryIds: [...difference.entryIds].sort(),
      corrects: { billId: difference.document.id, kind: difference.kind },
    }));
}

/** An owner's bills to its downstream C1 clients as a CorrectionSource. */
const clientBills = (owner: string, clients: readonly string[]): CorrectionSource => ({
  owner,
  holders: clients,
  store: CLIENT_BILL_LINES,
  async frozen(db, firstDay, before) {
    const bills = await billsDb(db)
      .selectFrom('bills')
      .select(['id', 'billed_company_id', 'period_start', 'period_end'])
      .where('biller_company_id', '=', owner)
      .where('billed_company_id', 'in', clients)
      .where('superseded_by', 'is', null)
      .where('period_end', '<', before)
      .where('period_start', '>=', firstDay)
      .execute();
    return bills.map((bill) => ({
      id: bill.id,
      holder: bill.billed_company_id,
      from: Number(bill.period_start),
      to: Number(bill.period_end),
    }));
  },
  async carried(db, firstDay, before) {
    // A correction counts for the period it corrects, also when the bill it named was since rejected
    // and regenerated: the successor charges the period in full, so what was carried is still owed back.
    const lines = await billsDb(db)
      .selectFrom('bill_lines as l')
      .innerJoin('bills as b', 'b.id', 'l.bill_id')
      .innerJoin('bills as c', 'c.id', 'l.corrects_bill_id')
      .select(['c.billed_company_id as holder', 'c.period_start', ...CARRIED_COLUMNS])
      .where('b.superseded_by', 'is', null)
      .where('c.biller_company_id', '=', owner)
      .where('c.billed_company_id', 'in', clients)
      .where('c.period_end', '<', before)
      .where('c.period_start', '>=', firstDay)
      .execute();
    return lines.map(carriedMoney);
  },
});

/** The correction lines of the owner's bills of `period` to the clients given (correctionsOf). */
export function correctionLines(
  db: DbOrTrx,
  owner: string,
  clients: readonly string[],
  period: DayRange,
  options: { traced?: boolean } = {},
): Promise<BillLine[]> {
  return correctionsOf(db, clientBills(owner, clients), period, options);
}
