import type { BillEntryRow } from '../../../../src/contract/bill-items';
import type { Page } from '../../../../src/contract/envelope';
import type { DbOrTrx } from '../../../db/schema';
import type { Paging } from '../../../http/paged-list';
import { pageOf, shanghaiDay } from '../../ledger';
import { stockDb } from '../../stock';
import { dayText } from '../period';
import type { BillScope } from './scope';
import { dayStart } from './days';

/** Ledger entries with their warehouse's and tray type's names, in ledger order. */
const namedEntries = (db: DbOrTrx) =>
  stockDb(db)
    .selectFrom('ledger_entries as e')
    .leftJoin('warehouses as w', 'w.id', 'e.warehouse_id')
    .leftJoin('tray_types as t', 't.code', 'e.tray_type_code')
    .select([
      'e.id',
      'e.kind',
      'e.document_type',
      'e.document_no',
      'e.created_at',
      'e.warehouse_id',
      'w.name as warehouse_name',
      'e.tray_type_code',
      't.name as tray_type_name',
      'e.delta',
    ]);

type NamedEntry = Awaited<ReturnType<ReturnType<typeof namedEntries>['execute']>>[number];

const toEntryRow = (row: NamedEntry): BillEntryRow => ({
  entryId: row.id,
  kind: row.kind,
  documentType: row.document_type,
  documentNo: row.document_no,
  day: dayText(shanghaiDay(Number(row.created_at))),
  warehouseId: row.warehouse_id,
  warehouseName: row.warehouse_name ?? '',
  trayTypeCode: row.tray_type_code,
  trayTypeName: row.tray_type_name ?? '',
  quantity: Math.abs(Number(row.delta)),
});

/** One page of the entries a bill's lines name (ids), in ledger order. */
export async function entryPage(
  db: DbOrTrx,
  ids: readonly string[],
  paging: Paging,
): Promise<Page<BillEntryRow>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return pageOf([], 0, paging);
  const rows = await namedEntries(db)
    .where('e.id', 'in', unique)
    .orderBy('e.created_at')
    .orderBy('e.id')
    .offset((paging.pageNum - 1) * paging.pageSize)
    .limit(paging.pageSize)
    .execute();
  return pageOf(rows.map(toEntryRow), unique.length, paging);
}

/** The named entries of some ids, by id (the charge lists add what each counts). */
export async function entriesById(db: DbOrTrx, ids: readonly string[]): Promise<Map<string, BillEntryRow>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await namedEntries(db).where('e.id', 'in', unique).execute();
  return new Map(rows.map((row) => [row.id, toEntryRow(row)]));
}

/**
 * One page of the scope's outgoing entries, in ledger order: those dated within the bill's period up to
 * the day it is computed to (`within`), or every one before the period (`before`).
 */
export async function outgoingPage(
  db: DbOrTrx,
  scope: BillScope,
  when: 'within' | 'before',
  paging: Paging,
): Promise<Page<BillEntryRow>> {
  const query = stockDb(db)
    .selectFrom('ledger_entries as e')
    .where('e.owner_company_id', '=', scope.owner)
    .where('e.holder_company_id', '=', scope.holder)
    .where('e.delta', '<', 0)
    .$if(when === 'within', (qb) =>
      qb
        .where('e.created_at', '>=', dayStart(scope.period.from))
        .where('e.created_at', '<', dayStart(scope.period.to + 1)),
    )
    .$if(when === 'before', (qb) => qb.where('e.created_at', '<', dayStart(scope.period.from)));
  const [counted, rows] = await Promise.all([
    query.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
    namedEntries(db)
      .where('e.id', 'in', query.select('e.id'))
      .orderBy('e.created_at', when === 'before' ? 'desc' : 'asc')
      .orderBy('e.id')
      .offset((paging.pageNum - 1) * paging.pageSize)
      .limit(paging.pageSize)
      .execute(),
  ]);
  return pageOf(rows.map(toEntryRow), Number(counted.n), paging);
}
