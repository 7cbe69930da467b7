import { sql } from 'kysely';
import type { BillStockRow } from '../../../../src/contract/bill-items';
import type { Page } from '../../../../src/contract/envelope';
import type { DbOrTrx } from '../../../db/schema';
import type { Paging } from '../../../http/paged-list';
import { pageSlice } from './page-slice';
import { stockDb } from '../../stock';
import { dayText } from '../period';
import { termsOf } from '../terms';
import { agedBeyond, arrivalsWithin } from './ages';
import type { BillScope } from './scope';
import { dayStart } from './days';

/**
 * searchStockItemList (day = today) and searchHistoryStockItemList (day = the day the bill is computed
 * to): the scope's pallets held at the end of the day per warehouse and tray type, by age — ≤ F free,
 * (F, A] hire, > A overdue. Held at the end of a day is the sum of the balance's ledger up to then.
 */
export async function stockAgePage(
  db: DbOrTrx,
  scope: BillScope,
  day: number,
  paging: Paging,
): Promise<Page<BillStockRow>> {
  const { freeDays, overdueDays } = await termsOf(db, scope.owner);
  const end = dayStart(day + 1);
  const rows = await stockDb(db)
    .selectFrom('stock_balances as b')
    .leftJoin('warehouses as w', 'w.id', 'b.warehouse_id')
    .leftJoin('tray_types as t', 't.code', 'b.tray_type_code')
    .where('b.owner_company_id', '=', scope.owner)
    .where('b.holder_company_id', '=', scope.holder)
    .select([
      'b.warehouse_id',
      'w.name as warehouse_name',
      'b.tray_type_code',
      't.name as tray_type_name',
      sql<number | string | null>`(select sum(e.delta) from ledger_entries e
        where e.holder_company_id = b.holder_company_id and e.warehouse_id = b.warehouse_id
          and e.tray_type_code = b.tray_type_code and e.owner_company_id = b.owner_company_id
          and e.created_at < ${end})`.as('held'),
      arrivalsWithin('b', day, freeDays).as('in_free'),
      arrivalsWithin('b', day, overdueDays).as('in_hire'),
    ])
    .orderBy('w.name')
    .orderBy('b.warehouse_id')
    .orderBy('t.sort_order')
    .orderBy('b.tray_type_code')
    .execute();
  const held = rows
    .map((row) => {
      const total = Number(row.held ?? 0);
      const overdue = agedBeyond(total, row.in_hire);
      const hire = agedBeyond(total, row.in_free) - overdue;
      return {
        warehouseId: row.warehouse_id,
        warehouseName: row.warehouse_name ?? '',
        trayTypeCode: row.tray_type_code,
        trayTypeName: row.tray_type_name ?? '',
        held: total,
        free: total - hire - overdue,
        hire,
        overdue,
        asOf: dayText(day),
      };
    })
    .filter((row) => row.held > 0);
  return pageSlice(held, paging);
}
