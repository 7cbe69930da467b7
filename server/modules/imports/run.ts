import { sql } from 'kysely';
import { IMPORT_BATCH_STATUSES } from '../../../src/contract/imports';
import type { ServerConfig } from '../../config';
import type { DialectName } from '../../db/connect';
import type { Clock } from '../../deps';
import type { DbOrTrx } from '../../db/schema';
import { AppError } from '../../http/envelope';
import { inTransaction } from '../ledger';
import { IMPORT_KIND_DEFINITIONS } from './kinds/all';
import type { RowPayload } from './kinds/kind';
import { inLanes } from './lanes';
import { importRequestId } from './request-id';
import { importBatchStates } from './state';
import { importsDb } from './tables';

/** How a worker writes batches (the runner's defaults; tests shorten them). */
export interface RunOptions {
  /** How long a claim keeps other nodes off a batch; renewed with every chunk. */
  leaseMs: number;
  /** Rows written between two progress updates (and lease renewals). */
  chunkRows: number;
  /**
   * Rows of a chunk written at once, each create on its own pooled connection; started in file order.
   * More than one only pays on PostgreSQL, where a row's dozen short queries otherwise leave the database
   * and the node waiting on each other (bench/import.ts); SQLite has one writer.
   */
  rowsAtOnce: number;
  /** Asked between chunks: true ends the pass, leaving the batch to be resumed (the node is closing). */
  stopping?: () => boolean;
  /**
   * Passes a batch may take: one that keeps ending in an error that is no business refusal (a row the
   * create cannot take at all) is failed at the next claim instead of retried for ever.
   */
  maxClaims: number;
}

/** What a worker may claim: a batch that may start running, or one running whose worker's lease ran out. */
const CLAIMABLE = [
  ...IMPORT_BATCH_STATUSES.filter((status) => importBatchStates.canTransition(status, 'running')),
  'running',
] as const;

const DEFAULT_RUN: RunOptions = { leaseMs: 60_000, chunkRows: 200, rowsAtOnce: 1, maxClaims: 10 };

/**
 * The runner's options on a database: four rows at once on PostgreSQL (measured: 2.2 times one at a
 * time, and eight were no faster on two cores), leaving most of the pool to the requests.
 */
export const runOptionsFor = (dialect: DialectName): RunOptions => ({
  ...DEFAULT_RUN,
  rowsAtOnce: dialect === 'postgres' ? 4 : 1,
});

export interface RunDeps {
  db: DbOrTrx;
  dialect: DialectName;
  clock: Clock;
  /** The server's settings a row's create reads. */
  config: ServerConfig;
}

/**
 * Claims a confirmed (or running, abandoned) batch for `owner` by one conditional UPDATE: only while no
 * other worker's lease is live, so of any number of nodes exactly one writes a batch at a time.
 */
export async function claimBatch(
  deps: RunDeps,
  batchId: string,
  owner: string,
  options: RunOptions,
): Promise<boolean> {
  const now = deps.clock();
  const claimed = await importsDb(deps.db)
    .updateTable('import_batches')
    .set({
      status: 'running',
      lease_owner: owner,
      lease_until: now + options.leaseMs,
      claims: sql`claims + 1`,
    })
    .where('id', '=', batchId)
    .where('status', 'in', CLAIMABLE)
    .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<=', now)]))
    .executeTakeFirst();
  return Number(claimed.numUpdatedRows) === 1;
}

