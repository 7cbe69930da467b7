import type { DialectName } from '../../../server/db/connect';
import {
  databaseUrlOf,
  dropDatabase,
  newDatabaseName,
  onPostgres,
  testDatabaseUrl,
} from '../../../server/testing/postgres-admin';

export interface ScratchDatabase {
  /** DATABASE_URL for the servers: empty on SQLite (each uses the file in its DATA_DIR). */
  url: string;
  drop(): Promise<void>;
}

/** The database of a run: SQLite in DATA_DIR, or a new, empty PostgreSQL database dropped afterwards. */
export async function scratchDatabase(dialect: DialectName, kind: string): Promise<ScratchDatabase> {
  if (dialect === 'sqlite') return { url: '', drop: async () => {} };
  const base = testDatabaseUrl();
  const name = newDatabaseName(kind);
  await onPostgres(base, `CREATE DATABASE ${name}`);
  return { url: databaseUrlOf(base, name), drop: () => dropDatabase(base, name) };
}
