import { sql } from 'kysely';
import type { MapArea, MapLevelQuery, MapLevelStock } from '../../../src/contract/reports';
import type { DbOrTrx } from '../../db/schema';
import { fieldError } from '../../http/envelope';
import { stockDb } from '../stock';
import { REPORT_LABELS } from './labels';

/** The mean of the known values, or null when none is known. */
function mean(values: readonly (number | null)[]): number | null {
  const known = values.filter((value): value is number => value !== null);
  return known.length === 0 ? null : known.reduce((total, value) => total + value, 0) / known.length;
}

/**
 * stockmap/getInStockAddressByMapLevel: the company's pallets on hand per province of its warehouses'
 * addresses, or per city of one province; each area with its warehouses holding stock and their mean position.
 */
export async function stockMap(db: DbOrTrx, companyId: string, query: MapLevelQuery): Promise<MapLevelStock> {
  if (query.level === 'city' && query.province === undefined)
    throw fieldError('province', REPORT_LABELS.provinceRequired);
  const warehouses = await stockDb(db)
    .selectFrom('stock_balances as b')
    .innerJoin('warehouses as w', 'w.id', 'b.warehouse_id')
    .select([
      'w.id',
      'w.province',
      'w.city',
      'w.longitude',
      'w.latitude',
      sql<number | string>`sum(b.on_hand)`.as('on_hand'),
    ])
    .where('b.holder_company_id', '=', companyId)
    .where('b.on_hand', '>', 0)
    .$if(query.level === 'city', (qb) => qb.where('w.province', '=', query.province!))
    .groupBy(['w.id', 'w.province', 'w.city', 'w.longitude', 'w.latitude'])
    .execute();
  const byArea = new Map<string, typeof warehouses>();
  for (const warehouse of warehouses) {
    const name = query.level === 'city' ? warehouse.city : warehouse.province;
    byArea.set(name, [...(byArea.get(name) ?? []), warehouse]);
  }
  const areas: MapArea[] = [...byArea].map(([name, members]) => ({
    name,
    onHand: members.reduce((total, warehouse) => total + Number(warehouse.on_hand), 0),
    warehouses: members.length,
    longitude: mean(members.map((warehouse) => warehouse.longitude)),
    latitude: mean(members.map((warehouse) => warehouse.latitude)),
  }));
  areas.sort((a, b) => b.onHand - a.onHand || a.name.localeCompare(b.name, 'zh-CN'));
  return { level: query.level, ...(query.province !== undefined ? { province: query.province } : {}), areas };
}
