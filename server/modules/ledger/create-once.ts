import type { Insertable, Kysely, Transaction } from 'kysely';
import type { DocumentType } from '../../../src/contract/stock';
import { newId } from '../../db/ids';
import type { Database, DbOrTrx } from '../../db/schema';
import { inTransaction, type LedgerDeps } from './context';
import { nextDocumentNo } from './document-no';

/** The columns every created document has (the ledger reads and writes only these by the table's name). */
interface CreatedColumns {
  id: string;
  document_no: string;
  request_id: string;
  created_at: number;
  updated_at: number;
  company_id: string;
  from_company_id: string;
  owner_company_id: string;
}

/** A single-row document table of any module, seen through its common columns. */
const createdDb = (db: DbOrTrx) => db as unknown as Kysely<Record<string, CreatedColumns>>;

/**
 * A create request's idempotency key: its requestId is unique per creating company (a unique index).
 * `table` is a single-row document table (shipments write a group of lines and key on their type).
 */
export interface RequestKey {
  table: string;
  /** The column holding the creating company. */
  creatorColumn: 'company_id' | 'from_company_id' | 'owner_company_id';
  creatorId: string;
  requestId: string;
}

/** The id of the document an earlier request with this key created, if any. */
export async function createdBefore(db: DbOrTrx, key: RequestKey): Promise<string | undefined> {
  const found = await createdDb(db)
    .selectFrom(key.table)
    .select('id')
    .where(key.creatorColumn, '=', key.creatorId)
    .where('request_id', '=', key.requestId)
    .executeTakeFirst();
  return found?.id;
}

type StampedColumns = 'id' | 'document_no' | 'request_id' | 'created_at' | 'updated_at';

/** A new document of table type `Row` (the caller's module owns the table). */
export interface DocumentInsert<Row> {
  documentType: DocumentType;
  /** The row but its id, number, request id and time stamps, which are added here. */
  values: Omit<Insertable<Row>, StampedColumns>;
  /** Writes the ledger changes of the new document, in the same transaction. */
  onInserted: (
    trx: Transaction<Database>,
    created: { id: string; documentNo: string; now: number },
  ) => Promise<void>;
}

/**
 * Thrown inside the transaction when another request with the same key won: it rolls the transaction
 * back, so the duplicate leaves no gap in the document numbers, and carries the winner's id out.
 */
class CreatedByAnother {
  constructor(readonly id: string) {}
}

/**
 * Inserts the document with the next number and writes its ledger changes, in one transaction, and
 * answers its id. A concurrent request with the same key inserts nothing and answers the winner's id.
 *
 * Every query here goes through the transaction: one holding the document-number lock must never ask
 * the pool for a second connection (server/db/transaction-guard.ts). The winner's row is committed by
 * then (the number lock orders the creates), and on PostgreSQL each statement reads what was committed
 * before it started, so the transaction sees it.
 */
export async function insertOnce<Row>(
  deps: LedgerDeps,
  key: RequestKey,
  insert: DocumentInsert<Row>,
): Promise<string> {
  try {
    return await inTransaction(deps.db, async (trx) => {
      const now = deps.clock();
      const documentNo = await nextDocumentNo(trx, insert.documentType, now);
      const row = {
        ...insert.values,
        id: newId(),
        document_no: documentNo,
        request_id: key.requestId,
        created_at: now,
        updated_at: now,
      };
      const inserted = await createdDb(trx)
        .insertInto(key.table)
        .values(row as unknown as CreatedColumns)
        .onConflict((c) => c.columns([key.creatorColumn, 'request_id']).doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!inserted) throw new CreatedByAnother((await createdBefore(trx, key)) as string);
      await insert.onInserted(trx, { id: inserted.id, documentNo, now });
      return inserted.id;
    });
  } catch (error) {
    if (error instanceof CreatedByAnother) return error.id;
    throw error;
  }
}
