import type { Transaction } from 'kysely';
import type { PointsSource } from '../../../src/contract/points';
import type { Database } from '../../db/schema';
import { newId } from '../../db/ids';
import { pointsDb } from './tables';

/** Where points are booked: a company's pool, or one of its accounts. */
export interface PointsHolder {
  companyId: string;
  /** null: the pool. */
  accountId: string | null;
}

export interface PointsChange {
  source: PointsSource;
  sourceId: string;
  sourceNo: string;
}

/**
 * Adds delta (negative: a debit) to a pool or an account and writes the change record row, inside the
 * caller's transaction. The balance moves in one guarded UPDATE (balance + delta ≥ 0), so racing debits
 * can never overdraw it: a refused debit writes nothing and answers null; else the balance before and after.
 */
export async function bookPoints(
  trx: Transaction<Database>,
  holder: PointsHolder,
  delta: number,
  change: PointsChange,
  now: number,
): Promise<{ before: number; after: number } | null> {
  const pdb = pointsDb(trx);
  let after: number | undefined;
  if (holder.accountId === null) {
    await pdb
      .insertInto('points_pools')
      .values({ company_id: holder.companyId, balance: 0, updated_at: now })
      .onConflict((c) => c.doNothing())
      .execute();
    const row = await pdb
      .updateTable('points_pools')
      .set((eb) => ({ balance: eb('balance', '+', delta), updated_at: now }))
      .where('company_id', '=', holder.companyId)
      .where((eb) => eb(eb('balance', '+', delta), '>=', 0))
      .returning('balance')
      .executeTakeFirst();
    after = row === undefined ? undefined : Number(row.balance);
  } else {
    const accountId = holder.accountId;
    await pdb
      .insertInto('points_accounts')
      .values({ company_id: holder.companyId, account_id: accountId, points: 0, updated_at: now })
      .onConflict((c) => c.doNothing())
      .execute();
    const row = await pdb
      .updateTable('points_accounts')
      .set((eb) => ({ points: eb('points', '+', delta), updated_at: now }))
      .where('company_id', '=', holder.companyId)
      .where('account_id', '=', accountId)
      .where((eb) => eb(eb('points', '+', delta), '>=', 0))
      .returning('points')
      .executeTakeFirst();
    after = row === undefined ? undefined : Number(row.points);
  }
  if (after === undefined) return null;
  const before = after - delta;
  await pdb
    .insertInto('points_changes')
    .values({
      id: newId(),
      company_id: holder.companyId,
      account_id: holder.accountId,
      source: change.source,
      source_id: change.sourceId,
      source_no: change.sourceNo,
      delta,
      balance_before: before,
      balance_after: after,
      created_at: now,
    })
    .execute();
  return { before, after };
}

/** The pool's balance now (0 before its first credit). */
export async function poolBalance(db: Parameters<typeof pointsDb>[0], companyId: string): Promise<number> {
  const row = await pointsDb(db)
    .selectFrom('points_pools')
    .select('balance')
    .where('company_id', '=', companyId)
    .executeTakeFirst();
  return Number(row?.balance ?? 0);
}
