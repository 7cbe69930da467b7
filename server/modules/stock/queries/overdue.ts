import { sql, type Expression, type ExpressionBuilder, type QueryCreator, type SqlBool } from 'kysely';
import { shanghaiDay } from '../ledger/business-day';
import type { StockBalancesTable, StockTables } from '../tables';

/** Free rent days: pallets held longer than this are overdue (a platform-wide rule until companies carry their own). */
export const FREE_RENT_DAYS = 30;

/** A condition on balances aliased `b`. */
export type BalanceWhere = (eb: ExpressionBuilder<{ b: StockBalancesTable }, 'b'>) => Expression<SqlBool>;

/**
 * Pallets that came in during the free days (today and the FREE_RENT_DAYS days before it, in Asia/Shanghai),
 * per balance of the scope (key and `recent_in`): at most FREE_RENT_DAYS + 1 rows of ledger_daily_inflow per
 * balance, read from its primary key (migration 0007). Meant for a materialized CTE: a correlated sum in
 * the overdue expression itself ran up to three times per row, for every row before sorting
 * (bench/RESULTS.md, issue 3), and a grouped join let the planners drive from the company's whole ledger
 * instead of the balances.
 */
export function recentIn(db: QueryCreator<StockTables>, now: number, scope: BalanceWhere) {
  const firstDay = shanghaiDay(now) - FREE_RENT_DAYS;
  return db
    .selectFrom('stock_balances as b')
    .where(scope)
    .select([
      'b.holder_company_id',
      'b.warehouse_id',
      'b.tray_type_code',
      'b.owner_company_id',
      sql<number | null>`(select sum(f.quantity) from ledger_daily_inflow f
        where f.holder_company_id = b.holder_company_id and f.warehouse_id = b.warehouse_id
          and f.tray_type_code = b.tray_type_code and f.owner_company_id = b.owner_company_id
          and f.day >= ${firstDay})`.as('recent_in'),
    ]);
}

/** Overdue pallets of the balance `b` left-joined with its {@link recentIn} as `r`: first in first out, what is on hand beyond the pallets that came in during the free days. */
export const OVERDUE = sql<number>`(case when b.on_hand > coalesce(r.recent_in, 0)
  then b.on_hand - coalesce(r.recent_in, 0) else 0 end)`;
