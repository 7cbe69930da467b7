import type SQLite from 'better-sqlite3';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

/** Prepared statements kept per SQL text (the least recently used one is dropped beyond this). */
const CACHED_STATEMENTS = 500;

/**
 * The SQLite file for Kysely with its prepared statements reused: Kysely prepares every query anew,
 * and for a list query with its joins SQLite's planning took longer than running it (1.1 ms against
 * 0.4 ms, bench/RESULTS.md). Kysely holds its single connection for a whole query or stream, so a
 * statement is never used by two queries at once.
 */
export function withCachedStatements(file: SQLite.Database): SqliteDatabase {
  const statements = new Map<string, SqliteStatement>();
  return {
    close: () => {
      statements.clear();
      file.close();
    },
    prepare(sql: string): SqliteStatement {
      let statement = statements.get(sql);
      if (statement) {
        // Map keeps insertion order: re-inserting marks it most recently used.
        statements.delete(sql);
      } else {
        statement = file.prepare(sql) as unknown as SqliteStatement;
        if (statements.size >= CACHED_STATEMENTS) statements.delete(statements.keys().next().value as string);
      }
      statements.set(sql, statement);
      return statement;
    },
  };
}
