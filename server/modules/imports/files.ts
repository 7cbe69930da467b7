import { API } from '../../../src/contract/api-paths';
import { IMPORT_KINDS, IMPORT_PERMISSIONS, type ImportKind } from '../../../src/contract/imports';
import { keysetBatches, registerExport, type ExportColumn } from '../../http/export';
import { businessError } from '../../http/envelope';
import { Strict, requirePermission, type ApiRouter } from '../../http/route';
import { OneOf } from '../../http/wire/schema';
import { shanghaiSecond } from '../ledger';
import { StockFields } from '../stock';
import { loadBatch } from './batches';
import { IMPORT_KIND_DEFINITIONS } from './kinds/all';
import { storedCellKey } from './kinds/kind';
import { IMPORT_HEADERS, IMPORT_LABELS } from './labels';
import { importsDb, type ImportRowsTable } from './tables';

/** The route guard admits any import's code; each call then requires its kind's (requirePermission). */
const ANY_IMPORT_PERMISSION = Object.values(IMPORT_PERMISSIONS);
const KIND = OneOf(IMPORT_KINDS);

/** The template of a kind: its headers and one example row (the row source gives today's day). */
const templateColumns = (kind: ImportKind): ExportColumn<string>[] =>
  IMPORT_KIND_DEFINITIONS[kind].columns.map((column) => ({
    header: () => IMPORT_HEADERS[column.header],
    value: (today) => column.example(today),
    width: 20,
  }));

type ResultRow = Pick<
  ImportRowsTable,
  'row_no' | 'cells' | 'payload' | 'errors' | 'outcome' | 'document_no' | 'reason'
>;

const L = IMPORT_LABELS.result;

/** What became of a row: 成功, 失败 (the write refused it), 校验未通过 (the preview), 未导入 (not written). */
function outcomeOf(row: ResultRow): string {
  if (row.payload === null) return L.invalid;
  if (row.outcome === 'created') return L.created;
  if (row.outcome === 'failed') return L.failed;
  return L.notWritten;
}

/** The write's reason, else the preview's errors as 表头：原因. */
function reasonOf(row: ResultRow): string | null {
  if (row.outcome === 'created') return null;
  if (row.reason) return row.reason;
  const errors = JSON.parse(row.errors) as { field: string; message: string }[];
  return errors.map((error) => L.error(error.field, error.message)).join(L.errorSeparator) || null;
}

/** The result file: the source row number, the row's cells, 结果, 单据编号, 失败原因. */
const resultColumns = (kind: ImportKind): ExportColumn<ResultRow>[] => [
  { header: () => L.rowNo, value: (row) => row.row_no, width: 8 },
  ...IMPORT_KIND_DEFINITIONS[kind].columns.map((column) => ({
    header: () => IMPORT_HEADERS[column.header],
    value: (row: ResultRow) =>
      (JSON.parse(row.cells) as Record<string, string>)[storedCellKey(column.header)] ?? '',
  })),
  { header: () => L.outcome, value: outcomeOf, width: 10 },
  { header: () => L.documentNo, value: (row) => row.document_no, width: 20 },
  { header: () => L.reason, value: reasonOf, width: 40 },
];

/** Downloads of the import, CSV or XLSX, streamed: a kind's template and a batch's result. */
export function importFileRoutes(api: ApiRouter): void {
  registerExport(api, API.bulkImport.template, {
    summary: '批量导入：下载模板（页面语言的表头与一行示例）',
    permission: ANY_IMPORT_PERMISSION,
    roles: [2],
    query: Strict({ kind: KIND }),
    fileName: (query) => IMPORT_LABELS.templateFile(query.kind),
    columns: (query) => templateColumns(query.kind),
    async *rows(ctx) {
      await requirePermission(ctx.deps, ctx.session, IMPORT_PERMISSIONS[ctx.query.kind]);
      yield shanghaiSecond(ctx.deps.clock()).slice(0, 10);
    },
  });
  registerExport(api, API.bulkImport.result, {
    summary: '批量导入：下载结果（每行的单据编号或失败原因）',
    permission: ANY_IMPORT_PERMISSION,
    roles: [2],
    query: Strict({ batchId: StockFields.id(), kind: KIND }),
    fileName: (query) => IMPORT_LABELS.resultFile(query.kind),
    columns: (query) => resultColumns(query.kind),
    async *rows(ctx) {
      const batch = await loadBatch(ctx.deps.db, ctx.session.companyId, ctx.query.batchId);
      if (batch.kind !== ctx.query.kind) throw businessError(IMPORT_LABELS.batchNotFound);
      await requirePermission(ctx.deps, ctx.session, IMPORT_PERMISSIONS[batch.kind]);
      yield* keysetBatches(
        (after: number | null, limit) =>
          importsDb(ctx.deps.db)
            .selectFrom('import_rows')
            .select(['row_no', 'cells', 'payload', 'errors', 'outcome', 'document_no', 'reason'])
            .where('batch_id', '=', batch.id)
            .where('row_no', '>', after ?? 0)
            .orderBy('row_no')
            .limit(limit)
            .execute(),
        (row) => row.row_no,
      );
    },
  });
}
