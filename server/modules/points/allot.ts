import type { AllotPoints, AllotPointsResult } from '../../../src/contract/points';
import type { DbOrTrx } from '../../db/schema';
import { newId } from '../../db/ids';
import { businessError, fieldError } from '../../http/envelope';
import { inTransaction, nextNumber } from '../ledger';
import { bookPoints, poolBalance } from './book';
import { accountPoints } from './earned';
import { POINTS_LABELS } from './labels';
import { pointsDb } from './tables';

/** Prefix of an allotment's human number (分配). */
const ALLOT_NO_PREFIX = 'FP';

export interface PointsOperator {
  companyId: string;
  accountId: string;
}

/**
 * 余额积分 operation: moves points from the company's pool to one of its own accounts, once per
 * requestId (a repeat answers the first allotment and moves nothing). The allotment row is written first
 * (its unique request id makes a racing twin wait for it, then find it), then the pool is debited by one
 * guarded UPDATE: more than the balance answers 2003 on `points` and rolls everything back, however many
 * requests race for the last points.
 */
export async function allotPoints(
  db: DbOrTrx,
  operator: PointsOperator,
  now: number,
  request: AllotPoints,
): Promise<AllotPointsResult> {
  const { companyId } = operator;
  const member = await db
    .selectFrom('memberships')
    .select('account_id')
    .where('company_id', '=', companyId)
    .where('account_id', '=', request.accountId)
    .executeTakeFirst();
  if (!member) throw businessError(POINTS_LABELS.accountNotFound);
  const earlier = () =>
    pointsDb(db)
      .selectFrom('points_allotments')
      .select(['allot_no as allotNo', 'account_id as accountId', 'points'])
      .where('company_id', '=', companyId)
      .where('request_id', '=', request.requestId)
      .executeTakeFirst();
  // A plain repeat is answered before any transaction (and takes no number).
  const allotment =
    (await earlier()) ??
    (await inTransaction(db, async (trx) => {
      const pdb = pointsDb(trx);
      const allotNo = await nextNumber(trx, ALLOT_NO_PREFIX, now);
      const id = newId();
      const written = await pdb
        .insertInto('points_allotments')
        .values({
          id,
          allot_no: allotNo,
          company_id: companyId,
          account_id: request.accountId,
          points: request.points,
          request_id: request.requestId,
          created_by: operator.accountId,
          created_at: now,
        })
        .onConflict((c) => c.doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!written) return null;
      const change = { source: 'allot' as const, sourceId: id, sourceNo: allotNo };
      const pool = await bookPoints(trx, { companyId, accountId: null }, -request.points, change, now);
      if (!pool) throw fieldError('points', POINTS_LABELS.notEnoughPoints(await poolBalance(trx, companyId)));
      await bookPoints(trx, { companyId, accountId: request.accountId }, request.points, change, now);
      return { allotNo, accountId: request.accountId, points: request.points };
    }));
  // null: a racing twin of the same request id wrote it first.
  const done = allotment ?? (await earlier());
  if (!done) throw new Error(`allotment ${request.requestId} is neither written nor found`);
  return {
    allotNo: done.allotNo,
    accountId: done.accountId,
    points: Number(done.points),
    poolBalance: await poolBalance(db, companyId),
    accountPoints: await accountPoints(db, companyId, done.accountId),
  };
}
