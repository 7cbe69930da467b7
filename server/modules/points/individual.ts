import { sql } from 'kysely';
import type { Page } from '../../../src/contract/envelope';
import type { IndividualPointsQuery, IndividualPointsRow } from '../../../src/contract/points';
import type { DbOrTrx } from '../../db/schema';
import type { Paging } from '../../http/paged-list';
import { containsPattern, pageOf } from '../ledger';
import { pointsDb } from './tables';

/** IndividualPoints/searchIndividualPointsList: the company's accounts with their points, by account. */
export async function individualPoints(
  db: DbOrTrx,
  companyId: string,
  filters: Omit<IndividualPointsQuery, 'pageNum' | 'pageSize'>,
  paging: Paging,
): Promise<Page<IndividualPointsRow>> {
  const keyword = filters.keyword?.trim();
  const members = pointsDb(db)
    .selectFrom('memberships as m')
    .innerJoin('accounts as a', 'a.id', 'm.account_id')
    .where('m.company_id', '=', companyId)
    .$if(Boolean(keyword), (qb) => {
      const pattern = containsPattern(keyword!);
      return qb.where(
        sql<boolean>`(lower(a.user_account) like ${pattern} escape '\\' or lower(a.username) like ${pattern} escape '\\')`,
      );
    });
  const [rows, count] = await Promise.all([
    members
      .leftJoin('points_accounts as p', (join) =>
        join.onRef('p.account_id', '=', 'a.id').onRef('p.company_id', '=', 'm.company_id'),
      )
      .select(['a.id', 'a.user_account', 'a.username', 'p.points'])
      .orderBy('a.user_account')
      .limit(paging.pageSize)
      .offset((paging.pageNum - 1) * paging.pageSize)
      .execute(),
    members.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow(),
  ]);
  const list = rows.map((row): IndividualPointsRow => ({
    accountId: row.id,
    userAccount: row.user_account,
    username: row.username,
    points: Number(row.points ?? 0),
  }));
  return pageOf(list, Number(count.n), paging);
}
