import { sql, type Expression, type ExpressionBuilder, type QueryCreator, type SqlBool } from 'kysely';
import type { StockBalancesTable, StockTables } from '../tables';

/** Free rent days: pallets held longer than this are overdue (a platform-wide rule until companies carry their own). */
export const FREE_RENT_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/** A condition on balances aliased `b`. */
export type BalanceWhere = (eb: ExpressionBuilder<{ b: StockBalancesTable }, 'b'>) => Expression<SqlBool>;

/**
 * Pallets that came in during the free days, per balance of the scope (key and `recent_in`): one indexed
 * range read per balance. Meant for a materialized CTE: a correlated sum in the overdue expression itself
 * ran up to three times per row, for every row before sorting (bench/RESULTS.md, issue 3), and a grouped
 * join let the planners drive from the company's whole ledger instead of the balances.
 */
export function recentIn(db: QueryCreator<StockTables>, now: number, scope: BalanceWhere) {
  const since = now - FREE_RENT_DAYS * DAY_MS;
  return db
    .selectFrom('stock_balances as b')
    .where(scope)
    .select([
      'b.holder_company_id',
      'b.warehouse_id',
      'b.tray_type_code',
      'b.owner_company_id',
      sql<number | null>`(select sum(e.delta) from ledger_entries e
        where e.holder_company_id = b.holder_company_id and e.warehouse_id = b.warehouse_id
          and e.tray_type_code = b.tray_type_code and e.owner_company_id = b.owner_company_id
          and e.delta > 0 and e.created_at >= ${since})`.as('recent_in'),
    ]);
}

/** Overdue pallets of the balance `b` left-joined with its {@link recentIn} as `r`: first in first out, what is on hand beyond the pallets that came in during the free days. */
export const OVERDUE = sql<number>`(case when b.on_hand > coalesce(r.recent_in, 0)
  then b.on_hand - coalesce(r.recent_in, 0) else 0 end)`;
