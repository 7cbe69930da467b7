import { sql } from 'kysely';
import type { StockSummary, StockSummaryQuery } from '../../../../src/contract/stock';
import type { DbOrTrx } from '../../../db/schema';
import { stockDb } from '../tables';
import { selectEntries, toEntry } from '../../ledger';
import { OVERDUE, type BalanceWhere } from './overdue';
import { AVAILABLE, balanceScope, selectBalances } from './stock-rows';

const RECENT_MOVEMENTS = 10;

/** customerStock/getStockSummary: the stock board's overview of the company's holdings and its pallets downstream. */
export async function stockSummary(
  db: DbOrTrx,
  now: number,
  companyId: string,
  query: StockSummaryQuery,
): Promise<StockSummary> {
  const sdb = stockDb(db);
  let held = sdb.selectFrom('stock_balances as b').where('b.holder_company_id', '=', companyId);
  let recent = selectEntries(db).where('e.holder_company_id', '=', companyId);
  if (query.warehouseId) {
    held = held.where('b.warehouse_id', '=', query.warehouseId);
    recent = recent.where('e.warehouse_id', '=', query.warehouseId);
  }
  if (query.trayTypeCode) {
    held = held.where('b.tray_type_code', '=', query.trayTypeCode);
    recent = recent.where('e.tray_type_code', '=', query.trayTypeCode);
  }
  const { trayTypeCode } = query;
  // Balances with nothing on hand add nothing to either sum: most downstream rows, and each would cost an inflow read.
  const downstream: BalanceWhere = (eb) =>
    eb.and([
      balanceScope('downstream', companyId)(eb),
      eb('b.on_hand', '>', 0),
      ...(trayTypeCode ? [eb('b.tray_type_code', '=', trayTypeCode)] : []),
    ]);
  const sums = {
    onHand: sql<number>`coalesce(sum(b.on_hand), 0)`,
    available: sql<number>`coalesce(sum(${AVAILABLE}), 0)`,
    inTransit: sql<number>`coalesce(sum(b.in_transit), 0)`,
    awaitingSignature: sql<number>`coalesce(sum(b.awaiting_signature), 0)`,
  };
  const [totals, byWarehouse, byTrayType, atDownstream, entries] = await Promise.all([
    held
      .select([
        sums.onHand.as('on_hand'),
        sums.available.as('available'),
        sums.inTransit.as('in_transit'),
        sums.awaitingSignature.as('awaiting'),
      ])
      .executeTakeFirstOrThrow(),
    held
      .innerJoin('warehouses as w', 'w.id', 'b.warehouse_id')
      .select([
        'b.warehouse_id',
        'w.name',
        sums.onHand.as('on_hand'),
        sums.available.as('available'),
        sums.inTransit.as('in_transit'),
        sums.awaitingSignature.as('awaiting'),
      ])
      .groupBy(['b.warehouse_id', 'w.name'])
      .orderBy('w.name')
      .execute(),
    held
      .innerJoin('tray_types as tt', 'tt.code', 'b.tray_type_code')
      .select([
        'b.tray_type_code',
        'tt.name',
        'tt.sort_order',
        sums.onHand.as('on_hand'),
        sums.available.as('available'),
        sums.inTransit.as('in_transit'),
        sums.awaitingSignature.as('awaiting'),
      ])
      .groupBy(['b.tray_type_code', 'tt.name', 'tt.sort_order'])
      .orderBy('tt.sort_order')
      .execute(),
    selectBalances(db, now, downstream)
      .clearSelect()
      .select([sums.onHand.as('on_hand'), sql<number>`coalesce(sum(${OVERDUE}), 0)`.as('overdue')])
      .executeTakeFirstOrThrow(),
    recent.orderBy('e.created_at', 'desc').orderBy('e.id', 'desc').limit(RECENT_MOVEMENTS).execute(),
  ]);
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
