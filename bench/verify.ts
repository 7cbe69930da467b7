import { sql } from 'kysely';
import type { Db } from '../server/db/schema';

export interface LedgerCheck {
  balances: number;
  ledgerEntries: number;
  /** Balances whose on_hand differs from the sum of their ledger entries. */
  mismatched: number;
  /** Ledger entries of a balance that has no row in stock_balances. */
  unbalancedGroups: number;
  negative: number;
}

/** The ledger invariant over the whole database: on_hand = Σ delta for every balance, none negative. */
export async function checkLedger(db: Db): Promise<LedgerCheck> {
  const sums = sql`(select holder_company_id, warehouse_id, tray_type_code, owner_company_id, sum(delta) as total
    from ledger_entries group by holder_company_id, warehouse_id, tray_type_code, owner_company_id)`;
  const same = sql`s.holder_company_id = b.holder_company_id and s.warehouse_id = b.warehouse_id
    and s.tray_type_code = b.tray_type_code and s.owner_company_id = b.owner_company_id`;
  const one = async (query: ReturnType<typeof sql<{ n: number }>>) =>
    Number((await query.execute(db)).rows[0]?.n ?? 0);
  return {
    balances: await one(sql<{ n: number }>`select count(*) as n from stock_balances`),
    ledgerEntries: await one(sql<{ n: number }>`select count(*) as n from ledger_entries`),
    mismatched: await one(
      sql<{ n: number }>`select count(*) as n from stock_balances b left join ${sums} s on ${same}
        where b.on_hand <> coalesce(s.total, 0)`,
    ),
    unbalancedGroups: await one(
      sql<{
        n: number;
      }>`select count(*) as n from ${sums} s where not exists (select 1 from stock_balances b where ${same})`,
    ),
    negative: await one(
      sql<{
        n: number;
      }>`select count(*) as n from stock_balances where on_hand < 0 or in_transit < 0 or awaiting_signature < 0`,
    ),
  };
}
