import { IMPORT_PERMISSIONS, type ImportBatch } from '../../../src/contract/imports';
import { formatMinute } from '../../../src/contract/date-format';
import type { Session } from '../../auth/sessions';
import type { AppDeps } from '../../deps';
import { businessError } from '../../http/envelope';
import { requirePermission } from '../../http/route';
import { earlierImport, loadBatch, toImportBatch } from './batches';
import { IMPORT_LABELS } from './labels';
import { importRunner } from './runner';
import { importBatchStates } from './state';
import { importsDb, type ImportBatchesTable } from './tables';

const refuseImportedBefore = async (deps: AppDeps, batch: ImportBatchesTable): Promise<void> => {
  const earlier = await earlierImport(deps.db, batch);
  if (earlier)
    throw businessError(
      IMPORT_LABELS.alreadyImported(formatMinute(earlier.confirmed_at ?? earlier.created_at)),
    );
};

/**
 * bulkImport/confirm: previewed → confirmed by one conditional UPDATE, then this node starts writing it at
 * once (any node's worker would otherwise pick it up). A file already confirmed for the company (same
 * kind and SHA-256) is refused, also when two confirms of two previews of it race: the database's unique
 * index lets one through. Confirming again answers the batch as it is.
 */
export async function confirmImport(deps: AppDeps, session: Session, batchId: string): Promise<ImportBatch> {
  const batch = await loadBatch(deps.db, session.companyId, batchId);
  await requirePermission(deps, session, IMPORT_PERMISSIONS[batch.kind]);
  if (importBatchStates.canTransition(batch.status, 'confirmed')) {
    await refuseImportedBefore(deps, batch);
    if (batch.valid_rows === 0) throw businessError(IMPORT_LABELS.nothingValid);
    const confirmed = await importsDb(deps.db)
      .updateTable('import_batches')
      .set({ status: 'confirmed', confirmed_at: deps.clock() })
      .where('id', '=', batch.id)
      .where('status', '=', 'previewed')
      .executeTakeFirst()
      .catch(async (error: unknown) => {
        // The unique index of confirmed files: another preview of this file was confirmed in between.
        await refuseImportedBefore(deps, batch);
        throw error;
      });
    if (Number(confirmed.numUpdatedRows) === 1) importRunner(deps).kick(batch.id);
  }
  return toImportBatch(deps.db, await loadBatch(deps.db, session.companyId, batchId));
}
