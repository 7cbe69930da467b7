import { Type } from '@sinclair/typebox';
import {
  IMPORT_BATCH_STATUSES,
  IMPORT_KINDS,
  type ImportBatch,
  type ImportPreview,
  type ImportRowErrors,
} from '../../../src/contract/imports';
import { Instant, Int, Nullable, OneOf, PageOf, wire } from '../../http/wire/schema';

export const ImportRowErrorsSchema = wire<ImportRowErrors>()(
  Type.Object({
    rowNo: Int(),
    errors: Type.Array(Type.Object({ field: Type.String({ description: '表头' }), message: Type.String() })),
  }),
);

export const ImportBatchSchema = wire<ImportBatch>()(
  Type.Object({
    batchId: Type.String(),
    kind: OneOf(IMPORT_KINDS),
    fileName: Type.String(),
    status: OneOf(IMPORT_BATCH_STATUSES),
    total: Int(),
    valid: Int(),
    invalid: Int(),
    processed: Int(),
    succeeded: Int(),
    failed: Int(),
    createdAt: Instant(),
    confirmedAt: Nullable(Instant()),
    finishedAt: Nullable(Instant()),
    alreadyImported: Nullable(
      Type.Object({
        batchId: Type.String(),
        fileName: Type.String(),
        confirmedAt: Instant(),
        total: Int(),
        succeeded: Int(),
        failed: Int(),
      }),
    ),
  }),
);

export const ImportPreviewSchema = wire<ImportPreview>()(
  Type.Object({ batch: ImportBatchSchema, errors: PageOf(ImportRowErrorsSchema) }),
);
