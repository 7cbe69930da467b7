import { sql, type RawBuilder } from 'kysely';
import type {
  Deduction,
  DeductionQuery,
  RecyclingApplication,
  Shipment,
  ShipmentQuery,
  Transfer,
  TransferQuery,
} from '../../../../src/contract/stock';
import type { DbOrTrx } from '../../../db/schema';
import { selectDeductions, toDeduction } from '../documents/deduction/read';
import { selectRecyclings, toRecycling } from '../documents/recycling/read';
import { selectShipments, toShipment } from '../documents/shipment/read';
import { selectTransfers, toTransfer } from '../documents/transfer/read';
import { stockDb } from '../tables';
import {
  containsPattern,
  dayWindow,
  type DocumentKeys,
  type DocumentSelect,
  type KeyedList,
} from '../../ledger';

type Filters<Q> = Omit<Q, 'pageNum' | 'pageSize'>;
type TransferDbRow = Parameters<typeof toTransfer>[0];
type ShipmentDbRow = Parameters<typeof toShipment>[0];
type DeductionDbRow = Parameters<typeof toDeduction>[0];
type RecyclingDbRow = Parameters<typeof toRecycling>[0];

/** Any of the columns contains the keyword (case-insensitive, literally). */
export const likeAny = (columns: string[], keyword: string) => {
  const pattern = containsPattern(keyword);
  return sql<boolean>`(${sql.join(
    columns.map((column) => sql`lower(${sql.ref(column)}) like ${pattern} escape '\\'`),
    sql` or `,
  )})`;
};

/** The document's sender or receiver is a company whose name contains the keyword (no join). */
const partyNameLike = (alias: 't' | 's', keyword: string) => {
  const named = sql`(select c.id from companies c where lower(c.name) like ${containsPattern(keyword)} escape '\\')`;
  return sql<boolean>`(${sql.ref(`${alias}.from_company_id`)} in ${named} or ${sql.ref(`${alias}.to_company_id`)} in ${named})`;
};

/**
 * Ids and times of the documents of `alias` the company sent ('out'), receives ('in') or either, each
 * side on its own index: `from = ? or to = ?` can use neither index's order. A document a company sent
 * itself is counted once (on the sent side).
 */
function sentOrReceivedKeys(
  db: DbOrTrx,
  alias: 't' | 's',
  companyId: string,
  direction: 'in' | 'out' | undefined,
  filter: (side: DocumentSelect) => DocumentSelect,
): DocumentKeys {
  const table = sql.table(alias === 't' ? 'transfers' : 'shipments').as(alias);
  const side = (where: RawBuilder<boolean>) =>
    filter(
      stockDb(db)
        .selectFrom(table)
        .select([
          sql.ref<string>(`${alias}.id`).as('id'),
          sql.ref<number>(`${alias}.created_at`).as('created_at'),
        ])
        .where(where) as DocumentSelect,
    );
  const from = sql.ref(`${alias}.from_company_id`);
  const to = sql.ref(`${alias}.to_company_id`);
  const sent = side(sql<boolean>`${from} = ${companyId}`);
  if (direction === 'out') return sent;
  if (direction === 'in') return side(sql<boolean>`${to} = ${companyId}`);
  return [sent, side(sql<boolean>`${to} = ${companyId} and ${from} <> ${companyId}`)];
}

/** customerStock/searchAllocationList: transfers the company sent or receives. */
export function transferList(
  db: DbOrTrx,
  companyId: string,
  query: Filters<TransferQuery>,
): KeyedList<TransferDbRow, Transfer> {
  const { from, to } = dayWindow(query);
  const keyword = query.keyword?.trim();
  const keys = sentOrReceivedKeys(db, 't', companyId, query.direction, (side) => {
    let filtered = side;
    if (query.status) filtered = filtered.where('t.status', '=', query.status);
    if (query.trayTypeCode) filtered = filtered.where('t.tray_type_code', '=', query.trayTypeCode);
    if (from !== undefined) filtered = filtered.where('t.created_at', '>=', from);
    if (to !== undefined) filtered = filtered.where('t.created_at', '<', to);
    if (keyword)
      filtered = filtered.where((eb) =>
        eb.or([likeAny(['t.document_no'], keyword), partyNameLike('t', keyword)]),
      );
    return filtered;
  });
  return {
    keys,
    rowsOf: (ids) => selectTransfers(db).where('t.id', 'in', ids).execute(),
    map: (row) => toTransfer(row, companyId),
  };
}

