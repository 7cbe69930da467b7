import { PassThrough, Readable } from 'node:stream';
import { Type, type Static, type TObject, type TProperties } from '@sinclair/typebox';
import ExcelJS from 'exceljs';
import type { RoleValue } from '../../src/contract/auth';
import type { PermissionCode } from '../../src/contract/permissions';
import type { ExportFormat } from '../../src/contract/stock';
import { Strict, type ApiRouter, type RouteContext } from './route';

/** One column of an export: its Chinese header and how a row fills it (null: an empty cell). */
export interface ExportColumn<Row> {
  header: string;
  value: (row: Row) => string | number | null;
  /** XLSX column width in characters (default 16). */
  width?: number;
}

export type ExportContext<Q> = RouteContext<'session'> & { query: Q };

export interface ExportOptions<P extends TProperties, Row> {
  summary: string;
  /** Every export button has its own code (SPEC §6); without it the call answers 4030. */
  permission: PermissionCode;
  roles?: readonly RoleValue[];
  /** The list's filters as query-string fields (strings); `format` and `token` are added here. */
  query: TObject<P>;
  /** The file's name without extension; the Shanghai date (yyyyMMdd) is appended. */
  fileName: (query: Static<TObject<P>>) => string;
  columns: readonly ExportColumn<Row>[];
  /** Every row matching the filters, in order; see keysetBatches for a database source. */
  rows: (ctx: ExportContext<Static<TObject<P>>>) => AsyncIterable<Row>;
}

const CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};
/** Rows joined into one chunk of CSV text: fewer, larger writes. */
const CSV_ROWS_PER_CHUNK = 500;
/** XLSX rows committed between two back-pressure checks. */
const XLSX_ROWS_PER_CHECK = 200;
/** Uncompressed XML allowed to wait for the zip before the producer pauses. */
const XLSX_MAX_BACKLOG_BYTES = 1024 * 1024;
const SHANGHAI_OFFSET_MS = 8 * 60 * 60 * 1000;

/**
 * Registers the GET export twin of a list: `?format=csv|xlsx` (default xlsx), `?token=` accepted,
 * every row matching the filters streamed with back-pressure. A failure before the first row (a guard,
 * a refused filter) answers the usual envelope; after it, the download is cut off.
 */
