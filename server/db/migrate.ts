import { Migrator, sql, type Migration } from 'kysely';
import type { DialectName } from './connect';
import type { Db } from './schema';

/**
 * Kysely looks for its bookkeeping tables in every schema it can see; on PostgreSQL name the schema
 * the connection works in, so databases holding several schemas (tests, tenants) do not mix them up.
 */
async function migrationSchema(db: Db, dialect: DialectName): Promise<string | undefined> {
  if (dialect !== 'postgres') return undefined;
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  return rows[0]?.schema;
}

/**
 * Brings the schema up to date with `migrations` (allMigrations() of server/modules: the platform's and
 * every module's); runs at every start, skipping those already applied.
 */
export async function migrateToLatest(
  db: Db,
  dialect: DialectName,
  migrations: Record<string, Migration>,
): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    migrationTableSchema: await migrationSchema(db, dialect),
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`migration ${failed?.migrationName ?? ''} failed: ${String(error)}`, { cause: error });
  }
}
