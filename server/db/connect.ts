import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database, Db } from './schema';
import { ImmediateTransactionsSqliteDialect } from './sqlite-immediate';
import { withCachedStatements } from './sqlite-statements';
import { guardTransactions } from './transaction-guard';

export type DialectName = 'sqlite' | 'postgres';

/** The SQLite database's file in DATA_DIR. */
export const SQLITE_FILE = 'yelopack.sqlite';

export interface DatabaseTarget {
  /** postgres://… → PostgreSQL; undefined → SQLite file in dataDir. */
  databaseUrl: string | undefined;
  dataDir: string;
  /** PostgreSQL only: the schema put first on every connection's search_path (tests use one per file). */
  searchPath?: string;
}

/** Where faults of the connections themselves are reported (the app's log). */
export type FaultLog = { warn(details: { err: unknown }, message: string): void };

export interface Connection {
  db: Db;
  dialect: DialectName;
  /**
   * Sends connection faults (a PostgreSQL backend terminated while idle) to `log` instead of stderr.
   * They never end the process: the pool drops the dead connection and opens a new one on demand.
   */
  reportFaultsTo(log: FaultLog): void;
}

/**
 * Every limit on waiting for the database, chosen together (server/README.md, "Database faults and
 * timeouts", says why each value): a request that cannot get its data answers 5000 well before the
 * browser's own 60 s timeout, and no stuck transaction can hold its locks for ever.
 */
export const DATABASE_LIMITS = {
  /** PostgreSQL: the most connections the pool opens. */
  poolSize: 10,
  /** PostgreSQL: longest wait for a pooled connection (or to open a new one). */
  acquireTimeoutMs: 5_000,
  /** PostgreSQL: longest a single statement may run. */
  statementTimeoutMs: 20_000,
  /** PostgreSQL: longest a statement waits for a row or table lock. */
  lockTimeoutMs: 5_000,
  /** PostgreSQL: a transaction left idle this long is ended by the server, releasing its locks. */
  idleInTransactionTimeoutMs: 15_000,
  /** SQLite: how long a write waits for another process's write lock on the file. */
  sqliteBusyTimeoutMs: 5_000,
} as const;

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

/**
 * A pool that survives its connections dying (database restart, failover, an idle-connection reaper,
 * pg_terminate_backend). pg emits 'error' on the pool for an idle connection that dies and on the
 * client for one checked out; with no listener either ends the process. The pool has already dropped
 * an idle one; a checked-out one fails its query (the request answers 5000) and is dropped on release.
 */
function postgresPool(target: DatabaseTarget & { databaseUrl: string }, faults: () => FaultLog): pg.Pool {
  const pool = new pg.Pool({
    connectionString: target.databaseUrl,
    // Names the server's sessions in pg_stat_activity unless the URL names them (the tests do).
    fallback_application_name: 'yelopack',
    max: DATABASE_LIMITS.poolSize,
    connectionTimeoutMillis: DATABASE_LIMITS.acquireTimeoutMs,
    statement_timeout: DATABASE_LIMITS.statementTimeoutMs,
    lock_timeout: DATABASE_LIMITS.lockTimeoutMs,
    idle_in_transaction_session_timeout: DATABASE_LIMITS.idleInTransactionTimeoutMs,
    types: pgTypes,
    ...(target.searchPath ? { options: `-c search_path=${target.searchPath}` } : {}),
  });
  pool.on('error', (error) => faults().warn({ err: error }, 'database connection lost while idle'));
  // The query in flight already fails with this error (and is logged with its request).
  pool.on('connect', (client) => client.on('error', () => {}));
  return pool;
}

export function connectDatabase(target: DatabaseTarget): Connection {
  let faultLog: FaultLog = {
    warn: (details, message) => console.error(message, details.err),
  };
  const reportFaultsTo = (log: FaultLog) => void (faultLog = log);
  if (target.databaseUrl) {
    const pool = postgresPool({ ...target, databaseUrl: target.databaseUrl }, () => faultLog);
    const dialect = guardTransactions(new PostgresDialect({ pool }));
    return { db: new Kysely<Database>({ dialect }), dialect: 'postgres', reportFaultsTo };
  }
  mkdirSync(target.dataDir, { recursive: true });
  const file = new SQLite(path.join(target.dataDir, SQLITE_FILE));
  // WAL lets readers proceed during a write; the busy timeout covers a second process on the same file
  // (cluster workers), with transactions that take the write lock as they begin (sqlite-immediate.ts);
  // within one process Kysely's single connection already serializes every query.
  file.pragma('journal_mode = WAL');
  file.pragma(`busy_timeout = ${DATABASE_LIMITS.sqliteBusyTimeoutMs}`);
  file.pragma('foreign_keys = ON');
  const dialect = guardTransactions(
    new ImmediateTransactionsSqliteDialect({ database: withCachedStatements(file) }),
  );
  return { db: new Kysely<Database>({ dialect }), dialect: 'sqlite', reportFaultsTo };
}
