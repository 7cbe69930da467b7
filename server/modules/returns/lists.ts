import { sql } from 'kysely';
import type {
  CustomerReturnQuery,
  CustomerReturnRow,
  PickupQuery,
  PickupRow,
  ReturnQuery,
  TransportRecord,
  TransportRecordQuery,
  TrayReturn,
} from '../../../src/contract/returns';
import type { InboundStatus, PageOf } from '../../../src/contract/stock';
import type { DbOrTrx } from '../../db/schema';
import {
  dayWindow,
  iso,
  isoOrNull,
  keywordPattern,
  pageOf,
  rowsById,
  shapedKeys,
  type DocumentSelect,
  type KeyedList,
  type ListValues,
  type Paging,
} from '../ledger';
import { likeAny } from '../stock';
import { transportDb } from '../transport';
import { selectReturns, toTrayReturn } from './read';
import { returnsDb } from './tables';
import { selectTransportRecords, toTransportRecord } from './transport-read';

type Filters<Q> = Omit<Q, 'pageNum' | 'pageSize'>;

/** Which returns a list shows: a channel's (上门取件, 自行归还) or every channel's received ones (工厂归还). */
export type ReturnListKind = 'toDoor' | 'self' | 'factory';

/** The values of a return list's keys: the channel besides the common filters. */
interface ReturnValues extends ListValues {
  channel?: string;
}

/** The keys of the company's returns of one list (kind), as the filters narrow them. */
const returnKeys = (db: DbOrTrx, kind: ReturnListKind, values: ReturnValues) => {
  let keys = returnsDb(db)
    .selectFrom('tray_returns as r')
    .select(['r.id', 'r.created_at'])
    .where('r.company_id', '=', values.companyId);
  if (kind === 'factory') keys = keys.where('r.status', '=', 'received');
  else keys = keys.where('r.channel', '=', kind);
  if (values.status) keys = keys.where('r.status', '=', values.status as TrayReturn['status']);
  if (values.channel) keys = keys.where('r.channel', '=', values.channel as TrayReturn['channel']);
  if (values.warehouseId) keys = keys.where('r.warehouse_id', '=', values.warehouseId);
  if (values.trayTypeCode) keys = keys.where('r.tray_type_code', '=', values.trayTypeCode);
  if (values.from !== undefined) keys = keys.where('r.created_at', '>=', values.from);
  if (values.to !== undefined) keys = keys.where('r.created_at', '<', values.to);
  if (values.pattern)
    keys = keys.where(
      likeAny(['r.document_no', 'r.contact', 'r.plate_number', 'r.return_number'], values.pattern),
    );
  return keys as DocumentSelect;
};

const returnRows = rowsById((db, ids) => selectReturns(db).where('r.id', 'in', ids));

export function returnList(
  db: DbOrTrx,
  companyId: string,
  kind: ReturnListKind,
  query: Filters<ReturnQuery>,
): KeyedList<Parameters<typeof toTrayReturn>[0], TrayReturn> {
  const { from, to } = dayWindow(query);
  return {
    keys: shapedKeys(returnKeys, kind, {
      companyId,
      status: query.status,
      channel: query.channel,
      warehouseId: query.warehouseId,
      trayTypeCode: query.trayTypeCode,
      from,
      to,
      pattern: keywordPattern(query.keyword),
    }),
    rowsOf: (ids) => returnRows(db, ids),
    map: toTrayReturn,
  };
}

/** The keys of the company's transport records, as the filters narrow them. */
const transportRecordKeys = (db: DbOrTrx, _shape: null, values: ReturnValues) => {
  let keys = returnsDb(db)
    .selectFrom('transport_records as t')
    .select(['t.id', 't.created_at'])
    .where('t.company_id', '=', values.companyId);
  if (values.status) keys = keys.where('t.status', '=', values.status as TransportRecord['status']);
  if (values.from !== undefined) keys = keys.where('t.created_at', '>=', values.from);
  if (values.to !== undefined) keys = keys.where('t.created_at', '<', values.to);
  if (values.pattern)
    keys = keys.where(likeAny(['t.record_no', 't.waybill_no', 't.plate_number'], values.pattern));
  return keys as DocumentSelect;
};

