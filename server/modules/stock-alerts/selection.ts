import { sql } from 'kysely';
import type { DbOrTrx } from '../../db/schema';
import { ledgerDb, shanghaiDay } from '../ledger';
import { firstFreeDay, selectBalances } from '../stock';

const DAY_MS = 86_400_000;

/** Pallets not overdue today that will be within this many days (if nothing moves). */
export const OVERDUE_AHEAD_DAYS = 7;
/** A balance with pallets on hand and no ledger entry for this many days is idle. */
export const IDLE_DAYS = 30;

/** One line of an alert: pallets at one of the company's balances. */
export interface AlertLine {
  warehouseName: string;
  trayTypeCode: string;
  /** The company's own pallets (else a supplier's it holds). */
  own: boolean;
  quantity: number;
}

export interface CompanyAlerts {
  turningOverdue: AlertLine[];
  idle: AlertLine[];
}

const mostFirst = (a: AlertLine, b: AlertLine) => b.quantity - a.quantity;

/**
 * What the company holding the pallets is warned of at `now`. Turning overdue: the stock list's own
 * overdue count (selectBalances) in OVERDUE_AHEAD_DAYS days less today's, balance by balance, so the
 * free-days rule stays in one place. Idle: on hand > 0 and the balance's last ledger day IDLE_DAYS or
 * more days ago (ledger_daily_moves, the ledger's daily roll-up).
 */
export async function companyAlerts(db: DbOrTrx, now: number, companyId: string): Promise<CompanyAlerts> {
  const held = (since: ReturnType<typeof firstFreeDay>) =>
    selectBalances(db, since, (eb) =>
      eb.and([eb('b.holder_company_id', '=', companyId), eb('b.on_hand', '>', 0)]),
    )
      .select(
        sql<number | null>`(select max(m.day) from ledger_daily_moves m
          where m.holder_company_id = b.holder_company_id and m.warehouse_id = b.warehouse_id
            and m.tray_type_code = b.tray_type_code and m.owner_company_id = b.owner_company_id)`.as(
          'last_day',
        ),
      )
      // Both days' rows in one order: compared by position.
      .orderBy('b.warehouse_id')
      .orderBy('b.tray_type_code')
      .orderBy('b.owner_company_id')
      .execute();
  const [today, ahead] = await Promise.all([
    held(firstFreeDay(now)),
    held(firstFreeDay(now + OVERDUE_AHEAD_DAYS * DAY_MS)),
  ]);
  const idleBefore = shanghaiDay(now) - IDLE_DAYS;
  const turningOverdue: AlertLine[] = [];
  const idle: AlertLine[] = [];
  today.forEach((row, index) => {
    const line = (quantity: number): AlertLine => ({
      warehouseName: row.warehouse_name,
      trayTypeCode: row.tray_type_code,
      own: row.owner_company_id === companyId,
      quantity,
    });
    const turning = Number(ahead[index]?.overdue) - Number(row.overdue);
    if (turning > 0) turningOverdue.push(line(turning));
    if (row.last_day === null || Number(row.last_day) <= idleBefore) idle.push(line(row.on_hand));
  });
  return { turningOverdue: turningOverdue.sort(mostFirst), idle: idle.sort(mostFirst) };
}

/** The companies holding pallets on hand: the only ones that may have something to be warned of. */
export async function holdingCompanies(db: DbOrTrx): Promise<string[]> {
  const rows = await ledgerDb(db)
    .selectFrom('stock_balances')
    .select('holder_company_id')
    .distinct()
    .where('on_hand', '>', 0)
    .orderBy('holder_company_id')
    .execute();
  return rows.map((row) => row.holder_company_id);
}
