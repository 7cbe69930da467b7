import type { Page } from '../../../src/contract/envelope';
import type {
  PointsChangeQuery,
  PointsChangeRow,
  PointsPool,
  PointsPoolItemRow,
} from '../../../src/contract/points';
import type { DbOrTrx } from '../../db/schema';
import type { Paging } from '../../http/paged-list';
import { iso, isoOrNull, pageOf } from '../ledger';
import { pointsDb } from './tables';

/** customer/getCustomerIntegrationPool: the balance and what it adds up from. */
export async function pointsPool(db: DbOrTrx, companyId: string): Promise<PointsPool> {
  const pdb = pointsDb(db);
  const [company, pool, sums] = await Promise.all([
    db.selectFrom('companies').select('name').where('id', '=', companyId).executeTakeFirstOrThrow(),
    pdb.selectFrom('points_pools').selectAll().where('company_id', '=', companyId).executeTakeFirst(),
    pdb
      .selectFrom('points_changes')
      .select((eb) => [
        eb.fn
          .sum<number | string | null>(eb.case().when('delta', '>', 0).then(eb.ref('delta')).else(0).end())
          .as('credited'),
        eb.fn
          .sum<number | string | null>(eb.case().when('delta', '<', 0).then(eb.ref('delta')).else(0).end())
          .as('debited'),
      ])
      .where('company_id', '=', companyId)
      .where('account_id', 'is', null)
      .executeTakeFirstOrThrow(),
  ]);
  return {
    companyName: company.name,
    balance: Number(pool?.balance ?? 0),
    credited: Number(sums.credited ?? 0),
    allotted: -Number(sums.debited ?? 0),
    updatedAt: isoOrNull(pool ? Number(pool.updated_at) : null),
  };
}

/**
 * customer/getCustomerIntegrationItemList: the pool's changes summed per source, newest first: each
 * confirmed statement (+) and each account points went to (−). The points add up to the balance.
 */
export async function pointsPoolItems(
  db: DbOrTrx,
  companyId: string,
  paging: Paging,
): Promise<Page<PointsPoolItemRow>> {
  const pdb = pointsDb(db);
  const rows = await pdb
    .selectFrom('points_changes as c')
    .leftJoin('points_allotments as a', 'a.id', 'c.source_id')
    .leftJoin('accounts as u', 'u.id', 'a.account_id')
    .select((eb) => [
      'c.source',
      eb.fn.coalesce('a.account_id', 'c.source_id').as('source_id'),
      eb.fn.max(eb.fn.coalesce('u.username', 'c.source_no')).as('source_name'),
      eb.fn.sum<number | string>('c.delta').as('points'),
      eb.fn.max('c.created_at').as('last_change_at'),
    ])
    .where('c.company_id', '=', companyId)
    .where('c.account_id', 'is', null)
    .groupBy(['c.source', (eb) => eb.fn.coalesce('a.account_id', 'c.source_id')])
    .execute();
  const list = rows
    .map((row): PointsPoolItemRow => ({
      source: row.source,
      sourceId: row.source_id,
      sourceName: row.source_name,
      points: Number(row.points),
      lastChangeAt: iso(Number(row.last_change_at)),
    }))
    .sort((a, b) => b.lastChangeAt.localeCompare(a.lastChangeAt) || a.sourceId.localeCompare(b.sourceId));
  const start = (paging.pageNum - 1) * paging.pageSize;
  return pageOf(list.slice(start, start + paging.pageSize), list.length, paging);
}

/**
 * customer/getCustomerIntegrationChangeRecord (and its export): every credit and debit, newest first;
 * `from` (included) and `to` (excluded), epoch ms, narrow it to a time window (my account's points detail).
 */
export async function pointsChanges(
  db: DbOrTrx,
  companyId: string,
  filters: Omit<PointsChangeQuery, 'pageNum' | 'pageSize'> & { from?: number; to?: number },
  paging: Paging,
): Promise<Page<PointsChangeRow>> {
  const { from, to } = filters;
  const filtered = pointsDb(db)
    .selectFrom('points_changes as c')
    .where('c.company_id', '=', companyId)
    .$if(filters.target === 'pool', (qb) => qb.where('c.account_id', 'is', null))
    .$if(filters.target === 'account', (qb) => qb.where('c.account_id', 'is not', null))
    .$if(from !== undefined, (qb) => qb.where('c.created_at', '>=', from!))
    .$if(to !== undefined, (qb) => qb.where('c.created_at', '<', to!));
  const [rows, count] = await Promise.all([
    filtered
      .leftJoin('accounts as u', 'u.id', 'c.account_id')
      .select([
        'c.id',
        'c.created_at',
        'c.account_id',
        'u.username',
        'c.source',
        'c.source_no',
        'c.delta',
        'c.balance_before',
        'c.balance_after',
      ])
      .orderBy('c.created_at', 'desc')
      .orderBy('c.id', 'desc')
      .limit(paging.pageSize)
      .offset((paging.pageNum - 1) * paging.pageSize)
      .execute(),
    filtered.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow(),
  ]);
  const list = rows.map((row): PointsChangeRow => ({
    id: row.id,
    at: iso(Number(row.created_at)),
    target: row.account_id === null ? 'pool' : 'account',
    accountId: row.account_id,
    accountName: row.username,
    source: row.source,
    sourceNo: row.source_no,
    delta: Number(row.delta),
    before: Number(row.balance_before),
    after: Number(row.balance_after),
  }));
  return pageOf(list, Number(count.n), paging);
}
