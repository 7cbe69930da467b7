import type { Transaction } from 'kysely';
import type { Clock } from '../../deps';
import type { Database, DbOrTrx } from '../../db/schema';

/**
 * What the document services need: a database handle and the clock. Routes pass the app's; the seed
 * and the bench may pass an open transaction (the services then write inside it) and a clock of their own.
 */
export interface LedgerDeps {
  db: DbOrTrx;
  clock: Clock;
}

/** The company acting: the session's company on a route, any company id from a seed or the bench. */
export interface Actor {
  companyId: string;
}

/** Runs `work` in a new transaction, or inside the caller's when the handle already is one. */
export function inTransaction<T>(db: DbOrTrx, work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db as Transaction<Database>) : db.transaction().execute(work);
}

/** Instants on the wire are ISO 8601 UTC. */
export const iso = (epochMs: number): string => new Date(epochMs).toISOString();
export const isoOrNull = (epochMs: number | null): string | null => (epochMs === null ? null : iso(epochMs));
