import { sql, type RawBuilder } from 'kysely';
import type { PageOf } from '../../../src/contract/stock';
import type {
  InboundListQuery,
  InboundListRow,
  Waybill,
  WaybillQuery,
} from '../../../src/contract/transport';
import type { DbOrTrx } from '../../db/schema';
import { keysetBatches } from '../../http/export';
import { paged } from '../stock/queries/document-lists';
import { containsPattern, dayWindow, type Paging } from '../stock/queries/filters';
import { selectInboundRows, toInboundListRow } from './inbound/read';
import { transportDb } from './tables';
import { selectWaybills, toWaybill } from './waybill/read';

export type WaybillFilters = Omit<WaybillQuery, 'pageNum' | 'pageSize'>;
export type InboundFilters = Omit<InboundListQuery, 'pageNum' | 'pageSize'>;

type Condition = RawBuilder<unknown>;
const all = (conditions: Condition[]) => sql<boolean>`(${sql.join(conditions, sql` and `)})`;
const like = (column: string, pattern: string) => sql`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;
/** `column` is the id of a `table` row whose name contains the keyword (no join). */
const namedLike = (column: string, table: 'companies', pattern: string) =>
  sql`${sql.ref(column)} in (select n.id from ${sql.table(table)} n where lower(n.name) like ${pattern} escape '\\')`;

/** Created within the inclusive Shanghai day range of the filters, on `alias`.created_at. */
function createdWithin(alias: 's' | 'o', filters: { dateStart?: string; dateEnd?: string }): Condition[] {
  const { from, to } = dayWindow(filters);
  const created = sql.ref(`${alias}.created_at`);
  return [
    ...(from !== undefined ? [sql`${created} >= ${from}`] : []),
    ...(to !== undefined ? [sql`${created} < ${to}`] : []),
  ];
}

/** The sender's waybills matching the filters (deleted ones never), on `waybills as s`. */
function waybillWhere(companyId: string, filters: WaybillFilters): RawBuilder<boolean> {
  const keyword = filters.keyword?.trim();
  const pattern = keyword ? containsPattern(keyword) : '';
  return all([
    sql`s.from_company_id = ${companyId}`,
    filters.status ? sql`s.status = ${filters.status}` : sql`s.status <> 'deleted'`,
    ...(filters.warehouseId ? [sql`s.from_warehouse_id = ${filters.warehouseId}`] : []),
    ...(filters.trayTypeCode ? [sql`s.tray_type_code = ${filters.trayTypeCode}`] : []),
    ...createdWithin('s', filters),
    ...(keyword
      ? [
          sql`(${like('s.document_no', pattern)} or ${like('s.plate_number', pattern)} or ${namedLike('s.to_company_id', 'companies', pattern)})`,
        ]
      : []),
  ]);
}

/** The company's inbound orders matching the filters, on `inbound_orders as o`. */
function inboundWhere(companyId: string, filters: InboundFilters): RawBuilder<boolean> {
  const keyword = filters.keyword?.trim();
  const pattern = keyword ? containsPattern(keyword) : '';
  return all([
    sql`o.company_id = ${companyId}`,
    ...(filters.status ? [sql`o.status = ${filters.status}`] : []),
    ...(filters.source ? [sql`o.source = ${filters.source}`] : []),
    ...(filters.warehouseId ? [sql`o.warehouse_id = ${filters.warehouseId}`] : []),
    ...(filters.trayTypeCode ? [sql`o.tray_type_code = ${filters.trayTypeCode}`] : []),
    ...createdWithin('o', filters),
    ...(keyword
      ? [
          sql`(${like('o.document_no', pattern)} or ${like('o.plate_number', pattern)} or ${namedLike('o.client_company_id', 'companies', pattern)})`,
        ]
      : []),
  ]);
}

/** transportationManagement/searchList: the company's waybills, newest first. */
export async function listWaybills(
  db: DbOrTrx,
  companyId: string,
  filters: WaybillFilters,
  paging: Paging,
): Promise<PageOf<Waybill>> {
  const where = waybillWhere(companyId, filters);
  const keys = transportDb(db).selectFrom('waybills as s').select(['s.id', 's.created_at']).where(where);
  return paged(db, keys, paging, (ids) => selectWaybills(db).where('s.id', 'in', ids).execute(), toWaybill);
}

/** customerWarehousingManagement/searchList: the company's inbound orders (deliveries and client returns). */
export async function listInbound(
  db: DbOrTrx,
  companyId: string,
  filters: InboundFilters,
  paging: Paging,
): Promise<PageOf<InboundListRow>> {
  const where = inboundWhere(companyId, filters);
  const keys = transportDb(db)
    .selectFrom('inbound_orders as o')
    .select(['o.id', 'o.created_at'])
    .where(where);
  return paged(
    db,
    keys,
    paging,
    (ids) => selectInboundRows(db).where('o.id', 'in', ids).execute(),
    toInboundListRow,
  );
}

interface Cursor {
  createdAt: number;
  id: string;
}
/** Newest first after the cursor, by (created_at, id) — the page indexes' order. */
const after = (alias: 's' | 'o', cursor: Cursor | null) =>
  cursor === null
    ? sql<boolean>`1 = 1`
    : sql<boolean>`(${sql.ref(`${alias}.created_at`)} < ${cursor.createdAt} or (${sql.ref(`${alias}.created_at`)} = ${cursor.createdAt} and ${sql.ref(`${alias}.id`)} < ${cursor.id}))`;
const cursorOf = (row: { id: string; createdAt: string }): Cursor => ({
  createdAt: Date.parse(row.createdAt),
  id: row.id,
});

/** Every waybill of the list's filters for the export, in keyset batches (newest first, as the list). */
export function exportWaybills(
  db: DbOrTrx,
  companyId: string,
  filters: WaybillFilters,
): AsyncIterable<Waybill> {
  const where = waybillWhere(companyId, filters);
  return keysetBatches(
    async (cursor: Cursor | null, limit) =>
      (
        await selectWaybills(db)
          .where(where)
          .where(after('s', cursor))
          .orderBy('s.created_at', 'desc')
          .orderBy('s.id', 'desc')
          .limit(limit)
          .execute()
      ).map(toWaybill),
    cursorOf,
  );
}

/** Every inbound order of the list's filters for the export, in keyset batches. */
export function exportInbound(
  db: DbOrTrx,
  companyId: string,
  filters: InboundFilters,
): AsyncIterable<InboundListRow> {
  const where = inboundWhere(companyId, filters);
  return keysetBatches(
    async (cursor: Cursor | null, limit) =>
      (
        await selectInboundRows(db)
          .where(where)
          .where(after('o', cursor))
          .orderBy('o.created_at', 'desc')
          .orderBy('o.id', 'desc')
          .limit(limit)
          .execute()
      ).map(toInboundListRow),
    cursorOf,
  );
}
