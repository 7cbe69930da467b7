import { sql, type Expression, type ExpressionBuilder, type QueryCreator, type SqlBool } from 'kysely';
import { shanghaiDay } from '../../ledger';
import type { StockBalancesTable } from '../../ledger';
import type { StockTables } from '../tables';

/** Free rent days: pallets held longer than this are overdue (a platform-wide rule until companies carry their own). */
export const FREE_RENT_DAYS = 30;

/** A condition on balances aliased `b`. */
export type BalanceWhere = (eb: ExpressionBuilder<{ b: StockBalancesTable }, 'b'>) => Expression<SqlBool>;

/** The first day of the free days seen at `now` (Asia/Shanghai): today and the FREE_RENT_DAYS days before it. */
export const firstFreeDay = (now: number) => (shanghaiDay(now) - FREE_RENT_DAYS) as FreeDaysFrom;

/** A day number made by {@link firstFreeDay}: the type keeps an instant (`now`, epoch ms) from being passed instead. */
export type FreeDaysFrom = number & { readonly freeDaysFrom: unique symbol };

/**
 * Pallets that came in during the free days (from `since`, the {@link firstFreeDay}) at the balance whose
 * key columns `alias` names: at most FREE_RENT_DAYS + 1 rows of ledger_daily_inflow, read from its
 * primary key (migration 0007). A correlated subquery: meant for few rows (a page's), or inside
 * {@link recentIn}. `since` is a parameter, so a query compiled once serves every day.
 */
export const recentInOf = (alias: string, since: FreeDaysFrom) => {
  const key = (column: string) => sql.ref(`${alias}.${column}`);
  return sql<number | null>`(select sum(f.quantity) from ledger_daily_inflow f
    where f.holder_company_id = ${key('holder_company_id')} and f.warehouse_id = ${key('warehouse_id')}
      and f.tray_type_code = ${key('tray_type_code')} and f.owner_company_id = ${key('owner_company_id')}
      and f.day >= ${since})`;
};

/**
 * {@link recentInOf} per balance of the scope (key and `recent_in`). Meant for a materialized CTE: a
 * correlated sum in the overdue expression itself ran up to three times per row, for every row before
 * sorting (bench/RESULTS.md, issue 3), and a grouped join let the planners drive from the company's whole
 * ledger instead of the balances.
 */
export function recentIn(db: QueryCreator<StockTables>, since: FreeDaysFrom, scope: BalanceWhere) {
  return db
    .selectFrom('stock_balances as b')
    .where(scope)
    .select([
      'b.holder_company_id',
      'b.warehouse_id',
      'b.tray_type_code',
      'b.owner_company_id',
      recentInOf('b', since).as('recent_in'),
    ]);
}

/** The join of a balance `b` with its {@link recentIn} row `r` (a left join: a balance may have none). */
export const SAME_BALANCE = sql<SqlBool>`r.holder_company_id = b.holder_company_id
  and r.warehouse_id = b.warehouse_id and r.tray_type_code = b.tray_type_code
  and r.owner_company_id = b.owner_company_id`;

/** Overdue pallets, first in first out: what is on hand beyond the pallets that came in during the free days. */
export const overdueOf = (onHand: Expression<number>, recentIn: Expression<number | null>) =>
  sql<number>`(case when ${onHand} > coalesce(${recentIn}, 0) then ${onHand} - coalesce(${recentIn}, 0) else 0 end)`;

/** {@link overdueOf} the balance `b` left-joined with its {@link recentIn} as `r`. */
export const OVERDUE = overdueOf(sql.ref('b.on_hand'), sql.ref('r.recent_in'));

/** A balance's key and the pallets on hand there. */
export interface HeldBalance {
  holderCompanyId: string;
  warehouseId: string;
  trayTypeCode: string;
  ownerCompanyId: string;
  onHand: number;
}

/**
 * How many days beyond FREE_RENT_DAYS the oldest pallet on hand at each balance has been there, in the
 * order given, by the rule of {@link overdueOf}: first in, first out, the pallets on hand are the latest
 * that came in, so the oldest of them came in on the day where ledger_daily_inflow summed backwards from
 * today reaches what is on hand. Positive exactly when {@link overdueOf} counts overdue pallets there
 * (what came in during the free days is less than what is on hand); zero or less otherwise.
 */
export async function overdueDaysOf(
  db: QueryCreator<StockTables>,
  now: number,
  balances: readonly HeldBalance[],
): Promise<number[]> {
  const held = balances.filter((balance) => balance.onHand > 0);
  if (held.length === 0) return balances.map(() => 0);
  const distinct = (pick: (balance: HeldBalance) => string) => [...new Set(held.map(pick))];
  const keyOf = (b: Omit<HeldBalance, 'onHand'>) =>
    [b.holderCompanyId, b.warehouseId, b.trayTypeCode, b.ownerCompanyId].join('\u0000');
  const [owners, holders, warehouses, trayTypes] = [
    distinct((b) => b.ownerCompanyId),
    distinct((b) => b.holderCompanyId),
    distinct((b) => b.warehouseId),
    distinct((b) => b.trayTypeCode),
  ];
  const inflow = await db
    .selectFrom('ledger_daily_inflow')
    .select(['holder_company_id', 'warehouse_id', 'tray_type_code', 'owner_company_id', 'day', 'quantity'])
    .where('owner_company_id', 'in', owners)
    .where('holder_company_id', 'in', holders)
    .where('warehouse_id', 'in', warehouses)
    .where('tray_type_code', 'in', trayTypes)
    .orderBy('day', 'desc')
    .execute();
  const newestFirst = new Map<string, { day: number; quantity: number }[]>();
  for (const row of inflow) {
    const key = keyOf({
      holderCompanyId: row.holder_company_id,
      warehouseId: row.warehouse_id,
      trayTypeCode: row.tray_type_code,
      ownerCompanyId: row.owner_company_id,
    });
    const days = newestFirst.get(key) ?? newestFirst.set(key, []).get(key);
    days?.push({ day: Number(row.day), quantity: Number(row.quantity) });
  }
  const today = shanghaiDay(now);
  return balances.map((balance) => {
    if (balance.onHand <= 0) return 0;
    let received = 0;
    let oldest = today;
    for (const entry of newestFirst.get(keyOf(balance)) ?? []) {
      oldest = entry.day;
      received += entry.quantity;
      if (received >= balance.onHand) break;
    }
    return today - oldest - FREE_RENT_DAYS;
  });
}
