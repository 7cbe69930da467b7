import { sql, type RawBuilder } from 'kysely';

/** Free rent days: pallets held longer than this are overdue (a platform-wide rule until companies carry their own). */
export const FREE_RENT_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Overdue pallets of the balance aliased `b`, first in first out: what is on hand beyond the pallets
 * that came in during the free days. Reads the balance's ledger entries of the window (indexed).
 */
export function overdueOf(now: number): RawBuilder<number> {
  const since = now - FREE_RENT_DAYS * DAY_MS;
  const recentIn = sql<number>`coalesce((select sum(e.delta) from ledger_entries e
    where e.holder_company_id = b.holder_company_id and e.warehouse_id = b.warehouse_id
      and e.tray_type_code = b.tray_type_code and e.owner_company_id = b.owner_company_id
      and e.delta > 0 and e.created_at >= ${since}), 0)`;
  return sql<number>`(case when b.on_hand > ${recentIn} then b.on_hand - ${recentIn} else 0 end)`;
}
