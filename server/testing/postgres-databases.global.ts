/**
 * Vitest global set-up of the server tests on PostgreSQL: names this run's databases (every test server's
 * and each worker's seeded template, seed-template.ts) with one prefix, and drops whatever of them is
 * left once every worker is done (a server drops its own on close; templates live for the whole run).
 */
import { randomBytes } from 'node:crypto';
import { RUN_PREFIX_VARIABLE, dropDatabasesNamed } from './postgres-admin';

export default function setup(): (() => Promise<void>) | undefined {
  const databaseUrl = process.env.TEST_DATABASE_URL;
  if (!databaseUrl) return undefined;
  const prefix = `yp_test_${randomBytes(4).toString('hex')}_`;
  process.env[RUN_PREFIX_VARIABLE] = prefix; // inherited by the workers started after this
  return () => dropDatabasesNamed(databaseUrl, prefix);
}
