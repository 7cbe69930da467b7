import type { DbOrTrx } from '../../db/schema';
import { pointsDb } from './tables';

/** Points the company earned: Σ totals of its statements confirmed at or after `since` (epoch ms). */
export async function pointsConfirmedSince(db: DbOrTrx, companyId: string, since: number): Promise<number> {
  const row = await pointsDb(db)
    .selectFrom('points_statements')
    .select((eb) => eb.fn.sum<number | string | null>('total_points').as('points'))
    .where('company_id', '=', companyId)
    .where('status', '=', 'confirmed')
    .where('decided_at', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(row.points ?? 0);
}

/** An account's individual points (个人积分) in a company; 0 when it never got any. */
export async function accountPoints(db: DbOrTrx, companyId: string, accountId: string): Promise<number> {
  const row = await pointsDb(db)
    .selectFrom('points_accounts')
    .select('points')
    .where('company_id', '=', companyId)
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  return Number(row?.points ?? 0);
}
