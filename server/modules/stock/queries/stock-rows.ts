import { sql, type ExpressionBuilder } from 'kysely';
import type { PageOf, StockQuery, StockRow } from '../../../../src/contract/stock';
import type { DbOrTrx } from '../../../db/schema';
import { stockDb } from '../tables';
import { containsPattern, pageOf, type Paging } from './filters';
import { overdueOf } from './overdue';

/**
 * Whose balances a list shows, seen from the viewer's company:
 * own (holder = owner = me), c1 (I hold others' pallets), downstream (others hold mine), held (all I hold).
 */
export type StockView = 'own' | 'c1' | 'downstream' | 'held';

type BalanceScope = ExpressionBuilder<{ b: { holder_company_id: string; owner_company_id: string } }, 'b'>;

export function balanceScope(view: StockView, companyId: string) {
  return (eb: BalanceScope) => {
    switch (view) {
      case 'own':
        return eb.and([eb('b.holder_company_id', '=', companyId), eb('b.owner_company_id', '=', companyId)]);
      case 'c1':
        return eb.and([eb('b.holder_company_id', '=', companyId), eb('b.owner_company_id', '!=', companyId)]);
      case 'downstream':
        return eb.and([eb('b.owner_company_id', '=', companyId), eb('b.holder_company_id', '!=', companyId)]);
      case 'held':
        return eb('b.holder_company_id', '=', companyId);
    }
  };
}

/** Balances with names and the overdue count; the list filters add to it. */
export const selectBalances = (db: DbOrTrx, now: number) =>
  stockDb(db)
    .selectFrom('stock_balances as b')
    .innerJoin('warehouses as w', 'w.id', 'b.warehouse_id')
    .innerJoin('companies as hc', 'hc.id', 'b.holder_company_id')
    .innerJoin('companies as oc', 'oc.id', 'b.owner_company_id')
    .innerJoin('tray_types as tt', 'tt.code', 'b.tray_type_code')
    .select([
      'b.warehouse_id',
      'w.name as warehouse_name',
      'b.holder_company_id',
      'hc.name as holder_company_name',
      'b.owner_company_id',
      'oc.name as owner_company_name',
      'b.tray_type_code',
      'tt.name as tray_type_name',
      'b.on_hand',
      'b.in_transit',
      'b.awaiting_signature',
      overdueOf(now).as('overdue'),
    ]);

type BalanceRow = Awaited<ReturnType<ReturnType<typeof selectBalances>['executeTakeFirstOrThrow']>>;

export const toStockRow = (row: BalanceRow): StockRow => ({
  warehouseId: row.warehouse_id,
  warehouseName: row.warehouse_name,
  holderCompanyId: row.holder_company_id,
  holderCompanyName: row.holder_company_name,
  ownerCompanyId: row.owner_company_id,
  ownerCompanyName: row.owner_company_name,
  trayTypeCode: row.tray_type_code,
  trayTypeName: row.tray_type_name,
  onHand: row.on_hand,
  inTransit: row.in_transit,
  awaitingSignature: row.awaiting_signature,
  overdue: Number(row.overdue),
});

const SORT_COLUMNS = {
  warehouseName: 'w.name',
  trayTypeCode: 'b.tray_type_code',
  onHand: 'b.on_hand',
  inTransit: 'b.in_transit',
  awaitingSignature: 'b.awaiting_signature',
  overdue: 'overdue',
} as const;

export type StockFilters = Omit<StockQuery, 'pageNum' | 'pageSize'>;

/** A page of balances of the view (rows with nothing on hand, in transit or awaiting are left out). */
export async function searchStock(
  db: DbOrTrx,
  now: number,
  view: StockView,
  companyId: string,
  query: StockFilters,
  paging: Paging,
): Promise<PageOf<StockRow>> {
  let filtered = selectBalances(db, now)
    .where(balanceScope(view, companyId))
    .where((eb) =>
      eb.or([eb('b.on_hand', '>', 0), eb('b.in_transit', '>', 0), eb('b.awaiting_signature', '>', 0)]),
    );
  if (query.warehouseId) filtered = filtered.where('b.warehouse_id', '=', query.warehouseId);
  if (query.trayTypeCode) filtered = filtered.where('b.tray_type_code', '=', query.trayTypeCode);
  const keyword = query.keyword?.trim();
  if (keyword) {
    const pattern = containsPattern(keyword);
    filtered = filtered.where(
      sql<boolean>`(lower(w.name) like ${pattern} escape '\\' or lower(hc.name) like ${pattern} escape '\\' or lower(oc.name) like ${pattern} escape '\\')`,
    );
  }
  const direction = query.sortOrder === 'asc' ? 'asc' : 'desc';
  const sortColumn = query.sortBy ? SORT_COLUMNS[query.sortBy] : undefined;
  const counted = await filtered
    .clearSelect()
    .select((eb) => eb.fn.countAll().as('total'))
    .executeTakeFirstOrThrow();
  let ordered = filtered;
  if (sortColumn) ordered = ordered.orderBy(sql.ref(sortColumn), direction);
  const rows = await ordered
    .orderBy('w.name')
    .orderBy('b.tray_type_code')
    .orderBy('oc.name')
    .orderBy('hc.name')
    .limit(paging.pageSize)
    .offset((paging.pageNum - 1) * paging.pageSize)
    .execute();
  return pageOf(rows.map(toStockRow), Number(counted.total), paging);
}
