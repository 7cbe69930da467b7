import { sql, type RawBuilder } from 'kysely';
import type {
  InboundListQuery,
  InboundListRow,
  Waybill,
  WaybillQuery,
} from '../../../src/contract/transport';
import type { DbOrTrx } from '../../db/schema';
import {
  dayWindow,
  keywordPattern,
  likeLower,
  rowsById,
  shapedKeys,
  type KeyedList,
  type ListValues,
} from '../ledger';
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

/** The values of a transport list's keys: an inbound order's source besides the common filters. */
interface TransportValues extends ListValues {
  source?: string;
}

/** The values both lists' filters share. */
const valuesOf = (companyId: string, filters: WaybillFilters | InboundFilters): TransportValues => ({
  companyId,
  status: filters.status,
  warehouseId: filters.warehouseId,
  trayTypeCode: filters.trayTypeCode,
  ...dayWindow(filters),
  pattern: keywordPattern(filters.keyword),
});

/** Created within [from, to) of the values, on `alias`.created_at. */
function createdWithin(alias: 's' | 'o', { from, to }: TransportValues): Condition[] {
  const created = sql.ref(`${alias}.created_at`);
  return [
    ...(from !== undefined ? [sql`${created} >= ${from}`] : []),
    ...(to !== undefined ? [sql`${created} < ${to}`] : []),
  ];
}

/** The keys of the sender's waybills matching the filters (deleted ones never). */
const waybillKeys = (db: DbOrTrx, _shape: null, values: TransportValues) => {
  const { pattern } = values;
  const where = all([
    sql`s.from_company_id = ${values.companyId}`,
    values.status ? sql`s.status = ${values.status}` : sql`s.status <> 'deleted'`,
    ...(values.warehouseId ? [sql`s.from_warehouse_id = ${values.warehouseId}`] : []),
    ...(values.trayTypeCode ? [sql`s.tray_type_code = ${values.trayTypeCode}`] : []),
    ...createdWithin('s', values),
    ...(pattern
      ? [
          sql`(${likeLower('s.document_no', pattern)} or ${likeLower('s.plate_number', pattern)} or ${namedLike('s.to_company_id', 'companies', pattern)})`,
        ]
      : []),
  ]);
  return transportDb(db).selectFrom('waybills as s').select(['s.id', 's.created_at']).where(where);
};

/** The keys of the company's inbound orders matching the filters. */
const inboundKeys = (db: DbOrTrx, _shape: null, values: TransportValues) => {
  const { pattern } = values;
  const where = all([
    sql`o.company_id = ${values.companyId}`,
    ...(values.status ? [sql`o.status = ${values.status}`] : []),
    ...(values.source ? [sql`o.source = ${values.source}`] : []),
    ...(values.warehouseId ? [sql`o.warehouse_id = ${values.warehouseId}`] : []),
    ...(values.trayTypeCode ? [sql`o.tray_type_code = ${values.trayTypeCode}`] : []),
    ...createdWithin('o', values),
    ...(pattern
      ? [
          sql`(${likeLower('o.document_no', pattern)} or ${likeLower('o.plate_number', pattern)} or ${namedLike('o.client_company_id', 'companies', pattern)})`,
        ]
      : []),
  ]);
  return transportDb(db).selectFrom('inbound_orders as o').select(['o.id', 'o.created_at']).where(where);
};

const waybillRows = rowsById((db, ids) => selectWaybills(db).where('s.id', 'in', ids));
const inboundRows = rowsById((db, ids) => selectInboundRows(db).where('o.id', 'in', ids));

/** transportationManagement/searchList: the company's waybills, newest first. */
export function waybillList(
  db: DbOrTrx,
  companyId: string,
  filters: WaybillFilters,
): KeyedList<Parameters<typeof toWaybill>[0], Waybill> {
  return {
    keys: shapedKeys(waybillKeys, null, valuesOf(companyId, filters)),
    rowsOf: (ids) => waybillRows(db, ids),
    map: toWaybill,
  };
}

/** customerWarehousingManagement/searchList: the company's inbound orders (deliveries and client returns). */
export function inboundList(
  db: DbOrTrx,
  companyId: string,
  filters: InboundFilters,
): KeyedList<Parameters<typeof toInboundListRow>[0], InboundListRow> {
  return {
    keys: shapedKeys(inboundKeys, null, { ...valuesOf(companyId, filters), source: filters.source }),
    rowsOf: (ids) => inboundRows(db, ids),
    map: toInboundListRow,
  };
}
