import { sql } from 'kysely';
import type { DbOrTrx } from '../../db/schema';
import { firstFreeDay, OVERDUE, recentIn, SAME_BALANCE, stockDb } from '../stock';

/**
 * The downstream clients of `ownerId` (companies whose parent it is) left-joined with the balances of
 * the owner's pallets they hold (`b`, null for a client holding none) and the overdue window of those
 * balances (`r`, see recentIn). Callers group and select: {@link HELD}, {@link IN_TRANSIT}, {@link OVERDUE_SUM}.
 */
export const clientBalances = (db: DbOrTrx, now: number, ownerId: string) =>
  stockDb(db)
    .with(
      (cte) => cte('r').materialized(),
      (qc) =>
        recentIn(qc, firstFreeDay(now), (eb) =>
          eb.and([eb('b.owner_company_id', '=', ownerId), eb('b.holder_company_id', '!=', ownerId)]),
        ),
    )
    .selectFrom('companies as c')
    .leftJoin('stock_balances as b', (join) =>
      join.onRef('b.holder_company_id', '=', 'c.id').on('b.owner_company_id', '=', ownerId),
    )
    .leftJoin('r', (join) => join.on(SAME_BALANCE))
    .where('c.parent_company_id', '=', ownerId);

export const HELD = sql<number>`coalesce(sum(b.on_hand), 0)`;
export const IN_TRANSIT = sql<number>`coalesce(sum(b.in_transit), 0)`;
export const OVERDUE_SUM = sql<number>`coalesce(sum(${OVERDUE}), 0)`;
