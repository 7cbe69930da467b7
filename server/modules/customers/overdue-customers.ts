import { sql } from 'kysely';
import type { OverdueCustomerQuery, OverdueCustomerRow } from '../../../src/contract/customers';
import type { Page } from '../../../src/contract/envelope';
import type { DbOrTrx } from '../../db/schema';
import type { Paging } from '../../http/paged-list';
import { shanghaiDay } from '../stock/ledger/business-day';
import { FREE_RENT_DAYS } from '../stock/queries/overdue';
import { containsPattern, pageOf } from '../stock/queries/filters';
import { stockDb } from '../stock/tables';
import { HELD, OVERDUE_SUM, clientBalances } from './client-balances';

export type OverdueCustomerFilters = Omit<OverdueCustomerQuery, 'pageNum' | 'pageSize'>;

const keyOf = (clientId: string, trayTypeCode: string) => `${clientId}\u0000${trayTypeCode}`;

/**
 * How many days beyond the free rent days the oldest pallet still held has been at the client, per
 * client × tray type (the longest over its warehouses). First in, first out, as the overdue count: the
 * pallets on hand are the latest that came in, so the oldest of them came in on the day where the
 * inflow summed backwards from today reaches what is on hand.
 */
async function overdueDays(
  db: DbOrTrx,
  now: number,
  ownerId: string,
  rows: readonly { id: string; tray_type_code: string }[],
): Promise<Map<string, number>> {
  const days = new Map<string, number>();
  if (rows.length === 0) return days;
  const clientIds = [...new Set(rows.map((row) => row.id))];
  const trayTypes = [...new Set(rows.map((row) => row.tray_type_code))];
  const sdb = stockDb(db);
  const balances = await sdb
    .selectFrom('stock_balances')
    .select(['holder_company_id', 'warehouse_id', 'tray_type_code', 'on_hand'])
    .where('owner_company_id', '=', ownerId)
    .where('holder_company_id', 'in', clientIds)
    .where('tray_type_code', 'in', trayTypes)
    .where('on_hand', '>', 0)
    .execute();
  const inflow = await sdb
    .selectFrom('ledger_daily_inflow')
    .select(['holder_company_id', 'warehouse_id', 'tray_type_code', 'day', 'quantity'])
    .where('owner_company_id', '=', ownerId)
    .where('holder_company_id', 'in', clientIds)
    .where('tray_type_code', 'in', trayTypes)
    .orderBy('day', 'desc')
    .execute();
  const byBalance = new Map<string, { day: number; quantity: number }[]>();
  for (const entry of inflow) {
    const key = `${keyOf(entry.holder_company_id, entry.tray_type_code)}\u0000${entry.warehouse_id}`;
    const list = byBalance.get(key) ?? byBalance.set(key, []).get(key);
    list?.push({ day: Number(entry.day), quantity: Number(entry.quantity) });
  }
  const today = shanghaiDay(now);
  for (const balance of balances) {
    const key = keyOf(balance.holder_company_id, balance.tray_type_code);
    let received = 0;
    let oldest = today;
    for (const entry of byBalance.get(`${key}\u0000${balance.warehouse_id}`) ?? []) {
      oldest = entry.day;
      received += entry.quantity;
      if (received >= balance.on_hand) break;
    }
    days.set(key, Math.max(days.get(key) ?? 0, today - oldest - FREE_RENT_DAYS));
  }
  return days;
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
  const days = await overdueDays(db, now, ownerId, typed);
  return pageOf(
    typed.map((row) => ({
      clientCompanyId: row.id,
      name: row.name,
      trayTypeCode: row.tray_type_code,
      trayTypeName: row.tray_type_name,
      held: Number(row.held),
      overdue: Number(row.overdue),
      overdueDays: Math.max(days.get(keyOf(row.id, row.tray_type_code)) ?? 0, 1),
    })),
    Number(counted.total),
    paging,
  );
}
