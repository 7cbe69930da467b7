import type { DbOrTrx } from '../../db/schema';
import { newId } from '../../db/ids';
import { lastClosedPeriod, type DayRange } from '../bills';
import { inTransaction, nextNumber, shanghaiDay } from '../ledger';
import { pointsItemsOf, statementTotal } from './scoring';
import { pointsDb } from './tables';

/** Prefix of a statement's human number (积分). */
const STATEMENT_NO_PREFIX = 'JF';
/** Rows per insert statement: well under SQLite's and PostgreSQL's limits on bound parameters. */
const INSERT_BATCH = 500;

const hasStatement = async (db: DbOrTrx, company: string, period: DayRange) =>
  (await pointsDb(db)
    .selectFrom('points_statements')
    .select('id')
    .where('company_id', '=', company)
    .where('period_start', '=', period.from)
    .executeTakeFirst()) !== undefined;

/**
 * Freezes a closed period's points statement of a company (points model, STATEMENTS): its items as the
 * ledger scores them now, 待确认. Freezing a period again writes nothing; returns the new statement's
 * id, or null when the period has one already.
 */
export async function freezePointsStatement(
  db: DbOrTrx,
  company: string,
  period: DayRange,
  now: number,
): Promise<string | null> {
  if (period.to >= shanghaiDay(now)) throw new Error(`period ending on day ${period.to} is not closed yet`);
  return inTransaction(db, async (trx) => {
    // Asked again inside the transaction: two readers of the list may freeze the same period at once.
    if (await hasStatement(trx, company, period)) return null;
    const items = await pointsItemsOf(trx, company, period);
    const id = newId();
    const written = await pointsDb(trx)
      .insertInto('points_statements')
      .values({
        id,
        statement_no: await nextNumber(trx, STATEMENT_NO_PREFIX, now),
        company_id: company,
        period_start: period.from,
        period_end: period.to,
        items_points: items.reduce((total, i) => total + i.points, 0),
        total_points: statementTotal(items),
        status: 'pending',
        reject_reason: null,
        created_at: now,
        updated_at: now,
        decided_at: null,
        decided_by: null,
      })
      .onConflict((c) => c.doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!written) return null;
    const rows = items.map((i, index) => ({
      id: newId(),
      statement_id: id,
      line_no: index + 1,
      entry_id: i.entryId,
      rule: i.rule,
      pallets: i.pallets,
      points_per_pallet: i.pointsPerPallet,
      points: i.points,
    }));
    for (let start = 0; start < rows.length; start += INSERT_BATCH) {
      await pointsDb(trx)
        .insertInto('points_statement_items')
        .values(rows.slice(start, start + INSERT_BATCH))
        .execute();
    }
    return id;
  });
}

/**
 * The list's lazy freeze: the company's most recently closed period, when it has no statement yet. Most
 * reads find one, and then open no transaction.
 */
export async function freezeLastClosedPoints(db: DbOrTrx, company: string, now: number): Promise<void> {
  const period = await lastClosedPeriod(db, company, now);
  if (await hasStatement(db, company, period)) return;
  await freezePointsStatement(db, company, period, now);
}
