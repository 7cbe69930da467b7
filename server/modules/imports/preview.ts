import type { FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import path from 'node:path';
import { Transform } from 'node:stream';
import {
  IMPORT_KINDS,
  IMPORT_MAX_ROWS,
  IMPORT_PERMISSIONS,
  type ImportFieldError,
  type ImportKind,
  type ImportPreview,
} from '../../../src/contract/imports';
import type { Session } from '../../auth/sessions';
import { newId } from '../../db/ids';
import type { AppDeps } from '../../deps';
import { AppError, fieldError } from '../../http/envelope';
import { requestValidator } from '../../http/request-validator';
import { requirePermission } from '../../http/route';
import { MSG } from '../../labels/messages';
import { shanghaiSecond } from '../ledger';
import { loadBatch, rowErrors, toImportBatch } from './batches';
import { IMPORT_KIND_DEFINITIONS } from './kinds/all';
import {
  headersOf,
  storedCellKey,
  type ImportHeader,
  type ImportKindDefinition,
  type RowCells,
  type RowPayload,
} from './kinds/kind';
import { IMPORT_HEADERS, IMPORT_LABELS } from './labels';
import { importLookups } from './lookups';
import { readTable, type TableFormat, type TableRow } from './read-table';
import { importsDb, type ImportRowsTable } from './tables';

/** Staged rows written per INSERT. */
const STAGE_CHUNK = 500;
/** Errors of the preview's first page. */
const FIRST_PAGE = { pageNum: 1, pageSize: 20 };
/** A requestId the schema accepts, standing in for the one each row gets at write time. */
const SAMPLE_REQUEST_ID = '0'.repeat(32);

const validators = new Map(
  IMPORT_KINDS.map((kind) => [
    kind,
    requestValidator(IMPORT_KIND_DEFINITIONS[kind].requestSchema, `import.${kind}`),
  ]),
);

/** The kind named by the URL's `?kind=` (the browser's upload sends the file as the only part). */
function kindOf(request: FastifyRequest): ImportKind {
  const named = (request.query as Record<string, unknown> | undefined)?.kind;
  const kind = IMPORT_KINDS.find((candidate) => candidate === named);
  if (!kind) throw fieldError('kind', IMPORT_LABELS.kindRequired);
  return kind;
}

function formatOf(fileName: string): TableFormat {
  const extension = path.extname(fileName).toLowerCase();
  if (extension === '.csv') return 'csv';
  if (extension === '.xlsx') return 'xlsx';
  throw fieldError('file', IMPORT_LABELS.fileType);
}

/**
 * Each template column's place in the file, found by its header in either language; a missing required
 * one refuses the file (2003 naming it).
 */
function columnsOf(definition: ImportKindDefinition, header: readonly string[]): Map<ImportHeader, number> {
  const names = header.map((cell) =>
    cell
      .replace(/^\uFEFF/, '')
      .replace(/[*＊]$/, '')
      .trim(),
  );
  const columns = new Map<ImportHeader, number>();
  for (const column of definition.columns) {
    const index = names.findIndex((name) => headersOf(column.header).includes(name));
    if (index >= 0) columns.set(column.header, index);
  }
  const missing = definition.columns.filter((column) => column.required && !columns.has(column.header));
  if (missing.length > 0)
    throw fieldError(
      'file',
      IMPORT_LABELS.missingHeaders(
        missing.map((column) => IMPORT_HEADERS[column.header]).join(IMPORT_LABELS.headerSeparator),
      ),
    );
  return columns;
}

/**
 * One row checked as the single form checks it: required cells, names resolved in the company's scope,
 * then the create's request schema (its messages, on the column of the field). Available stock is the
 * write's to check (it may change until then).
 */
async function checkRow(
  definition: ImportKindDefinition,
  validate: (value: unknown) => { field: string; message: string }[],
  cells: RowCells,
  context: Parameters<ImportKindDefinition['resolve']>[1],
): Promise<{ payload: RowPayload | null; errors: ImportFieldError[] }> {
  const errors: ImportFieldError[] = definition.columns
    .filter((column) => column.required && !cells[column.header])
    .map((column) => ({ field: IMPORT_HEADERS[column.header], message: IMPORT_LABELS.required }));
  const resolved = await definition.resolve(cells, context);
  errors.push(...resolved.errors);
  const named = new Set(errors.map((error) => error.field));
  for (const failure of validate({ requestId: SAMPLE_REQUEST_ID, ...resolved.payload })) {
    const column = definition.columns.find((candidate) => candidate.field === failure.field);
    const header = column ? IMPORT_HEADERS[column.header] : IMPORT_LABELS.rowField;
    if (named.has(header)) continue;
    named.add(header);
    errors.push({ field: header, message: failure.message });
  }
  return { payload: errors.length === 0 ? resolved.payload : null, errors };
}

/** The bytes pass through unchanged; their SHA-256 is read at the end. */
function hashing(): { stream: Transform; digest: () => string } {
  const hash = createHash('sha256');
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      done(null, chunk);
    },
  });
  return { stream, digest: () => hash.digest('hex') };
}

/** Rows with at least one non-empty cell. */
async function* dataRows(rows: AsyncIterable<TableRow>): AsyncGenerator<TableRow> {
  for await (const row of rows) if (row.cells.some((cell) => cell !== '')) yield row;
}

