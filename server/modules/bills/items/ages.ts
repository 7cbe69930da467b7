import { sql, type RawBuilder } from 'kysely';

/**
 * Ages of the pallets a balance holds, first in, first out (money model, AGE OF PALLETS): at the end of
 * day d, aged ≤ k days = min(held, arrivals on days d − k … d), read from ledger_daily_inflow as the stock
 * lists' 超期数量 is (stock/queries/overdue.ts, whose window is today's and k = the free days); here the
 * day and k are the caller's.
 */

/** Arrivals at the balance whose key columns `alias` names, on days d − k … d. */
export const arrivalsWithin = (alias: string, day: number, k: number): RawBuilder<number | string | null> => {
  const key = (column: string) => sql.ref(`${alias}.${column}`);
  return sql<number | string | null>`(select sum(f.quantity) from ledger_daily_inflow f
    where f.holder_company_id = ${key('holder_company_id')} and f.warehouse_id = ${key('warehouse_id')}
      and f.tray_type_code = ${key('tray_type_code')} and f.owner_company_id = ${key('owner_company_id')}
      and f.day >= ${day - k} and f.day <= ${day})`;
};

/** Pallets aged > k of `held`, given the arrivals within k days. */
export const agedBeyond = (held: number, arrivedWithin: number | string | null): number =>
  Math.max(held - Number(arrivedWithin ?? 0), 0);
