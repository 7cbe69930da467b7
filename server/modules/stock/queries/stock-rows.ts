import { sql } from 'kysely';
import type { PageOf, StockQuery, StockRow } from '../../../../src/contract/stock';
import type { DbOrTrx } from '../../../db/schema';
import { stockDb } from '../tables';
import { containsPattern, pageOf, type Paging } from './filters';
import { OVERDUE, recentIn, type BalanceWhere } from './overdue';

/**
 * Whose balances a list shows, seen from the viewer's company:
 * own (holder = owner = me), c1 (I hold others' pallets), downstream (others hold mine), held (all I hold).
 */
export type StockView = 'own' | 'c1' | 'downstream' | 'held';

export function balanceScope(view: StockView, companyId: string): BalanceWhere {
  return (eb) => {
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

/**
 * Balances of the scope with names and the overdue count; the window's entries are read for the balances
 * of `overdueScope` only (others show everything on hand as overdue): {@link NO_BALANCE} where a query
 * needs no overdue.
 */
export const selectBalances = (db: DbOrTrx, now: number, scope: BalanceWhere, overdueScope = scope) =>
  stockDb(db)
    .with(
      (cte) => cte('r').materialized(),
      (qc) => recentIn(qc, now, overdueScope),
    )
    .selectFrom('stock_balances as b')
    .innerJoin('warehouses as w', 'w.id', 'b.warehouse_id')
    .innerJoin('companies as hc', 'hc.id', 'b.holder_company_id')
    .innerJoin('companies as oc', 'oc.id', 'b.owner_company_id')
    .innerJoin('tray_types as tt', 'tt.code', 'b.tray_type_code')
    .leftJoin('r', (join) =>
      join
        .onRef('r.holder_company_id', '=', 'b.holder_company_id')
        .onRef('r.warehouse_id', '=', 'b.warehouse_id')
        .onRef('r.tray_type_code', '=', 'b.tray_type_code')
        .onRef('r.owner_company_id', '=', 'b.owner_company_id'),
    )
    .where(scope)
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
      OVERDUE.as('overdue'),
    ]);

/** No balance: the overdue scope of a query that shows no overdue count (counts, choosing a page). */
export const NO_BALANCE: BalanceWhere = (eb) => eb.lit(false);

/** Exactly the balances of `keys`. */
export const balancesOf =
  (keys: readonly BalanceKeyColumns[]): BalanceWhere =>
  (eb) =>
    eb.or(
      keys.map((key) =>
        eb.and([
          eb('b.holder_company_id', '=', key.holder_company_id),
          eb('b.warehouse_id', '=', key.warehouse_id),
          eb('b.tray_type_code', '=', key.tray_type_code),
          eb('b.owner_company_id', '=', key.owner_company_id),
        ]),
      ),
    );

interface BalanceKeyColumns {
  holder_company_id: string;
  warehouse_id: string;
  tray_type_code: string;
  owner_company_id: string;
}

const keyOf = (row: BalanceKeyColumns) =>
  [row.holder_company_id, row.warehouse_id, row.tray_type_code, row.owner_company_id].join('\u0000');

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
  const scope: BalanceWhere = (eb) =>
    eb.and([
      balanceScope(view, companyId)(eb),
      eb.or([eb('b.on_hand', '>', 0), eb('b.in_transit', '>', 0), eb('b.awaiting_signature', '>', 0)]),
      ...(query.warehouseId ? [eb('b.warehouse_id', '=', query.warehouseId)] : []),
      ...(query.trayTypeCode ? [eb('b.tray_type_code', '=', query.trayTypeCode)] : []),
    ]);
  const keyword = query.keyword?.trim();
  const pattern = keyword ? containsPattern(keyword) : undefined;
  const named = sql<boolean>`(lower(w.name) like ${pattern} escape '\\' or lower(hc.name) like ${pattern} escape '\\' or lower(oc.name) like ${pattern} escape '\\')`;
  const counted = await selectBalances(db, now, scope, NO_BALANCE)
    .$if(pattern !== undefined, (qb) => qb.where(named))
    .clearSelect()
    .select((eb) => eb.fn.countAll().as('total'))
    .executeTakeFirstOrThrow();
  const direction = query.sortOrder === 'asc' ? 'asc' : 'desc';
  const offset = (paging.pageNum - 1) * paging.pageSize;
  let rows: BalanceRow[];
  if (query.sortBy === 'overdue') {
    // Sorting by overdue needs it for every balance of the view: one window read per balance.
    rows = await selectBalances(db, now, scope)
      .$if(pattern !== undefined, (qb) => qb.where(named))
      .orderBy(sql.ref('overdue'), direction)
      .orderBy('w.name')
      .orderBy('b.tray_type_code')
      .orderBy('oc.name')
      .orderBy('hc.name')
      .limit(paging.pageSize)
      .offset(offset)
      .execute();
  } else {
    // Otherwise choose the page first, then read the window's entries of its balances only.
    const sortColumn = query.sortBy ? SORT_COLUMNS[query.sortBy] : undefined;
    const page = await selectBalances(db, now, scope, NO_BALANCE)
      .$if(pattern !== undefined, (qb) => qb.where(named))
      .clearSelect()
      .$if(sortColumn !== undefined, (qb) => qb.orderBy(sql.ref(sortColumn as string), direction))
      .orderBy('w.name')
      .orderBy('b.tray_type_code')
      .orderBy('oc.name')
      .orderBy('hc.name')
      .select(['b.holder_company_id', 'b.warehouse_id', 'b.tray_type_code', 'b.owner_company_id'])
      .limit(paging.pageSize)
      .offset(offset)
      .execute();
    const read = page.length > 0 ? await selectBalances(db, now, balancesOf(page)).execute() : [];
    const byKey = new Map(read.map((row) => [keyOf(row), row]));
    rows = page.map((key) => byKey.get(keyOf(key)) as BalanceRow);
  }
  return pageOf(rows.map(toStockRow), Number(counted.total), paging);
}
