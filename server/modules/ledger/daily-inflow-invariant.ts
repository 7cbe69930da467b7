import type { DbOrTrx } from '../../db/schema';
import { ledgerDb } from './tables';
import { shanghaiDay } from './business-day';

/**
 * Checks ledger_daily_inflow against the ledger (tests and the bench): per balance and Asia/Shanghai day,
 * the kept inflow equals the sum of that day's positive entries. Returns the violations.
 */
export async function dailyInflowViolations(db: DbOrTrx): Promise<string[]> {
  const sdb = ledgerDb(db);
  const [entries, kept] = await Promise.all([
    sdb
      .selectFrom('ledger_entries')
      .select([
        'holder_company_id',
        'warehouse_id',
        'tray_type_code',
        'owner_company_id',
        'created_at',
        'delta',
      ])
      .where('delta', '>', 0)
      .execute(),
    sdb.selectFrom('ledger_daily_inflow').selectAll().execute(),
  ]);
  const expected = new Map<string, number>();
  for (const e of entries) {
    const key = [e.holder_company_id, e.warehouse_id, e.tray_type_code, e.owner_company_id].join('|');
    const day = `${key}|${shanghaiDay(Number(e.created_at))}`;
    expected.set(day, (expected.get(day) ?? 0) + e.delta);
  }
  const violations: string[] = [];
  for (const row of kept) {
    const day = [
      row.holder_company_id,
      row.warehouse_id,
      row.tray_type_code,
      row.owner_company_id,
      row.day,
    ].join('|');
    const want = expected.get(day) ?? 0;
    if (Number(row.quantity) !== want)
      violations.push(`inflow ${day}: kept ${row.quantity}, expected ${want}`);
    expected.delete(day);
  }
  for (const [day, want] of expected) violations.push(`inflow ${day}: kept 0, expected ${want}`);
  return violations;
}
