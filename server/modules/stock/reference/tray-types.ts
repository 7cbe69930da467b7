import type { TrayType } from '../../../../src/contract/stock';
import type { DbOrTrx } from '../../../db/schema';
import { referenceDb } from './tables';
import { toTrayType } from './wire';

/** getTrayTypeCodes: every tray type of the platform, in catalogue order. */
export async function listTrayTypes(db: DbOrTrx): Promise<TrayType[]> {
  const rows = await referenceDb(db)
    .selectFrom('tray_types')
    .selectAll()
    .orderBy('sort_order')
    .orderBy('code')
    .execute();
  return rows.map(toTrayType);
}
