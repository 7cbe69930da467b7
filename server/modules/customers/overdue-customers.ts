import { sql } from 'kysely';
import type { OverdueCustomerQuery, OverdueCustomerRow } from '../../../src/contract/customers';
import type { Page } from '../../../src/contract/envelope';
import type { DbOrTrx } from '../../db/schema';
import type { Paging } from '../../http/paged-list';
import { overdueDaysOf, stockDb } from '../stock';
import { agedBeyond, arrivalsWithin, termsOf } from '../bills';
import { containsPattern, pageOf, shanghaiDay } from '../ledger';
import { HELD, OVERDUE_SUM, clientBalances } from './client-balances';

export type OverdueCustomerFilters = Omit<OverdueCustomerQuery, 'pageNum' | 'pageSize'>;

const keyOf = (clientId: string, trayTypeCode: string) => `${clientId}\u0000${trayTypeCode}`;

/**
 * How many days beyond the free rent days the oldest pallet still held has been at the client, per
 * client × tray type: the longest over its warehouses, by the overdue rule of stock/queries/overdue.ts.
 */
async function overdueDays(
  db: DbOrTrx,
  now: number,
  ownerId: string,
  rows: readonly { id: string; tray_type_code: string }[],
): Promise<Map<string, number>> {
  const days = new Map<string, number>();
  if (rows.length === 0) return days;
  const sdb = stockDb(db);
  const balances = await sdb
    .selectFrom('stock_balances')
    .select(['holder_company_id', 'warehouse_id', 'tray_type_code', 'owner_company_id', 'on_hand'])
    .where('owner_company_id', '=', ownerId)
    .where('holder_company_id', 'in', [...new Set(rows.map((row) => row.id))])
    .where('tray_type_code', 'in', [...new Set(rows.map((row) => row.tray_type_code))])
    .where('on_hand', '>', 0)
    .execute();
  const perBalance = await overdueDaysOf(
    sdb,
    now,
    balances.map((b) => ({
      holderCompanyId: b.holder_company_id,
      warehouseId: b.warehouse_id,
      trayTypeCode: b.tray_type_code,
      ownerCompanyId: b.owner_company_id,
      onHand: b.on_hand,
    })),
  );
  balances.forEach((balance, index) => {
    const key = keyOf(balance.holder_company_id, balance.tray_type_code);
    days.set(key, Math.max(days.get(key) ?? 0, perBalance[index] ?? 0));
  });
  return days;
}

/** Days of warning before pallets turn overdue by the owner's terms (the overdue risk column). */
const RISK_DAYS = 7;

/**
 * Per client × tray type of a page: pallets aged beyond the owner's overdue days A (its bill terms) and
 * those aged (A − 7, A] that turn overdue within 7 days, summed over the client's warehouses (first in,
 * first out, by the bills' age rule: bills/items/ages.ts).
 */
async function overdueByTerms(
  db: DbOrTrx,
  now: number,
  ownerId: string,
  rows: readonly { id: string; tray_type_code: string }[],
): Promise<Map<string, { overdue: number; dueSoon: number }>> {
  const sums = new Map<string, { overdue: number; dueSoon: number }>();
  if (rows.length === 0) return sums;
  const { overdueDays } = await termsOf(db, ownerId);
  const today = shanghaiDay(now);
  const balances = await stockDb(db)
    .selectFrom('stock_balances as b')
    .select([
      'b.holder_company_id',
      'b.tray_type_code',
      'b.on_hand',
      arrivalsWithin('b', today, overdueDays).as('within_a'),
      arrivalsWithin('b', today, overdueDays - RISK_DAYS).as('within_risk'),
    ])
    .where('b.owner_company_id', '=', ownerId)
    .where('b.holder_company_id', 'in', [...new Set(rows.map((row) => row.id))])
    .where('b.tray_type_code', 'in', [...new Set(rows.map((row) => row.tray_type_code))])
    .where('b.on_hand', '>', 0)
    .execute();
  for (const balance of balances) {
    const key = keyOf(balance.holder_company_id, balance.tray_type_code);
    const sum = sums.get(key) ?? sums.set(key, { overdue: 0, dueSoon: 0 }).get(key)!;
    const overdue = agedBeyond(balance.on_hand, balance.within_a);
    sum.overdue += overdue;
    sum.dueSoon += agedBeyond(balance.on_hand, balance.within_risk) - overdue;
  }
  return sums;
}

/** clientCustomerBill/overdueCustomerList: clients × tray types holding overdue pallets of mine, most overdue first. */
export async function searchOverdueCustomers(
  db: DbOrTrx,
  now: number,
  ownerId: string,
  filters: OverdueCustomerFilters,
  paging: Paging,
): Promise<Page<OverdueCustomerRow>> {
  const keyword = filters.keyword?.trim();
  const pattern = keyword ? containsPattern(keyword) : undefined;
  const grouped = clientBalances(db, now, ownerId)
    .innerJoin('tray_types as tt', 'tt.code', 'b.tray_type_code')
    .$if(pattern !== undefined, (qb) => qb.where(sql<boolean>`lower(c.name) like ${pattern} escape '\\'`))
    .$if(filters.trayTypeCode !== undefined, (qb) =>
      qb.where('b.tray_type_code', '=', filters.trayTypeCode as string),
    )
    .groupBy(['c.id', 'c.name', 'b.tray_type_code', 'tt.name'])
    .having(sql<boolean>`${OVERDUE_SUM} > 0`)
    .select([
      'c.id',
      'c.name',
      'b.tray_type_code',
      'tt.name as tray_type_name',
      HELD.as('held'),
      OVERDUE_SUM.as('overdue'),
    ]);
  const counted = await db
    .selectFrom(grouped.as('t'))
    .select((eb) => eb.fn.countAll().as('total'))
    .executeTakeFirstOrThrow();
  const rows = await grouped
    .orderBy(OVERDUE_SUM, 'desc')
    .orderBy('c.name')
    .orderBy('b.tray_type_code')
    .orderBy('c.id')
    .limit(paging.pageSize)
    .offset((paging.pageNum - 1) * paging.pageSize)
    .execute();
  const typed = rows.map((row) => ({ ...row, tray_type_code: row.tray_type_code as string }));
  const [days, byTerms] = await Promise.all([
    overdueDays(db, now, ownerId, typed),
    overdueByTerms(db, now, ownerId, typed),
  ]);
  return pageOf(
    typed.map((row) => ({
      clientCompanyId: row.id,
      name: row.name,
      trayTypeCode: row.tray_type_code,
      trayTypeName: row.tray_type_name,
      held: Number(row.held),
      overdue: Number(row.overdue),
      overdueDays: Math.max(days.get(keyOf(row.id, row.tray_type_code)) ?? 0, 1),
      overdueByTerms: byTerms.get(keyOf(row.id, row.tray_type_code))?.overdue ?? 0,
      dueWithin7Days: byTerms.get(keyOf(row.id, row.tray_type_code))?.dueSoon ?? 0,
    })),
    Number(counted.total),
    paging,
  );
}
