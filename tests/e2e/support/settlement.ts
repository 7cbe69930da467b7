/** Demo state the settlement end-to-end test needs beyond the seed (written through the server's own modules). */
import { DEMO_COMPANIES } from '../../../server/db/seed/demo-accounts';
import { companyIdsByName } from '../../../server/db/seed/seed-once';
import { lastClosedPeriod, periodOf, termsOf } from '../../../server/modules/bills';
import { freezePointsStatement } from '../../../server/modules/points/freeze';
import type { RunningServer } from './server';

/** Periods the points seed freezes (the latest closed and the two before it). */
const SEEDED_PERIODS = 3;

/**
 * Freezes 上海乐橙's points statement of the period before the seeded ones, 待确认: the demo leaves only
 * one points statement pending, and the test confirms one and rejects another. Returns its id.
 */
export async function seedOlderPendingPointsStatement(server: RunningServer): Promise<string> {
  const { db, clock } = server.app.deps;
  const now = clock();
  const leCheng = (await companyIdsByName(db)).get(DEMO_COMPANIES.leCheng);
  if (!leCheng) throw new Error(`no ${DEMO_COMPANIES.leCheng}`);
  const { cutOffDay } = await termsOf(db, leCheng);
  let period = await lastClosedPeriod(db, leCheng, now);
  for (let n = 0; n < SEEDED_PERIODS; n++) period = periodOf(period.from - 1, cutOffDay);
  const id = await freezePointsStatement(db, leCheng, period, now);
  if (!id) throw new Error('that period has a points statement already');
  return id;
}
