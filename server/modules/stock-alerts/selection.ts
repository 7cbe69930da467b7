import { sql } from 'kysely';
import type { DbOrTrx } from '../../db/schema';
import { ledgerDb, shanghaiDay } from '../ledger';
import { firstFreeDay, selectBalances } from '../stock';

const DAY_MS = 86_400_000;

/** Pallets not overdue today that will be within this many days (if nothing moves). */
export const OVERDUE_AHEAD_DAYS = 7;
/** A balance with pallets on hand and no ledger entry for this many days is idle. */
export const IDLE_DAYS = 30;

/**
 * Whose balance, seen from the warned company, and so the stock list that shows it: its own pallets in its
 * warehouses (自有库存), others' pallets it holds (自有库存（C1）), its pallets at its clients (下游客户库存).
 */
export type AlertView = 'own' | 'c1' | 'downstream';

/** One line of an alert: pallets at one balance of the company. */
export interface AlertLine {
  view: AlertView;
  /** The warehouse, after the holding client's name on a downstream line. */
  place: string;
  trayTypeCode: string;
  quantity: number;
}

export interface CompanyAlerts {
  turningOverdue: AlertLine[];
  idle: AlertLine[];
}

const viewOf = (companyId: string, holder: string, owner: string): AlertView =>
  holder !== companyId ? 'downstream' : owner === companyId ? 'own' : 'c1';

const mostFirst = (a: AlertLine, b: AlertLine) => b.quantity - a.quantity;

/**
 * What a company is warned of at `now`, on every balance it holds or owns (the holder pays the owner for
 * overdue pallets, the owner the platform, SPEC's money model in src/contract/bills.ts). Turning overdue: the stock list's own
 * overdue count (selectBalances) in OVERDUE_AHEAD_DAYS days less today's, balance by balance, so the
 * free-days rule stays in one place. Idle: on hand > 0 and the balance's last ledger day IDLE_DAYS or
 * more days ago (ledger_daily_moves, the ledger's daily roll-up).
 */
export async function companyAlerts(db: DbOrTrx, now: number, companyId: string): Promise<CompanyAlerts> {
  const held = (since: ReturnType<typeof firstFreeDay>) =>
    selectBalances(db, since, (eb) =>
      eb.and([
        eb.or([eb('b.holder_company_id', '=', companyId), eb('b.owner_company_id', '=', companyId)]),
        eb('b.on_hand', '>', 0),
      ]),
    )
      .select(
        sql<number | null>`(select max(m.day) from ledger_daily_moves m
          where m.holder_company_id = b.holder_company_id and m.warehouse_id = b.warehouse_id
            and m.tray_type_code = b.tray_type_code and m.owner_company_id = b.owner_company_id)`.as(
          'last_day',
        ),
      )
      // Both days' rows in one order: compared by position.
      .orderBy('b.holder_company_id')
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
    const view = viewOf(companyId, row.holder_company_id, row.owner_company_id);
    const line = (quantity: number): AlertLine => ({
      view,
      place: view === 'downstream' ? `${row.holder_company_name} ${row.warehouse_name}` : row.warehouse_name,
      trayTypeCode: row.tray_type_code,
      quantity,
    });
    const turning = Number(ahead[index]?.overdue) - Number(row.overdue);
    if (turning > 0) turningOverdue.push(line(turning));
    if (row.last_day === null || Number(row.last_day) <= idleBefore) idle.push(line(row.on_hand));
  });
  return { turningOverdue: turningOverdue.sort(mostFirst), idle: idle.sort(mostFirst) };
}

/** The companies holding or owning pallets on hand: the only ones that may have something to be warned of. */
export async function companiesWithStock(db: DbOrTrx): Promise<string[]> {
  const held = ledgerDb(db)
    .selectFrom('stock_balances')
    .select('holder_company_id as id')
    .where('on_hand', '>', 0);
  const owned = ledgerDb(db)
    .selectFrom('stock_balances')
    .select('owner_company_id as id')
    .where('on_hand', '>', 0);
  const rows = await held.union(owned).orderBy('id').execute();
  return rows.map((row) => row.id);
}
