import type { DbOrTrx } from '../../db/schema';
import { newId } from '../../db/ids';
import { inTransaction, nextNumber } from '../ledger';
import { bookPoints } from './book';

/** Prefix of a grant's human number (奖励). */
const GRANT_NO_PREFIX = 'JL';

/**
 * 平台奖励: the platform credits a company's pool (a campaign; booked outside the portal, no call: the
 * demo seed grants 上海乐橙 points for the shop). Written to the change record like every credit.
 */
export async function grantPoolPoints(
  db: DbOrTrx,
  companyId: string,
  points: number,
  now: number,
): Promise<string> {
  return inTransaction(db, async (trx) => {
    const grantNo = await nextNumber(trx, GRANT_NO_PREFIX, now);
    const change = { source: 'grant' as const, sourceId: newId(), sourceNo: grantNo };
    await bookPoints(trx, { companyId, accountId: null }, points, change, now);
    return grantNo;
  });
}
