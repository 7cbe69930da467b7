import { Type } from '@sinclair/typebox';
import { API } from '../../../src/contract/api-paths';
import { IMPORT_PERMISSIONS } from '../../../src/contract/imports';
import { Strict, requirePermission } from '../../http/route';
import { PageOf } from '../../http/wire/schema';
import type { ApiModule } from '../index';
import { StockFields } from '../stock';
import { batchStatus, loadBatch, rowErrors } from './batches';
import { confirmImport } from './confirm';
import { importFileRoutes } from './files';
import { imports } from './migrations/0039-imports';
import { previewImport } from './preview';
import { ImportBatchSchema, ImportPreviewSchema, ImportRowErrorsSchema } from './wire';

/** The guard admits a caller holding any import's code; each call then requires its kind's. */
const importCall = (summary: string) =>
  ({ summary, access: 'session', roles: [2], permission: Object.values(IMPORT_PERMISSIONS) }) as const;
const batchBody = () => Strict({ batchId: StockFields.id() });

/** Bulk import (src/contract/imports.ts): preview, errors, confirm, status, template and result files. */
export const importsModule: ApiModule = {
  tag: 'bulkImport',
  migrations: { '0039-imports': imports },
  routes(api) {
    api.postMultipart(
      API.bulkImport.preview,
      { ...importCall('批量导入：上传并预览（逐行校验，不写入业务数据）'), response: ImportPreviewSchema },
      ({ deps, session, request }) => previewImport(deps, session, request),
    );
    api.post(
      API.bulkImport.errorList,
      {
        ...importCall('批量导入：预览的错误行（分页）'),
        response: PageOf(ImportRowErrorsSchema),
        body: Strict({
          batchId: StockFields.id(),
          pageNum: Type.Integer({ minimum: 1 }),
          pageSize: Type.Integer({ minimum: 1, maximum: 100 }),
        }),
      },
      async ({ deps, session, body }) => {
        const batch = await loadBatch(deps.db, session.companyId, body.batchId);
        await requirePermission(deps, session, IMPORT_PERMISSIONS[batch.kind]);
        return rowErrors(deps.db, batch.id, body);
      },
    );
    api.post(
      API.bulkImport.confirm,
      { ...importCall('批量导入：确认导入（后台逐行写入）'), response: ImportBatchSchema, body: batchBody() },
      ({ deps, session, body }) => confirmImport(deps, session, body.batchId),
    );
    api.post(
      API.bulkImport.status,
      { ...importCall('批量导入：进度'), response: ImportBatchSchema, body: batchBody() },
      async ({ deps, session, body }) => {
        const batch = await batchStatus(deps.db, session, body.batchId);
        await requirePermission(deps, session, IMPORT_PERMISSIONS[batch.kind]);
        return batch;
      },
    );
    importFileRoutes(api);
  },
};
