/** The bulkImport/ calls (wire types in src/contract/imports.ts); reads go through the query layer by path. */
import { API } from '../../contract/api-paths';
import type { Page } from '../../contract/envelope';
import type { ImportBatch, ImportKind, ImportPreview, ImportRowErrors } from '../../contract/imports';
import type { ExportFormat } from '../../contract/stock';
import { api, openDownload } from '../../core';

const B = API.bulkImport;

export const PATHS = {
  preview: B.preview,
  errors: B.errorList,
  confirm: B.confirm,
  status: B.status,
} as const;

/** What the server answers each call with; the calls below and the fake backend are typed by it. */
export interface BulkImportResponses {
  [PATHS.preview]: ImportPreview;
  [PATHS.errors]: Page<ImportRowErrors>;
  [PATHS.confirm]: ImportBatch;
  [PATHS.status]: ImportBatch;
}

export const bulkImportApi = {
  /** Uploads the file for its preview (nothing is written yet). */
  preview: (kind: ImportKind, file: File) =>
    api.upload<ImportPreview>(`${PATHS.preview}?${new URLSearchParams({ kind })}`, file),
  confirm: (batchId: string) => api.post<ImportBatch>(PATHS.confirm, { batchId }),
  template: (kind: ImportKind, format: ExportFormat) => openDownload(B.template, { kind, format }),
  result: (batch: Pick<ImportBatch, 'batchId' | 'kind'>, format: ExportFormat) =>
    openDownload(B.result, { batchId: batch.batchId, kind: batch.kind, format }),
};
