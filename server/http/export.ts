import type { ApiPath, ExportPath } from '../../src/contract/api-paths';
import { PassThrough, Readable } from 'node:stream';
import { Type, type Static, type TObject, type TProperties } from '@sinclair/typebox';
import type { RoleValue } from '../../src/contract/auth';
import type { PermissionCode } from '../../src/contract/permissions';
import type { ExportFormat } from '../../src/contract/stock';
import { attachmentDisposition } from './download';
import { ok } from './envelope';
import { Strict, type ApiRouter, type RouteContext } from './route';
import { writeXlsx } from './xlsx-writer';

/** One column of an export: its header and how a row fills it (null: an empty cell). */
export interface ExportColumn<Row> {
  /** Read when the file is written, so it is in the requester's language (server/http/request-locale.ts). */
  header: () => string;
  value: (row: Row) => string | number | null;
  /** XLSX column width in characters (default 16). */
  width?: number;
}

export type ExportContext<Q> = RouteContext<'session'> & { query: Q };

/**
 * Who may export, else 4030: every export button has its own code (SPEC §6; a list: any one), or, where
 * the catalogue has no code (webhooks), the company administrator alone.
 */
export type ExportGuard =
  | { permission: PermissionCode | readonly PermissionCode[]; administrator?: never }
  | { administrator: true; permission?: never };

export type ExportOptions<P extends TProperties, Row> = ExportGuard & {
  summary: string;
  roles?: readonly RoleValue[];
  /** The list's filters as query-string fields (strings); `format` and `token` are added here. */
  query: TObject<P>;
  /** The file's name without extension; the Shanghai date (yyyyMMdd) is appended. */
  fileName: (query: Static<TObject<P>>) => string;
  /** The file's columns, or the columns a query asks for (a file whose layout depends on its kind). */
  columns: readonly ExportColumn<Row>[] | ((query: Static<TObject<P>>) => readonly ExportColumn<Row>[]);
  /** Every row matching the filters, in order; see keysetBatches for a database source. */
  rows: (ctx: ExportContext<Static<TObject<P>>>) => AsyncIterable<Row>;
};

const CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};
/** Rows joined into one chunk of CSV text: fewer, larger writes. */
const CSV_ROWS_PER_CHUNK = 500;
const SHANGHAI_OFFSET_MS = 8 * 60 * 60 * 1000;

/**
 * Registers the GET export twin of a list: `?format=csv|xlsx` (default xlsx), `?token=` accepted,
 * every row matching the filters streamed with back-pressure. A failure before the first row (a guard,
 * a refused filter) answers the usual envelope; after it, the download is cut off.
 *
 * `?check=1` runs the same guard, validation and first read of the source, then answers the success
 * envelope instead of the file: the browser asks it first, so a refusal is a toast, never a tab of JSON.
 */
export function registerExport<P extends TProperties, Row>(
  api: ApiRouter,
  /** A list's twin (`…Export`), or a download URL of its own (companyEntrustByCompanyId). */
  path: ExportPath | ApiPath,
  options: ExportOptions<P, Row>,
): void {
  // Widened to plain properties: the handler splits format and token off the filters itself.
  const query = Strict<TProperties>({
    ...options.query.properties,
    format: Type.Optional(
      Type.Union([Type.Literal('csv'), Type.Literal('xlsx')], { description: 'csv | xlsx（默认 xlsx）' }),
    ),
    check: Type.Optional(Type.Literal('1', { description: '1：只校验（权限、条件），不下载' })),
  });
  api.getRaw(
    path,
    {
      summary: options.summary,
      access: 'session',
      permission: options.permission,
      administrator: options.administrator,
      roles: options.roles,
      query,
      queryToken: true,
      produces: Object.values(CONTENT_TYPES),
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
      const columns = typeof options.columns === 'function' ? options.columns(filters) : options.columns;
      const rows = await startedRows(options.rows({ ...ctx, query: filters }));
      if (params.check === '1') {
        await rows.close();
        ctx.reply.send(ok(null));
        return;
      }
      const name = `${options.fileName(filters)}_${shanghaiDay(ctx.deps.clock())}.${format}`;
      ctx.reply
        .header('content-type', CONTENT_TYPES[format])
        .header('content-disposition', attachmentDisposition(name))
        .header('cache-control', 'no-store');
      if (format === 'csv') {
        ctx.reply.send(Readable.from(csvChunks(columns, rows), { objectMode: false }));
        return;
      }
      const out = new PassThrough();
      ctx.reply.send(out);
      const sheet = columns.map((column) => ({ header: column.header(), width: column.width ?? 16 }));
      const cells = mapRows(rows, (row) => columns.map((column) => column.value(row)));
      // Sheet names: at most 31 characters, none of : \ / ? * [ ]
      const sheetName =
        options
          .fileName(filters)
          .replace(/[:\\/?*[\]]/g, ' ')
          .slice(0, 31) || 'Sheet1';
      await writeXlsx(out, sheetName, sheet, cells).catch((error: unknown) => {
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

async function* mapRows<Row, T>(rows: AsyncIterable<Row>, map: (row: Row) => T): AsyncGenerator<T> {
  for await (const row of rows) yield map(row);
}

/** Reads the first row before any header is sent, so a failing source still answers an envelope. */
async function startedRows<Row>(
  rows: AsyncIterable<Row>,
): Promise<AsyncIterable<Row> & { close: () => Promise<void> }> {
  const iterator = rows[Symbol.asyncIterator]();
  const first = await iterator.next();
  return {
    /** Ends the source without reading on (a check that sends no file). */
    close: async () => {
      await iterator.return?.();
    },
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
  yield `\uFEFF${csvLine(columns.map((column) => column.header()))}`;
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
