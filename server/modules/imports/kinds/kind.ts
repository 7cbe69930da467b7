import type { TObject } from '@sinclair/typebox';
import type { ImportFieldError, ImportKind } from '../../../../src/contract/imports';
import { textsIn } from '../../../../src/contract/localized';
import type { ServerConfig } from '../../../config';
import type { Actor, LedgerDeps } from '../../ledger';
import { IMPORT_HEADERS } from '../labels';
import type { ImportLookups, Resolved } from '../lookups';

/** A template column's name (IMPORT_HEADERS): its header is the single form's label. */
export type ImportHeader = keyof typeof IMPORT_HEADERS;

/** The headers a file may name a column by: the template's, in either language. */
export const headersOf = (name: ImportHeader): string[] => [
  textsIn(IMPORT_HEADERS, 'zh-CN')[name],
  textsIn(IMPORT_HEADERS, 'en-US')[name],
];

/**
 * The key a row's cells are stored under (import_rows.cells): the Chinese header, whatever the language
 * of the file or the page, so that a batch's result file reads its cells in any language.
 */
export const storedCellKey = (name: ImportHeader): string => textsIn(IMPORT_HEADERS, 'zh-CN')[name];

/** One column of a kind's template: its header and example cell. */
export interface ImportColumn {
  header: ImportHeader;
  required: boolean;
  /** The example row's cell, valid on the demo data (`today`: the Shanghai day, yyyy-MM-dd). */
  example: (today: string) => string;
  /** The create request's field this column fills, for the request schema's errors. */
  field?: string;
}

/** A row's cells by column (trimmed text; '' when empty). */
export type RowCells = Readonly<Partial<Record<ImportHeader, string>>>;

/** A valid row's create request without its requestId (given at write time). */
export type RowPayload = Record<string, unknown>;

export interface ResolveContext {
  lookups: ImportLookups;
  /** Today in Asia/Shanghai, yyyy-MM-dd. */
  today: string;
}

/** How a row of one kind is read, checked and written. */
export interface ImportKindDefinition {
  kind: ImportKind;
  columns: readonly ImportColumn[];
  /** The single create's request schema: every row is validated with it. */
  requestSchema: TObject;
  /**
   * The row's cells → the create request (names resolved to ids in the company's scope), with an error per
   * column that could not be resolved; fields the schema checks (formats, lengths, ranges) are left to it.
   */
  resolve(
    cells: RowCells,
    context: ResolveContext,
  ): Promise<{ payload: RowPayload; errors: ImportFieldError[] }>;
  /**
   * Writes one row through the module's own create (idempotent by the requestId), with the server's
   * settings it reads (a transfer's answer names its dispute window).
   */
  create(
    deps: LedgerDeps & { config: ServerConfig },
    actor: Actor,
    request: RowPayload & { requestId: string },
  ): Promise<{ id: string; documentNo: string }>;
}

/**
 * Resolves named columns of a row: an empty cell gives '' (the required-cell check names it), an unknown
 * name is an error on its column (named by its header in the page's language).
 */
export function resolver(cells: RowCells, errors: ImportFieldError[]) {
  return async (header: ImportHeader, find: (name: string) => Promise<Resolved>): Promise<string> => {
    const text = cells[header] ?? '';
    if (text === '') return '';
    const result = await find(text);
    if ('error' in result) {
      errors.push({ field: IMPORT_HEADERS[header], message: result.error });
      return '';
    }
    return result.id;
  };
}

/** A whole number cell as the schema sees it (a number when it reads as one, else the text, refused by its type). */
export function quantityOf(text: string): number | string {
  return /^-?\d+$/.test(text) ? Number(text) : text;
}

/** Optional cells: left out of the request when empty. */
export const optional = (entries: Record<string, string>): Record<string, string> =>
  Object.fromEntries(Object.entries(entries).filter(([, value]) => value !== ''));
