import type { Insertable, Transaction } from 'kysely';
import type { DocumentType } from '../../../src/contract/stock';
import { newId } from '../../db/ids';
import type { Database, DbOrTrx } from '../../db/schema';
import type { ReturnTables } from '../returns/tables';
import type { TransportTables } from '../transport/tables';
import { stockDb, type LedgerTables } from '../stock/tables';
import { inTransaction, type StockDeps } from './context';
import { nextDocumentNo } from './document-no';

/** The single-row documents a create call writes (shipments write a group of lines and key on their type). */
type CreatedTable =
  'inbound_orders' | 'transfers' | 'recycling_applications' | 'deductions' | 'waybills' | 'tray_returns';
type CreatedTables = LedgerTables & TransportTables & ReturnTables;

/** A create request's idempotency key: its requestId is unique per creating company (a unique index). */
export interface RequestKey<T extends CreatedTable> {
  table: T;
  /** The column holding the creating company. */
  creatorColumn: 'company_id' | 'from_company_id' | 'owner_company_id';
  creatorId: string;
  requestId: string;
}

/** The id of the document an earlier request with this key created, if any. */
export async function createdBefore<T extends CreatedTable>(
  db: DbOrTrx,
  key: RequestKey<T>,
): Promise<string | undefined> {
  // Every created table has id, request_id and its creator column; one table type stands for them all.
  const found = await stockDb(db)
    .selectFrom(key.table as 'transfers')
    .select('id')
    .where(key.creatorColumn as 'from_company_id', '=', key.creatorId)
    .where('request_id', '=', key.requestId)
    .executeTakeFirst();
  return found?.id;
}

type StampedColumns = 'id' | 'document_no' | 'request_id' | 'created_at' | 'updated_at';

export interface DocumentInsert<T extends CreatedTable> {
  documentType: DocumentType;
  /** The row but its id, number, request id and time stamps, which are added here. */
  values: Omit<Insertable<CreatedTables[T]>, StampedColumns>;
  /** Writes the ledger changes of the new document, in the same transaction. */
  onInserted: (
    trx: Transaction<Database>,
    created: { id: string; documentNo: string; now: number },
  ) => Promise<void>;
}

/**
 * Inserts the document with the next number and writes its ledger changes, in one transaction, and
 * answers its id. A concurrent request with the same key inserts nothing and answers the winner's id.
 */
export async function insertOnce<T extends CreatedTable>(
  deps: StockDeps,
  key: RequestKey<T>,
  insert: DocumentInsert<T>,
): Promise<string> {
  return inTransaction(deps.db, async (trx) => {
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
    const inserted = await stockDb(trx)
      .insertInto(key.table as 'transfers')
      .values(row as Insertable<LedgerTables['transfers']>)
      .onConflict((c) => c.columns([key.creatorColumn as 'from_company_id', 'request_id']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) return (await createdBefore(deps.db, key)) as string;
    await insert.onInserted(trx, { id: inserted.id, documentNo, now });
    return inserted.id;
  });
}
