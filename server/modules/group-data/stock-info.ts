import type { Page } from '../../../src/contract/envelope';
import type { StockInfoQuery, StockInfoRow } from '../../../src/contract/reports';
import type { Session } from '../../auth/sessions';
import type { DbOrTrx } from '../../db/schema';
import { reportScope } from '../company';
import { pageOf, type Paging } from '../ledger';
import { stockDb } from '../stock';

export type StockInfoFilters = Omit<StockInfoQuery, 'pageNum' | 'pageSize'>;

const EMPTY = { onHand: 0, available: 0, inTransit: 0, awaitingSignature: 0, atDownstream: 0, warehouses: 0 };

/**
 * The scope's companies' stock per tray type: what each holds (summed over its warehouses and owners) and
 * how many of its own pallets others hold. The scope is a few companies and tray types: grouped in SQL,
 * joined, ordered and paged here.
 */
export async function searchStockInfo(
  db: DbOrTrx,
  session: Session,
  filters: StockInfoFilters,
  paging: Paging,
): Promise<Page<StockInfoRow>> {
  const scope = await reportScope(db, session, filters.memberCompanyId);
  if (scope.companyIds.length === 0) return pageOf([], 0, paging);
  const sdb = stockDb(db);
  let held = sdb
    .selectFrom('stock_balances as b')
    .where('b.holder_company_id', 'in', scope.companyIds)
    .where((eb) =>
      eb.or([eb('b.on_hand', '!=', 0), eb('b.in_transit', '!=', 0), eb('b.awaiting_signature', '!=', 0)]),
    )
    .groupBy(['b.holder_company_id', 'b.tray_type_code'])
    .select((eb) => [
      'b.holder_company_id as company_id',
      'b.tray_type_code',
      eb.fn.sum<number>('b.on_hand').as('on_hand'),
      eb.fn.sum<number>(eb('b.on_hand', '-', eb.ref('b.reserved'))).as('available'),
      eb.fn.sum<number>('b.in_transit').as('in_transit'),
      eb.fn.sum<number>('b.awaiting_signature').as('awaiting_signature'),
      eb.fn.count<number>('b.warehouse_id').distinct().as('warehouses'),
    ]);
  let lent = sdb
    .selectFrom('stock_balances as b')
    .where('b.owner_company_id', 'in', scope.companyIds)
    .whereRef('b.holder_company_id', '!=', 'b.owner_company_id')
    .where('b.on_hand', '!=', 0)
    .groupBy(['b.owner_company_id', 'b.tray_type_code'])
    .select((eb) => [
      'b.owner_company_id as company_id',
      'b.tray_type_code',
      eb.fn.sum<number>('b.on_hand').as('held'),
    ]);
  if (filters.trayTypeCode) {
    held = held.where('b.tray_type_code', '=', filters.trayTypeCode);
    lent = lent.where('b.tray_type_code', '=', filters.trayTypeCode);
  }
  const [heldRows, lentRows, trayTypes] = [
    await held.execute(),
    await lent.execute(),
    await sdb.selectFrom('tray_types').select(['code', 'name']).execute(),
  ];
  const rows = new Map<string, StockInfoRow>();
  const rowOf = (companyId: string, trayTypeCode: string): StockInfoRow => {
    const key = `${companyId}\u0000${trayTypeCode}`;
    let row = rows.get(key);
    if (!row) {
      const company = scope.companies.find((c) => c.companyId === companyId);
      const trayType = trayTypes.find((t) => t.code === trayTypeCode);
      row = {
        companyId,
        companyName: company?.companyName ?? '',
        trayTypeCode,
        trayTypeName: trayType?.name ?? trayTypeCode,
        ...EMPTY,
      };
      rows.set(key, row);
    }
    return row;
  };
  for (const sums of heldRows)
    Object.assign(rowOf(sums.company_id, sums.tray_type_code), {
      onHand: Number(sums.on_hand),
      available: Number(sums.available),
      inTransit: Number(sums.in_transit),
      awaitingSignature: Number(sums.awaiting_signature),
      warehouses: Number(sums.warehouses),
    });
  for (const sums of lentRows) rowOf(sums.company_id, sums.tray_type_code).atDownstream = Number(sums.held);
  // The stock list's order (company name, tray type), by code point as the databases sort text.
  const key = (row: StockInfoRow) => [row.companyName, row.trayTypeCode, row.companyId].join('\u0000');
  const sorted = [...rows.values()].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
  const start = (paging.pageNum - 1) * paging.pageSize;
  return pageOf(sorted.slice(start, start + paging.pageSize), sorted.length, paging);
}
