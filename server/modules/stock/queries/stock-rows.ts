import { sql, type SelectQueryBuilder } from 'kysely';
import type { PageOf, StockQuery, StockRow } from '../../../../src/contract/stock';
import { compiledPerShape } from '../../../db/compiled-once';
import type { Db, DbOrTrx } from '../../../db/schema';
import type { StockBalancesTable } from '../../ledger';
import { stockDb, type StockTables } from '../tables';
import { containsPattern, pageOf, type Paging } from '../../ledger';
import {
  firstFreeDay,
  type FreeDaysFrom,
  OVERDUE,
  overdueOf,
  recentIn,
  recentInOf,
  SAME_BALANCE,
  type BalanceWhere,
} from './overdue';

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
 * What of a balance `b` may leave: on hand less the pallets reserved for open returns (the ledger's rule of
 * available stock, modules/ledger/apply-movements.ts); never shown below 0.
 */
export const AVAILABLE = sql<number>`case when b.on_hand > b.reserved then b.on_hand - b.reserved else 0 end`;

/** A select from the balances aliased `b`. */
type FromBalances = SelectQueryBuilder<StockTables & { b: StockBalancesTable }, 'b', object>;

/** Balances aliased `b` joined with their names, selected as a stock row's columns (overdue aside). */
const withNames = (balances: FromBalances) =>
  balances
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
      AVAILABLE.as('available'),
      'b.in_transit',
      'b.awaiting_signature',
    ]);

/** Balances of the scope with their names, without the overdue count (choosing a page, counting). */
export const namedBalances = (db: DbOrTrx, scope: BalanceWhere) =>
  withNames(stockDb(db).selectFrom('stock_balances as b')).where(scope);

/**
 * Balances of the scope with names and the overdue count (free days from `since`, see firstFreeDay); the
 * window's entries are read for the balances of `overdueScope` only (others show everything on hand as
 * overdue).
 */
export const selectBalances = (db: DbOrTrx, since: FreeDaysFrom, scope: BalanceWhere, overdueScope = scope) =>
  withNames(
    stockDb(db)
      .with(
        (cte) => cte('r').materialized(),
        (qc) => recentIn(qc, since, overdueScope),
      )
      .selectFrom('stock_balances as b')
      .leftJoin('r', (join) => join.on(SAME_BALANCE)) as unknown as FromBalances, // `r` is read by OVERDUE only (raw SQL)
  )
    .where(scope)
    .select(OVERDUE.as('overdue'));

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
  available: Number(row.available),
  inTransit: row.in_transit,
  awaitingSignature: row.awaiting_signature,
  overdue: Number(row.overdue),
});

/**
 * Sort keys: the column in the page's query, and its output name in the query around the page
 * (`tray_type_code` alone is ambiguous inside: `b` and the `r` CTE both have one).
 */
const SORT_COLUMNS = {
  warehouseName: ['w.name', 'warehouse_name'],
  trayTypeCode: ['b.tray_type_code', 'tray_type_code'],
  onHand: ['b.on_hand', 'on_hand'],
  inTransit: ['b.in_transit', 'in_transit'],
  awaitingSignature: ['b.awaiting_signature', 'awaiting_signature'],
  overdue: ['overdue', 'overdue'],
} as const;
/** After the chosen column, a stable order for paging. */
const TIE_BREAKERS = [
  SORT_COLUMNS.warehouseName,
  SORT_COLUMNS.trayTypeCode,
  ['oc.name', 'owner_company_name'],
  ['hc.name', 'holder_company_name'],
] as const;

export type StockFilters = Omit<StockQuery, 'pageNum' | 'pageSize'>;

/** What changes the text of a stock page's SQL: the view, which filters are set, and the sort. */
interface PageShape {
  view: StockView;
  sortBy: StockFilters['sortBy'];
  direction: 'asc' | 'desc';
  warehouse: boolean;
  trayType: boolean;
  keyword: boolean;
}

/** The values of a stock page's SQL, each a parameter (see compiledPerShape). */
type ScopeArgs = [companyId: string, warehouseId: string, trayTypeCode: string, pattern: string];
type PageArgs = [...ScopeArgs, since: FreeDaysFrom, limit: number, offset: number];

/** Balances of the view with anything on hand, in transit or awaiting, narrowed by the filters set. */
const scopeOf =
  (shape: PageShape, [companyId, warehouseId, trayTypeCode]: ScopeArgs): BalanceWhere =>
  (eb) =>
    eb.and([
      balanceScope(shape.view, companyId)(eb),
      eb.or([eb('b.on_hand', '>', 0), eb('b.in_transit', '>', 0), eb('b.awaiting_signature', '>', 0)]),
      ...(shape.warehouse ? [eb('b.warehouse_id', '=', warehouseId)] : []),
      ...(shape.trayType ? [eb('b.tray_type_code', '=', trayTypeCode)] : []),
    ]);

