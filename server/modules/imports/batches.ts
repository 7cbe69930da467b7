import type { EarlierImport, ImportBatch, ImportRowErrors } from '../../../src/contract/imports';
import type { Session } from '../../auth/sessions';
import type { DbOrTrx } from '../../db/schema';
import { businessError } from '../../http/envelope';
import { iso, isoOrNull, pageOf, type Paging } from '../ledger';
import type { PageOf } from '../../../src/contract/stock';
import { IMPORT_LABELS } from './labels';
import { importsDb, type ImportBatchesTable } from './tables';

/** A batch of the caller's company, or 导入批次不存在 (another company's batch id too: nothing leaks). */
export async function loadBatch(
  db: DbOrTrx,
  companyId: string,
  batchId: string,
): Promise<ImportBatchesTable> {
  const row = await importsDb(db)
    .selectFrom('import_batches')
    .selectAll()
    .where('id', '=', batchId)
    .where('company_id', '=', companyId)
    .executeTakeFirst();
  if (!row) throw businessError(IMPORT_LABELS.batchNotFound);
  return row;
}

/** The confirmed batch of the same file, kind and company, if there is one (a batch is never its own). */
export async function earlierImport(
  db: DbOrTrx,
  batch: ImportBatchesTable,
): Promise<ImportBatchesTable | undefined> {
  return importsDb(db)
    .selectFrom('import_batches')
    .selectAll()
    .where('company_id', '=', batch.company_id)
    .where('kind', '=', batch.kind)
    .where('file_sha256', '=', batch.file_sha256)
    .where('status', '<>', 'previewed')
    .where('id', '<>', batch.id)
    .executeTakeFirst();
}

const toEarlier = (row: ImportBatchesTable): EarlierImport => ({
  batchId: row.id,
  fileName: row.file_name,
  confirmedAt: iso(row.confirmed_at ?? row.created_at),
  total: row.total_rows,
  succeeded: row.succeeded_rows,
  failed: row.failed_rows + row.invalid_rows,
});

export async function toImportBatch(db: DbOrTrx, row: ImportBatchesTable): Promise<ImportBatch> {
  const earlier = row.status === 'previewed' ? await earlierImport(db, row) : undefined;
  return {
    batchId: row.id,
    kind: row.kind,
    fileName: row.file_name,
    status: row.status,
    total: row.total_rows,
    valid: row.valid_rows,
    invalid: row.invalid_rows,
    processed: row.processed_rows,
    succeeded: row.succeeded_rows,
    failed: row.failed_rows,
    createdAt: iso(row.created_at),
    confirmedAt: isoOrNull(row.confirmed_at),
    finishedAt: isoOrNull(row.finished_at),
    alreadyImported: earlier ? toEarlier(earlier) : null,
  };
}

/** bulkImport/status: the batch of the caller's company (the progress bar polls it). */
export async function batchStatus(db: DbOrTrx, session: Session, batchId: string): Promise<ImportBatch> {
  return toImportBatch(db, await loadBatch(db, session.companyId, batchId));
}

/** The rows refused by the preview, in file order, a page at a time. */
export async function rowErrors(
  db: DbOrTrx,
  batchId: string,
  paging: Paging,
): Promise<PageOf<ImportRowErrors>> {
  const invalid = importsDb(db)
    .selectFrom('import_rows')
    .where('batch_id', '=', batchId)
    .where('payload', 'is', null);
  const [rows, count] = await Promise.all([
    invalid
      .select(['row_no', 'errors'])
      .orderBy('row_no')
      .limit(paging.pageSize)
      .offset((paging.pageNum - 1) * paging.pageSize)
      .execute(),
    invalid.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const list = rows.map((row) => ({
    rowNo: row.row_no,
    errors: JSON.parse(row.errors) as ImportRowErrors['errors'],
  }));
  return pageOf(list, Number(count.n), paging);
}
