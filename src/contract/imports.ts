/**
 * Bulk import (issue 17 item 1): transfers, outbound waybills and door-pickup returns from a CSV or XLSX
 * file of the kind's template (Chinese headers, one example row).
 *
 * upload → preview (every row validated with the single form's rules, names resolved to ids in the
 * company's scope, nothing written to business tables) → confirm → the rows are written by a worker, each
 * through the kind's own create with a deterministic requestId (file sha256 + row number), so a resumed
 * batch never writes a row twice → a result file with each row's document number or reason.
 *
 * A batch: previewed → confirmed → running → done | failed. The same file (sha256) of the same kind, once
 * confirmed for a company, is reported by the preview as already imported and cannot be confirmed again.
 */
import type { Page } from './envelope';
import type { PermissionCode } from './permissions';

export const IMPORT_KINDS = ['transfer', 'waybill', 'return'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

/** The create permission a kind's import needs (every call of that kind: preview … result, template). */
export const IMPORT_PERMISSIONS: Readonly<Record<ImportKind, PermissionCode>> = {
  transfer: 'yelopack-stock-own-transferOut',
  waybill: 'yelopack-stock-own-saleOut',
  return: 'yelopack-return-toDoor-goReturn',
};

export const IMPORT_BATCH_STATUSES = ['previewed', 'confirmed', 'running', 'done', 'failed'] as const;
export type ImportBatchStatus = (typeof IMPORT_BATCH_STATUSES)[number];

/** Files larger or longer than this are refused (2003 naming `file`). */
export const IMPORT_MAX_ROWS = 20_000;

export interface ImportFieldError {
  /** The template's column header (表头) the error is about; `行` for the row as a whole. */
  field: string;
  message: string;
}

export interface ImportRowErrors {
  /** The row's number as a spreadsheet shows it (the header is row 1). */
  rowNo: number;
  errors: ImportFieldError[];
}

/** An earlier confirmed batch of the same file (已导入). */
export interface EarlierImport {
  batchId: string;
  fileName: string;
  confirmedAt: string;
  total: number;
  succeeded: number;
  failed: number;
}

export interface ImportBatch {
  batchId: string;
  kind: ImportKind;
  fileName: string;
  status: ImportBatchStatus;
  total: number;
  valid: number;
  invalid: number;
  /** Valid rows written so far (created or failed at write time). */
  processed: number;
  succeeded: number;
  failed: number;
  createdAt: string;
  confirmedAt: string | null;
  finishedAt: string | null;
  /** Set when this file was imported before: confirming it is refused. */
  alreadyImported: EarlierImport | null;
}

/** The preview's answer: the batch and the first page of row errors. */
export interface ImportPreview {
  batch: ImportBatch;
  errors: Page<ImportRowErrors>;
}

export interface ImportBatchRequest {
  batchId: string;
}

export interface ImportErrorsRequest extends ImportBatchRequest {
  pageNum: number;
  pageSize: number;
}
