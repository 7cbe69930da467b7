import type { DbOrTrx } from '../../db/schema';
import { referenceDb } from '../stock';

/** Names of warehouses (those asked for) and of every tray type, as lookups ('' for an unknown id). */
export async function referenceNames(db: DbOrTrx, warehouseIds: readonly string[]) {
  const rdb = referenceDb(db);
  const ids = [...new Set(warehouseIds)];
  const [warehouses, trayTypes] = await Promise.all([
    ids.length === 0
      ? []
      : rdb.selectFrom('warehouses').select(['id', 'name']).where('id', 'in', ids).execute(),
    rdb.selectFrom('tray_types').select(['code', 'name']).execute(),
  ]);
  const warehouse = new Map(warehouses.map((row) => [row.id, row.name]));
  const trayType = new Map(trayTypes.map((row) => [row.code, row.name]));
  return {
    warehouse: (id: string) => warehouse.get(id) ?? '',
    trayType: (code: string) => trayType.get(code) ?? '',
  };
}
