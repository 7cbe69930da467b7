import { sql, type RawBuilder, type SelectQueryBuilder } from 'kysely';
import type {
  Deduction,
  DeductionQuery,
  PageOf,
  RecyclingApplication,
  Shipment,
  ShipmentQuery,
  Transfer,
  TransferQuery,
} from '../../../../src/contract/stock';
import type { Session } from '../../../auth/sessions';
import type { DbOrTrx } from '../../../db/schema';
import type { AppDeps } from '../../../deps';
import { selectDeductions, toDeduction } from '../documents/deduction/read';
import { selectRecyclings, toRecycling } from '../documents/recycling/read';
import { selectShipments, toShipment } from '../documents/shipment/read';
import { selectTransfers, toTransfer } from '../documents/transfer/read';
import { stockDb } from '../tables';
import { containsPattern, dayWindow, olderThan, pageOf, type Paging, type TimeKey } from '../../ledger';

type Filters<Q> = Omit<Q, 'pageNum' | 'pageSize'>;
type TransferDbRow = Parameters<typeof toTransfer>[0];
type ShipmentDbRow = Parameters<typeof toShipment>[0];
type DeductionDbRow = Parameters<typeof toDeduction>[0];
type RecyclingDbRow = Parameters<typeof toRecycling>[0];

// A select on one document table (aliased), filters added one by one; typed loosely as the tables differ.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type DocumentSelect = SelectQueryBuilder<any, any, { id: string; created_at: number }>;

/**
 * The documents of a list: one select of ids and creation times on one document table, or several
 * disjoint ones (a company's sent and received documents, each on its own index) whose union is the list.
 */
export type DocumentKeys = DocumentSelect | readonly DocumentSelect[];

const sidesOf = (keys: DocumentKeys): readonly DocumentSelect[] =>
  (Array.isArray(keys) ? keys : [keys]) as DocumentSelect[];

/**
 * The `limit` newest documents of the keys after `cursor` (newest first, ties by id): each side is
 * read in index order up to `limit` rows and only those are merged, so a first page never sorts the
 * whole union (a union of two sides ordered as a whole was 5.7 ms for 20,000 transfers: bench/RESULTS.md).
 */
function newestKeys(db: DbOrTrx, keys: DocumentKeys, limit: number, cursor?: TimeKey) {
  const sides = sidesOf(keys).map((side) => {
    const after = cursor
      ? stockDb(db)
          .selectFrom(side.as('k'))
          .selectAll()
          .where(olderThan('k.created_at', 'k.id', cursor))
      : side;
    return stockDb(db)
      .selectFrom(after.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).as('s'))
      .select(['s.id', 's.created_at']);
  });
  const [first, ...rest] = sides as [(typeof sides)[number], ...typeof sides];
  const union = rest.reduce((all, side) => all.unionAll(side), first);
  return stockDb(db)
    .selectFrom(union.as('u'))
    .select(['u.id', 'u.created_at'])
    .orderBy('u.created_at', 'desc')
    .orderBy('u.id', 'desc');
}

/** The rows of `ids` in that order: the list's `rowsOf` reads them (with their names) in any order. */
async function inOrder<R extends { id: string }, T>(
  ids: readonly string[],
  { rowsOf, map }: Pick<KeyedList<R, T>, 'rowsOf' | 'map'>,
): Promise<T[]> {
  const rows = ids.length > 0 ? await rowsOf([...ids]) : [];
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => map(byId.get(id) as R));
}

/** A list of documents: the keys its filters select, and how a page of ids becomes rows (with their names). */
export interface KeyedList<R extends { id: string }, T> {
  keys: DocumentKeys;
  rowsOf: (ids: string[]) => Promise<R[]>;
  map: (row: R) => T;
}

/**
 * Counts the documents the keys select, chooses the page's ids newest first on the document tables
 * alone, then reads the rows (with their names) of just those ids: the joins never run over the whole
 * filter (bench/RESULTS.md, issue 3).
 */
export async function paged<R extends { id: string }, T>(
  db: DbOrTrx,
  list: KeyedList<R, T>,
  paging: Paging,
): Promise<PageOf<T>> {
  let total = 0;
  for (const side of sidesOf(list.keys)) {
    const counted = await stockDb(db)
      .selectFrom(side.as('k'))
      .select(sql<number>`count(*)`.as('total'))
      .executeTakeFirstOrThrow();
    total += Number(counted.total);
  }
  const offset = (paging.pageNum - 1) * paging.pageSize;
  const page = await newestKeys(db, list.keys, offset + paging.pageSize)
    .limit(paging.pageSize)
    .offset(offset)
    .execute();
  return pageOf(
    await inOrder(
      page.map((row) => row.id),
      list,
    ),
    total,
    paging,
  );
}

/** Rows of documents read per batch of an export. */
const EXPORT_BATCH = 1000;

/**
 * Every document of the list, newest first, in keyset batches on (created_at, id): the export twin of
 * {@link paged}, which never counts nor skips rows (LIMIT/OFFSET pages would make a big export quadratic).
 */
export async function* everyDocument<R extends { id: string }, T>(
  db: DbOrTrx,
  list: KeyedList<R, T>,
  batchSize = EXPORT_BATCH,
): AsyncGenerator<T> {
  // Like keysetBatches, a batch of keys at a time, so that each batch's names are read in one query.
  let cursor: TimeKey | undefined;
  for (;;) {
    const batch = await newestKeys(db, list.keys, batchSize, cursor).limit(batchSize).execute();
    yield* await inOrder(
      batch.map((row) => row.id),
      list,
    );
    const last = batch.at(-1);
    if (batch.length < batchSize || !last) return;
    cursor = { time: last.created_at, id: last.id };
  }
}

/**
 * The `run` and `exportRows` of a registerPagedList definition for a keyed list of the session's
 * company: a counted page, and keyset batches for the export.
 */
export const keyedList = <F, R extends { id: string }, T>(
  listOf: (db: DbOrTrx, companyId: string, filters: F) => KeyedList<R, T>,
) => ({
  run: (deps: AppDeps, session: Session, filters: F, paging: Paging) =>
    paged(deps.db, listOf(deps.db, session.companyId, filters), paging),
  exportRows: (deps: AppDeps, session: Session, filters: F) =>
    everyDocument(deps.db, listOf(deps.db, session.companyId, filters)),
});

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
