/**
 * An in-memory stand-in for the bulkImport/ calls of <yp-bulk-import> for the stories (offline Storybook)
 * and browser tests. The uploaded file's name picks the preview the server would answer: `bad…` 1,000 rows
 * with 3 refused, `imported…` a file imported before, anything else 5 clean rows. A confirmed batch moves
 * on by 40 % of its rows at each status read, as a worker would. Not part of the widget's bundle.
 */
import type { ImportBatch, ImportRowErrors } from '../../contract/imports';
import {
  answerRoutes,
  installFakeFetch,
  ok,
  type FakeFetch,
  type FakeRoutes,
} from '../test-support/fake-fetch';
import { pageOf, refuse } from '../test-support/fake-lists';
import { PATHS, type BulkImportResponses } from './api';

const NOW = '2026-11-24T03:00:00.000Z';

export const BAD_ROWS: ImportRowErrors[] = [
  { rowNo: 102, errors: [{ field: '出库仓库', message: '仓库不存在' }] },
  { rowNo: 502, errors: [{ field: '数量', message: '应为整数' }] },
  {
    rowNo: 902,
    errors: [
      { field: '调入企业', message: '企业不存在或不能调拨给该企业' },
      { field: '托盘类型', message: '托盘类型不存在' },
    ],
  },
];

const batchOf = (batchId: string, fileName: string, total: number, invalid: number): ImportBatch => ({
  batchId,
  kind: 'transfer',
  fileName,
  status: 'previewed',
  total,
  valid: total - invalid,
  invalid,
  processed: 0,
  succeeded: 0,
  failed: 0,
  createdAt: NOW,
  confirmedAt: null,
  finishedAt: null,
  alreadyImported: null,
});

export interface FakeBulkImportOptions {
  delayMs?: number;
  /** Rows refused at write time (库存不足) of each confirmed batch. */
  failAtWrite?: number;
}

export type FakeBulkImportBackend = FakeFetch & { readonly batches: Map<string, ImportBatch> };

export function installFakeBulkImportBackend(options: FakeBulkImportOptions = {}): FakeBulkImportBackend {
  const batches = new Map<string, ImportBatch>();
  const errors = new Map<string, ImportRowErrors[]>();
  const found = (body: Record<string, unknown>) => batches.get(String(body.batchId));
  const routes: FakeRoutes<BulkImportResponses> = {
    [PATHS.preview]: (body) => {
      const fileName = String(body.file);
      const batchId = `batch-${batches.size + 1}`;
      const bad = fileName.startsWith('bad');
      const batch = batchOf(batchId, fileName, bad ? 1000 : 5, bad ? BAD_ROWS.length : 0);
      if (fileName.startsWith('imported'))
        batch.alreadyImported = {
          batchId: 'batch-earlier',
          fileName,
          confirmedAt: '2026-11-20T02:00:00.000Z',
          total: 5,
          succeeded: 5,
          failed: 0,
        };
      batches.set(batchId, batch);
      errors.set(batchId, bad ? BAD_ROWS : []);
      return ok({ batch, errors: pageOf(errors.get(batchId) ?? [], { pageNum: 1, pageSize: 10 }) });
    },
    [PATHS.errors]: (body) =>
      found(body) ? ok(pageOf(errors.get(String(body.batchId)) ?? [], body)) : refuse('导入批次不存在'),
    [PATHS.confirm]: (body) => {
      const batch = found(body);
      if (!batch) return refuse('导入批次不存在');
      if (batch.alreadyImported) return refuse('该文件已于 2026-11-20 10:00 导入，不能重复导入');
      Object.assign(batch, { status: 'confirmed', confirmedAt: NOW });
      return ok(batch);
    },
    [PATHS.status]: (body) => {
      const batch = found(body);
      if (!batch) return refuse('导入批次不存在');
      if (batch.status === 'confirmed') batch.status = 'running';
      else if (batch.status === 'running') {
        batch.processed = Math.min(batch.valid, batch.processed + Math.ceil(batch.valid * 0.4));
        batch.failed = Math.min(options.failAtWrite ?? 0, batch.processed);
        batch.succeeded = batch.processed - batch.failed;
        if (batch.processed === batch.valid) Object.assign(batch, { status: 'done', finishedAt: NOW });
      }
      return ok({ ...batch });
    },
  };
  const fake = installFakeFetch(answerRoutes(routes), { delayMs: options.delayMs ?? 0 });
  return Object.assign(fake, { batches });
}
