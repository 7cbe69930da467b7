import type { RunDeps } from './run';
import { importsDb } from './tables';

/** How long a preview nobody confirmed keeps its staged rows. */
export const PREVIEW_KEEP_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Deletes previews older than PREVIEW_KEEP_MS that were never confirmed (their staged rows first), so
 * files looked at and dropped do not pile up; any node may run it (a delete twice deletes nothing more).
 * Confirmed batches stay: they are the record of what a file wrote. Answers how many went.
 */
export async function dropStalePreviews(deps: RunDeps): Promise<number> {
  const before = deps.clock() - PREVIEW_KEEP_MS;
  const stale = importsDb(deps.db)
    .selectFrom('import_batches')
    .select('id')
    .where('status', '=', 'previewed')
    .where('created_at', '<', before);
  await importsDb(deps.db).deleteFrom('import_rows').where('batch_id', 'in', stale).execute();
  const dropped = await importsDb(deps.db)
    .deleteFrom('import_batches')
    .where('status', '=', 'previewed')
    .where('created_at', '<', before)
    .executeTakeFirst();
  return Number(dropped.numDeletedRows);
}
