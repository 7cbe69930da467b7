import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DIALECTS } from '../testing/test-server';
import { connectDatabase, type Connection } from './connect';
import type { Db } from './schema';
import { QUERY_BESIDE_TRANSACTION } from './transaction-guard';

const one = async (db: Db) => (await sql<{ n: number }>`select 1 as n`.execute(db)).rows[0]!.n;

/** The outcome of `work`, or 'hung' when it has not settled after a second (SQLite's old deadlock). */
const settled = (work: Promise<unknown>) =>
  Promise.race([
    work.then(
      (value) => ({ value }),
      (error: unknown) => ({ error: (error as Error).message }),
    ),
    new Promise((resolve) => setTimeout(() => resolve('hung'), 1000).unref()),
  ]);

describe.each(TEST_DIALECTS)('the transaction guard on %s', (dialect) => {
  let connection: Connection;
  let dataDir: string;
  beforeAll(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'yp-guard-'));
    const databaseUrl = dialect === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;
    connection = connectDatabase({ databaseUrl, dataDir });
  });
  afterAll(async () => {
    await connection.db.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('refuses a query on the database handle inside a transaction instead of taking a second connection', async () => {
    const { db } = connection;
    const outcome = await settled(db.transaction().execute(async () => one(db)));
    expect(outcome).toEqual({ error: QUERY_BESIDE_TRANSACTION });
    const nested = await settled(db.transaction().execute(() => db.transaction().execute(() => one(db))));
    expect(nested).toEqual({ error: QUERY_BESIDE_TRANSACTION });
  });

  it('leaves the transaction itself, queries beside it and the code after it free to query', async () => {
    const { db } = connection;
    const [inside, beside] = await Promise.all([db.transaction().execute(async (trx) => one(trx)), one(db)]);
    expect([inside, beside]).toEqual([1, 1]);
    // The chain that ran the transaction queries the handle again once the transaction has ended.
    const after = await db
      .transaction()
      .execute(async (trx) => one(trx))
      .then(() => one(db));
    expect(after).toBe(1);
  });
});
