import type { Kysely, Transaction } from 'kysely';
import type { ComputedLineKind } from '../../../src/contract/bills';
import type { Database, DbOrTrx } from '../../db/schema';
import { newId } from '../../db/ids';
import type { FrozenDocument, StoredMoney } from './corrections';
import { byBillOrder } from './engine';
import { rateUnitOf, type BillLine } from './model';

/**
 * Frozen lines, written and read alike for client bills (bill_lines) and platform statements
 * (settle_statement_lines): the lines as the engine computed them, each with the ledger entries it
 * counts, so every fen of a frozen bill or statement stays traceable to the ledger.
 */

/** Where a document's frozen lines live: its line table, the entry table and their key columns. */
export interface LineStore {
  lines: 'bill_lines' | 'settle_statement_lines';
  /** The line table's column naming the bill or statement. */
  parent: 'bill_id' | 'statement_id';
  entries: 'bill_line_entries' | 'settle_statement_line_entries';
  /** The entry table's column naming the line. */
  entryLine: 'bill_line_id' | 'line_id';
  /** Whether the line table stores each line's holder (a statement covers every holder). */
  holder: boolean;
  /** The documents' table and their human number's column (a correction names the document it corrects). */
  documents: 'bills' | 'settle_statements';
  documentNo: 'bill_no' | 'statement_no';
  /** The line table's column naming the document a correction line corrects (migrations 0019, 0040). */
  corrects: 'corrects_bill_id' | 'corrects_statement_id';
}

export const CLIENT_BILL_LINES: LineStore = {
  lines: 'bill_lines',
  parent: 'bill_id',
  entries: 'bill_line_entries',
  entryLine: 'bill_line_id',
  holder: false,
  documents: 'bills',
  documentNo: 'bill_no',
  corrects: 'corrects_bill_id',
};

export const STATEMENT_LINES: LineStore = {
  lines: 'settle_statement_lines',
  parent: 'statement_id',
  entries: 'settle_statement_line_entries',
  entryLine: 'line_id',
  holder: true,
  documents: 'settle_statements',
  documentNo: 'statement_no',
  corrects: 'corrects_statement_id',
};

/** Rows per insert statement: well under SQLite's and PostgreSQL's limits on bound parameters. */
const INSERT_BATCH = 500;

export const totalOf = (lines: readonly BillLine[]) =>
  lines.reduce((total, line) => total + line.amountFen, 0);

async function insertInBatches<T>(rows: readonly T[], insert: (batch: T[]) => Promise<unknown>) {
  for (let start = 0; start < rows.length; start += INSERT_BATCH) {
    await insert(rows.slice(start, start + INSERT_BATCH));
  }
}

type Row = Record<string, unknown>;
/** The two stores' tables seen by name: both share every column but the parent's and the holder's. */
const storeDb = (db: DbOrTrx) => db as unknown as Kysely<Record<string, Row>>;

/** Writes a frozen document's lines in bill order (line_no 1…) with the ledger entries each counts. */
export async function writeLines(
  trx: Transaction<Database>,
  store: LineStore,
  parentId: string,
  lines: readonly BillLine[],
): Promise<void> {
  const sdb = storeDb(trx);
  const numbered = [...lines].sort(byBillOrder).map((line, index) => ({ line, id: newId(), index }));
  await insertInBatches(numbered, (batch) =>
    sdb
      .insertInto(store.lines)
      .values(
        batch.map(({ line, id, index }) => ({
          id,
          [store.parent]: parentId,
          ...(store.holder ? { holder_company_id: line.holderCompanyId } : {}),
          line_no: index + 1,
          kind: line.kind,
          warehouse_id: line.warehouseId,
          tray_type_code: line.trayTypeCode,
          price_id: line.priceId,
          first_day: line.firstDay,
          last_day: line.lastDay,
          quantity: line.quantity,
          rate: line.rate,
          rate_unit: rateUnitOf(line.kind),
          amount_fen: line.amountFen,
          [store.corrects]: line.corrects?.billId ?? null,
          corrected_kind: line.corrects?.kind ?? null,
        })),
      )
      .execute(),
  );
  const entries = numbered.flatMap(({ line, id }) =>
    line.entryIds.map((entry) => ({ [store.entryLine]: id, entry_id: entry })),
  );
  await insertInBatches(entries, (batch) => sdb.insertInto(store.entries).values(batch).execute());
}

/**
 * A frozen document's stored lines in their order, with the ledger entries each counts (sorted). The
 * owner, and the holder where the store has none, come from the document.
 */
export async function readLines(
  db: DbOrTrx,
  store: LineStore,
  parentId: string,
  parties: { owner: string; holder?: string },
): Promise<BillLine[]> {
  const sdb = storeDb(db);
  const [stored, entries] = await Promise.all([
    sdb.selectFrom(store.lines).selectAll().where(store.parent, '=', parentId).orderBy('line_no').execute(),
    sdb
      .selectFrom(`${store.entries} as e`)
      .innerJoin(`${store.lines} as l`, 'l.id', `e.${store.entryLine}`)
      .select([`e.${store.entryLine} as line_id`, 'e.entry_id'])
      .where(`l.${store.parent}`, '=', parentId)
      .orderBy('e.entry_id')
      .execute(),
  ]);
  const entryIds = new Map<string, string[]>();
  for (const entry of entries) {
    const line = entry.line_id as string;
    const ids = entryIds.get(line) ?? entryIds.set(line, []).get(line)!;
    ids.push(entry.entry_id as string);
  }
  return stored.map((line) => ({
    holderCompanyId: store.holder ? (line.holder_company_id as string) : (parties.holder ?? ''),
    ownerCompanyId: parties.owner,
    warehouseId: line.warehouse_id as string,
    trayTypeCode: line.tray_type_code as string,
    kind: line.kind as BillLine['kind'],
    priceId: line.price_id as string,
    firstDay: Number(line.first_day),
    lastDay: Number(line.last_day),
    quantity: Number(line.quantity),
    rate: Number(line.rate),
    amountFen: Number(line.amount_fen),
    entryIds: entryIds.get(line.id as string) ?? [],
    ...(line[store.corrects]
      ? {
          corrects: {
            billId: line[store.corrects] as string,
            kind: line.corrected_kind as NonNullable<BillLine['corrects']>['kind'],
          },
        }
      : {}),
  }));
}

/**
 * The lines the frozen documents charged, correction lines left out, as money for their periods (the
 * holder stored on the line, or the bill's client).
 */
export async function chargedLines(
  db: DbOrTrx,
  store: LineStore,
  documents: readonly FrozenDocument[],
): Promise<StoredMoney[]> {
  const byId = new Map(documents.map((document) => [document.id, document]));
  const lines = await storeDb(db)
    .selectFrom(store.lines)
    .select([
      store.parent,
      ...(store.holder ? ['holder_company_id'] : []),
      'kind',
      'warehouse_id',
      'tray_type_code',
      'price_id',
      'amount_fen',
    ])
    .where(store.parent, 'in', [...byId.keys()])
    .where('kind', '!=', 'correction')
    .execute();
  return lines.map((line) => {
    const document = byId.get(line[store.parent] as string)!;
    return {
      holder: store.holder ? (line.holder_company_id as string) : document.holder!,
      periodStart: document.from,
      // Corrections were left out of the query: the rest are computed kinds.
      kind: line.kind as ComputedLineKind,
      warehouseId: line.warehouse_id as string,
      trayTypeCode: line.tray_type_code as string,
      priceId: line.price_id as string,
      fen: Number(line.amount_fen),
    };
  });
}
