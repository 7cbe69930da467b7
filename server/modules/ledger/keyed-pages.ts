/**
 * Lists of documents paged newest first without sorting a company's whole set: a list is the keys its
 * filters select (ids and creation times, one select per index-ordered side), and a page of ids becomes
 * rows (with their names) only for those ids. Stock's document lists and the freight lists page this way.
 */
import { sql, type SelectQueryBuilder } from 'kysely';
import type { Page } from '../../../src/contract/envelope';
import type { Session } from '../../auth/sessions';
import type { DbOrTrx } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { pageOf, type Paging } from './filters';
import { olderThan, type TimeKey } from './paging';

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
      ? db
          .selectFrom(side.as('k'))
          .selectAll()
          .where(olderThan('k.created_at', 'k.id', cursor))
      : side;
    return db
      .selectFrom(after.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).as('s'))
      .select(['s.id', 's.created_at']);
  });
  const [first, ...rest] = sides as [(typeof sides)[number], ...typeof sides];
  const union = rest.reduce((all, side) => all.unionAll(side), first);
  return db
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
): Promise<Page<T>> {
  let total = 0;
  for (const side of sidesOf(list.keys)) {
    const counted = await db
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
