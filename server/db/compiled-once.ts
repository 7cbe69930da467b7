import { CompiledQuery, type Compilable, type Kysely } from 'kysely';

interface Compiled {
  sql: string;
  /** Each parameter: the index of the argument in its place, or a constant the builder put in the query. */
  slots: (number | { value: unknown })[];
}

/**
 * A query whose SQL Kysely compiles once per database and shape instead of at every call. Kysely builds
 * and compiles each query anew, and for the session lookup that every logged-in request runs, building it
 * took six times as long as running it (0.23 ms against 0.04 ms on SQLite, bench/RESULTS.md); a list
 * query's joins and subqueries cost more still. The shape is what changes the SQL's text (which filters
 * are set, the sort): `build` is called once per shape, with a placeholder per argument, and each call
 * then runs that SQL with its own arguments in the placeholders' positions. Every value that varies
 * within a shape must be an argument, passed as it is (computed before, never transformed in `build`).
 */
export function compiledPerShape<DB, S, A extends readonly unknown[], Row>(
  arity: A['length'],
  build: (db: Kysely<DB>, shape: S, ...args: A) => Compilable<Row>,
) {
  const compiled = new WeakMap<object, Map<string, Compiled>>();
  const placeholders = Array.from({ length: arity }, (_, index) => `\u0000compiled-once:${index}`);
  return async (db: Kysely<DB>, shape: S, ...args: A): Promise<Row[]> => {
    const shapes = compiled.get(db) ?? compiled.set(db, new Map()).get(db)!;
    const key = JSON.stringify(shape) ?? '';
    let query = shapes.get(key);
    if (!query) {
      const { sql, parameters } = build(db, shape, ...(placeholders as unknown as A)).compile();
      const slots = parameters.map((value) => {
        const index = placeholders.indexOf(value as string);
        return index >= 0 ? index : { value };
      });
      query = { sql, slots };
      shapes.set(key, query);
    }
    const parameters = query.slots.map((slot) => (typeof slot === 'number' ? args[slot] : slot.value));
    return (await db.executeQuery<Row>(CompiledQuery.raw(query.sql, parameters))).rows;
  };
}

/** {@link compiledPerShape} for a query of one shape. */
export function compiledOnce<DB, A extends readonly unknown[], Row>(
  arity: A['length'],
  build: (db: Kysely<DB>, ...args: A) => Compilable<Row>,
) {
  const run = compiledPerShape(arity, (db: Kysely<DB>, _shape: null, ...args: A) => build(db, ...args));
  return (db: Kysely<DB>, ...args: A): Promise<Row[]> => run(db, null, ...args);
}