export function registerExport<P extends TProperties, Row>(
  api: ApiRouter,
  path: string,
  options: ExportOptions<P, Row>,
): void {
  // Widened to plain properties: the handler splits format and token off the filters itself.
  const query = Strict<TProperties>({
    ...options.query.properties,
    format: Type.Optional(
      Type.Union([Type.Literal('csv'), Type.Literal('xlsx')], { description: 'csv | xlsx（默认 xlsx）' }),
    ),
  });
  api.getRaw(
    path,
    {
      summary: options.summary,
      access: 'session',
      permission: options.permission,
      roles: options.roles,
      query,
      queryToken: true,
    },
    async (ctx) => {
      const params = ctx.query as Record<string, unknown>;
      const format = (params.format ?? 'xlsx') as ExportFormat;
      // Only the list's own filters reach the row source (not format, not the token).
      const filters = Object.fromEntries(
        Object.keys(options.query.properties)
          .filter((key) => params[key] !== undefined)
          .map((key) => [key, params[key]]),
      ) as Static<TObject<P>>;
      const rows = await startedRows(options.rows({ ...ctx, query: filters }));
      const name = `${options.fileName(filters)}_${shanghaiDay(ctx.deps.clock())}.${format}`;
      ctx.reply
        .header('content-type', CONTENT_TYPES[format])
        .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(name)}`)
        .header('cache-control', 'no-store');
      if (format === 'csv') {
        ctx.reply.send(Readable.from(csvChunks(options.columns, rows), { objectMode: false }));
        return;
      }
      const out = new PassThrough();
      ctx.reply.send(out);
      await writeXlsx(out, options.fileName(filters), options.columns, rows).catch((error: unknown) => {
        ctx.request.log.error({ err: error }, 'export failed after the download started');
        out.destroy(error as Error);
      });
    },
  );
}

/**
 * Rows of a table read page by page with a keyset (WHERE key > cursor ORDER BY key LIMIT n), so memory
 * holds one page whatever the table's size, on SQLite and PostgreSQL alike (Kysely's .stream() needs
 * pg-cursor on PostgreSQL). `fetchPage` must order by the same key `cursorOf` returns.
 */
export async function* keysetBatches<Row, Cursor>(
  fetchPage: (after: Cursor | null, limit: number) => Promise<Row[]>,
  cursorOf: (row: Row) => Cursor,
  batchSize = 2000,
): AsyncGenerator<Row> {
  let after: Cursor | null = null;
  for (;;) {
    const page = await fetchPage(after, batchSize);
    yield* page;
    const last = page.at(-1);
    if (page.length < batchSize || last === undefined) return;
    after = cursorOf(last);
  }
}

/** Reads the first row before any header is sent, so a failing source still answers an envelope. */
async function startedRows<Row>(rows: AsyncIterable<Row>): Promise<AsyncIterable<Row>> {
  const iterator = rows[Symbol.asyncIterator]();
  const first = await iterator.next();
  return {
    async *[Symbol.asyncIterator]() {
      try {
        for (let next = first; !next.done; next = await iterator.next()) yield next.value;
      } finally {
        // Runs the source's own cleanup when the client goes away mid-download.
        await iterator.return?.();
      }
    },
  };
}

const shanghaiDay = (epochMs: number): string =>
  new Date(epochMs + SHANGHAI_OFFSET_MS).toISOString().slice(0, 10).replaceAll('-', '');

/**
 * RFC 4180 cell. Text starting with = + - @ (or tab / carriage return) gets a leading apostrophe so a
 * spreadsheet shows it instead of running it as a formula; numbers are written as they are.
 */
function csvCell(value: string | number | null): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

const csvLine = (cells: readonly (string | number | null)[]): string => `${cells.map(csvCell).join(',')}\r\n`;

/** A UTF-8 byte order mark first, so Excel reads the Chinese text as UTF-8. */
async function* csvChunks<Row>(columns: readonly ExportColumn<Row>[], rows: AsyncIterable<Row>) {
  yield `\uFEFF${csvLine(columns.map((column) => column.header))}`;
  let chunk = '';
  let count = 0;
  for await (const row of rows) {
    chunk += csvLine(columns.map((column) => column.value(row)));
    if (++count % CSV_ROWS_PER_CHUNK === 0) {
      yield chunk;
      chunk = '';
    }
  }
  if (chunk) yield chunk;
}

/** The zip entry exceljs pipes a sheet's XML into (internal to exceljs 4: StreamBuf → PassThrough). */
interface SheetEntry {
  _writableState: { length: number };
  _readableState: { length: number };
  once(event: 'drain', listener: () => void): void;
}
const sheetEntry = (sheet: ExcelJS.Worksheet): SheetEntry | undefined =>
  (sheet as unknown as { stream: { pipes: SheetEntry[] } }).stream.pipes[0];

/**
 * exceljs's streaming writer commits rows into the zip without waiting for the reader (its StreamBuf
 * ignores write()'s answer), so a slow client would let the XML pile up in memory. The producer waits
 * here until the zip has taken the backlog, or the download is gone.
 */
async function zipCaughtUp(sheet: ExcelJS.Worksheet, closed: Promise<void>): Promise<void> {
  const entry = sheetEntry(sheet);
  if (!entry || entry._writableState.length + entry._readableState.length <= XLSX_MAX_BACKLOG_BYTES) return;
  await Promise.race([new Promise<void>((resolve) => entry.once('drain', resolve)), closed]);
}

async function writeXlsx<Row>(
  out: PassThrough,
  sheetName: string,
  columns: readonly ExportColumn<Row>[],
  rows: AsyncIterable<Row>,
): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: false,
    useSharedStrings: false,
  });
  // Sheet names: at most 31 characters, none of : \ / ? * [ ]
  const sheet = workbook.addWorksheet(sheetName.replace(/[:\\/?*[\]]/g, ' ').slice(0, 31) || 'Sheet1');
  sheet.columns = columns.map((column) => ({ header: column.header, width: column.width ?? 16 }));
  const closed = new Promise<void>((resolve) => out.once('close', resolve));
  let count = 0;
  for await (const row of rows) {
    sheet.addRow(columns.map((column) => column.value(row))).commit();
    if (++count % XLSX_ROWS_PER_CHECK !== 0) continue;
    await zipCaughtUp(sheet, closed);
    if (out.destroyed) return; // the client went away; leaving the loop closes the row source
  }
  sheet.commit();
  await workbook.commit();
}
