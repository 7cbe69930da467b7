import { sql } from 'kysely';
import type { LedgerEntryRow, LedgerKind, PageOf, StockDetailQuery } from '../../../src/contract/stock';
import type { DbOrTrx } from '../../db/schema';
import { keysetBatches } from '../../http/export';
import { olderThan, type TimeKey } from './paging';
import { iso } from './context';
import { ledgerDb } from './tables';
import { containsPattern, dayWindow, pageOf, type Paging } from './filters';

/** The one reference table the entry reads join, typed here as far as they read it (its module is stock's). */
type WarehouseNames = { warehouses: { id: string; name: string } };

/** A balance's ledger entries with their warehouse's name. */
export const selectEntries = (db: DbOrTrx) =>
  ledgerDb(db)
    .withTables<WarehouseNames>()
    .selectFrom('ledger_entries as e')
    .innerJoin('warehouses as w', 'w.id', 'e.warehouse_id')
    .select([
      'e.id',
      'e.warehouse_id',
      'w.name as warehouse_name',
      'e.tray_type_code',
      'e.kind',
      'e.delta',
      'e.document_type',
      'e.document_id',
      'e.document_no',
      'e.created_at',
    ]);

type EntryRow = Awaited<ReturnType<ReturnType<typeof selectEntries>['executeTakeFirstOrThrow']>>;

export const toEntry = (row: EntryRow): LedgerEntryRow => ({
  id: row.id,
  warehouseId: row.warehouse_id,
  warehouseName: row.warehouse_name,
  trayTypeCode: row.tray_type_code,
  kind: row.kind as LedgerKind,
  delta: row.delta,
  documentType: row.document_type,
  documentId: row.document_id,
  documentNo: row.document_no,
  createdAt: iso(row.created_at),
});

export interface BalanceOwner {
  holderCompanyId: string;
  ownerCompanyId: string;
}

/**
 * The number of the balance's ledger entries, kept on its row by the ledger service: a `count(*)` over a
 * balance of a million entries reads a million index entries on every page (bench/RESULTS.md, issue 3).
 */
async function entryCount(
  db: DbOrTrx,
  balance: BalanceOwner,
  key: { warehouseId: string; trayTypeCode: string },
): Promise<number> {
  const row = await ledgerDb(db)
    .selectFrom('stock_balances')
    .select('entry_count')
    .where('holder_company_id', '=', balance.holderCompanyId)
    .where('warehouse_id', '=', key.warehouseId)
    .where('tray_type_code', '=', key.trayTypeCode)
    .where('owner_company_id', '=', balance.ownerCompanyId)
    .executeTakeFirst();
  return Number(row?.entry_count ?? 0);
}

type EntryFilters = Omit<StockDetailQuery, 'pageNum' | 'pageSize' | 'ownerCompanyId'>;

/**
 * An export's filters: without a warehouse or a tray type, the entries of every such balance of the
 * owner the viewer holds (the list's 全部), and `keyword` keeps the warehouses whose name contains it.
 */
export type EntryExportFilters = Omit<EntryFilters, 'warehouseId' | 'trayTypeCode'> &
  Partial<Pick<EntryFilters, 'warehouseId' | 'trayTypeCode'>> & { keyword?: string };

/** The ledger entries of the viewer's balances (holder fixed by the route) that match the filters. */
function filteredEntries(db: DbOrTrx, balance: BalanceOwner, query: EntryExportFilters) {
  const { from, to } = dayWindow(query);
  let filtered = selectEntries(db)
    .where('e.holder_company_id', '=', balance.holderCompanyId)
    .where('e.owner_company_id', '=', balance.ownerCompanyId);
  if (query.warehouseId) filtered = filtered.where('e.warehouse_id', '=', query.warehouseId);
  if (query.trayTypeCode) filtered = filtered.where('e.tray_type_code', '=', query.trayTypeCode);
  const keyword = query.keyword?.trim();
  if (keyword)
    filtered = filtered.where(sql<boolean>`lower(w.name) like ${containsPattern(keyword)} escape '\\'`);
  if (query.kind) filtered = filtered.where('e.kind', '=', query.kind);
  if (from !== undefined) filtered = filtered.where('e.created_at', '>=', from);
  if (to !== undefined) filtered = filtered.where('e.created_at', '<', to);
  return filtered;
}

/**
 * Every matching entry, newest first, read in keyset batches on (created_at, id): an export of a
 * million entries never counts nor skips rows (LIMIT/OFFSET would make it quadratic).
 */
export async function* allBalanceEntries(
  db: DbOrTrx,
  balance: BalanceOwner,
  query: EntryExportFilters,
): AsyncGenerator<LedgerEntryRow> {
  const rows = keysetBatches<EntryRow, TimeKey>(
    (after, limit) => {
      let page = filteredEntries(db, balance, query);
      if (after) page = page.where(olderThan('e.created_at', 'e.id', after));
      return page.orderBy('e.created_at', 'desc').orderBy('e.id', 'desc').limit(limit).execute();
    },
    (row) => ({ time: row.created_at, id: row.id }),
  );
  for await (const row of rows) yield toEntry(row);
}

/** The ledger of one balance of the viewer, newest first, filtered and paged. */
export async function balanceEntries(
  db: DbOrTrx,
  balance: BalanceOwner,
  query: EntryFilters,
  paging: Paging,
): Promise<PageOf<LedgerEntryRow>> {
  const filtered = filteredEntries(db, balance, query);
  const { from, to } = dayWindow(query);
  const unfiltered = !query.kind && from === undefined && to === undefined;
  const total = unfiltered
    ? await entryCount(db, balance, query)
    : Number(
        (
          await filtered
            .clearSelect()
            .select((eb) => eb.fn.countAll().as('total'))
            .executeTakeFirstOrThrow()
        ).total,
      );
  const rows = await filtered
    .orderBy('e.created_at', 'desc')
    .orderBy('e.id', 'desc')
    .limit(paging.pageSize)
    .offset((paging.pageNum - 1) * paging.pageSize)
    .execute();
  return pageOf(rows.map(toEntry), total, paging);
}
