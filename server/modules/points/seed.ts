import type { DbOrTrx } from '../../db/schema';
import { DEMO_COMPANIES } from '../../db/seed/demo-accounts';
import { claimSeedMarker, companyIdsByName } from '../../db/seed/seed-once';
import { lastClosedPeriod, periodOf, termsOf } from '../bills';
import { allotPoints } from './allot';
import { poolBalance } from './book';
import { decidePointsStatement } from './decide';
import { freezePointsStatement } from './freeze';
import { pointsDb } from './tables';

const SEED_MARKER = 'seed.points';
const DEMO_CENTER_ACCOUNT = 'demo_center';
const DEMO_REJECT_REASON = '归还数量与平台签收记录不符，请平台复核';
/** Accounts of 上海乐橙 that receive points, and the share of the pool each gets. */
const DEMO_ALLOTMENTS = [
  { account: 'demo_center', share: 4 },
  { account: 'demo_pallet', share: 8 },
] as const;

/**
 * 上海乐橙's points statements of its past three periods (of the older two, the one with more points
 * confirmed and the other rejected with a reason; the latest closed one left 待确认) and some of the pool allotted to two of its accounts.
 * Runs after the bills seed (乐橙's terms: cut-off on the 20th). Once per database.
 */
export async function seedDemoPoints(db: DbOrTrx, now: number): Promise<void> {
  if (!(await claimSeedMarker(db, SEED_MARKER, now))) return;
  const leCheng = (await companyIdsByName(db)).get(DEMO_COMPANIES.leCheng);
  if (!leCheng) return;
  const accounts = new Map(
    (await db.selectFrom('accounts').select(['id', 'user_account']).execute()).map((a) => [
      a.user_account,
      a.id,
    ]),
  );
  const center = accounts.get(DEMO_CENTER_ACCOUNT);
  if (!center) return;
  const { cutOffDay } = await termsOf(db, leCheng);
  const latest = await lastClosedPeriod(db, leCheng, now);
  const middle = periodOf(latest.from - 1, cutOffDay);
  const oldest = periodOf(middle.from - 1, cutOffDay);
  const decider = { companyId: leCheng, accountId: center };
  const older = [
    await freezePointsStatement(db, leCheng, oldest, now),
    await freezePointsStatement(db, leCheng, middle, now),
  ].filter((id): id is string => id !== null);
  await freezePointsStatement(db, leCheng, latest, now);
  if (older.length < 2) return;
  // The one with more points is confirmed (so the pool has points to allot), the other rejected.
  const totals = await pointsDb(db)
    .selectFrom('points_statements')
    .select(['id', 'total_points'])
    .where('id', 'in', older)
    .orderBy('total_points', 'desc')
    .orderBy('period_start', 'desc')
    .execute();
  const [confirmed, rejected] = totals.map((row) => row.id) as [string, string];
  await decidePointsStatement(db, decider, now, { to: 'confirmed', id: confirmed });
  await decidePointsStatement(db, decider, now, { to: 'rejected', id: rejected, reason: DEMO_REJECT_REASON });
  for (const { account, share } of DEMO_ALLOTMENTS) {
    const accountId = accounts.get(account);
    const balance = await poolBalance(db, leCheng);
    const points = Math.floor(balance / share);
    if (!accountId || points === 0) continue;
    await allotPoints(db, decider, now, { accountId, points, requestId: `seed:${account}` });
  }
}
