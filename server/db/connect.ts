import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Database, Db } from './schema';
import { withCachedStatements } from './sqlite-statements';
import { guardTransactions } from './transaction-guard';

export type DialectName = 'sqlite' | 'postgres';

export interface DatabaseTarget {
  /** postgres://… → PostgreSQL; undefined → SQLite file in dataDir. */
  databaseUrl: string | undefined;
  dataDir: string;
  /** PostgreSQL only: the schema put first on every connection's search_path (tests use one per file). */
  searchPath?: string;
}

export interface Connection {
  db: Db;
  dialect: DialectName;
}

const PG_INT8_OID = 20;

/**
 * bigint columns (epoch ms, fen, counts) come back from pg as strings by default; all our values are far
 * below 2^53, so read them as numbers, as better-sqlite3 does. Set per pool, not globally.
 */
const pgTypes = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === PG_INT8_OID
      ? (value: string) => Number(value)
      : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

export function connectDatabase(target: DatabaseTarget): Connection {
  if (target.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: target.databaseUrl,
      max: 10,
      types: pgTypes,
      ...(target.searchPath ? { options: `-c search_path=${target.searchPath}` } : {}),
    });
    const dialect = guardTransactions(new PostgresDialect({ pool }));
    return { db: new Kysely<Database>({ dialect }), dialect: 'postgres' };
  }
  mkdirSync(target.dataDir, { recursive: true });
  const file = new SQLite(path.join(target.dataDir, 'yelopack.sqlite'));
  // WAL lets readers proceed during a write; the busy timeout covers a second process on the same file.
  file.pragma('journal_mode = WAL');
  file.pragma('busy_timeout = 5000');
  file.pragma('foreign_keys = ON');
  const dialect = guardTransactions(new SqliteDialect({ database: withCachedStatements(file) }));
  return { db: new Kysely<Database>({ dialect }), dialect: 'sqlite' };
}
