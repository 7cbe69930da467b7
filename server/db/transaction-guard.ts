import { AsyncLocalStorage } from 'node:async_hooks';
import type { DatabaseConnection, Dialect, Driver, Kysely, QueryCompiler, TransactionSettings } from 'kysely';

/** Marks the async context of a transaction's callback while its transaction is open. */
const openTransaction = new AsyncLocalStorage<{ open: boolean }>();

export const QUERY_BESIDE_TRANSACTION =
  'a query on the database handle inside an open transaction: use the transaction (trx) instead';

/**
 * A transaction must not ask the pool for a second connection: under load every connection can be
 * held by a transaction waiting on a lock that the one asking holds, and the server freezes (issue 10:
 * 30 creates with one requestId). On SQLite the single connection makes it a deadlock at once. So
 * acquiring a connection from inside a transaction's callback throws, on both databases and in
 * production too: a 5000 naming the mistake beats a frozen server.
 *
 * Kysely calls `beginTransaction` from the transaction's own async chain just before the callback, so
 * the mark set there (enterWith) reaches the callback and whatever it awaits, and nothing outside.
 */
class TransactionGuardDriver implements Driver {
  constructor(private readonly inner: Driver) {}

  init(): Promise<void> {
    return this.inner.init();
  }

  acquireConnection(): Promise<DatabaseConnection> {
    if (openTransaction.getStore()?.open) return Promise.reject(new Error(QUERY_BESIDE_TRANSACTION));
    return this.inner.acquireConnection();
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    const mark = { open: true };
    openTransaction.enterWith(mark);
    try {
      await this.inner.beginTransaction(connection, settings);
    } catch (error) {
      mark.open = false;
      throw error;
    }
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    this.close();
    await this.inner.commitTransaction(connection);
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    this.close();
    await this.inner.rollbackTransaction(connection);
  }

  async savepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']) {
    await this.inner.savepoint?.(connection, name, compile);
  }

  async rollbackToSavepoint(
    connection: DatabaseConnection,
    name: string,
    compile: QueryCompiler['compileQuery'],
  ) {
    await this.inner.rollbackToSavepoint?.(connection, name, compile);
  }

  async releaseSavepoint(
    connection: DatabaseConnection,
    name: string,
    compile: QueryCompiler['compileQuery'],
  ) {
    await this.inner.releaseSavepoint?.(connection, name, compile);
  }

  releaseConnection(connection: DatabaseConnection): Promise<void> {
    return this.inner.releaseConnection(connection);
  }

  destroy(): Promise<void> {
    return this.inner.destroy();
  }

  /** The transaction ends here: its callback's chain may use the pool again (e.g. to read the result). */
  private close() {
    const mark = openTransaction.getStore();
    if (mark) mark.open = false;
  }
}

/** The dialect with {@link TransactionGuardDriver} around its driver. */
export function guardTransactions(dialect: Dialect): Dialect {
  return {
    createAdapter: () => dialect.createAdapter(),
    createDriver: () => new TransactionGuardDriver(dialect.createDriver()),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createIntrospector: (db: Kysely<unknown>) => dialect.createIntrospector(db),
  };
}
