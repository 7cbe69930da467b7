/**
 * Vitest global set-up of the server tests on PostgreSQL: every test server's schema is named with this
 * run's prefix and dropped here, once every worker is done, instead of when its server closes. Two
 * workers share the database, and a DROP SCHEMA while another worker's migrator introspects the catalog
 * fails that migrator (Kysely's table listing calls has_schema_privilege on each schema it sees, which
 * errors "schema … does not exist" for one dropped under it).
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export const SCHEMA_PREFIX_VARIABLE = 'YP_TEST_SCHEMA_PREFIX';

export default function setup(): (() => Promise<void>) | undefined {
  const databaseUrl = process.env.TEST_DATABASE_URL;
  if (!databaseUrl) return undefined;
  const prefix = `yp_test_${randomBytes(4).toString('hex')}_`;
  process.env[SCHEMA_PREFIX_VARIABLE] = prefix; // inherited by the workers started after this
  return async () => {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ name: string }>(
        'select nspname as name from pg_namespace where starts_with(nspname, $1)',
        [prefix],
      );
      for (const { name } of rows) await client.query(`DROP SCHEMA ${name} CASCADE`);
    } finally {
      await client.end();
    }
  };
}
