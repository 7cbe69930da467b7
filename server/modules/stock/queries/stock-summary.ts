import { sql } from 'kysely';
import type { StockSummary, StockSummaryQuery } from '../../../../src/contract/stock';
import { compiledPerShape } from '../../../db/compiled-once';
import type { Db, DbOrTrx } from '../../../db/schema';
import { stockDb } from '../tables';
import { selectEntries, toEntry } from '../../ledger';
import { firstFreeDay, OVERDUE, type BalanceWhere, type FreeDaysFrom } from './overdue';
import { AVAILABLE, balanceScope, selectBalances } from './stock-rows';

const RECENT_MOVEMENTS = 10;

/** Which filters the summary's queries carry (what changes their SQL's text). */
interface SummaryShape {
  warehouse: boolean;
  trayType: boolean;
}

/** The values of the summary's queries, each a parameter (see compiledPerShape). */
type SummaryArgs = [companyId: string, warehouseId: string, trayTypeCode: string, since: FreeDaysFrom];

const sums = {
  onHand: sql<number>`coalesce(sum(b.on_hand), 0)`,
  available: sql<number>`coalesce(sum(${AVAILABLE}), 0)`,
  inTransit: sql<number>`coalesce(sum(b.in_transit), 0)`,
  awaitingSignature: sql<number>`coalesce(sum(b.awaiting_signature), 0)`,
};

/** The four quantities of every summary row. */
const quantities = [
  sums.onHand.as('on_hand'),
  sums.available.as('available'),
  sums.inTransit.as('in_transit'),
  sums.awaitingSignature.as('awaiting'),
];

/** The company's balances, narrowed by the filters set. */
function held(db: Db, shape: SummaryShape, [companyId, warehouseId, trayTypeCode]: SummaryArgs) {
  let balances = stockDb(db).selectFrom('stock_balances as b').where('b.holder_company_id', '=', companyId);
  if (shape.warehouse) balances = balances.where('b.warehouse_id', '=', warehouseId);
  if (shape.trayType) balances = balances.where('b.tray_type_code', '=', trayTypeCode);
  return balances;
}

// Each query compiled once per shape: the summary built five queries per call (bench/RESULTS.md, issue 16).
const totalsOf = compiledPerShape((db: Db, shape: SummaryShape, ...args: SummaryArgs) =>
  held(db, shape, args).select(quantities),
);

const byWarehouseOf = compiledPerShape((db: Db, shape: SummaryShape, ...args: SummaryArgs) =>
  held(db, shape, args)
    .innerJoin('warehouses as w', 'w.id', 'b.warehouse_id')
    .select(['b.warehouse_id', 'w.name', ...quantities])
    .groupBy(['b.warehouse_id', 'w.name'])
    .orderBy('w.name'),
);

const byTrayTypeOf = compiledPerShape((db: Db, shape: SummaryShape, ...args: SummaryArgs) =>
  held(db, shape, args)
    .innerJoin('tray_types as tt', 'tt.code', 'b.tray_type_code')
    .select(['b.tray_type_code', 'tt.name', 'tt.sort_order', ...quantities])
    .groupBy(['b.tray_type_code', 'tt.name', 'tt.sort_order'])
    .orderBy('tt.sort_order'),
);

/** The company's pallets held by others, and how many of them are overdue. */
const downstreamOf = compiledPerShape(
  // The downstream balances are held in others' warehouses: the warehouse filter does not apply.
  (db: Db, shape: SummaryShape, ...[companyId, , trayTypeCode, since]: SummaryArgs) => {
    // Balances with nothing on hand add nothing to either sum: most downstream rows, and each would cost an inflow read.
    const downstream: BalanceWhere = (eb) =>
      eb.and([
        balanceScope('downstream', companyId)(eb),
        eb('b.on_hand', '>', 0),
        ...(shape.trayType ? [eb('b.tray_type_code', '=', trayTypeCode)] : []),
      ]);
    return selectBalances(db, since, downstream)
      .clearSelect()
      .select([sums.onHand.as('on_hand'), sql<number>`coalesce(sum(${OVERDUE}), 0)`.as('overdue')]);
  },
);

const recentOf = compiledPerShape(
  (db: Db, shape: SummaryShape, ...[companyId, warehouseId, trayTypeCode]: SummaryArgs) => {
    let recent = selectEntries(db).where('e.holder_company_id', '=', companyId);
    if (shape.warehouse) recent = recent.where('e.warehouse_id', '=', warehouseId);
    if (shape.trayType) recent = recent.where('e.tray_type_code', '=', trayTypeCode);
    return recent.orderBy('e.created_at', 'desc').orderBy('e.id', 'desc').limit(RECENT_MOVEMENTS);
  },
);

/** customerStock/getStockSummary: the stock board's overview of the company's holdings and its pallets downstream. */
export async function stockSummary(
  db: DbOrTrx,
  now: number,
  companyId: string,
  query: StockSummaryQuery,
): Promise<StockSummary> {
  const shape: SummaryShape = {
    warehouse: Boolean(query.warehouseId),
    trayType: Boolean(query.trayTypeCode),
  };
  const args: SummaryArgs = [companyId, query.warehouseId ?? '', query.trayTypeCode ?? '', firstFreeDay(now)];
  const [[totals], byWarehouse, byTrayType, [atDownstream], entries] = await Promise.all([
    totalsOf(db, shape, ...args),
    byWarehouseOf(db, shape, ...args),
    byTrayTypeOf(db, shape, ...args),
    downstreamOf(db, shape, ...args),
    recentOf(db, shape, ...args),
  ]);
  if (!totals || !atDownstream) throw new Error('an aggregate without a row');
  return {
    onHand: Number(totals.on_hand),
    available: Number(totals.available),
    inTransit: Number(totals.in_transit),
    awaitingSignature: Number(totals.awaiting),
    atDownstream: Number(atDownstream.on_hand),
    overdueRisk: Number(atDownstream.overdue),
    byWarehouse: byWarehouse.map((row) => ({
      warehouseId: row.warehouse_id,
      warehouseName: row.name,
      onHand: Number(row.on_hand),
      available: Number(row.available),
      inTransit: Number(row.in_transit),
      awaitingSignature: Number(row.awaiting),
    })),
    byTrayType: byTrayType.map((row) => ({
      trayTypeCode: row.tray_type_code,
      trayTypeName: row.name,
      onHand: Number(row.on_hand),
      available: Number(row.available),
      inTransit: Number(row.in_transit),
      awaitingSignature: Number(row.awaiting),
    })),
    recentMovements: entries.map(toEntry),
  };
}
