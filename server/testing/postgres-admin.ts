/**
 * The test harness's own statements on the PostgreSQL server of TEST_DATABASE_URL: every database the
 * tests create (each server's, and each worker's seeded template) is named with one prefix per run, so
 * the run's leftovers can be found and dropped.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** The run's prefix, set by the vitest global set-up (postgres-databases.global.ts) for its workers. */
export const RUN_PREFIX_VARIABLE = 'YP_TEST_DATABASE_PREFIX';

/** Outside vitest (a bench script) the process names its databases itself. */
const processPrefix = `yp_test_${randomBytes(4).toString('hex')}_`;

export const runPrefix = (): string => process.env[RUN_PREFIX_VARIABLE] ?? processPrefix;

/** A new database name of this run. */
export const newDatabaseName = (kind: string): string =>
  `${runPrefix()}${kind}_${randomBytes(6).toString('hex')}`;

export function testDatabaseUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set');
  return url;
}

/**
 * The URL of `database` on the server of `baseUrl`; its sessions are named after the database
 * (application_name), for its pool and its LISTEN connection alike, so a test can find this database's
 * backends among those of tests running beside it.
 */
export function databaseUrlOf(baseUrl: string, database: string): string {
  const url = new URL(baseUrl);
  url.pathname = `/${database}`;
  url.searchParams.set('application_name', database);
  return url.toString();
}

/** Runs statements, one after another, on a connection of their own to the TEST_DATABASE_URL database. */
export async function onPostgres(baseUrl: string, ...statements: string[]): Promise<void> {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Drops a database, ending any session still on it (a pool a test forgot to close). */
export const dropDatabase = (baseUrl: string, database: string): Promise<void> =>
  onPostgres(baseUrl, `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);

/** Drops every database whose name starts with `prefix`. */
export async function dropDatabasesNamed(baseUrl: string, prefix: string): Promise<void> {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string }>(
      'select datname as name from pg_database where starts_with(datname, $1)',
      [prefix],
    );
    for (const { name } of rows) await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } finally {
    await client.end();
  }
}
