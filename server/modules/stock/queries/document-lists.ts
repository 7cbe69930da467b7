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
import type { ServerConfig } from '../../../config';
import type { DbOrTrx } from '../../../db/schema';
import { selectDeductions, toDeduction } from '../documents/deduction/read';
import { selectRecyclings, toRecycling } from '../documents/recycling/read';
import { selectShipments, toShipment } from '../documents/shipment/read';
import { selectTransfers, toTransfer } from '../documents/transfer/read';
import { stockDb } from '../tables';
import {
  dayWindow,
  keywordPattern,
  likeLower,
  rowsById,
  shapedKeys,
  type DocumentKeys,
  type DocumentSelect,
  type KeyedList,
  type ListValues,
} from '../../ledger';

type Filters<Q> = Omit<Q, 'pageNum' | 'pageSize'>;
type TransferDbRow = Parameters<typeof toTransfer>[0];
type ShipmentDbRow = Parameters<typeof toShipment>[0];
type DeductionDbRow = Parameters<typeof toDeduction>[0];
type RecyclingDbRow = Parameters<typeof toRecycling>[0];

/** Any of the columns contains the keyword whose containsPattern is `pattern` (case-insensitive, literally). */
export const likeAny = (columns: string[], pattern: string) =>
  sql<boolean>`(${sql.join(
    columns.map((column) => likeLower(column, pattern)),
    sql` or `,
  )})`;

/** The document's sender or receiver is a company whose name is like `pattern` (no join). */
const partyNameLike = (alias: 't' | 's', pattern: string) => {
  const named = sql`(select c.id from companies c where lower(c.name) like ${pattern} escape '\\')`;
  return sql<boolean>`(${sql.ref(`${alias}.from_company_id`)} in ${named} or ${sql.ref(`${alias}.to_company_id`)} in ${named})`;
};

type Direction = 'in' | 'out' | undefined;

/**
 * Ids and times of the documents of `alias` the company sent ('out'), receives ('in') or either, each
 * side on its own index: `from = ? or to = ?` can use neither index's order. A document a company sent
 * itself is counted once (on the sent side).
 */
