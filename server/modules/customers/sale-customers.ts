import { sql } from 'kysely';
import type { Page } from '../../../src/contract/envelope';
import type { SaleCustomerQuery, SaleCustomerRow } from '../../../src/contract/customers';
import type { DbOrTrx } from '../../db/schema';
import type { Paging } from '../../http/paged-list';
import { containsPattern, pageOf } from '../ledger';
import { HELD, IN_TRANSIT, OVERDUE_SUM, clientBalances } from './client-balances';
import { clientFacts } from './client-facts';

export type SaleCustomerFilters = Omit<SaleCustomerQuery, 'pageNum' | 'pageSize'>;

const SORTS = { held: HELD, overdue: OVERDUE_SUM } as const;

/** The clients of `ownerId` with the totals of its pallets they hold, one row per client. */
export const clientTotals = (db: DbOrTrx, now: number, ownerId: string, filters: SaleCustomerFilters) => {
  const keyword = filters.keyword?.trim();
  const pattern = keyword ? containsPattern(keyword) : undefined;
  return clientBalances(db, now, ownerId)
    .$if(pattern !== undefined, (qb) => qb.where(sql<boolean>`lower(c.name) like ${pattern} escape '\\'`))
    .groupBy(['c.id', 'c.name', 'c.created_at'])
    .$if(filters.hasOverdue === 'true', (qb) => qb.having(sql<boolean>`${OVERDUE_SUM} > 0`))
    .select([
      'c.id',
      'c.name',
      'c.created_at',
      HELD.as('held'),
      IN_TRANSIT.as('in_transit'),
      OVERDUE_SUM.as('overdue'),
    ]);
};

type TotalsRow = Awaited<ReturnType<ReturnType<typeof clientTotals>['executeTakeFirstOrThrow']>>;

/** Totals rows with their contact, warehouses and last waybill (read for these rows only). */
export async function toSaleCustomerRows(
  db: DbOrTrx,
  ownerId: string,
  rows: readonly TotalsRow[],
): Promise<SaleCustomerRow[]> {
  const facts = await clientFacts(
    db,
    ownerId,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    clientCompanyId: row.id,
    name: row.name,
    ...(facts.get(row.id) as NonNullable<ReturnType<typeof facts.get>>),
    held: Number(row.held),
    inTransit: Number(row.in_transit),
    overdue: Number(row.overdue),
  }));
}

/** client/searchList: a page of the session company's downstream clients, by name unless sorted. */
export async function searchSaleCustomers(
  db: DbOrTrx,
  now: number,
  ownerId: string,
  filters: SaleCustomerFilters,
  paging: Paging,
): Promise<Page<SaleCustomerRow>> {
  const totals = clientTotals(db, now, ownerId, filters);
  const counted = await db
    .selectFrom(totals.as('t'))
    .select((eb) => eb.fn.countAll().as('total'))
    .executeTakeFirstOrThrow();
  const sort = filters.sortBy ? SORTS[filters.sortBy] : undefined;
  const rows = await totals
    .$if(sort !== undefined, (qb) =>
      qb.orderBy(sort as typeof HELD, filters.sortOrder === 'asc' ? 'asc' : 'desc'),
    )
    .orderBy('c.name')
    .orderBy('c.id')
    .limit(paging.pageSize)
    .offset((paging.pageNum - 1) * paging.pageSize)
    .execute();
  return pageOf(await toSaleCustomerRows(db, ownerId, rows), Number(counted.total), paging);
}