const transportRecordRows = rowsById((db, ids) => selectTransportRecords(db).where('t.id', 'in', ids));

/** /api/logistics/demand/searchTransportRecordList: the platform's transport records of the company. */
export function transportRecordList(
  db: DbOrTrx,
  companyId: string,
  query: Filters<TransportRecordQuery>,
): KeyedList<Parameters<typeof toTransportRecord>[0], TransportRecord> {
  const { from, to } = dayWindow(query);
  return {
    keys: shapedKeys(transportRecordKeys, null, {
      companyId,
      status: query.status,
      from,
      to,
      pattern: keywordPattern(query.keyword),
    }),
    rowsOf: (ids) => transportRecordRows(db, ids),
    map: toTransportRecord,
  };
}

const selectCustomerReturns = (db: DbOrTrx) =>
  transportDb(db)
    .selectFrom('inbound_orders as o')
    .innerJoin('companies as c', 'c.id', 'o.client_company_id')
    .innerJoin('warehouses as w', 'w.id', 'o.warehouse_id')
    .innerJoin('tray_types as tt', 'tt.code', 'o.tray_type_code')
    .select([
      'o.id',
      'o.document_no',
      'o.client_company_id',
      'c.name as client_company_name',
      'o.warehouse_id',
      'w.name as warehouse_name',
      'o.tray_type_code',
      'tt.name as tray_type_name',
      'o.quantity',
      'o.status',
      'o.received_quantity',
      'o.created_at',
      'o.signed_at',
    ]);
type CustomerReturnDbRow = Awaited<
  ReturnType<ReturnType<typeof selectCustomerReturns>['executeTakeFirstOrThrow']>
>;

const toCustomerReturn = (row: CustomerReturnDbRow): CustomerReturnRow => ({
  id: row.id,
  documentNo: row.document_no,
  clientCompanyId: row.client_company_id as string,
  clientCompanyName: row.client_company_name,
  warehouseId: row.warehouse_id,
  warehouseName: row.warehouse_name,
  trayTypeCode: row.tray_type_code,
  trayTypeName: row.tray_type_name,
  quantity: Number(row.quantity),
  status: row.status as InboundStatus,
  receivedQuantity: row.received_quantity === null ? null : Number(row.received_quantity),
  createdAt: iso(Number(row.created_at)),
  signedAt: isoOrNull(row.signed_at === null ? null : Number(row.signed_at)),
});

/** The keys of the company's inbound orders from its clients, as the filters narrow them. */
const customerReturnKeys = (db: DbOrTrx, _shape: null, values: ReturnValues) => {
  let keys = transportDb(db)
    .selectFrom('inbound_orders as o')
    .select(['o.id', 'o.created_at'])
    .where('o.company_id', '=', values.companyId)
    .where('o.source', '=', 'client');
  if (values.status) keys = keys.where('o.status', '=', values.status as InboundStatus);
  if (values.trayTypeCode) keys = keys.where('o.tray_type_code', '=', values.trayTypeCode);
  if (values.from !== undefined) keys = keys.where('o.created_at', '>=', values.from);
  if (values.to !== undefined) keys = keys.where('o.created_at', '<', values.to);
  if (values.pattern) {
    const named = sql`(select c.id from companies c where lower(c.name) like ${values.pattern} escape '\\')`;
    keys = keys.where(
      sql<boolean>`(${likeAny(['o.document_no'], values.pattern)} or o.client_company_id in ${named})`,
    );
  }
  return keys as DocumentSelect;
};

const customerReturnRows = rowsById((db, ids) => selectCustomerReturns(db).where('o.id', 'in', ids));

/**
 * 客户归还列表: pallets the company's downstream clients gave back to it, i.e. its inbound orders of
 * source 'client' (written by customerWarehousingManagement/createCustomerStockIn, migration 0008).
 */
export function customerReturnList(
  db: DbOrTrx,
  companyId: string,
  query: Filters<CustomerReturnQuery>,
): KeyedList<CustomerReturnDbRow, CustomerReturnRow> {
  const { from, to } = dayWindow(query);
  return {
    keys: shapedKeys(customerReturnKeys, null, {
      companyId,
      status: query.status,
      trayTypeCode: query.trayTypeCode,
      from,
      to,
      pattern: keywordPattern(query.keyword),
    }),
    rowsOf: (ids) => customerReturnRows(db, ids),
    map: toCustomerReturn,
  };
}

