import { sql } from 'kysely';
import { OVERDUE_SOON_DAYS, RECENT_MOVEMENTS, type HomeBoard } from '../../../src/contract/reports';
import type { DbOrTrx } from '../../db/schema';
import { agedBeyond, amountOwed, arrivalsWithin, termsOf } from '../bills';
import { ledgerDb, selectEntries, shanghaiDay, toEntry } from '../ledger';
import { AVAILABLE } from '../stock';
import { keptAnswer } from './answer-cache';
import { currentMonth, monthInOut } from './month';

/** The pallets the holders hold: on hand, available (on hand − reserved, as the stock lists count it), in transit, awaiting signature. */
export async function heldBy(db: DbOrTrx, holders: readonly string[]) {
  const row = await ledgerDb(db)
    .selectFrom('stock_balances as b')
    .select([
      sql<number | string>`coalesce(sum(b.on_hand), 0)`.as('on_hand'),
      sql<number | string>`coalesce(sum(${AVAILABLE}), 0)`.as('available'),
      sql<number | string>`coalesce(sum(b.in_transit), 0)`.as('in_transit'),
      sql<number | string>`coalesce(sum(b.awaiting_signature), 0)`.as('awaiting'),
    ])
    .where('b.holder_company_id', 'in', holders)
    .executeTakeFirstOrThrow();
  return {
    onHand: Number(row.on_hand),
    available: Number(row.available),
    inTransit: Number(row.in_transit),
    awaitingSignature: Number(row.awaiting),
  };
}

/**
 * The holder's pallets aged beyond their owner's overdue days now, and those that turn overdue within
 * OVERDUE_SOON_DAYS (first in, first out, by the bills' age rule), one read per owner's terms.
 */
async function overdueOf(db: DbOrTrx, now: number, holder: string): Promise<HomeBoard['overdue']> {
  const today = shanghaiDay(now);
  const owners = await ledgerDb(db)
    .selectFrom('stock_balances')
    .select('owner_company_id')
    .distinct()
    .where('holder_company_id', '=', holder)
    .where('on_hand', '>', 0)
    .execute();
  const perOwner = await Promise.all(
    owners.map(async ({ owner_company_id: owner }) => {
      const { overdueDays } = await termsOf(db, owner);
      const balances = await ledgerDb(db)
        .selectFrom('stock_balances as b')
        .select([
          'b.on_hand',
          arrivalsWithin('b', today, overdueDays).as('within_now'),
          arrivalsWithin('b', today, overdueDays - OVERDUE_SOON_DAYS).as('within_soon'),
        ])
        .where('b.holder_company_id', '=', holder)
        .where('b.owner_company_id', '=', owner)
        .where('b.on_hand', '>', 0)
        .execute();
      return balances.map((balance) => {
        const overdue = agedBeyond(balance.on_hand, balance.within_now);
        return { now: overdue, soon: agedBeyond(balance.on_hand, balance.within_soon) - overdue };
      });
    }),
  );
  return perOwner.flat().reduce((total, one) => ({ now: total.now + one.now, soon: total.soon + one.soon }), {
    now: 0,
    soon: 0,
  });
}

/** homepage/getBoardStatistics: the board of the session's company (role 1). */
export async function homeBoard(db: DbOrTrx, now: number, companyId: string): Promise<HomeBoard> {
  // The stock tiles change only with the company's stock (and, for overdue and the month, with the day);
  // what it owes changes with payments: read every time.
  const stockKey = JSON.stringify(['board', companyId, shanghaiDay(now)]);
  const [stock, owed] = await Promise.all([
    keptAnswer(db, stockKey, [companyId], () => stockTiles(db, now, companyId)),
    amountOwed(db, companyId),
  ]);
  return { ...stock, openBills: { count: owed.unpaidCount, dueFen: owed.owedFen } };
}

async function stockTiles(
  db: DbOrTrx,
  now: number,
  companyId: string,
): Promise<Omit<HomeBoard, 'openBills'>> {
  const [held, overdue, month, recent] = await Promise.all([
    heldBy(db, [companyId]),
    overdueOf(db, now, companyId),
    monthInOut(db, now, companyId),
    selectEntries(db)
      .where('e.holder_company_id', '=', companyId)
      .orderBy('e.created_at', 'desc')
      .orderBy('e.id', 'desc')
      .limit(RECENT_MOVEMENTS)
      .execute(),
  ]);
  return {
    ...held,
    overdue,
    month: { month: currentMonth(now).month, ...month },
    recentMovements: recent.map(toEntry),
  };
}