/** consumerStock/searchShipmentList and downstreamCustomer/searchLogisticsItem: shipments from or to the company. */
export function shipmentList(
  db: DbOrTrx,
  companyId: string,
  query: Filters<ShipmentQuery>,
): KeyedList<ShipmentDbRow, Shipment> {
  const { from, to } = dayWindow(query);
  const keyword = query.keyword?.trim();
  const keys = sentOrReceivedKeys(db, 's', companyId, query.direction, (side) => {
    let filtered = side;
    if (query.type) filtered = filtered.where('s.type', '=', query.type);
    if (query.status) filtered = filtered.where('s.status', '=', query.status);
    if (from !== undefined) filtered = filtered.where('s.created_at', '>=', from);
    if (to !== undefined) filtered = filtered.where('s.created_at', '<', to);
    if (keyword)
      filtered = filtered.where((eb) =>
        eb.or([likeAny(['s.document_no', 's.plate_number'], keyword), partyNameLike('s', keyword)]),
      );
    return filtered;
  });
  return { keys, rowsOf: (ids) => selectShipments(db).where('s.id', 'in', ids).execute(), map: toShipment };
}

/** consumerStock/searchDeductionList: deductions charged to the company. */
export function deductionList(
  db: DbOrTrx,
  companyId: string,
  query: Filters<DeductionQuery>,
): KeyedList<DeductionDbRow, Deduction> {
  const { from, to } = dayWindow(query);
  let filtered = stockDb(db)
    .selectFrom('deductions as d')
    .select(['d.id', 'd.created_at'])
    .where('d.owner_company_id', '=', companyId);
  if (query.holderCompanyId) filtered = filtered.where('d.holder_company_id', '=', query.holderCompanyId);
  if (query.trayTypeCode) filtered = filtered.where('d.tray_type_code', '=', query.trayTypeCode);
  if (from !== undefined) filtered = filtered.where('d.created_at', '>=', from);
  if (to !== undefined) filtered = filtered.where('d.created_at', '<', to);
  return {
    keys: filtered,
    rowsOf: (ids) => selectDeductions(db).where('d.id', 'in', ids).execute(),
    map: toDeduction,
  };
}

export interface RecyclingFilters {
  status?: RecyclingApplication['status'];
  trayTypeCode?: string;
  dateStart?: string;
  dateEnd?: string;
}

/** consumerStock/searchRecyclingList and recycle/searchList: the company's recycling applications. */
export function recyclingList(
  db: DbOrTrx,
  companyId: string,
  query: RecyclingFilters,
): KeyedList<RecyclingDbRow, RecyclingApplication> {
  const { from, to } = dayWindow(query);
  let filtered = stockDb(db)
    .selectFrom('recycling_applications as r')
    .select(['r.id', 'r.created_at'])
    .where('r.company_id', '=', companyId);
  if (query.status) filtered = filtered.where('r.status', '=', query.status);
  if (query.trayTypeCode) filtered = filtered.where('r.tray_type_code', '=', query.trayTypeCode);
  if (from !== undefined) filtered = filtered.where('r.created_at', '>=', from);
  if (to !== undefined) filtered = filtered.where('r.created_at', '<', to);
  return {
    keys: filtered,
    rowsOf: (ids) => selectRecyclings(db).where('r.id', 'in', ids).execute(),
    map: toRecycling,
  };
}
