/**
 * Every list call has a GET export twin: the call's path with `Export` appended, the list's filters and
 * `format=csv|xlsx` in the query, and the token appended (src/contract/stock.ts, DESIGN §2). Other
 * downloads (a bill's PDF) are GET URLs too. The browser opens one as a download once the server has
 * accepted the same request with `check=1`.
 */
import type { ExportFormat } from '../../contract/stock';
import { ApiError } from './api-error';
import { api, type ExportParams } from './client';

const exportParams = (format: ExportFormat, filters: object): ExportParams => ({
  ...(filters as ExportParams),
  format,
});

export function listExportUrl(listPath: string, format: ExportFormat, filters: object = {}): string {
  return api.exportUrl(`${listPath}Export`, exportParams(format, filters));
}

/**
 * Asks the server first (same guard and parameter validation, no file): a refusal (no permission, a bad
 * filter, an expired session) is toasted by the http client like any call's, and no tab of raw JSON
 * opens. Resolves whether the download was opened.
 */
export async function openDownload(path: string, params: ExportParams = {}): Promise<boolean> {
  try {
    await api.get(path, { ...params, check: 1 });
  } catch (error) {
    // The client has shown the reason already.
    if (error instanceof ApiError) return false;
    throw error;
  }
  window.open(api.exportUrl(path, params), '_blank', 'noopener');
  return true;
}

/** Opens a list's export twin with the list's filters, as CSV or XLSX (see openDownload). */
export function openListExport(
  listPath: string,
  format: ExportFormat,
  filters: object = {},
): Promise<boolean> {
  return openDownload(`${listPath}Export`, exportParams(format, filters));
}