/**
 * recycling/searchPickupList (待取件): door pickups booked and recycling applications applied, newest
 * first: both wait for the platform to come and pick up.
 */
export async function listPickups(
  db: DbOrTrx,
  companyId: string,
  query: Filters<PickupQuery>,
  paging: Paging,
): Promise<PageOf<PickupRow>> {
  const handle = returnsDb(db);
  const doors = handle
    .selectFrom('tray_returns as p')
    .select([sql<string>`'toDoor'`.as('source'), 'p.id', 'p.created_at', 'p.warehouse_id'])
    .where('p.company_id', '=', companyId)
    .where('p.channel', '=', 'toDoor')
    .where('p.status', '=', 'booked');
  const recyclings = handle
    .selectFrom('recycling_applications as p')
    .select([sql<string>`'recycling'`.as('source'), 'p.id', 'p.created_at', 'p.warehouse_id'])
    .where('p.company_id', '=', companyId)
    .where('p.status', '=', 'applied');
  const parts =
    query.source === 'toDoor' ? [doors] : query.source === 'recycling' ? [recyclings] : [doors, recyclings];
  const filtered = parts.map((part) =>
    query.warehouseId ? part.where('p.warehouse_id', '=', query.warehouseId) : part,
  );
  const union = filtered
    .slice(1)
    .reduce((all, part) => all.unionAll(part), filtered[0] as (typeof filtered)[number]);
  const keys = handle.selectFrom(union.as('k'));
  const counted = await keys.select(sql<number>`count(*)`.as('total')).executeTakeFirstOrThrow();
  const page = await keys
    .select(['k.source', 'k.id'])
    .orderBy('k.created_at', 'desc')
    .orderBy('k.id', 'desc')
    .limit(paging.pageSize)
    .offset((paging.pageNum - 1) * paging.pageSize)
    .execute();
  const idsOf = (source: string) => page.filter((k) => k.source === source).map((k) => k.id);
  const [doorRows, recyclingRows] = await Promise.all([
    idsOf('toDoor').length > 0 ? selectReturns(db).where('r.id', 'in', idsOf('toDoor')).execute() : [],
    idsOf('recycling').length > 0
      ? handle
          .selectFrom('recycling_applications as a')
          .innerJoin('warehouses as w', 'w.id', 'a.warehouse_id')
          .innerJoin('tray_types as tt', 'tt.code', 'a.tray_type_code')
          .select([
            'a.id',
            'a.document_no',
            'a.warehouse_id',
            'w.name as warehouse_name',
            'a.tray_type_code',
            'tt.name as tray_type_name',
            'a.quantity',
            'a.pickup_date',
            'a.contact',
            'a.phone',
            'a.created_at',
          ])
          .where('a.id', 'in', idsOf('recycling'))
          .execute()
      : [],
  ]);
  const rows = new Map<string, PickupRow>();
  for (const row of doorRows.map(toTrayReturn))
    rows.set(row.id, {
      id: row.id,
      source: 'toDoor',
      documentNo: row.documentNo,
      warehouseId: row.warehouseId,
      warehouseName: row.warehouseName,
      trayTypeCode: row.trayTypeCode,
      trayTypeName: row.trayTypeName,
      quantity: row.quantity,
      pickupDate: row.pickupDate,
      contact: row.contact,
      phone: row.phone,
      createdAt: row.createdAt,
    });
  for (const row of recyclingRows)
    rows.set(row.id, {
      id: row.id,
      source: 'recycling',
      documentNo: row.document_no,
      warehouseId: row.warehouse_id,
      warehouseName: row.warehouse_name,
      trayTypeCode: row.tray_type_code,
      trayTypeName: row.tray_type_name,
      quantity: Number(row.quantity),
      pickupDate: row.pickup_date,
      contact: row.contact,
      phone: row.phone,
      createdAt: iso(Number(row.created_at)),
    });
  return pageOf(
    page.map((k) => rows.get(k.id) as PickupRow),
    Number(counted.total),
    paging,
  );
}
