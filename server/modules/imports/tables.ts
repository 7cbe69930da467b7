import type { Kysely } from 'kysely';
import type { ImportBatchStatus, ImportKind } from '../../../src/contract/imports';
import type { Database, DbOrTrx } from '../../db/schema';

/** Tables of migration 0039-imports (column names as in the database). */
export interface ImportBatchesTable {
  id: string;
  company_id: string;
  kind: ImportKind;
  file_sha256: string;
  file_name: string;
  status: ImportBatchStatus;
  total_rows: number;
  valid_rows: number;
  invalid_rows: number;
  /** Valid rows written (created or failed at write time). */
  processed_rows: number;
  succeeded_rows: number;
  failed_rows: number;
  created_by: string;
  lease_owner: string | null;
  lease_until: number | null;
  /** Passes that claimed the batch; past RunOptions.maxClaims it is failed instead of claimed again. */
  claims: number;
  created_at: number;
  confirmed_at: number | null;
  finished_at: number | null;
}

export interface ImportRowsTable {
  batch_id: string;
  row_no: number;
  /** The row's key cells as the file had them (JSON object header → text), for the result file. */
  cells: string;
  /** The kind's create request without requestId (JSON); null when the row is invalid. */
  payload: string | null;
  /** [{field, message}] (JSON); `[]` for a valid row. */
  errors: string;
  outcome: 'created' | 'failed' | null;
  document_id: string | null;
  document_no: string | null;
  reason: string | null;
}

// A type alias, not an interface: withTables<T> needs T to be indexable.
export type ImportTables = {
  import_batches: ImportBatchesTable;
  import_rows: ImportRowsTable;
};

export const importsDb = (db: DbOrTrx) => (db as Kysely<Database>).withTables<ImportTables>();
