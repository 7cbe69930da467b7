import {
  LEVEL_WINDOW_DAYS,
  levelOf,
  type CompanyLevel,
  type MyBalance,
} from '../../../src/contract/my-account';
import type { Session } from '../../auth/sessions';
import type { DbOrTrx } from '../../db/schema';
import { amountOwed } from '../bills';
import { accountPoints, pointsConfirmedSince, poolBalance } from '../points';

const DAY_MS = 24 * 60 * 60 * 1000;

/** customerCompany/getCompanyLevel (MEMBER LEVEL of src/contract/my-account.ts). */
export async function companyLevel(db: DbOrTrx, companyId: string, now: number): Promise<CompanyLevel> {
  const points = await pointsConfirmedSince(db, companyId, now - LEVEL_WINDOW_DAYS * DAY_MS);
  const { current, next } = levelOf(points);
  return {
    level: current.level,
    levelName: current.name,
    points,
    nextLevel: next?.level ?? null,
    nextLevelName: next?.name ?? null,
    pointsToNext: next ? next.minPoints - points : null,
  };
}

/** customerCompany/getMyBalanceInfo (BALANCE). */
export async function myBalance(db: DbOrTrx, session: Session): Promise<MyBalance> {
  const [poolPoints, myPoints, owed] = await Promise.all([
    poolBalance(db, session.companyId),
    accountPoints(db, session.companyId, session.accountId),
    amountOwed(db, session.companyId),
  ]);
  return { poolPoints, myPoints, ...owed };
}
