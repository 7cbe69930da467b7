/**
 * The raw baseline's database: the drivers alone (better-sqlite3 with a statement per SQL text prepared
 * once, or a pg pool of the product's size), no query builder. SQL is written with `?` placeholders.
 */
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { DATABASE_LIMITS } from '../server/db/connect';
import { sqliteFile, type BenchTarget } from './target';

export interface RawDatabase {
  dialect: BenchTarget['dialect'];
  /** The session's company and whether it still works, by token hash. */
  sessionLookup: string;
  query<Row>(sql: string, parameters: readonly unknown[]): Promise<Row[]>;
}

const SESSION_LOOKUP = 'select company_id, expires_at, ended_reason from sessions where token_hash = ?';

function sqliteDatabase(dataDir: string): RawDatabase {
  const file = new SQLite(sqliteFile(dataDir), { readonly: true });
  const statements = new Map<string, SQLite.Statement>();
  const prepared = (sql: string) => {
    let statement = statements.get(sql);
    if (!statement) statements.set(sql, (statement = file.prepare(sql)));
    return statement;
  };
  return {
    dialect: 'sqlite',
    sessionLookup: SESSION_LOOKUP,
    query: async <Row>(sql: string, parameters: readonly unknown[]) =>
      prepared(sql).all(...parameters) as Row[],
  };
}

/** `?` placeholders numbered as PostgreSQL wants them ($1, $2, …). */
const numbered = (sql: string) => {
  let index = 0;
  return sql.replace(/\?/g, () => `$${(index += 1)}`);
};

function postgresDatabase(url: string, schema: string): RawDatabase {
  const pool = new pg.Pool({
    connectionString: url,
    max: DATABASE_LIMITS.poolSize,
    options: `-c search_path=${schema}`,
    // bigint as numbers, as the product reads them (server/db/connect.ts).
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        oid === 20 ? Number : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
  });
  const texts = new Map<string, string>();
  return {
    dialect: 'postgres',
    sessionLookup: SESSION_LOOKUP,
    async query<Row>(sql: string, parameters: readonly unknown[]) {
      let text = texts.get(sql);
      if (text === undefined) texts.set(sql, (text = numbered(sql)));
      return (await pool.query({ text, values: parameters as unknown[] })).rows as Row[];
    },
  };
}

export const rawDatabase = (target: BenchTarget): RawDatabase =>
  target.dialect === 'sqlite' ? sqliteDatabase(target.dataDir) : postgresDatabase(target.url, target.schema);
