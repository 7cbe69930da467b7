import { sql } from 'kysely';
import { MOVEMENT_CLASS } from '../../../src/contract/reports';
import type { LedgerKind } from '../../../src/contract/stock';
import type { DbOrTrx } from '../../db/schema';
import { ledgerDb } from '../ledger';

/** A report's narrowing of the balances it reads. */
export interface LineFilters {
  trayTypeCode?: string;
  warehouseId?: string;
}

/** A period as Shanghai day numbers, both included. */
export interface DayRange {
  first: number;
  last: number;
}

/**
 * One holder's stock of one tray type in one warehouse (every owner together) over a period: the on hand
 * at the end of each day and each ledger kind's pallets per day (arrays indexed by day − first). Amounts
 * are positive: pallets in for the in kinds and reversals, pallets out for the out kinds.
 */
export interface DailyLine {
  holder: string;
  warehouseId: string;
  trayTypeCode: string;
  onHand: number[];
  moves: Map<LedgerKind, number[]>;
}

const lineKey = (holder: string, warehouseId: string, trayTypeCode: string) =>
  `${holder}\u0000${warehouseId}\u0000${trayTypeCode}`;

/**
 * The daily lines of the holders' balances over `days`, from today's balances and the ledger's daily
 * roll-up (never the entries): on hand at the end of day d = today's on hand − Σ deltas of the days after
 * d, so the roll-up is read from the period's first day on.
 */
export async function dailyLines(
  db: DbOrTrx,
  holders: readonly string[],
  filters: LineFilters,
  days: DayRange,
): Promise<DailyLine[]> {
  if (holders.length === 0) return [];
  const ldb = ledgerDb(db);
  const [balances, moves] = await Promise.all([
    ldb
      .selectFrom('stock_balances')
      .select([
        'holder_company_id',
        'warehouse_id',
        'tray_type_code',
        sql<number | string>`sum(on_hand)`.as('on_hand'),
      ])
      .where('holder_company_id', 'in', holders)
      .$if(filters.warehouseId !== undefined, (qb) => qb.where('warehouse_id', '=', filters.warehouseId!))
      .$if(filters.trayTypeCode !== undefined, (qb) => qb.where('tray_type_code', '=', filters.trayTypeCode!))
      .groupBy(['holder_company_id', 'warehouse_id', 'tray_type_code'])
      .execute(),
    ldb
      .selectFrom('ledger_daily_moves')
      .select([
        'holder_company_id',
        'warehouse_id',
        'tray_type_code',
        'kind',
        'day',
        sql<number | string>`sum(quantity)`.as('quantity'),
      ])
      .where('holder_company_id', 'in', holders)
      .where('day', '>=', days.first)
      .$if(filters.warehouseId !== undefined, (qb) => qb.where('warehouse_id', '=', filters.warehouseId!))
      .$if(filters.trayTypeCode !== undefined, (qb) => qb.where('tray_type_code', '=', filters.trayTypeCode!))
      // The covering index's order: SQLite sums as it reads, without sorting.
      .groupBy(['holder_company_id', 'day', 'warehouse_id', 'tray_type_code', 'kind'])
      .execute(),
  ]);
  const length = days.last - days.first + 1;
  const lines = new Map<string, DailyLine & { current: number; netAfter: Map<number, number> }>();
  const lineOf = (holder: string, warehouseId: string, trayTypeCode: string) => {
    const key = lineKey(holder, warehouseId, trayTypeCode);
    let line = lines.get(key);
    if (!line) {
      line = {
        holder,
        warehouseId,
        trayTypeCode,
        onHand: [],
        moves: new Map(),
        current: 0,
        netAfter: new Map(),
      };
      lines.set(key, line);
    }
    return line;
  };
  for (const row of balances)
    lineOf(row.holder_company_id, row.warehouse_id, row.tray_type_code).current += Number(row.on_hand);
  for (const row of moves) {
    const line = lineOf(row.holder_company_id, row.warehouse_id, row.tray_type_code);
    const quantity = Number(row.quantity);
    const day = Number(row.day);
    line.netAfter.set(day, (line.netAfter.get(day) ?? 0) + quantity);
    if (day > days.last) continue;
    const kind = row.kind;
    let perDay = line.moves.get(kind);
    if (!perDay) line.moves.set(kind, (perDay = new Array<number>(length).fill(0)));
    perDay[day - days.first]! += MOVEMENT_CLASS[kind] === 'out' ? -quantity : quantity;
  }
  return [...lines.values()].map(({ current, netAfter, ...line }) => ({
    ...line,
    onHand: endOfDayOnHand(current, netAfter, days),
  }));
}

/** On hand at the end of each day of `days`, walking back from today's on hand through the later days' net deltas. */
function endOfDayOnHand(current: number, netByDay: ReadonlyMap<number, number>, days: DayRange): number[] {
  let later = 0;
  for (const [day, net] of netByDay) if (day > days.last) later += net;
  const onHand = new Array<number>(days.last - days.first + 1);
  let held = current - later;
  for (let day = days.last; day >= days.first; day -= 1) {
    onHand[day - days.first] = held;
    held -= netByDay.get(day) ?? 0;
  }
  return onHand;
}
