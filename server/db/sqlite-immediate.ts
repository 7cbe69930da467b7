import {
  CompiledQuery,
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
  type Driver,
  type SqliteDialectConfig,
} from 'kysely';

/**
 * Kysely's SQLite transactions begin DEFERRED: the write lock is taken at the first write. When another
 * process on the same file (a cluster worker) has committed since the transaction's first read, that
 * write fails at once with SQLITE_BUSY: the busy timeout does not apply, since waiting cannot help a
 * stale snapshot. BEGIN IMMEDIATE takes the lock first, waiting out the busy timeout if another process
 * holds it. Every transaction of the server writes, so none loses by taking the lock early; within one
 * process the single connection serializes them anyway.
 */
class ImmediateTransactionsDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

/** Kysely's SQLite dialect whose transactions begin IMMEDIATE. */
export class ImmediateTransactionsSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;

  constructor(config: SqliteDialectConfig) {
    super(config);
    this.#config = config;
  }

  override createDriver(): Driver {
    return new ImmediateTransactionsDriver(this.#config);
  }
}
