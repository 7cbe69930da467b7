/**
 * Lists of documents paged newest first without sorting a company's whole set: a list is the keys its
 * filters select (ids and creation times, one select per index-ordered side), and a page of ids becomes
 * rows (with their names) only for those ids. Stock's document lists and the freight lists page this way.
 * Each list's queries are compiled once per shape (compiledRuns): building them with Kysely at every
 * call cost more CPU than the database spent running them (bench/RESULTS.md, issue 16).
 */
import { PostgresAdapter, sql, type Compilable, type SelectQueryBuilder } from 'kysely';
import type { Page } from '../../../src/contract/envelope';
import type { Session } from '../../auth/sessions';
import type { ServerConfig } from '../../config';
import { compiledRuns } from '../../db/compiled-once';
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
 * How a list's keys are built from its shape (what changes the SQL's text: a direction, a kind) and its
 * values (the filters' values, each given as a stand-in while the SQL is compiled: see compiledRuns). A
 * function defined once, at module level: its SQL is kept per shape. Value names beginning with `$` are
 * the pages' own.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each list's own shape and values
export type KeysBuilder<S = any, V = any> = (db: DbOrTrx, shape: S, values: V) => DocumentKeys;

/**
 * The values most lists' keys are built from (see shapedKeys): the viewer's company and each common
 * filter's value, unset when the filter is not given. Lists extend it with their own filters.
 */
export interface ListValues extends Record<string, unknown> {
  companyId: string;
  status?: string;
  warehouseId?: string;
  trayTypeCode?: string;
  from?: number;
  to?: number;
  pattern?: string;
}

/** A list's keys: how they are built, with which shape and values. */
export interface ShapedKeys {
  build: KeysBuilder;
  shape: unknown;
  values: Readonly<Record<string, unknown>>;
}

export const shapedKeys = <S, V extends Record<string, unknown>>(
  build: KeysBuilder<S, V>,
  shape: S,
  values: V,
): ShapedKeys => ({ build, shape, values });

/**
 * How a page's keys are merged from the sides. 'compound': `side UNION ALL side ORDER BY … LIMIT …
 * OFFSET …`, which SQLite answers by merging the sides in their index order; PostgreSQL plans it as an
 * Append and a Sort of both whole sides. 'limited': each side read in index order up to the page's end,
 * those merged and sorted, which PostgreSQL runs as a Merge Append, but SQLite sorts every key up to a
 * deep page in a temporary b-tree (page 500 of the transfer list about 5× slower: bench/RESULTS.md).
 */
export type KeyMerge = 'compound' | 'limited';

export const keyMergeOf = (db: DbOrTrx): KeyMerge =>
  db.getExecutor().adapter instanceof PostgresAdapter ? 'limited' : 'compound';

/**
 * A page of keys: `limit` of them after `offset` ones (newest first, ties by id), or after `cursor`;
 * `depth` is offset + limit (given, not computed, so that it can be a stand-in).
 */
export interface KeyWindow {
  limit: number;
  depth: number;
  offset?: number;
  cursor?: TimeKey;
}

/** The keys of `window`, merged from the sides as `merge` says. */
export function newestKeys(db: DbOrTrx, keys: DocumentKeys, merge: KeyMerge, window: KeyWindow) {
  const { cursor } = window;
  const sides = sidesOf(keys).map((side) => {
    const after = cursor
      ? (db
          .selectFrom(side.as('k'))
          .select(['k.id', 'k.created_at'])
          .where(olderThan('k.created_at', 'k.id', cursor)) as DocumentSelect)
      : side;
    if (merge === 'compound') return after;
    const limited = after.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(window.depth);
    return db.selectFrom(limited.as('s')).select(['s.id', 's.created_at']) as DocumentSelect;
  });
  const [first, ...rest] = sides as [DocumentSelect, ...DocumentSelect[]];
  const union = rest.reduce((all, side) => all.unionAll(side), first);
  const merged = merge === 'compound' ? union : db.selectFrom(union.as('u')).select(['u.id', 'u.created_at']);
  const page = merged.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(window.limit);
  return window.offset === undefined ? page : page.offset(window.offset);
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
  keys: ShapedKeys;
  rowsOf: (ids: string[]) => Promise<R[]>;
  map: (row: R) => T;
}

/** The compiled queries of each keys builder. */
const runsOf = new WeakMap<KeysBuilder, ReturnType<typeof compiledRuns>>();

/** Runs the query `query` makes of the list's keys, compiled once per builder, `kind`, shape and set values. */
function runOnKeys<V extends Record<string, unknown>, Row>(
  db: DbOrTrx,
  { build, shape, values }: ShapedKeys,
  kind: string,
  windowValues: V,
  query: (keys: DocumentKeys, window: V) => Compilable<Row>,
): Promise<Row[]> {
  const run = runsOf.get(build) ?? runsOf.set(build, compiledRuns()).get(build)!;
  return run(db, `${kind} ${JSON.stringify(shape)}`, { ...values, ...windowValues }, (standIns) =>
    query(build(db, shape, standIns), standIns),
  );
}

/** How many documents the keys select: each side counted on its own index, in one query. */
async function countOf(db: DbOrTrx, keys: ShapedKeys): Promise<number> {
  const [counts] = await runOnKeys(db, keys, 'count', {}, (built) =>
    db.selectNoFrom(
      sidesOf(built).map((side, index) =>
        db
          .selectFrom(side.as('k'))
          .select(sql<number>`count(*)`.as('total'))
          .as(`side${index}`),
      ),
    ),
  );
  return Object.values(counts ?? {}).reduce((total: number, count) => total + Number(count), 0);
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
  const total = await countOf(db, list.keys);
  const offset = (paging.pageNum - 1) * paging.pageSize;
  const window = { $limit: paging.pageSize, $offset: offset, $depth: offset + paging.pageSize };
  const merge = keyMergeOf(db);
  const page = await runOnKeys(db, list.keys, `page ${merge}`, window, (keys, { $limit, $offset, $depth }) =>
    newestKeys(db, keys, merge, { limit: $limit, offset: $offset, depth: $depth }),
  );
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
  const merge = keyMergeOf(db);
  let cursor: TimeKey | undefined;
  for (;;) {
    const window = { $limit: batchSize, $time: cursor?.time, $id: cursor?.id };
    const batch = await runOnKeys(db, list.keys, `batch ${merge}`, window, (keys, { $limit, $time, $id }) =>
      newestKeys(db, keys, merge, {
        limit: $limit,
        depth: $limit,
        cursor: $id === undefined ? undefined : { time: $time as number, id: $id },
      }),
    );
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
 * A keyed list's `rowsOf`, its SQL compiled once per size class: the ids are padded to a power of two by
 * repeating the last (which `in` ignores), so a few queries serve every page and batch size.
 */
export function rowsById<R>(build: (db: DbOrTrx, ids: string[]) => Compilable<R>) {
  const run = compiledRuns();
  return (db: DbOrTrx, ids: readonly string[]): Promise<R[]> => {
    const size = 2 ** Math.ceil(Math.log2(ids.length));
    const padded = Array.from({ length: size }, (_, index) => ids[Math.min(index, ids.length - 1)]!);
    return run(db, '', padded, (standIns) => build(db, standIns));
  };
}

/**
 * The `run` and `exportRows` of a registerPagedList definition for a keyed list of the session's
 * company: a counted page, and keyset batches for the export. A list whose rows show a setting of the
 * server (a transfer's dispute window) reads it from `config`.
 */
export const keyedList = <F, R extends { id: string }, T>(
  listOf: (db: DbOrTrx, companyId: string, filters: F, config: ServerConfig) => KeyedList<R, T>,
) => ({
  run: (deps: AppDeps, session: Session, filters: F, paging: Paging) =>
    paged(deps.db, listOf(deps.db, session.companyId, filters, deps.config), paging),
  exportRows: (deps: AppDeps, session: Session, filters: F) =>
    everyDocument(deps.db, listOf(deps.db, session.companyId, filters, deps.config)),
});
