import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { connectDatabase, type Connection, type DatabaseTarget } from '../server/db/connect';

/** Where a bench database lives: a SQLite data folder, or a PostgreSQL schema. */
export type BenchTarget =
  | { dialect: 'sqlite'; dataDir: string }
  | { dialect: 'postgres'; url: string; schema: string; dataDir: string };

export const TARGET_USAGE =
  '--db sqlite --dir <DATA_DIR> | --db postgres --url postgres://postgres@127.0.0.1:5432/test --schema yp_bench [--dir <DATA_DIR for keys>]';

/** Parses the target options every bench script shares; other options are returned as strings. */
export function parseTarget(argv: string[], extra: Record<string, { type: 'string' }> = {}) {
  const { values } = parseArgs({
    args: argv,
    options: {
      db: { type: 'string' },
      dir: { type: 'string' },
      url: { type: 'string' },
      schema: { type: 'string' },
      ...extra,
    },
  });
  const dataDir = path.resolve(values.dir ?? `.tmp/bench-${values.db ?? 'sqlite'}`);
  let target: BenchTarget;
  if (values.db === 'sqlite') target = { dialect: 'sqlite', dataDir };
  else if (values.db === 'postgres' && values.url) {
    const schema = values.schema ?? 'yp_bench';
    if (!/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`not a plain schema name: ${schema}`);
    target = { dialect: 'postgres', url: values.url, schema, dataDir };
  } else throw new Error(`usage: ${TARGET_USAGE}`);
  return { target, options: values as Record<string, string | undefined> };
}

export const sqliteFile = (dataDir: string): string => path.join(dataDir, 'yelopack.sqlite');

export function databaseTarget(target: BenchTarget): DatabaseTarget {
  return target.dialect === 'sqlite'
    ? { databaseUrl: undefined, dataDir: target.dataDir }
    : { databaseUrl: target.url, dataDir: target.dataDir, searchPath: target.schema };
}

/** The server's own connection (connectDatabase) to the bench database. */
export const connectTarget = (target: BenchTarget): Connection => connectDatabase(databaseTarget(target));

export async function onPostgres<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Removes the bench database: the SQLite file (and its WAL) or the PostgreSQL schema. */
export async function dropTarget(target: BenchTarget): Promise<void> {
  if (target.dialect === 'postgres') {
    await onPostgres(target.url, (client) => client.query(`drop schema if exists ${target.schema} cascade`));
    return;
  }
  for (const suffix of ['', '-wal', '-shm']) {
    const file = `${sqliteFile(target.dataDir)}${suffix}`;
    if (existsSync(file)) rmSync(file);
  }
}

/** An empty database to generate into: the old one dropped, the PostgreSQL schema created. */
export async function freshTarget(target: BenchTarget): Promise<void> {
  await dropTarget(target);
  if (target.dialect === 'postgres')
    await onPostgres(target.url, (client) => client.query(`create schema ${target.schema}`));
}
