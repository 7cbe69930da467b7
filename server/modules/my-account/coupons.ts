import type { Page } from '../../../src/contract/envelope';
import type { CouponQuery, CouponRow, CouponStatus } from '../../../src/contract/my-account';
import type { DbOrTrx } from '../../db/schema';
import type { Paging } from '../../http/paged-list';
import { iso, isoOrNull, pageOf } from '../ledger';
import { myAccountDb } from './tables';

/** A coupon's status (COUPONS): used once used, else expired after valid to, else unused. */
export const couponStatus = (
  coupon: { used_at: number | null; valid_to: number },
  now: number,
): CouponStatus => (coupon.used_at !== null ? 'used' : Number(coupon.valid_to) < now ? 'expired' : 'unused');

/** customerCompany/getCurrentUserCoupon: the company's coupons, usable ones first, by their end. */
export async function companyCoupons(
  db: DbOrTrx,
  companyId: string,
  filters: Omit<CouponQuery, 'pageNum' | 'pageSize'>,
  paging: Paging,
  now: number,
): Promise<Page<CouponRow>> {
  const { status } = filters;
  const filtered = myAccountDb(db)
    .selectFrom('coupons')
    .where('company_id', '=', companyId)
    .$if(status === 'used', (qb) => qb.where('used_at', 'is not', null))
    .$if(status === 'expired', (qb) => qb.where('used_at', 'is', null).where('valid_to', '<', now))
    .$if(status === 'unused', (qb) => qb.where('used_at', 'is', null).where('valid_to', '>=', now));
  const [rows, count] = await Promise.all([
    filtered
      .selectAll()
      .orderBy((eb) =>
        eb
          .case()
          .when('used_at', 'is', null)
          .then(eb.case().when('valid_to', '>=', now).then(0).else(1).end())
          .else(2)
          .end(),
      )
      .orderBy('valid_to')
      .orderBy('id')
      .limit(paging.pageSize)
      .offset((paging.pageNum - 1) * paging.pageSize)
      .execute(),
    filtered.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow(),
  ]);
  const list = rows.map((row): CouponRow => ({
    id: row.id,
    name: row.name,
    faceValueFen: Number(row.face_value_fen),
    minSpendFen: Number(row.min_spend_fen),
    validFrom: iso(Number(row.valid_from)),
    validTo: iso(Number(row.valid_to)),
    status: couponStatus(
      { used_at: row.used_at === null ? null : Number(row.used_at), valid_to: Number(row.valid_to) },
      now,
    ),
    usedAt: isoOrNull(row.used_at === null ? null : Number(row.used_at)),
    usedFor: row.used_for,
  }));
  return pageOf(list, Number(count.n), paging);
}
