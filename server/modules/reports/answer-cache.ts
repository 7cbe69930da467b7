import { sql } from 'kysely';
import type { DbOrTrx } from '../../db/schema';
import { ledgerDb } from '../ledger';
import { stockDb } from '../stock';

/** Answers kept per API node; a year's chart of a large company is about 30 KB. */
const MAX_ANSWERS = 128;

interface Kept {
  version: string;
  answer: Promise<unknown>;
}

/** One cache per database handle: test servers in one process (and their copies of one seed) never share answers. */
const caches = new WeakMap<object, Map<string, Kept>>();

function cacheOf(db: DbOrTrx): Map<string, Kept> {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map()));
  return cache;
}

/**
 * The stock version of the holders: the number of their balances, Σ entry_count (every ledger entry
 * adds one), the newest balance change, the sums of the balances' counters and the newest warehouse edit
 * (the answers carry warehouse names and counts).
 * Two indexed aggregates over the holders' rows, a few milliseconds even for a company of 150 balances.
 */
async function stockVersion(db: DbOrTrx, holders: readonly string[]): Promise<string> {
  if (holders.length === 0) return 'none';
  const [balances, warehouses] = await Promise.all([
    ledgerDb(db)
      .selectFrom('stock_balances')
      .select([
        sql<number | string>`count(*)`.as('balances'),
        sql<number | string | null>`sum(entry_count)`.as('entries'),
        sql<number | string | null>`max(updated_at)`.as('changed'),
        // The counters too: two changes in one millisecond that move no pallet still change a sum.
        sql<string>`concat(sum(on_hand), '/', sum(in_transit), '/', sum(awaiting_signature), '/', sum(reserved))`.as(
          'counters',
        ),
      ])
      .where('holder_company_id', 'in', holders)
      .executeTakeFirstOrThrow(),
    stockDb(db)
      .selectFrom('warehouses')
      .select(sql<number | string | null>`max(updated_at)`.as('edited'))
      .where('company_id', 'in', holders)
      .executeTakeFirstOrThrow(),
  ]);
  return [balances.balances, balances.entries, balances.changed, balances.counters, warehouses.edited].join(
    '/',
  );
}

/**
 * A report answer computed once per stock version of its holders. A chart over a year reads one roll-up
 * row per balance, kind and day — tens of thousands for a company with many warehouses, 100–400 ms of
 * work (bench/RESULTS.md, issue 14) — and is the same answer for every user of the company until a
 * balance of theirs changes. Each request still reads the version from the database, so an answer is
 * never older than the ledger on any API node, and identical requests that arrive together share one
 * computation (the promise is kept, not the value; a failure is not kept).
 */
export async function keptAnswer<T>(
  db: DbOrTrx,
  key: string,
  holders: readonly string[],
  compute: () => Promise<T>,
): Promise<T> {
  const kept = cacheOf(db);
  const version = await stockVersion(db, holders);
  const known = kept.get(key);
  if (known?.version === version) {
    // Most recently used last: the oldest entry is the first to go.
    kept.delete(key);
    kept.set(key, known);
    return known.answer as Promise<T>;
  }
  const answer = compute();
  kept.set(key, { version, answer });
  answer.catch(() => {
    if (kept.get(key)?.answer === answer) kept.delete(key);
  });
  if (kept.size > MAX_ANSWERS) kept.delete(kept.keys().next().value as string);
  return answer;
}
