import { sql, type RawBuilder } from 'kysely';
import type {
  InboundListQuery,
  InboundListRow,
  Waybill,
  WaybillQuery,
} from '../../../src/contract/transport';
import type { DbOrTrx } from '../../db/schema';
import { containsPattern, dayWindow, likeLower, type KeyedList } from '../ledger';
import { selectInboundRows, toInboundListRow } from './inbound/read';
import { transportDb } from './tables';
import { selectWaybills, toWaybill } from './waybill/read';

export type WaybillFilters = Omit<WaybillQuery, 'pageNum' | 'pageSize'>;
export type InboundFilters = Omit<InboundListQuery, 'pageNum' | 'pageSize'>;

type Condition = RawBuilder<unknown>;
const all = (conditions: Condition[]) => sql<boolean>`(${sql.join(conditions, sql` and `)})`;
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
          sql`(${likeLower('s.document_no', pattern)} or ${likeLower('s.plate_number', pattern)} or ${namedLike('s.to_company_id', 'companies', pattern)})`,
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
          sql`(${likeLower('o.document_no', pattern)} or ${likeLower('o.plate_number', pattern)} or ${namedLike('o.client_company_id', 'companies', pattern)})`,
        ]
      : []),
  ]);
}

/** transportationManagement/searchList: the company's waybills, newest first. */
export function waybillList(
  db: DbOrTrx,
  companyId: string,
  filters: WaybillFilters,
): KeyedList<Parameters<typeof toWaybill>[0], Waybill> {
  const where = waybillWhere(companyId, filters);
  return {
    keys: transportDb(db).selectFrom('waybills as s').select(['s.id', 's.created_at']).where(where),
    rowsOf: (ids) => selectWaybills(db).where('s.id', 'in', ids).execute(),
    map: toWaybill,
  };
}

/** customerWarehousingManagement/searchList: the company's inbound orders (deliveries and client returns). */
export function inboundList(
  db: DbOrTrx,
  companyId: string,
  filters: InboundFilters,
): KeyedList<Parameters<typeof toInboundListRow>[0], InboundListRow> {
  const where = inboundWhere(companyId, filters);
  return {
    keys: transportDb(db).selectFrom('inbound_orders as o').select(['o.id', 'o.created_at']).where(where),
    rowsOf: (ids) => selectInboundRows(db).where('o.id', 'in', ids).execute(),
    map: toInboundListRow,
  };
}
