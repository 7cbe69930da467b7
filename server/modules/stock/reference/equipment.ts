import type { Equipment } from '../../../../src/contract/stock';
import type { Session } from '../../../auth/sessions';
import type { DbOrTrx } from '../../../db/schema';
import { referenceDb } from './tables';
import { ownWarehouse } from './warehouse-scope';
import { toEquipment } from './wire';

/** equipment/getEquipmentByWarehouseId: the door readers of one of the session's warehouses. */
export async function equipmentOfWarehouse(
  db: DbOrTrx,
  session: Session,
  warehouseId: string,
): Promise<Equipment[]> {
  await ownWarehouse(db, session, warehouseId);
  const rows = await referenceDb(db)
    .selectFrom('equipment')
    .selectAll()
    .where('warehouse_id', '=', warehouseId)
    .orderBy('serial_no')
    .execute();
  return rows.map(toEquipment);
}