/** The balances of the scope, kept to those whose warehouse or companies are named like the keyword. */
const filteredBalances = <Q extends ReturnType<typeof namedBalances>>(
  balances: Q,
  shape: PageShape,
  pattern: string,
): Q =>
  shape.keyword
    ? (balances.where(
        sql<boolean>`(lower(w.name) like ${pattern} escape '\\' or lower(hc.name) like ${pattern} escape '\\' or lower(oc.name) like ${pattern} escape '\\')`,
      ) as Q)
    : balances;

/**
 * A page of balances in one query: the page is chosen and the rows counted (`count(*) over ()`) on the
 * balances with their names, and the free days' inflow is read for the page's rows only — unless the
 * list is sorted by overdue, which needs it for every balance of the view (bench/RESULTS.md, issue 3).
 * Compiled once per shape: building it took longer than SQLite ran it (bench/RESULTS.md, issue 16).
 */
const stockPage = compiledPerShape((db: Db, shape: PageShape, ...args: PageArgs) => {
  const [, , , pattern, since, limit, offset] = args;
  const scope = scopeOf(shape, args.slice(0, 4) as ScopeArgs);
  const sortedByOverdue = shape.sortBy === 'overdue';
  /** The list's order, inside the page's query (0) or around it (1). */
  const order = (side: 0 | 1) =>
    sql.join([
      ...(shape.sortBy
        ? [sql`${sql.ref(SORT_COLUMNS[shape.sortBy][side])} ${sql.raw(shape.direction)}`]
        : []),
      ...TIE_BREAKERS.map((columns) => sql.ref(columns[side])),
    ]);
  // Counted along with the page (a window over the rows it sorts anyway); sorted by overdue, counted
  // apart: there the window over the inflow join measured slower than a second count without it.
  const page = (
    sortedByOverdue
      ? filteredBalances(selectBalances(db, since, scope), shape, pattern).select(
          sql<number | null>`null`.as('total'),
        )
      : filteredBalances(namedBalances(db, scope), shape, pattern).select([
          sql<number | null>`null`.as('overdue'),
          sql<number | null>`count(*) over ()`.as('total'),
        ])
  )
    .orderBy(order(0))
    .limit(limit)
    .offset(offset);
  // Two reads of the page row's inflow (overdueOf names it twice): 40 primary-key lookups for 20 rows.
  const overdue = sortedByOverdue
    ? sql.ref<number>('p.overdue')
    : overdueOf(sql.ref('p.on_hand'), recentInOf('p', since));
  return stockDb(db)
    .selectFrom(page.as('p'))
    .selectAll('p')
    .select(overdue.as('page_overdue'))
    .orderBy(order(1));
});

/** The balances a page's filters select, counted (a page that carries no window count). */
const stockCount = compiledPerShape((db: Db, shape: PageShape, ...args: ScopeArgs) =>
  filteredBalances(namedBalances(db, scopeOf(shape, args)), shape, args[3])
    .clearSelect()
    .select((eb) => eb.fn.countAll<number>().as('total')),
);

/** A page of balances of the view (rows with nothing on hand, in transit or awaiting are left out). */
export async function searchStock(
  db: DbOrTrx,
  now: number,
  view: StockView,
  companyId: string,
  query: StockFilters,
  paging: Paging,
): Promise<PageOf<StockRow>> {
  const keyword = query.keyword?.trim();
  const shape: PageShape = {
    view,
    sortBy: query.sortBy,
    direction: query.sortOrder === 'asc' ? 'asc' : 'desc',
    warehouse: Boolean(query.warehouseId),
    trayType: Boolean(query.trayTypeCode),
    keyword: Boolean(keyword),
  };
  const scopeArgs: ScopeArgs = [
    companyId,
    query.warehouseId ?? '',
    query.trayTypeCode ?? '',
    keyword ? containsPattern(keyword) : '',
  ];
  const rows = await stockPage(
    db,
    shape,
    ...scopeArgs,
    firstFreeDay(now),
    paging.pageSize,
    (paging.pageNum - 1) * paging.pageSize,
  );
  // Sorted by overdue, or past the last page (no row carries the window's count): counted apart.
  const total = rows[0]?.total ?? (await stockCount(db, shape, ...scopeArgs))[0]?.total;
  return pageOf(
    rows.map((row) => toStockRow({ ...row, overdue: row.page_overdue })),
    Number(total),
    paging,
  );
}
