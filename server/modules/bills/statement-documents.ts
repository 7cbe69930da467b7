import type { Page } from '../../../src/contract/envelope';
import type {
  StatementCorrectionOf,
  StatementDocumentQuery,
  StatementDocumentRow,
} from '../../../src/contract/statements';
import type { DbOrTrx } from '../../db/schema';
import { pageOf, shanghaiDay } from '../ledger';
import { splitFen } from './fen-split';
import { dayText } from './period';
import { statementRow } from './statements';
import { statementsDb } from './tables';

/**
 * settlementManagement/getOrderSettleStatementDetail: a statement's money by the ledger document whose
 * entries its lines count (money model, STATEMENTS: src/contract/statements.ts). Each stored line's fen
 * is split over its entries by their pallets (splitFen, largest remainder), and the shares are summed
 * per document, so the documents add up to the statement's total to the fen.
 */

interface CountedEntry {
  line_id: string;
  entry_id: string;
  delta: number;
  document_type: StatementDocumentRow['documentType'] & string;
  document_id: string;
  document_no: string;
  created_at: number;
}

const NO_DOCUMENT: StatementDocumentRow = {
  documentType: null,
  documentId: null,
  documentNo: null,
  documentDate: null,
  pallets: 0,
  amountFen: 0,
  corrects: null,
};

interface DocumentShare extends StatementDocumentRow {
  /** The earliest entry's time, for the order; entries counted so far (each once). */
  firstAt: number;
  entries: Set<string>;
}

/** A stored line: its money, and the earlier statement it corrects when it is a correction line. */
interface StoredLine {
  id: string;
  amount_fen: number;
  corrects: StatementCorrectionOf | null;
}

/**
 * The lines' money by document: documents in date order, then one row per earlier statement the
 * correction lines correct (never split over documents), the group without a document last.
 */
export function documentShares(
  lines: readonly StoredLine[],
  entries: readonly CountedEntry[],
): StatementDocumentRow[] {
  const byLine = new Map<string, CountedEntry[]>();
  for (const entry of entries) {
    const counted = byLine.get(entry.line_id) ?? byLine.set(entry.line_id, []).get(entry.line_id)!;
    counted.push(entry);
  }
  const documents = new Map<string, DocumentShare>();
  const corrections = new Map<string, StatementDocumentRow>();
  let unassignedFen = 0;
  for (const line of lines) {
    const counted = byLine.get(line.id) ?? [];
    const amount = Number(line.amount_fen);
    if (line.corrects) {
      const { statementId } = line.corrects;
      const row =
        corrections.get(statementId) ??
        corrections.set(statementId, { ...NO_DOCUMENT, corrects: line.corrects }).get(statementId)!;
      row.amountFen += amount;
      continue;
    }
    if (counted.length === 0) {
      unassignedFen += amount;
      continue;
    }
    const shares = splitFen(
      amount,
      counted.map((entry) => Math.abs(Number(entry.delta))),
    );
    counted.forEach((entry, index) => {
      const key = `${entry.document_type}\u0000${entry.document_id}`;
      const at = Number(entry.created_at);
      const document =
        documents.get(key) ??
        documents
          .set(key, {
            documentType: entry.document_type,
            documentId: entry.document_id,
            documentNo: entry.document_no,
            documentDate: null,
            pallets: 0,
            amountFen: 0,
            corrects: null,
            firstAt: at,
            entries: new Set(),
          })
          .get(key)!;
      document.amountFen += shares[index]!;
      document.firstAt = Math.min(document.firstAt, at);
      if (!document.entries.has(entry.entry_id)) {
        document.entries.add(entry.entry_id);
        document.pallets += Math.abs(Number(entry.delta));
      }
    });
  }
  const rows: StatementDocumentRow[] = [...documents.values()]
    .sort((a, b) => a.firstAt - b.firstAt || (a.documentNo ?? '').localeCompare(b.documentNo ?? ''))
    .map(({ firstAt, entries: _entries, ...row }) => ({
      ...row,
      documentDate: dayText(shanghaiDay(firstAt)),
    }));
  rows.push(
    ...[...corrections.values()].sort((a, b) =>
      a.corrects!.periodStart.localeCompare(b.corrects!.periodStart),
    ),
  );
  if (unassignedFen !== 0) rows.push({ ...NO_DOCUMENT, amountFen: unassignedFen });
  return rows;
}

export async function statementDocuments(
  db: DbOrTrx,
  customer: string,
  query: StatementDocumentQuery,
): Promise<Page<StatementDocumentRow>> {
  await statementRow(db, customer, query.id);
  const sdb = statementsDb(db);
  const [lines, entries] = await Promise.all([
    sdb
      .selectFrom('settle_statement_lines as l')
      .leftJoin('settle_statements as c', 'c.id', 'l.corrects_statement_id')
      .select([
        'l.id',
        'l.amount_fen',
        'c.id as corrected_id',
        'c.statement_no',
        'c.period_start',
        'c.period_end',
      ])
      .where('l.statement_id', '=', query.id)
      .orderBy('l.line_no')
      .execute(),
    sdb
      .selectFrom('settle_statement_line_entries as x')
      .innerJoin('settle_statement_lines as l', 'l.id', 'x.line_id')
      .innerJoin('ledger_entries as e', 'e.id', 'x.entry_id')
      .select([
        'x.line_id',
        'x.entry_id',
        'e.delta',
        'e.document_type',
        'e.document_id',
        'e.document_no',
        'e.created_at',
      ])
      .where('l.statement_id', '=', query.id)
      .orderBy('x.line_id')
      .orderBy('x.entry_id')
      .execute(),
  ]);
  const rows = documentShares(
    lines.map((line) => ({
      id: line.id,
      amount_fen: line.amount_fen,
      corrects: line.corrected_id
        ? {
            statementId: line.corrected_id,
            statementNo: line.statement_no!,
            periodStart: dayText(Number(line.period_start)),
            periodEnd: dayText(Number(line.period_end)),
          }
        : null,
    })),
    entries,
  );
  const start = (query.pageNum - 1) * query.pageSize;
  return pageOf(rows.slice(start, start + query.pageSize), rows.length, query);
}
