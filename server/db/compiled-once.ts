import { CompiledQuery, type Compilable, type Kysely } from 'kysely';

const STAND_IN = '\u0000compiled-once:';

interface Compiled {
  sql: string;
  /** Each parameter: the key of the argument in its place, or a constant the builder put in the query. */
  slots: (string | { value: unknown })[];
}

/** Arguments by key: a tuple (keys '0', '1', …) or a record. */
type Args = Readonly<Record<string, unknown>> | readonly unknown[];

/**
 * What the SQL built from `args`' stand-ins depends on besides the shape: their keys, and each falsy
 * value itself (a falsy argument is given to the builder as it is, see {@link compiledRuns}).
 */
const argsKey = (args: Args): string =>
  Object.entries(args)
    .map(([key, value]) => `${key}=${value ? '' : value === undefined ? 'undefined' : JSON.stringify(value)}`)
    .join(',');

/** The stand-in of each truthy argument, every falsy one as it is. */
function standInsOf<A extends Args>(args: A): A {
  const standIn = (value: unknown, key: string | number) => (value ? `${STAND_IN}${key}` : value);
  if (Array.isArray(args)) return args.map(standIn) as unknown as A;
  return Object.fromEntries(Object.entries(args).map(([key, value]) => [key, standIn(value, key)])) as A;
}

function compile(query: Compilable<unknown>): Compiled {
  const { sql, parameters } = query.compile();
  const slots = parameters.map((value) =>
    typeof value === 'string' && value.startsWith(STAND_IN) ? value.slice(STAND_IN.length) : { value },
  );
  return { sql, slots };
}

/**
 * Queries whose SQL Kysely compiles once per database and shape instead of at every call. Kysely builds
 * and compiles each query anew, and for the session lookup that every logged-in request runs, building it
 * took six times as long as running it (0.23 ms against 0.04 ms on SQLite, bench/RESULTS.md); a list
 * query's joins and subqueries cost more still. `run(db, shape, args, build)` calls `build` once per
 * database, shape (a string: what changes the SQL's text, e.g. which filters are set and the sort) and
 * falsy argument, with a stand-in for each truthy argument; each call then runs that SQL with its own
 * arguments in the stand-ins' places. A builder may test whether an argument is set and pass it on as a
 * value, never look into it or transform it (compute it before): a falsy argument is given as it is
 * and is part of the shape, so the builder may also test or write it.
 */
export function compiledRuns() {
  const compiled = new WeakMap<object, Map<string, Compiled>>();
  return async <A extends Args, Row>(
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any database's queries
    db: Kysely<any>,
    shape: string,
    args: A,
    build: (standIns: A) => Compilable<Row>,
  ): Promise<Row[]> => {
    const shapes = compiled.get(db) ?? compiled.set(db, new Map()).get(db)!;
    const key = `${shape}|${argsKey(args)}`;
    let query = shapes.get(key);
    if (!query) {
      query = compile(build(standInsOf(args)));
      shapes.set(key, query);
    }
    const values = args as Readonly<Record<string, unknown>>;
    const parameters = query.slots.map((slot) => (typeof slot === 'string' ? values[slot] : slot.value));
    return (await db.executeQuery<Row>(CompiledQuery.raw(query.sql, parameters))).rows;
  };
}

/**
 * A query compiled once per database and shape (see {@link compiledRuns}), its arguments positional:
 * `build` is called with the shape and a stand-in per argument.
 */
export function compiledPerShape<DB, S, A extends readonly unknown[], Row>(
  build: (db: Kysely<DB>, shape: S, ...args: A) => Compilable<Row>,
) {
  const run = compiledRuns();
  return (db: Kysely<DB>, shape: S, ...args: A): Promise<Row[]> =>
    run(db, JSON.stringify(shape) ?? '', args, (standIns) => build(db, shape, ...standIns));
}

/** {@link compiledPerShape} for a query of one shape. */
export function compiledOnce<DB, A extends readonly unknown[], Row>(
  build: (db: Kysely<DB>, ...args: A) => Compilable<Row>,
) {
  const run = compiledPerShape((db: Kysely<DB>, _shape: null, ...args: A) => build(db, ...args));
  return (db: Kysely<DB>, ...args: A): Promise<Row[]> => run(db, null, ...args);
}