function sentOrReceivedKeys(
  db: DbOrTrx,
  alias: 't' | 's',
  companyId: string,
  direction: Direction,
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

/** The values of a document list's keys: a shipment's type besides the common filters. */
interface DocumentValues extends ListValues {
  type?: string;
}

/** The keys of transfers the company sent or receives, as the filters narrow them. */
const transferKeys = (db: DbOrTrx, direction: Direction, values: DocumentValues) =>
  sentOrReceivedKeys(db, 't', values.companyId, direction, (side) => {
    let filtered = side;
    if (values.status) filtered = filtered.where('t.status', '=', values.status);
    if (values.trayTypeCode) filtered = filtered.where('t.tray_type_code', '=', values.trayTypeCode);
    if (values.from !== undefined) filtered = filtered.where('t.created_at', '>=', values.from);
    if (values.to !== undefined) filtered = filtered.where('t.created_at', '<', values.to);
    if (values.pattern) {
      const { pattern } = values;
      filtered = filtered.where((eb) =>
        eb.or([likeAny(['t.document_no'], pattern), partyNameLike('t', pattern)]),
      );
    }
    return filtered;
  });

const transferRows = rowsById((db, ids) => selectTransfers(db).where('t.id', 'in', ids));

/** customerStock/searchAllocationList: transfers the company sent or receives. */
export function transferList(
  db: DbOrTrx,
  companyId: string,
  query: Filters<TransferQuery>,
  config: Pick<ServerConfig, 'transferDisputeDays'>,
): KeyedList<TransferDbRow, Transfer> {
  const { from, to } = dayWindow(query);
  return {
    keys: shapedKeys(transferKeys, query.direction, {
      companyId,
      status: query.status,
      trayTypeCode: query.trayTypeCode,
      from,
      to,
      pattern: keywordPattern(query.keyword),
    }),
    rowsOf: (ids) => transferRows(db, ids),
    map: (row) => toTransfer(row, companyId, config.transferDisputeDays),
  };
}

/** The keys of shipments from or to the company, as the filters narrow them. */
const shipmentKeys = (db: DbOrTrx, direction: Direction, values: DocumentValues) =>
  sentOrReceivedKeys(db, 's', values.companyId, direction, (side) => {
    let filtered = side;
    if (values.type) filtered = filtered.where('s.type', '=', values.type);
    if (values.status) filtered = filtered.where('s.status', '=', values.status);
    if (values.from !== undefined) filtered = filtered.where('s.created_at', '>=', values.from);
    if (values.to !== undefined) filtered = filtered.where('s.created_at', '<', values.to);
    if (values.pattern) {
      const { pattern } = values;
      filtered = filtered.where((eb) =>
        eb.or([likeAny(['s.document_no', 's.plate_number'], pattern), partyNameLike('s', pattern)]),
      );
    }
    return filtered;
  });

const shipmentRows = rowsById((db, ids) => selectShipments(db).where('s.id', 'in', ids));

/** consumerStock/searchShipmentList and downstreamCustomer/searchLogisticsItem: shipments from or to the company. */
export function shipmentList(
  db: DbOrTrx,
  companyId: string,
  query: Filters<ShipmentQuery>,
): KeyedList<ShipmentDbRow, Shipment> {
  const { from, to } = dayWindow(query);
  return {
    keys: shapedKeys(shipmentKeys, query.direction, {
      companyId,
      type: query.type,
      status: query.status,
      from,
      to,
      pattern: keywordPattern(query.keyword),
    }),
    rowsOf: (ids) => shipmentRows(db, ids),
    map: toShipment,
  };
}

/** The keys of deductions charged to the company, as the filters narrow them. */
const deductionKeys = (db: DbOrTrx, _shape: null, values: DocumentValues & { holderCompanyId?: string }) => {
  let filtered = stockDb(db)
    .selectFrom('deductions as d')
    .select(['d.id', 'd.created_at'])
    .where('d.owner_company_id', '=', values.companyId);
  if (values.holderCompanyId) filtered = filtered.where('d.holder_company_id', '=', values.holderCompanyId);
  if (values.trayTypeCode) filtered = filtered.where('d.tray_type_code', '=', values.trayTypeCode);
  if (values.from !== undefined) filtered = filtered.where('d.created_at', '>=', values.from);
  if (values.to !== undefined) filtered = filtered.where('d.created_at', '<', values.to);
  return filtered;
};

const deductionRows = rowsById((db, ids) => selectDeductions(db).where('d.id', 'in', ids));

/** consumerStock/searchDeductionList: deductions charged to the company. */
export function deductionList(
  db: DbOrTrx,
  companyId: string,
  query: Filters<DeductionQuery>,
): KeyedList<DeductionDbRow, Deduction> {
  const { from, to } = dayWindow(query);
  return {
    keys: shapedKeys(deductionKeys, null, {
      companyId,
      holderCompanyId: query.holderCompanyId,
      trayTypeCode: query.trayTypeCode,
      from,
      to,
    }),
    rowsOf: (ids) => deductionRows(db, ids),
    map: toDeduction,
  };
}

export interface RecyclingFilters {
  status?: RecyclingApplication['status'];
  trayTypeCode?: string;
  dateStart?: string;
  dateEnd?: string;
}

/** The keys of the company's recycling applications, as the filters narrow them. */
const recyclingKeys = (db: DbOrTrx, _shape: null, values: DocumentValues) => {
  let filtered = stockDb(db)
    .selectFrom('recycling_applications as r')
    .select(['r.id', 'r.created_at'])
    .where('r.company_id', '=', values.companyId);
  if (values.status)
    filtered = filtered.where('r.status', '=', values.status as RecyclingApplication['status']);
  if (values.trayTypeCode) filtered = filtered.where('r.tray_type_code', '=', values.trayTypeCode);
  if (values.from !== undefined) filtered = filtered.where('r.created_at', '>=', values.from);
  if (values.to !== undefined) filtered = filtered.where('r.created_at', '<', values.to);
  return filtered;
};

const recyclingRows = rowsById((db, ids) => selectRecyclings(db).where('r.id', 'in', ids));

/** consumerStock/searchRecyclingList and recycle/searchList: the company's recycling applications. */
export function recyclingList(
  db: DbOrTrx,
  companyId: string,
  query: RecyclingFilters,
): KeyedList<RecyclingDbRow, RecyclingApplication> {
  const { from, to } = dayWindow(query);
  return {
    keys: shapedKeys(recyclingKeys, null, {
      companyId,
      status: query.status,
      trayTypeCode: query.trayTypeCode,
      from,
      to,
    }),
    rowsOf: (ids) => recyclingRows(db, ids),
    map: toRecycling,
  };
}