/** Batches waiting for a worker: confirmed, or running under a lease that ran out (its node died). */
export async function dueBatches(deps: RunDeps, limit: number): Promise<string[]> {
  const now = deps.clock();
  const rows = await importsDb(deps.db)
    .selectFrom('import_batches')
    .select('id')
    .where('status', 'in', CLAIMABLE)
    .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<=', now)]))
    .orderBy('confirmed_at')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

interface RowOutcome {
  rowNo: number;
  outcome: 'created' | 'failed';
  documentId: string | null;
  documentNo: string | null;
  reason: string | null;
}

/**
 * Records a chunk's outcomes and the batch's progress in one transaction, only while the lease is still
 * `owner`'s (renewing it); answers false when another worker took the batch over (nothing recorded: it
 * writes the same rows again, and their requestIds make that write nothing new). The rows' outcomes are
 * one statement for the whole chunk, not one per row.
 */
async function recordChunk(
  deps: RunDeps,
  batchId: string,
  owner: string,
  outcomes: readonly RowOutcome[],
  options: RunOptions,
): Promise<boolean> {
  const created = outcomes.filter((row) => row.outcome === 'created').length;
  return inTransaction(deps.db, async (trx) => {
    const now = deps.clock();
    const progressed = await importsDb(trx)
      .updateTable('import_batches')
      .set({
        processed_rows: sql`processed_rows + ${outcomes.length}`,
        succeeded_rows: sql`succeeded_rows + ${created}`,
        failed_rows: sql`failed_rows + ${outcomes.length - created}`,
        lease_until: now + options.leaseMs,
      })
      .where('id', '=', batchId)
      .where('lease_owner', '=', owner)
      .where('status', '=', 'running')
      .executeTakeFirst();
    if (Number(progressed.numUpdatedRows) !== 1) return false;
    if (outcomes.length === 0) return true;
    // A VALUES list named in a WITH clause: both databases take it (SQLite has no column list on a
    // VALUES alias); the casts type PostgreSQL's parameters, which VALUES would read as text.
    const values = sql.join(
      outcomes.map(
        (row) =>
          sql`(cast(${row.rowNo} as integer), cast(${row.outcome} as text), cast(${row.documentId} as text), cast(${row.documentNo} as text), cast(${row.reason} as text))`,
      ),
    );
    await sql`
      with outcome (row_no, outcome, document_id, document_no, reason) as (values ${values})
      update import_rows
      set outcome = outcome.outcome, document_id = outcome.document_id,
        document_no = outcome.document_no, reason = outcome.reason
      from outcome
      where import_rows.batch_id = ${batchId} and import_rows.row_no = outcome.row_no`.execute(trx);
    return true;
  });
}

/** Ends the batch (done once every valid row has an outcome, or failed), while the lease is `owner`'s. */
async function endBatch(
  deps: RunDeps,
  batchId: string,
  owner: string,
  status: 'done' | 'failed',
): Promise<void> {
  await importsDb(deps.db)
    .updateTable('import_batches')
    .set({ status, finished_at: deps.clock(), lease_owner: null, lease_until: null })
    .where('id', '=', batchId)
    .where('lease_owner', '=', owner)
    .where('status', '=', 'running')
    .execute();
}

/**
 * Writes a claimed batch's rows that have no outcome yet, chunk by chunk, each through its kind's own
 * create with the row's deterministic requestId: a row a dead worker wrote but did not record answers its
 * document again instead of writing a second one. Up to `rowsAtOnce` rows are under way at a time,
 * started in file order: where the stock runs short, the rows refused are the last ones, give or take
 * the rows under way together. A row the create refuses (库存不足, a warehouse deleted since the
 * preview…) gets its reason and the batch goes on. Answers whether the batch ended (done, or
 * failed after more than maxClaims passes).
 */
export async function runBatch(
  deps: RunDeps,
  batchId: string,
  owner: string,
  options: RunOptions,
): Promise<boolean> {
  const batch = await importsDb(deps.db)
    .selectFrom('import_batches')
    .select(['kind', 'company_id', 'file_sha256', 'claims'])
    .where('id', '=', batchId)
    .executeTakeFirstOrThrow();
  if (batch.claims > options.maxClaims) {
    await endBatch(deps, batchId, owner, 'failed');
    return true;
  }
  const definition = IMPORT_KIND_DEFINITIONS[batch.kind];
  const actor = { companyId: batch.company_id };
  for (;;) {
    if (options.stopping?.()) return false;
    const rows = await importsDb(deps.db)
      .selectFrom('import_rows')
      .select(['row_no', 'payload'])
      .where('batch_id', '=', batchId)
      .where('payload', 'is not', null)
      .where('outcome', 'is', null)
      .orderBy('row_no')
      .limit(options.chunkRows)
      .execute();
    if (rows.length === 0) {
      await endBatch(deps, batchId, owner, 'done');
      return true;
    }
    const outcomes: RowOutcome[] = [];
    const writeRow = async (row: (typeof rows)[number]): Promise<void> => {
      try {
        const request = {
          ...(JSON.parse(row.payload ?? '{}') as RowPayload),
          requestId: importRequestId(batch.file_sha256, row.row_no),
        };
        const created = await definition.create(deps, actor, request);
        outcomes.push({
          rowNo: row.row_no,
          outcome: 'created',
          documentId: created.id,
          documentNo: created.documentNo,
          reason: null,
        });
      } catch (error) {
        // A business refusal is the row's result; anything else (the database gone) ends the pass, and
        // the batch is resumed once the lease runs out.
        if (!(error instanceof AppError)) throw error;
        outcomes.push({
          rowNo: row.row_no,
          outcome: 'failed',
          documentId: null,
          documentNo: null,
          reason: error.errmsg,
        });
      }
    };
    try {
      await inLanes(rows, options.rowsAtOnce, writeRow);
    } catch (error) {
      // The chunk's rows written so far are recorded first (if the database lets us), so a batch that
      // ends failed shows each document it did write.
      await recordChunk(deps, batchId, owner, outcomes, options).catch(() => false);
      throw error;
    }
    if (!(await recordChunk(deps, batchId, owner, outcomes, options))) return false;
  }
}
