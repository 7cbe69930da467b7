import type { DbOrTrx } from '../../db/schema';
import { ledgerDb } from './tables';
import { shanghaiDay } from './business-day';

/** Kept figures per key against the figures the entries give: a violation per key that differs. */
function differences(
  name: string,
  expected: Map<string, number[]>,
  kept: readonly { key: string; figures: number[] }[],
): string[] {
  const violations: string[] = [];
  const text = (figures: readonly number[]) => figures.join('/');
  for (const row of kept) {
    const want = expected.get(row.key) ?? [];
    if (text(row.figures) !== text(want))
      violations.push(`${name} ${row.key}: kept ${text(row.figures)}, expected ${text(want) || 'none'}`);
    expected.delete(row.key);
  }
  for (const [key, want] of expected) violations.push(`${name} ${key}: kept none, expected ${text(want)}`);
  return violations;
}

const balanceText = (row: {
  holder_company_id: string;
  warehouse_id: string;
  tray_type_code: string;
  owner_company_id: string;
}) => [row.holder_company_id, row.warehouse_id, row.tray_type_code, row.owner_company_id].join('|');

/**
 * Checks the ledger's daily roll-ups against its entries (tests and the bench): per balance and
 * Asia/Shanghai day, ledger_daily_inflow keeps the sum of that day's positive entries; per balance, kind
 * and day, ledger_daily_moves keeps the sum of the entries' deltas and their number. Returns the violations.
 */
export async function dailyRollupViolations(db: DbOrTrx): Promise<string[]> {
  const sdb = ledgerDb(db);
  const [entries, inflow, moves] = await Promise.all([
    sdb
      .selectFrom('ledger_entries')
      .select([
        'holder_company_id',
        'warehouse_id',
        'tray_type_code',
        'owner_company_id',
        'kind',
        'created_at',
        'delta',
      ])
      .where('delta', '<>', 0)
      .execute(),
    sdb.selectFrom('ledger_daily_inflow').selectAll().execute(),
    sdb.selectFrom('ledger_daily_moves').selectAll().execute(),
  ]);
  const expectedInflow = new Map<string, number[]>();
  const expectedMoves = new Map<string, number[]>();
  for (const e of entries) {
    const day = shanghaiDay(Number(e.created_at));
    if (e.delta > 0) {
      const key = `${balanceText(e)}|${day}`;
      const [quantity = 0] = expectedInflow.get(key) ?? [];
      expectedInflow.set(key, [quantity + e.delta]);
    }
    const key = `${balanceText(e)}|${e.kind}|${day}`;
    const [quantity = 0, count = 0] = expectedMoves.get(key) ?? [];
    expectedMoves.set(key, [quantity + e.delta, count + 1]);
  }
  return [
    ...differences(
      'inflow',
      expectedInflow,
      inflow.map((row) => ({ key: `${balanceText(row)}|${row.day}`, figures: [Number(row.quantity)] })),
    ),
    ...differences(
      'daily moves',
      expectedMoves,
      moves.map((row) => ({
        key: `${balanceText(row)}|${row.kind}|${row.day}`,
        figures: [Number(row.quantity), Number(row.entries)],
      })),
    ),
  ];
}
