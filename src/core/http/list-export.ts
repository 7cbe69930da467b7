/**
 * Every list call has a GET export twin: the call's path with `Export` appended, the list's filters and
 * `format=csv|xlsx` in the query, and the token appended (src/contract/stock.ts, DESIGN §2). The browser
 * opens it as a download.
 */
import type { ExportFormat } from '../../contract/stock';
import { api, type ExportParams } from './client';

export function listExportUrl(listPath: string, format: ExportFormat, filters: object = {}): string {
  return api.exportUrl(`${listPath}Export`, { ...(filters as ExportParams), format });
}

export function openListExport(listPath: string, format: ExportFormat, filters: object = {}): void {
  window.open(listExportUrl(listPath, format, filters), '_blank', 'noopener');
}