interface Staging {
  batchId: string;
  total: number;
  valid: number;
}

/** Reads, checks and stages every row of the file under the batch; answers the counts. */
async function stageRows(
  deps: AppDeps,
  session: Session,
  definition: ImportKindDefinition,
  rows: AsyncIterator<TableRow>,
  batchId: string,
): Promise<Staging> {
  const header = await rows.next();
  if (header.done) throw fieldError('file', IMPORT_LABELS.fileEmpty);
  const columns = columnsOf(definition, header.value.cells);
  const context = {
    lookups: importLookups(deps.db, session.companyId),
    today: shanghaiSecond(deps.clock()).slice(0, 10),
  };
  const validate = validators.get(definition.kind)!;
  const staged: ImportRowsTable[] = [];
  const flush = async () => {
    if (staged.length > 0)
      await importsDb(deps.db).insertInto('import_rows').values(staged.splice(0)).execute();
  };
  let total = 0;
  let valid = 0;
  for (let next = await rows.next(); !next.done; next = await rows.next()) {
    const row = next.value;
    total += 1;
    if (total > IMPORT_MAX_ROWS) throw fieldError('file', IMPORT_LABELS.tooManyRows(IMPORT_MAX_ROWS));
    const cells: RowCells = Object.fromEntries(
      definition.columns.map((column) => [column.header, row.cells[columns.get(column.header) ?? -1] ?? '']),
    );
    const { payload, errors } = await checkRow(definition, validate, cells, context);
    if (payload) valid += 1;
    staged.push({
      batch_id: batchId,
      row_no: row.rowNo,
      cells: JSON.stringify(
        Object.fromEntries(
          definition.columns.map((column) => [storedCellKey(column.header), cells[column.header]]),
        ),
      ),
      payload: payload ? JSON.stringify(payload) : null,
      errors: JSON.stringify(errors),
      outcome: null,
      document_id: null,
      document_no: null,
      reason: null,
    });
    if (staged.length >= STAGE_CHUNK) await flush();
  }
  await flush();
  if (total === 0) throw fieldError('file', IMPORT_LABELS.fileEmpty);
  return { batchId, total, valid };
}

async function dropBatch(deps: AppDeps, batchId: string): Promise<void> {
  await importsDb(deps.db).deleteFrom('import_rows').where('batch_id', '=', batchId).execute();
  await importsDb(deps.db).deleteFrom('import_batches').where('id', '=', batchId).execute();
}

/** A file the parser could not read (a broken zip, a CSV quote never closed) is the user's to fix: 2003. */
const asFileError = (error: unknown): unknown =>
  error instanceof AppError ? error : fieldError('file', IMPORT_LABELS.fileUnreadable);

/**
 * bulkImport/preview?kind= (multipart `file`): streams the file, checks every row with the single
 * create's rules and stages it (import_rows); nothing is written to a business table. A refused file (a
 * missing header, too many rows, too large, unreadable) leaves no batch behind.
 */
export async function previewImport(
  deps: AppDeps,
  session: Session,
  request: FastifyRequest,
): Promise<ImportPreview> {
  const kind = kindOf(request);
  await requirePermission(deps, session, IMPORT_PERMISSIONS[kind]);
  const file = await request.file({ limits: { fileSize: deps.config.uploadMaxBytes } });
  if (!file || file.fieldname !== 'file') throw fieldError('file', MSG.fileMissing);
  const fileName = path.basename(file.filename).replaceAll('\u0000', '').slice(-200);
  const format = formatOf(fileName);
  const definition = IMPORT_KIND_DEFINITIONS[kind];

  const hash = hashing();
  const rows = readTable(file.file.pipe(hash.stream), format);
  const batchId = newId();
  const now = deps.clock();
  await importsDb(deps.db)
    .insertInto('import_batches')
    .values({
      id: batchId,
      company_id: session.companyId,
      kind,
      file_sha256: '',
      file_name: fileName,
      status: 'previewed',
      total_rows: 0,
      valid_rows: 0,
      invalid_rows: 0,
      processed_rows: 0,
      succeeded_rows: 0,
      failed_rows: 0,
      created_by: session.accountId,
      lease_owner: null,
      lease_until: null,
      claims: 0,
      created_at: now,
      confirmed_at: null,
      finished_at: null,
    })
    .execute();
  const tooLarge = () => fieldError('file', MSG.fileTooLarge(deps.config.uploadMaxBytes / 1024 / 1024));
  let staging: Staging;
  try {
    staging = await stageRows(deps, session, definition, dataRows(rows), batchId).catch((error: unknown) => {
      throw file.file.truncated ? tooLarge() : asFileError(error);
    });
    if (file.file.truncated) throw tooLarge();
  } catch (error) {
    await rows.return(undefined);
    file.file.resume();
    await dropBatch(deps, batchId);
    throw error;
  }
  await importsDb(deps.db)
    .updateTable('import_batches')
    .set({
      file_sha256: hash.digest(),
      total_rows: staging.total,
      valid_rows: staging.valid,
      invalid_rows: staging.total - staging.valid,
    })
    .where('id', '=', batchId)
    .execute();
  const batch = await loadBatch(deps.db, session.companyId, batchId);
  return {
    batch: await toImportBatch(deps.db, batch),
    errors: await rowErrors(deps.db, batchId, FIRST_PAGE),
  };
}
