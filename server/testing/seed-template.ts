/**
 * Seed once, copy many times: the first test server of a dialect in a vitest worker migrates and seeds a
 * template database (the whole demo: password hashes, every module's documents, contract PDFs), and every
 * server then starts on a copy of it, which buildApp finds migrated and seeded. The seed reads nothing
 * but the database and the clock (seedDatabase(db, now, DEMO_SEEDS)): no option of startTestServer
 * changes what it writes, and it writes nothing in DATA_DIR, so one template per dialect serves every
 * server. Keys and secrets stay per server: buildApp creates them in its own copy (the template holds none).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SQLITE_FILE, connectDatabase, type Connection, type DialectName } from '../db/connect';
import { migrateToLatest } from '../db/migrate';
import { seedDatabase } from '../db/seed';
import { DEMO_SEEDS, allMigrations } from '../modules';
import { databaseUrlOf, newDatabaseName, onPostgres, testDatabaseUrl } from './postgres-admin';

/**
 * Demo data is dated relative to the seeding instant, so a copy is as old as its template. Past this
 * age the next server re-seeds it (bench/RESULTS.md, "Test-server start", says why this value).
 */
export const TEMPLATE_MAX_AGE_MS = 2 * 60_000;

/** A seeded database to copy: the SQLite file, or the PostgreSQL database's name. */
export interface Template {
  seededAt: number;
  /** SQLite: the closed (checkpointed) file; PostgreSQL: a database no session is connected to. */
  source: string;
}

async function migrateAndSeed(connection: Connection, now: number): Promise<void> {
  try {
    await migrateToLatest(connection.db, connection.dialect, allMigrations());
    await seedDatabase(connection.db, now, DEMO_SEEDS);
  } finally {
    // SQLite: closing the last connection checkpoints the WAL into the file, which can then be copied.
    await connection.db.destroy();
  }
}

const templateDirs: string[] = [];
process.on('exit', () => {
  for (const dir of templateDirs) rmSync(dir, { recursive: true, force: true });
});

async function seedSqliteTemplate(now: number): Promise<string> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'yp-template-'));
  templateDirs.push(dataDir);
  await migrateAndSeed(connectDatabase({ databaseUrl: undefined, dataDir }), now);
  return path.join(dataDir, SQLITE_FILE);
}

/** Left for the global set-up's teardown to drop: a server being copied from it may still be under way. */
async function seedPostgresTemplate(now: number): Promise<string> {
  const baseUrl = testDatabaseUrl();
  const database = newDatabaseName('template');
  await onPostgres(baseUrl, `CREATE DATABASE ${database}`);
  const databaseUrl = databaseUrlOf(baseUrl, database);
  await migrateAndSeed(connectDatabase({ databaseUrl, dataDir: tmpdir() }), now);
  return database;
}

/**
 * The latest template of one dialect, seeded by `seed` on first use and again once older than
 * TEMPLATE_MAX_AGE_MS; callers meanwhile share one seeding. A seeding that failed is tried again
 * by the next caller.
 */
export function templateCache(
  seed: (now: number) => Promise<string>,
  clock: () => number = Date.now,
): () => Promise<Template> {
  let latest: Promise<Template> | undefined;
  const reseed = () => {
    const seededAt = clock();
    const seeding = seed(seededAt).then((source) => ({ seededAt, source }));
    latest = seeding;
    return seeding;
  };
  return async function template(): Promise<Template> {
    const current = latest;
    if (!current) return reseed();
    const answer = await current.catch(() => undefined);
    if (answer && clock() - answer.seededAt < TEMPLATE_MAX_AGE_MS) return answer;
    return latest === current ? reseed() : template(); // else another caller is re-seeding already
  };
}

const templates: Record<DialectName, () => Promise<Template>> = {
  sqlite: templateCache(seedSqliteTemplate),
  postgres: templateCache(seedPostgresTemplate),
};

/** The dialect's template of this worker (seeded now if there is none or it is too old). */
export const seededTemplate = (dialect: DialectName): Promise<Template> => templates[dialect]();
