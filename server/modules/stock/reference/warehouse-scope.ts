import type { Session } from '../../../auth/sessions';
import type { DbOrTrx } from '../../../db/schema';
import { businessError } from '../../../http/envelope';
import { REFERENCE_LABELS as L } from './labels';
import { referenceDb, type WarehousesTable } from './tables';

/**
 * A live warehouse of the session's company. Another company's id, a deleted one or an unknown one all
 * answer the same -1 不存在, so ids of other companies reveal nothing.
 */
export async function ownWarehouse(db: DbOrTrx, session: Session, id: string): Promise<WarehousesTable> {
  const row = await referenceDb(db)
    .selectFrom('warehouses')
    .selectAll()
    .where('id', '=', id)
    .where('company_id', '=', session.companyId)
    .where('deleted', '=', 0)
    .executeTakeFirst();
  if (!row) throw businessError(L.warehouseNotFound);
  return row;
}
